// swift-tools-version: 6.0
import PackageDescription

/// Every API that explore ships with. Each name `<Name>` has a module
/// `Sources/<Name>Provider`, a test target `Tests/<Name>ProviderTests`, and
/// replay fixtures in `fixtures/<lowercased name>`. The `explore` executable
/// depends on all of them. Adding a provider means adding its name here; the
/// `new-provider` command plugin does that for you.
let providers = [
  "GitHub",
  "RickAndMorty",
]

let package = Package(
  name: "explore",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "explore", targets: ["explore"]),
    .library(name: "ExploreCore", targets: ["ExploreCore"]),
    .library(name: "ExploreNetworking", targets: ["ExploreNetworking"]),
    .library(name: "ExploreCLI", targets: ["ExploreCLI"]),
  ],
  targets: [
    // Layer 1: models, no I/O and no provider names.
    .target(name: "ExploreCore"),

    // Layer 2: HTTP on URLSession, caching, retries, record and replay.
    .target(name: "ExploreNetworking", dependencies: ["ExploreCore"]),

    // Layer 4: the command line, driven only by provider metadata.
    .target(name: "ExploreCLI", dependencies: ["ExploreCore", "ExploreNetworking"]),

    // Layer 5: a thin `main` that hands every provider to the CLI.
    .executableTarget(
      name: "explore",
      dependencies: ["ExploreCLI", "ExploreCore"] + providers.map { .target(name: "\($0)Provider") }
    ),

    // Shared by the test targets: the loopback HTTP server and fixture paths.
    .target(
      name: "ExploreTestSupport",
      dependencies: ["ExploreCore", "ExploreNetworking"],
      path: "Tests/ExploreTestSupport"
    ),

    .testTarget(name: "ExploreCoreTests", dependencies: ["ExploreCore"]),
    .testTarget(
      name: "ExploreNetworkingTests",
      dependencies: ["ExploreCore", "ExploreNetworking", "ExploreTestSupport"]
    ),
    .testTarget(
      name: "ExploreCLITests",
      dependencies: ["ExploreCLI", "ExploreCore", "ExploreNetworking", "ExploreTestSupport"]
        + providers.map { .target(name: "\($0)Provider") },
      exclude: [
        "Rendering/Goldens",
        "Goldens",
      ]
    ),
  ]
    // Layer 3: one module and one test target per provider.
    + providers.flatMap { name -> [Target] in
      [
        .target(name: "\(name)Provider", dependencies: ["ExploreCore", "ExploreNetworking"]),
        .testTarget(
          name: "\(name)ProviderTests",
          dependencies: [.target(name: "\(name)Provider"), "ExploreCore", "ExploreNetworking", "ExploreTestSupport"]
        ),
      ]
    },
  swiftLanguageModes: [.v6]
)

// Upcoming language features, on for every target, as swift-collections does.
for target in package.targets where target.type != .plugin {
  var settings = target.swiftSettings ?? []
  settings.append(contentsOf: [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
  ])
  target.swiftSettings = settings
}
