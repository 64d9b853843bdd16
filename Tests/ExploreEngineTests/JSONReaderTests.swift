import ExploreCore
import ExploreTables
import ExploreEngine
import Foundation
import Testing

@Suite struct JSONReaderTests {
  static func read(_ text: String) throws -> JSONValue {
    try JSONReader.read(Data(text.utf8))
  }

  @Test func readsWhatJSONDecoderReads() throws {
    let text = #" {"a": [1, -2, 3.5, 1e2, true, false, null, "x"], "b": {"c": {}}, "d": [], "e": "caf\u00e9 \ud83d\ude00 \"q\" \\ \/ \n\t"} "#
    #expect(try Self.read(text) == JSONDecoder().decode(JSONValue.self, from: Data(text.utf8)))
  }

  @Test(arguments: [
    ("0", JSONValue.integer(0)),
    ("-0", .integer(0)),
    ("9223372036854775807", .integer(.max)),
    ("92233720368547758080", .number(92_233_720_368_547_758_080)),
    ("2.0", .integer(2)),
    ("1e2", .integer(100)),
    ("1E-2", .number(0.01)),
    ("1e400", .number(.infinity)),
    (#""\ud800""#, .string("\u{FFFD}")),
    (#""\ud800\u0041""#, .string("\u{FFFD}A")),
    (#""plain""#, .string("plain")),
  ] as [(String, JSONValue)])
  func readsNumbersAndStrings(text: String, expected: JSONValue) throws {
    #expect(try Self.read(text) == expected)
  }

  @Test(arguments: [
    "", " ", "{", "[1,", "[1 2]", #"{"a" 1}"#, #"{"a":1,}"#, "[1,]", "01", "-", "1.", "1e", "+1", ".5", "tru", "nul",
    #""\x""#, "\"a\u{1}b\"", #""abc"#, #""\u12"#, "{} {}", "[1]x", #"{1:2}"#,
  ])
  func refusesWhatIsNotJSON(text: String) {
    #expect(throws: JSONReader.SyntaxError.self) { try Self.read(text) }
  }

  @Test func nestingHasABound() throws {
    let deep = String(repeating: "[", count: JSONReader.maximumDepth) + String(repeating: "]", count: JSONReader.maximumDepth)
    #expect(throws: Never.self) { try Self.read(deep) }
    let tooDeep = String(repeating: "[", count: JSONReader.maximumDepth + 1) + String(repeating: "]", count: JSONReader.maximumDepth + 1)
    #expect(throws: JSONReader.SyntaxError.self) { try Self.read(tooDeep) }
    #expect(throws: JSONReader.SyntaxError.self) { try Self.read(String(repeating: "[", count: 100_000)) }
  }

  @Test func invalidUTF8ReadsAsReplacementCharacters() throws {
    var data = Data(#"{"a":""#.utf8)
    data.append(contentsOf: [0xFF, 0x41])
    data.append(contentsOf: Data(#""}"#.utf8))
    #expect(try JSONReader.read(data) == .object(["a": .string("\u{FFFD}A")]))
  }
}
