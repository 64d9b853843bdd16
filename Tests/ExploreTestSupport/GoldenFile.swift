public import Foundation

/// A golden file: the expected text of a test, stored next to the test
/// (`Goldens/` in the test file's folder, found from `#filePath`), as
/// swift-argument-parser's `assertSnapshot` does.
///
/// ```swift
/// try GoldenFile("Help/root-80.txt").verify(output)
/// ```
///
/// With `EXPLORE_RECORD_GOLDENS=1` in the environment, ``verify(_:environment:)``
/// writes the file and then throws anyway, so that a recording run never
/// passes: run the tests again without it to compare.
/// ```
/// EXPLORE_RECORD_GOLDENS=1 swift test --filter Rendering; swift test --filter Rendering
/// ```
public struct GoldenFile: Sendable {
  /// The variable that turns comparing into recording.
  public static let recordVariable = "EXPLORE_RECORD_GOLDENS"

  /// The file.
  public var url: URL

  public init(url: URL) {
    self.url = url
  }

  /// `Goldens/<path>` in the folder of `filePath` (the calling test file by default).
  public init(_ path: String, nextTo filePath: String = #filePath) {
    url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
      .appendingPathComponent("Goldens", isDirectory: true).appendingPathComponent(path)
  }

  /// Compares `actual` with the file, or records it.
  ///
  /// - Throws: ``GoldenFileError`` when the text differs (naming the lines),
  ///   when the file is missing, and after recording.
  public func verify(_ actual: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws {
    let name = url.lastPathComponent
    if environment[Self.recordVariable] == "1" {
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(actual.utf8).write(to: url)
      throw GoldenFileError("Recorded \(url.path). Run the tests again without \(Self.recordVariable) to compare.")
    }
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw GoldenFileError("The golden file \(url.path) is missing. Record it with \(Self.recordVariable)=1, then run again without it.")
    }
    let expected = String(decoding: data, as: UTF8.self)
    guard expected != actual else { return }
    throw GoldenFileError(
      "The output differs from \(name) (re-record with \(Self.recordVariable)=1 if the change is intended):\n"
        + Self.difference(expected: expected, actual: actual))
  }

  /// The lines that differ, numbered: `-` expected, `+` actual; escapes drawn as `␛`, tabs as `→`.
  ///
  /// - Complexity: O(*n*) in the number of lines.
  static func difference(expected: String, actual: String) -> String {
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    func visible(_ line: Substring?) -> String {
      guard let line else { return "(no line)" }
      return line.replacingOccurrences(of: "\u{1B}", with: "␛").replacingOccurrences(of: "\t", with: "→")
    }
    var report: [String] = []
    for index in 0..<max(expectedLines.count, actualLines.count) {
      let old = index < expectedLines.count ? expectedLines[index] : nil
      let new = index < actualLines.count ? actualLines[index] : nil
      guard old != new else { continue }
      report += ["line \(index + 1):", "- \(visible(old))", "+ \(visible(new))"]
    }
    return report.joined(separator: "\n")
  }
}

/// Why a golden file check failed: a difference, a missing file, or a recording run.
public struct GoldenFileError: Error, CustomStringConvertible, Sendable {
  public var description: String

  public init(_ description: String) {
    self.description = description
  }
}
