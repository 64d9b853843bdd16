import ExploreCore
@testable import ExploreNetworking
import ExploreTestSupport
import Foundation
import Testing

/// One garbled string must not cost the page (issue 21, class 11): invalid
/// UTF-8 and unpaired surrogate escapes become U+FFFD before decoding.
@Suite struct JSONTextRepairTests {
  struct Row: Decodable, Equatable { var id: Int; var name: String }
  struct Page: Decodable { var results: [Row] }

  static let url = URL(string: "https://api.example.invalid/users/x")!

  static func decode(_ body: Data) throws -> (Page, [String]) {
    let lines = LockedLines()
    let client = RESTClient(baseURL: URL(string: "https://api.example.invalid")!, transport: NoTransport(), log: lines.append)
    let page = try client.decode(Page.self, from: HTTPResponse(status: 200, body: body, url: url))
    return (page, lines.all)
  }

  /// `{"results":[{"id":1,"name":"<before><bytes><after>"},{"id":2,"name":"two"}]}`.
  static func body(name before: String, _ bytes: [UInt8], _ after: String) -> Data {
    var data = Data((#"{"results":[{"id":1,"name":""# + before).utf8)
    data.append(contentsOf: bytes)
    data.append(contentsOf: Data((after + #""},{"id":2,"name":"two"}]}"#).utf8))
    return data
  }

  @Test(arguments: [
    ([0xFF] as [UInt8], "Ab\u{FFFD}cd"),  // a byte that never starts a sequence
    ([0xC3], "Ab\u{FFFD}cd"),  // a sequence cut short
    ([0xE2, 0x82], "Ab\u{FFFD}cd"),  // a longer one cut short
    ([0xED, 0xA0, 0x80], "Ab\u{FFFD}\u{FFFD}\u{FFFD}cd"),  // a surrogate encoded in UTF-8
  ])
  func invalidUTF8InANameIsReplacedAndThePageKept(_ bytes: [UInt8], _ expected: String) throws {
    let (page, notes) = try Self.decode(Self.body(name: "Ab", bytes, "cd"))
    #expect(page.results == [Row(id: 1, name: expected), Row(id: 2, name: "two")])
    #expect(notes == ["GET /users/x: invalid UTF-8 in the body was replaced with U+FFFD"])
  }

  @Test(arguments: [
    (#"\ud800x"#, "\u{FFFD}x"),  // a high surrogate alone
    (#"x\udc00"#, "x\u{FFFD}"),  // a low surrogate alone
    (#"\ud800\u0041"#, "\u{FFFD}A"),  // a high surrogate before a non-surrogate
    (#"\udc00\ud800"#, "\u{FFFD}\u{FFFD}"),  // a pair in the wrong order
  ])
  func unpairedSurrogateEscapesAreReplaced(_ escaped: String, _ expected: String) throws {
    let (page, notes) = try Self.decode(Self.body(name: escaped, [], ""))
    #expect(page.results == [Row(id: 1, name: expected), Row(id: 2, name: "two")])
    let count = expected.unicodeScalars.filter { $0 == "\u{FFFD}" }.count
    let what = count == 1 ? "an escape" : "\(count) escapes"
    #expect(notes == [#"GET /users/x: \#(what) of an unpaired UTF-16 surrogate (\ud800 and the like) replaced with U+FFFD"#])
  }

  @Test(arguments: [
    (#"\ud83d\ude00"#, "😀"),  // a proper pair
    (#"\\ud800"#, #"\ud800"#),  // an escaped backslash, then text
    (#"caf\u00e9 \" \n"#, "café \" \n"),  // other escapes
  ])
  func validEscapesAreLeftAlone(_ escaped: String, _ expected: String) throws {
    let body = Self.body(name: escaped, [], "")
    #expect(JSONTextRepair(body) == nil)
    let (page, notes) = try Self.decode(body)
    #expect(page.results.first?.name == expected)
    #expect(notes.isEmpty)
  }

  @Test func validUTF8NeedsNoRepair() {
    #expect(JSONTextRepair(Data(#"{"name":"Zoë, 東京, 🚀"}"#.utf8)) == nil)
    #expect(JSONTextRepair(Data(#"{"name":"plain"}"#.utf8)) == nil)
    #expect(JSONTextRepair(Data()) == nil)
  }

  @Test func bothRepairsAtOnceGiveTwoNotes() throws {
    let (page, notes) = try Self.decode(Self.body(name: #"\udfff"#, [0x80], ""))
    #expect(page.results[0].name == "\u{FFFD}\u{FFFD}")
    #expect(notes == [
      "GET /users/x: invalid UTF-8 in the body was replaced with U+FFFD",
      #"GET /users/x: an escape of an unpaired UTF-16 surrogate (\ud800 and the like) replaced with U+FFFD"#,
    ])
  }

  @Test func aBodyThatIsNotJSONStillFailsAsBefore() throws {
    var body = Data("<html>".utf8)
    body.append(0xFF)
    let error = try #require(throws: APIError.self) { try Self.decode(body) }
    guard case .undecodable(_, let path, let reason) = error.kind else {
      Issue.record("expected undecodable, got \(error.kind)")
      return
    }
    #expect(path == "")
    #expect(reason == "the body is not valid JSON")
  }
}
