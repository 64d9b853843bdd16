@testable import ExploreScaffolding
import ExploreTestSupport
import Foundation
import Testing

/// The two ways outside text enters generated Swift, each with hostile
/// input: a comment line that nothing ends early, and a string literal that
/// the compiler reads back as the text and that cannot interpolate.
@Suite struct SwiftSpellingTests {
  /// Outside text at its worst.
  static let hostile: [String] = [
    "plain text",
    "line one\nfunc pwned() {}",
    "a\rb", "a\r\nb", "a\u{0B}b", "a\u{0C}b", "a\u{85}b", "a\u{2028}b", "a\u{2029}b", "tab\there",
    "ends */ a comment", "starts /* a comment", "*/*/*", "/**/", "//",
    #"\(pwned())"#, #"\\(pwned())"#, ##"\#(pwned())"##, #"\"#, #"\\"#, #"""""#, #""""#, "\"#", "#\"", "##\"\"##",
    "\u{1B}[2J\u{1B}]52;c;AAAA\u{07}", "\u{9B}31m", "\u{0}nul", "\u{7F}del",
    "right\u{202E}to\u{2066}left\u{2069}", "zero\u{200B}width\u{2060}joiner\u{FEFF}", "non\u{A0}breaking\u{3000}space",
    "private\u{E000}use", "tag\u{E0041}", "unassigned\u{0378}",
    "Zoo — café ✓ 東京 🦓", "e\u{301}\u{301}\u{301}", "deinit", "self", "Type", "#if false", "#endif",
    String(repeating: "long ", count: 200),
  ]

  /// Line breaks of every kind, which a comment line must not hold.
  static let lineBreaks: Set<Unicode.Scalar> = ["\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"]

  @Test(arguments: hostile)
  func aCommentIsOneLineThatNothingEnds(_ text: String) {
    let comment = SwiftSpelling.comment(text)
    #expect(!comment.unicodeScalars.contains { Self.lineBreaks.contains($0) })
    #expect(!comment.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0.properties.generalCategory == .format })
    #expect(!comment.contains("*/") && !comment.contains("/*"))
    #expect(comment.count <= SwiftSpelling.maximumCommentLength + 1)
  }

  @Test func aPlainCommentIsKeptAsItIsAndALongOneIsCut() {
    #expect(SwiftSpelling.comment("Zoo — café ✓: birds, bird and sightings.") == "Zoo — café ✓: birds, bird and sightings.")
    #expect(SwiftSpelling.comment("a\nb\u{2028}c") == "a b c")
    #expect(SwiftSpelling.comment("x\u{1B}[2J") == #"x\u{1B}[2J"#)
    #expect(SwiftSpelling.comment("a */ b") == "a * / b")
    #expect(SwiftSpelling.comment(String(repeating: "x", count: 1_000)) == String(repeating: "x", count: 300) + "…")
  }

  /// A literal starts and ends with its quotes, holds no line break and no
  /// unescaped quote, and every backslash in it starts an escape of its own:
  /// `\\`, `\"`, `\n`, `\r`, `\t` or `\u{…}`. So `\(` is never an interpolation.
  @Test(arguments: hostile)
  func aStringLiteralHasOnlyItsOwnEscapes(_ text: String) throws {
    let literal = Array(SwiftSpelling.stringLiteral(text).unicodeScalars)
    #expect(literal.first == "\"" && literal.last == "\"" && literal.count >= 2)
    #expect(!literal.contains { Self.lineBreaks.contains($0) || $0.value < 0x20 || $0.properties.generalCategory == .format })
    var index = 1
    while index < literal.count - 1 {
      switch literal[index] {
      case "\\":
        let next = literal[index + 1]
        #expect(["\\", "\"", "n", "r", "t", "u"].contains(next), "\\\(next) in \(String(String.UnicodeScalarView(literal)))")
        if next == "u" {
          #expect(literal[index + 2] == "{")
          index = try #require(literal[index...].firstIndex(of: "}")) + 1
        } else {
          index += 2
        }
      case "\"":
        Issue.record("an unescaped quote inside \(String(String.UnicodeScalarView(literal)))")
        index += 1
      default:
        index += 1
      }
    }
  }

  /// The compiler itself reads each literal back as the text: a program
  /// made of the literals prints their scalars, which must be the originals.
  @Test func theCompilerReadsEveryLiteralBackAsItsText() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let literals = Self.hostile.map(SwiftSpelling.stringLiteral).joined(separator: ",\n  ")
    try folder.write(
      "let texts: [String] = [\n  \(literals)\n]\nfor text in texts { print(text.unicodeScalars.map { String($0.value) }.joined(separator: \" \")) }\n",
      to: "main.swift")
    let compiler = try SwiftCompiler()
    let build = try compiler.run(["-Onone", "-o", "literals", "main.swift"], in: folder.url)
    try #require(build.status == 0, "\(build.output)")
    let run = try PipedProcess.start(folder.url.appendingPathComponent("literals"), arguments: [], input: "")
    let output = String(decoding: run.output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    run.process.waitUntilExit()
    let expected = Self.hostile.map { $0.unicodeScalars.map { String($0.value) }.joined(separator: " ") }
    #expect(output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) == expected)
  }
}
