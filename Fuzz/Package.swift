// swift-tools-version: 6.0
import PackageDescription

// Coverage-guided fuzzers (libFuzzer, with AddressSanitizer) for the code
// explore runs on bytes it does not control. Kept out of the main package
// and of `.ci/run`. Build and run from the repository root:
//   Fuzz/run.sh [seconds per target] [target ...]
// NB: SwiftPM names a path dependency after its folder, which is whatever
// the clone is called, so the identity is computed rather than written down.
let mainPackage = Context.packageDirectory
  .split(separator: "/").dropLast().last.map { String($0).lowercased() } ?? "explore"

let package = Package(
  name: "explore-fuzz",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(path: "..")
  ],
  targets: [
    .executableTarget(
      name: "ExploreFuzzer",
      dependencies: ["FuzzerMain", .product(name: "ExploreFuzzTargets", package: mainPackage)],
      // NB: FuzzerMain starts libFuzzer; the Swift file only defines the
      // entry points libFuzzer calls.
      swiftSettings: [.unsafeFlags(["-parse-as-library"])]
    ),
    .target(name: "FuzzerMain"),
  ],
  swiftLanguageModes: [.v6]
)

for target in package.targets where target.name != "FuzzerMain" {
  var settings = target.swiftSettings ?? []
  settings.append(contentsOf: [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
  ])
  target.swiftSettings = settings
}
