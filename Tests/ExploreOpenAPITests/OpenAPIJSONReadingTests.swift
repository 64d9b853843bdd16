import ExploreJSONTape
@testable import ExploreOpenAPI
import Foundation
import Testing

/// The document's JSON reader: RFC 8259 values, errors with their line and
/// column, and nesting bounded without recursion.
@Suite struct OpenAPIJSONReadingTests {
  static func read(_ text: String) throws(OpenAPIJSONSyntaxError) -> OpenAPIJSON {
    try OpenAPIJSON.read(Data(text.utf8))
  }

  @Test func readsEveryKindOfValue() throws {
    let value = try Self.read(#" {"a": [1, -2.5e3, 0, true, false, null, "x\u00e9\ud83e\udd93\n\t\"\\\/"], "b": {}, "c": []} "#)
    #expect(value == .object([
      "a": .array([.number(1), .number(-2500), .number(0), .bool(true), .bool(false), .null, .string("xé🦓\n\t\"\\/")]),
      "b": .object([:]), "c": .array([]),
    ]))
  }

  @Test func aByteOrderMarkADuplicateKeyAndBadUnicodeAreRead() throws {
    #expect(try OpenAPIJSON.read(Data([0xEF, 0xBB, 0xBF]) + Data(#"{"a": 1}"#.utf8)) == .object(["a": .number(1)]))
    #expect(try Self.read(#"{"a": 1, "a": 2}"#) == .object(["a": .number(2)]))
    #expect(try OpenAPIJSON.read(Data([0x22, 0x61, 0xFF, 0x22])) == .string("a\u{FFFD}"))
    #expect(try Self.read(#""\ud800x""#) == .string("\u{FFFD}x"))
    #expect(try Self.read("1e400") == .number(.infinity))
  }

  @Test(arguments: [
    ("", 1, 1, "the document ends where a value should be"),
    ("{\n  \"a\": \"open", 2, 13, "a string is not closed"),
    ("[1,]", 1, 4, "expected a value"),
    ("[1 2]", 1, 4, "expected ',' or ']' in an array"),
    ("{\"a\" 1}", 1, 6, "expected ':' after a key"),
    ("{1: 2}", 1, 2, "expected a quoted key in an object"),
    ("01", 1, 3, "a number cannot start with 0"),
    ("-", 1, 2, "a number needs a digit"),
    ("1.", 1, 3, "a number needs a digit after its '.'"),
    ("\"a\u{1}\"", 1, 3, "a control character (U+1)"),
    (#""\x""#, 1, 4, "is not an escape JSON has"),
    (#""\u12""#, 1, 4, "four hexadecimal digits"),
    ("{} {}", 1, 4, "there is more text after the document's value"),
    ("tru", 1, 1, "expected true"),
    ("[\"€\", x]", 1, 7, "expected a value"),
  ])
  func aTextThatIsNotJSONSaysWhereAndWhy(text: String, line: Int, column: Int, reason: String) {
    let error = #expect(throws: OpenAPIJSONSyntaxError.self) { try Self.read(text) }
    #expect(error?.line == line && error?.column == column, "\(error.map(String.init(describing:)) ?? "no error")")
    #expect(error?.reason.contains(reason) == true, "\(error?.reason ?? "no error")")
    #expect(error?.isTooDeep == false)
  }

  @Test func nestingIsBoundedWithoutRecursion() throws {
    let deepest = String(repeating: "[", count: OpenAPIJSON.maximumDepth) + String(repeating: "]", count: OpenAPIJSON.maximumDepth)
    #expect(throws: Never.self) { try Self.read(deepest) }
    for depth in [OpenAPIJSON.maximumDepth + 1, 1_000_000] {
      let error = #expect(throws: OpenAPIJSONSyntaxError.self) { try Self.read(String(repeating: "[{\"a\":", count: depth / 2 + 1)) }
      #expect(error?.isTooDeep == true)
      #expect(error?.column == OpenAPIJSON.maximumDepth / 2 * 6 + 1, "\(error.map(String.init(describing:)) ?? "")")
    }
  }

  /// Wide values are as cheap as deep ones: each member is added in place.
  @Test func aLargeArrayAndObjectAreReadWhole() throws {
    let count = 100_000
    let array = "[" + (0..<count).map(String.init).joined(separator: ",") + "]"
    #expect(try Self.read(array).array?.count == count)
    let object = "{" + (0..<count).map { "\"k\($0)\": \($0)" }.joined(separator: ",") + "}"
    #expect(try Self.read(object).object?.count == count)
  }

  @Test func aDocumentTooDeepOrTooLargeIsRefusedAsSuch() {
    let deep = #"{"openapi": "3.0.0", "paths": "# + String(repeating: "[", count: 300)
    let error = #expect(throws: OpenAPIError.self) { try OpenAPIDocument(data: Data(deep.utf8)) }
    #expect(error?.description.contains("nests arrays and objects more than 256 deep (line 1, column") == true, "\(error?.description ?? "")")
    #expect(throws: OpenAPIError.tooLarge(size: OpenAPIDocument.maximumSize + 1, limit: OpenAPIDocument.maximumSize)) {
      try OpenAPIDocument(data: Data(count: OpenAPIDocument.maximumSize + 1))
    }
    #expect(OpenAPIError.tooLarge(size: 40 << 20, limit: 32 << 20).description.contains("is 40 MiB, larger than the 32 MiB"))
  }
}

