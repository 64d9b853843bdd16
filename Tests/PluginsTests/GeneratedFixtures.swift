import Foundation
@testable import ProviderRegistryGenerator

/// The fixtures of a generated registry, read back the way the Swift
/// compiler reads its literals: one-line literals with `\\`, `\"` and
/// `\u{…}` escapes only, and Base64 multi-line literals whose lines end in a
/// line-continuation backslash. Anything else fails the test.
struct GeneratedFixtures {
  var files: [FixtureFile] = []

  struct Malformed: Error, CustomStringConvertible {
    var description: String
  }

  init(_ text: String) throws {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)[...]
    var folder: String?
    while let line = lines.popFirst() {
      if line.hasPrefix("    \""), line.hasSuffix(": [") {
        folder = try Self.unescape(String(line.dropFirst(4).dropLast(3)))
      } else if line.hasPrefix("        path: ") {
        guard let folder else { throw Malformed(description: "a file outside a folder: \(line)") }
        let path = try Self.unescape(String(line.dropFirst("        path: ".count).dropLast()))
        guard lines.popFirst() == "        base64: \"\"\"" else { throw Malformed(description: "no Base64 literal after \(line)") }
        var base64 = ""
        var continued = false
        while let content = lines.popFirst(), content != "          \"\"\"" {
          guard base64.isEmpty || continued else { throw Malformed(description: "a line break inside the Base64 of \(path)") }
          guard content.hasPrefix("          ") else { throw Malformed(description: "a line less indented than the delimiter: \(content)") }
          var body = content.dropFirst(10)
          continued = body.hasSuffix("\\")
          if continued { body = body.dropLast() }
          guard body.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+/=".contains($0)) }) else {
            throw Malformed(description: "not Base64: \(content)")
          }
          base64 += body
        }
        // NB: Swift refuses a line continuation just before the closing delimiter.
        guard !continued else { throw Malformed(description: "a backslash on the last line of \(path)") }
        guard let contents = Data(base64Encoded: base64) else { throw Malformed(description: "bad Base64 for \(path)") }
        files.append(FixtureFile(folder: folder, path: path, contents: contents))
      }
    }
  }

  /// The string a one-line Swift literal (quotes included) stands for.
  static func unescape(_ literal: String) throws -> String {
    guard literal.count >= 2, literal.first == "\"", literal.last == "\"" else { throw Malformed(description: "not a literal: \(literal)") }
    var scalars = literal.unicodeScalars.dropFirst().dropLast()[...]
    var text = String.UnicodeScalarView()
    while let scalar = scalars.popFirst() {
      guard (0x20...0x7E).contains(scalar.value) else { throw Malformed(description: "a raw \(scalar.value) in \(literal)") }
      guard scalar != "\"" else { throw Malformed(description: "an unescaped quote in \(literal)") }
      guard scalar == "\\" else { text.append(scalar); continue }
      switch scalars.popFirst() {
      case "\\": text.append("\\")
      case "\"": text.append("\"")
      case "u":
        guard scalars.popFirst() == "{", let end = scalars.firstIndex(of: "}"),
          let value = UInt32(String(String.UnicodeScalarView(scalars[..<end])), radix: 16), let escaped = Unicode.Scalar(value)
        else { throw Malformed(description: "a bad \\u escape in \(literal)") }
        text.append(escaped)
        scalars = scalars[scalars.index(after: end)...]
      default: throw Malformed(description: "an escape Swift does not read as meant in \(literal)")
      }
    }
    return String(text)
  }
}
