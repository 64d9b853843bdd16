import Foundation
import Testing

/// Compares text with a golden file under `Goldens/`, next to this test
/// target (found from `#filePath`, as swift-argument-parser's
/// `assertSnapshot` does). With `EXPLORE_RECORD_GOLDENS=1` the file is
/// written instead, and the test records an issue so a recording run never
/// passes silently.
enum GoldenFile {
  static var directory: URL {
    // NB: this file is <root>/Tests/ExploreCLITests/Support/GoldenFile.swift.
    URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()
      .deletingLastPathComponent()
      .appendingPathComponent("Goldens", isDirectory: true)
  }

  static func check(_ actual: String, against name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let url = directory.appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["EXPLORE_RECORD_GOLDENS"] == "1" {
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try actual.write(to: url, atomically: true, encoding: .utf8)
      Issue.record("Recorded \(name); run again without EXPLORE_RECORD_GOLDENS to compare.", sourceLocation: sourceLocation)
      return
    }
    let expected = try String(contentsOf: url, encoding: .utf8)
    #expect(actual == expected, "\(name) differs; re-record with EXPLORE_RECORD_GOLDENS=1 if the change is intended", sourceLocation: sourceLocation)
  }
}