/// A document read is kept as its text and a node per value
/// (`OpenAPIJSONTape`): what it answers must be what a tree of it would.
@Suite struct OpenAPIJSONTapeTests {
  @Test func aValueReadEqualsTheSameValueMadeInCode() throws {
    let made = OpenAPIJSON.object([
      "a": .array([.number(1), .string("x\"y"), .object(["b": .null, "c": .bool(false)])]), "é": .string("\u{1F993}"), "n": .number(-2.5e-3),
    ])
    let read = try OpenAPIJSON.read(Data(#"{"n": -2.5e-3, "\u00e9": "\ud83e\udd93", "a": [1, "x\"y", {"c": false, "b": null}]}"#.utf8))
    #expect(read == made)
    #expect(read.hashValue == made.hashValue)
    #expect(Set([read, made]).count == 1)
    #expect(read != .object([:]) && read["a"] != made["n"])
  }

  @Test func aKeyIsFoundHoweverItIsWrittenAndTheLastOfTwoWins() throws {
    // NB: 100 members: found through the object's index; 3: by looking through them.
    for count in [3, 100] {
      let members = (0..<count).map { #""k\#($0)": \#($0)"# }.joined(separator: ", ")
      let value = try OpenAPIJSON.read(Data(#"{\#(members), "k1": "last", "\u006Bey": 1, "caf\u00e9": 2, "a\"b": 3, "e\u0301": 4}"#.utf8))
      #expect(value["k1"]?.string == "last")
      #expect(value["k0"]?.integer == 0 && value["k\(count - 1)"]?.integer == count - 1)
      #expect(value["key"]?.integer == 1 && value["café"]?.integer == 2 && value["a\"b"]?.integer == 3)
      // NB: a dictionary's keys compare by canonical equivalence, and so does this.
      #expect(value["é"]?.integer == 4 && value["e\u{301}"]?.integer == 4)
      #expect(value["k"] == nil && value["k1x"] == nil && value["a"] == nil && value["caf"] == nil)
      #expect(value.object?.count == count + 4)
    }
  }

  @Test func anArraysElementsAreReadOneAtATime() throws {
    let value = try OpenAPIJSON.read(Data(#"[[0], {"a": [1, 2]}, "s", 7, [], {}]"#.utf8))
    let elements = try #require(value.elements)
    #expect(Array(elements) == [.array([.number(0)]), .object(["a": .array([.number(1), .number(2)])]), .string("s"), .number(7), .array([]), .object([:])])
    #expect(!elements.isEmpty && value["0"] == nil)
    #expect(try OpenAPIJSON.read(Data("[]".utf8)).elements?.isEmpty == true)
    #expect(value.array?.count == 6 && value.object == nil && value.string == nil)
    #expect(OpenAPIJSON.array([.null]).elements.map(Array.init) == [.null])
  }
}
