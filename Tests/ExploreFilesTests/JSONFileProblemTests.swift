@testable import ExploreFiles
import ExploreTestSupport
import Foundation
import Testing

/// A damaged JSON file is described in explore's words with the place it
/// breaks, where `JSONDecoder` on Linux says only "not valid JSON".
@Suite struct JSONFileProblemTests {
  @Test(arguments: [
    ("{\"a\": 1,\n}", "line 2, column 1: expected a quoted key, found '}'"),
    ("{\"a\" 1}", "line 1, column 6: expected ':' after a key, found '1'"),
    ("[1, 2", "line 1, column 6: the text ends before the document does"),
    ("[1,]", "line 1, column 4: expected a value, found ']'"),
    ("{} x", "line 1, column 4: more text after the end of the document, found 'x'"),
    ("[01]", "line 1, column 2: a number with a leading zero"),
    ("[1.]", "line 1, column 4: a number without digits after its '.'"),
    ("[\"a\u{1B}b\"]", "line 1, column 4: a control character (found byte 0x1B) inside a string"),
    ("[\"\\x\"]", "line 1, column 3: an unknown escape inside a string: a backslash, then 'x'"),
    ("[\"\\u12\"]", "line 1, column 3: a \\u escape without four hexadecimal digits"),
    ("[\"open", "line 1, column 7: the text ends inside a string"),
    ("[tru]", "line 1, column 2: expected a value, found 't'"),
    ("", "line 1, column 1: the file is empty"),
  ])
  func syntaxProblemsArePlaced(text: String, expected: String) {
    #expect(JSONSyntaxError.locate(in: Data(text.utf8))?.description == expected)
  }

  @Test(arguments: [
    "{\"schemaVersion\": 1, \"favorites\": {\"a\": [true, false, null, -1.5e3, \"\\u00e9\\n\"]}}",
    "\u{FEFF}[]", " 42 ", "\"text\"",
  ])
  func validDocumentsHaveNoProblem(text: String) {
    #expect(JSONSyntaxError.locate(in: Data(text.utf8)) == nil)
  }

  /// A million `[` neither overflow the stack nor pass: the depth is bounded
  /// as the decoder's is.
  @Test func deepNestingIsAProblemNotACrash() {
    let deep = Data(repeating: UInt8(ascii: "["), count: 1_000_000)
    #expect(JSONSyntaxError.locate(in: deep)?.description == "line 1, column 513: arrays and objects nest more than 512 deep")
  }

  struct Document: Decodable {
    struct Favorite: Decodable {
      var id: String
      var addedAt: Double
    }
    var schemaVersion: Int
    var favorites: [String: [Favorite]]
  }

  @Test(arguments: [
    ("{\"schemaVersion\": 1, \"favorites\": {\"github\": [{\"id\": \"a\"}]}}", "at favorites.github[0], the key \"addedAt\" is missing"),
    ("{\"schemaVersion\": \"1\", \"favorites\": {}}", "at schemaVersion, expected a number"),
    ("{\"schemaVersion\": 1, \"favorites\": {\"github\": {}}}", "at favorites.github, expected an array"),
    ("{\"schemaVersion\": 1, \"favorites\": {\"github\": [{\"id\": null, \"addedAt\": 1}]}}", "at favorites.github[0].id, expected a string but found null"),
    ("{\"favorites\": {}}", "the key \"schemaVersion\" is missing"),
    ("{\"schemaVersion\": 1,\n \"favorites\": {x}}", "it is not valid JSON (line 2, column 16: expected a quoted key, found 'x')"),
    ("  \n", "it is empty"),
  ])
  func decodingErrorsReadAsPlaces(text: String, expected: String) throws {
    let data = Data(text.utf8)
    let error = try #require(throws: (any Error).self) { try JSONDecoder().decode(Document.self, from: data) }
    #expect(JSONFileProblem.reason(for: error, in: data) == expected)
  }

  /// Valid JSON that `JSONDecoder` on Linux refuses as "not valid JSON",
  /// without a place: nesting past 512 levels, a number out of range.
  @Test(arguments: [
    ("{\"schemaVersion\": 1,\n \"favorites\": " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "}",
     "its arrays and objects nest more than 512 deep, deeper than explore reads (line 2, column 526)"),
    ("{\"schemaVersion\": 1e400, \"favorites\": {}}",
     "it holds a number explore cannot read (line 1, column 19: the number 1e400 is beyond the largest, about 1.8e308); write a smaller one"),
    ("{\"schemaVersion\": -9223372036854775809, \"favorites\": {}}",
     "it holds a number explore cannot read (line 1, column 19: the whole number -9223372036854775809 is beyond the largest, 9223372036854775807); write a smaller one"),
  ])
  func jsonNoDecoderReadsSaysWhyAndWhere(text: String, expected: String) throws {
    let data = Data(text.utf8)
    let error = try #require(throws: (any Error).self) { try JSONDecoder().decode(Document.self, from: data) }
    #expect(JSONFileProblem.reason(for: error, in: data) == expected)
  }

  @Test func numbersInRangeAreNoProblem() {
    let text = "[9223372036854775807, -9223372036854775808, 1.7e308, -2.5e-300, 0, 1e2]"
    #expect(JSONSyntaxError.locateNumberOutOfRange(in: Data(text.utf8)) == nil)
  }

  /// Keys come from the file: control characters never reach a message,
  /// and a long key is cut.
  @Test func keysFromTheFileAreCleanedAndShortened() throws {
    let key = "\u{1B}[2J" + String(repeating: "k", count: 100)
    let data = Data("{\"schemaVersion\": 1, \"favorites\": {\"\\u001b[2J\(String(repeating: "k", count: 100))\": 3}}".utf8)
    let error = try #require(throws: (any Error).self) { try JSONDecoder().decode(Document.self, from: data) }
    let reason = JSONFileProblem.reason(for: error, in: data)
    #expect(!reason.contains("\u{1B}"))
    #expect(reason.hasPrefix("at favorites.?[2J"))
    #expect(reason.contains("…, expected an array"))
    #expect(!reason.contains(key))
  }
}
