import Foundation
import Testing

/// Compares `actual` with the golden file `Goldens/<name>.txt` next to this
/// file, as swift-argument-parser's `assertSnapshot` does.
///
/// With `EXPLORE_RECORD_GOLDENS=1` in the environment the file is written
/// instead (and the test passes), so a deliberate change of layout is
/// re-recorded with:
/// ```
/// EXPLORE_RECORD_GOLDENS=1 swift test --filter Rendering
/// ```
/// On a mismatch the failure shows the differing lines, with escape
/// characters drawn as `␛` so coloured output stays readable.
func assertGolden(
  _ actual: String,
  named name: String,
  filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let url = URL(fileURLWithPath: filePath)
    .deletingLastPathComponent()
    .appendingPathComponent("Goldens")
    .appendingPathComponent("\(name).txt")
  // NB: Files end with a newline, as text files should; the rendered text
  // does not.
  let contents = actual + "\n"
  if ProcessInfo.processInfo.environment["EXPLORE_RECORD_GOLDENS"] == "1" {
    do {
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(contents.utf8).write(to: url)
    } catch {
      Issue.record("Could not record golden file \(name).txt: \(error)", sourceLocation: sourceLocation)
    }
    return
  }
  guard let data = FileManager.default.contents(atPath: url.path) else {
    Issue.record(
      "Golden file \(name).txt is missing. Record it with EXPLORE_RECORD_GOLDENS=1 swift test --filter Rendering",
      sourceLocation: sourceLocation
    )
    return
  }
  let expected = String(decoding: data, as: UTF8.self)
  guard expected != contents else { return }
  let diff = goldenDiff(expected: expected, actual: contents)
  Issue.record(
    "Output differs from golden file \(name).txt (re-record with EXPLORE_RECORD_GOLDENS=1):\n\(diff)",
    sourceLocation: sourceLocation
  )
}

/// The lines that differ, numbered, `-` expected and `+` actual.
func goldenDiff(expected: String, actual: String) -> String {
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
    report.append("line \(index + 1):")
    report.append("- \(visible(old))")
    report.append("+ \(visible(new))")
  }
  return report.joined(separator: "\n")
}
