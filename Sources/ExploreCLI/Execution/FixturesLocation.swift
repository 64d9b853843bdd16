package import Foundation

/// Where `--offline` finds the replay fixtures.
package enum FixturesLocation {
  /// `$EXPLORE_FIXTURES_DIR` when set; else the project's `fixtures/` when
  /// explore runs from a checkout (found from this source file's path, as
  /// swift-argument-parser finds its test data); else `./fixtures`.
  package static func root(environment: [String: String], filePath: String = #filePath) -> URL {
    if let directory = environment["EXPLORE_FIXTURES_DIR"], !directory.isEmpty {
      return URL(fileURLWithPath: directory, isDirectory: true)
    }
    // NB: this file is <root>/Sources/ExploreCLI/Execution/FixturesLocation.swift.
    let project = URL(fileURLWithPath: filePath)
      .deletingLastPathComponent()
      .deletingLastPathComponent()
      .deletingLastPathComponent()
      .deletingLastPathComponent()
      .appendingPathComponent("fixtures", isDirectory: true)
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: project.path, isDirectory: &isDirectory), isDirectory.boolValue {
      return project
    }
    return URL(fileURLWithPath: "fixtures", isDirectory: true)
  }
}
