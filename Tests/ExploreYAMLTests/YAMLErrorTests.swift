import ExploreYAML
import Testing

/// Every refusal says where (the line, and the column in characters, both
/// from 1), what is wrong, and what to do.
@Suite struct YAMLErrorTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var text: [UInt8]
    var line: Int
    var column: Int
    var reason: YAMLError.Reason
    var testDescription: String { String(decoding: text, as: UTF8.self).debugDescription }

    init(_ text: String, _ line: Int, _ column: Int, _ reason: YAMLError.Reason) {
      self.init(bytes: Array(text.utf8), line, column, reason)
    }

    init(bytes: [UInt8], _ line: Int, _ column: Int, _ reason: YAMLError.Reason) {
      text = bytes
      self.line = line
      self.column = column
      self.reason = reason
    }
  }

  static let cases: [Case] = [
    Case("a: 1\n\tb: 2", 2, 1, .tabIndentation),
    Case("- \t- a", 1, 3, .tabIndentation),
    Case("a: \"abc\n", 1, 4, .unterminatedQuote(double: true)),
    Case("a: 'abc", 1, 4, .unterminatedQuote(double: false)),
    Case("a:\n  b: [1, 2\n", 2, 6, .unterminatedFlowCollection(opening: "[")),
    Case("a: {b: 1", 1, 4, .unterminatedFlowCollection(opening: "{")),
    Case("a: \"x\\qy\"", 1, 6, .invalidEscape("\\q")),
    Case("a: \"\\uD800\"", 1, 5, .invalidUnicodeEscape("\\uD800")),
    Case("a: \"\\u12\"", 1, 5, .invalidEscape("\\u12\"")),
    Case("é: \"ü\\q\"", 1, 6, .invalidEscape("\\q")),
    Case("a: \"x\n---\ny\"", 2, 1, .documentMarkerInScalar),
    Case("a:\n  b: \"x\n  y\"", 3, 3, .insufficientIndentation),
    Case("a: |x\n  b", 1, 5, .invalidBlockScalarHeader),
    Case("a: |\n    \n  b", 2, 3, .blockScalarLeadingSpaces),
    Case("a: 1\nb\nc: 2", 2, 1, .expectedColon),
    Case("a: - b", 1, 4, .sequenceEntryNotAllowed),
    Case("a: b: c", 1, 5, .mappingValueNotAllowed),
    Case("--- a: b", 1, 6, .blockCollectionOnDocumentStartLine),
    Case("a: & x", 1, 4, .missingAnchorName),
    Case("a: !e!x y", 1, 4, .undeclaredTagHandle("!e!")),
    Case("a: !!str{x} y", 1, 4, .invalidTag("!!str{x}")),
    Case("%YAML 2.0\n---\na", 1, 1, .unsupportedVersion("2.0")),
    Case("%YAML 1.2\n%YAML 1.2\n---\na", 2, 1, .duplicateDirective("%YAML")),
    Case("%YAML 1.2\n", 2, 1, .directiveWithoutDocument),
    Case("a: 1\n... y", 2, 5, .contentAfterDocument),
    Case("a: [1, 2]]", 1, 10, .unexpected(found: "']'", expected: "a key or the end of this mapping")),
    Case("a: [\"1\" 2]", 1, 9, .unexpected(found: "the value '2'", expected: "',' or ']'")),
    Case("a: &x &y 1", 1, 7, .duplicateProperty("anchors")),
    Case("a: &x *y", 1, 7, .aliasWithProperties),
    Case("a: 1\n---\nb: 2", 2, 1, .multipleDocuments),
    Case("paths:\n  /pets:\n    get: {}\n  /pets:\n    put: {}", 4, 3, .duplicateKey("/pets", firstLine: 2)),
    Case("{a: 1, \"a\": 2}", 1, 8, .duplicateKey("a", firstLine: 1)),
    Case("200: a\n'200': b", 2, 1, .duplicateKey("200", firstLine: 1)),
    Case("[a]: b", 1, 1, .nonScalarKey),
    Case("? {a: 1}\n: b", 1, 3, .nonScalarKey),
    Case("a: *nope", 1, 4, .unknownAnchor("nope")),
    Case("a: &x [1, *x]", 1, 11, .recursiveAlias("x")),
    Case("a: !!binary aGk=", 1, 4, .unsupportedTag("!!binary")),
    Case("a: !Ref b", 1, 4, .unsupportedTag("!Ref")),
    Case("a: !!int 1.5", 1, 4, .tagMismatch(tag: "!!int", text: "1.5")),
    Case("a: !!bool yes", 1, 4, .tagMismatch(tag: "!!bool", text: "yes")),
    Case("a: !!map [1]", 1, 4, .tagMismatch(tag: "!!map", text: "a sequence")),
    Case("a: 1\nb:\n  <<: 2", 3, 3, .invalidMerge),
    Case("a:\n  <<: [{x: 1}, 2]", 2, 3, .invalidMerge),
    Case(bytes: Array("a: 1\nb: ".utf8) + [0xFF], 2, 4, .invalidUTF8),
    Case(bytes: Array("ab: ".utf8) + [0xC3], 1, 5, .invalidUTF8),
    Case(bytes: Array("a: \"".utf8) + [0xED, 0xA0, 0x80, 0x22], 1, 5, .invalidUTF8),
    Case("a: x\u{7}", 1, 5, .controlCharacter(7)),
    Case("a: x\u{7F}", 1, 5, .controlCharacter(0x7F)),
    Case("a: \u{9B}", 1, 4, .controlCharacter(0x9B)),
    Case(bytes: [0xFF, 0xFE, 0x61, 0x00], 1, 1, .notUTF8Encoding),
    Case(bytes: [0x61, 0x00, 0x3A, 0x00], 1, 1, .notUTF8Encoding),
    Case("a: @b", 1, 4, .unexpectedCharacter("@")),
    Case("a: \"b\"#c", 1, 7, .commentWithoutSpace),
  ]

  @Test(arguments: cases)
  func refusalSaysWhereAndWhat(_ expected: Case) throws {
    let error = try #require(throws: YAMLError.self) { try YAMLReader.read(expected.text) }
    #expect(error.reason == expected.reason)
    #expect((error.line, error.column) == (expected.line, expected.column), "\(error)")
  }

  @Test(arguments: cases)
  func messageIsOneLineWithWhereWhatAndWhatToDo(_ expected: Case) throws {
    let error = try #require(throws: YAMLError.self) { try YAMLReader.read(expected.text) }
    let description = error.description
    #expect(description.hasPrefix("Line \(error.line), column \(error.column): "))
    #expect(!description.contains("\n"))
    // NB: what is wrong, then what to do: two sentences at least.
    #expect(description.split(separator: ". ").count >= 2, "\(description)")
    #expect(description.hasSuffix("."))
    #expect(description.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F }, "\(description.debugDescription)")
  }

  @Test func quotedTextInAMessageIsShortAndEscaped() throws {
    let key = String(repeating: "k", count: 100) + #"\e[31m\u202E"#
    let text = "\"\(key)\": 1\n\"\(key)\": 2"
    let error = try #require(throws: YAMLError.self) { try YAMLReader.read(Array(text.utf8)) }
    #expect(!error.description.contains("\u{1B}"))
    #expect(!error.description.contains("\u{202E}"))
    #expect(error.description.contains("kkkk…'"))
    let escaped = try #require(throws: YAMLError.self) { try YAMLReader.read(Array("\"\\e\": 1\n\"\\e\": 2".utf8)) }
    #expect(escaped.description.contains(#"'\u{1B}'"#))
  }

  @Test func errorsOfLaterDocumentsCountTheirLinesFromTheStart() throws {
    let error = try #require(throws: YAMLError.self) { try YAMLReader.documents(Array("a: 1\n---\nb: 1\nb: 2\n".utf8)) }
    #expect((error.line, error.column) == (4, 1))
  }
}
