// swift-tools-version: 6.0
import PackageDescription

// Release-mode timings of explore's diffable snapshots, kept out of the main
// package and of `.ci/run`. Run from the repository root:
//   swift run -c release --package-path Benchmarks
// NB: SwiftPM names a path dependency after its folder, which is whatever
// the clone is called, so the identity is computed rather than written down.
let mainPackage = Context.packageDirectory
  .split(separator: "/").dropLast().last.map { String($0).lowercased() } ?? "explore"

let package = Package(
  name: "explore-benchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(path: "..")
  ],
  targets: [
    // Thread CPU time and its median, and a child process timed with its
    // peak memory, which the timing benchmarks share.
    .target(name: "BenchmarkTiming"),
    .executableTarget(
      name: "SnapshotBenchmarks",
      dependencies: ["BenchmarkTiming", .product(name: "ExploreSnapshots", package: mainPackage)]
    ),
    // Runs the explore binary as a child process against its own loopback
    // follower server: peak memory, time to first row, concurrency.
    .executableTarget(name: "StreamingBenchmarks", dependencies: ["BenchmarkTiming"]),
    // NB: the renderers are `package` API of ExploreRendering, whose symbols a
    // release build exports; this target, not part of any product, reaches
    // them with access control off.
    .executableTarget(
      name: "RenderingBenchmarks",
      dependencies: [
        "BenchmarkTiming",
        .product(name: "ExploreCore", package: mainPackage),
        .product(name: "ExploreRendering", package: mainPackage),
      ],
      swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-access-control"])]
    ),
    // Refreshing a 10,000-row list with 1 % changed: bytes written against a
    // full redraw, and CPU per refresh, in the browser and for `--watch`.
    // NB: package API of ExploreBrowser and ExploreRendering, reached with
    // access control off, as RenderingBenchmarks does.
    .executableTarget(
      name: "RefreshBenchmarks",
      dependencies: [
        "BenchmarkTiming",
        .product(name: "ExploreBrowser", package: mainPackage),
        .product(name: "ExploreCore", package: mainPackage),
        .product(name: "ExploreRendering", package: mainPackage),
        .product(name: "ExploreSnapshots", package: mainPackage),
      ],
      swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-access-control"])]
    ),
    // `explore --version` from spawn to exit (issue 21), next to the floors
    // of the platform: programs that link nothing, Foundation, and
    // Foundation with FoundationNetworking, each printing a version.
    .executableTarget(name: "StartupBenchmarks", dependencies: ["BenchmarkTiming"]),
    // The explore binary against servers that misbehave (issue 34): CPU while
    // a server says nothing for 30 s, CPU for 10,000 response headers, peak
    // memory for a page of a million items.
    .executableTarget(name: "NetworkBenchmarks", dependencies: ["BenchmarkTiming"]),
    .executableTarget(name: "StartupFloorSwift"),
    .executableTarget(name: "StartupFloorFoundation"),
    .executableTarget(name: "StartupFloorNetworking"),
    // Reading, planning and generating a provider from an OpenAPI document
    // (Benchmarks/openapi-generation.sh), and the allOf chains the reader bounds.
    // NB: package API of ExploreScaffolding, reached with access control off.
    .executableTarget(
      name: "OpenAPIBenchmarks",
      dependencies: [
        .product(name: "ExploreOpenAPI", package: mainPackage),
        .product(name: "ExploreOpenAPIPlanner", package: mainPackage),
        .product(name: "ExploreScaffolding", package: mainPackage),
      ],
      swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-access-control"])]
    ),
    // Decoding and scaling pictures, next to djpeg and ImageMagick run as
    // child processes on the same files.
    .executableTarget(
      name: "PictureBenchmarks",
      dependencies: [
        "BenchmarkTiming",
        .product(name: "ExplorePictures", package: mainPackage),
        .product(name: "ExploreTerminalGraphics", package: mainPackage),
        // NB: for `SyntheticJPEG`, the hostile JPEG the tests make too.
        .product(name: "ExploreTestSupport", package: mainPackage),
      ]
    ),
    // `github followers` with pictures in a pseudo-terminal against the
    // tests' loopback server (issue 35): time to the first text row and to
    // the end, and avatar requests, cold and cached.
    .executableTarget(
      name: "PictureGridBenchmarks",
      dependencies: ["BenchmarkTiming", .product(name: "ExploreTestSupport", package: mainPackage)]
    ),
    // The scoreboard of issue 42 on the whole corpus of fixtures/openapi: `api add`
    // timed as a child process (the release binary), and each list resource tried
    // against the document's simulation in this process.
    // NB: ExploreURLSession, so that its library is built beside this executable,
    // where the HTTP client looks for it at the first request.
    .executableTarget(
      name: "CorpusBenchmarks",
      dependencies: [
        "BenchmarkTiming",
        .product(name: "ExploreCorpusScoreboard", package: mainPackage),
        .product(name: "ExploreURLSession", package: mainPackage),
      ]
    ),
    // `explore api add` on made-up documents of 8 MB to 31.5 MiB, JSON and YAML,
    // run as a child process: peak memory and CPU (issue 40; api-add-memory.sh).
    .executableTarget(name: "APIAddBenchmarks", dependencies: ["BenchmarkTiming"]),
    // The YAML reader on the real OpenAPI documents of fixtures/openapi (issue 36).
    .executableTarget(name: "YAMLBenchmarks", dependencies: ["BenchmarkTiming", .product(name: "ExploreYAML", package: mainPackage)]),
  ],
  swiftLanguageModes: [.v6]
)

for target in package.targets {
  var settings = target.swiftSettings ?? []
  settings.append(contentsOf: [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
  ])
  target.swiftSettings = settings
}
