import ExploreCore
import ExploreTables
import ExploreEngine
import ExploreNetworking
import ExploreTestSupport
import Foundation
import Testing

@Suite struct RESTClientItemMappingTests {
  static let base = URL(string: "https://api.example.com")!
  static let character = ItemMapping(
    kind: "character", id: .key("id"), title: "name",
    fields: [FieldMapping("status", "Status"), FieldMapping("episodes", "Episodes", .count, at: "episode", absent: .integer(0))],
    references: [ReferenceMapping("episodes", from: "episode")]
  )

  /// A client whose log lines are kept, and a response with `body` from `path`.
  static func client() -> (RESTClient, Locked<[String]>) {
    let lines = Locked<[String]>([])
    let client = RESTClient(baseURL: base, transport: StubTransport { _ in throw CancellationError() }) { line in
      lines.withLock { $0.append(line) }
    }
    return (client, lines)
  }

  static func response(_ body: String, path: String = "/character?page=2") -> HTTPResponse {
    HTTPResponse(status: 200, body: Data(body.utf8), url: URL(string: base.absoluteString + path)!)
  }

  @Test func aPageIsMappedAndItsNotesLoggedOncePerField() throws {
    let (client, lines) = Self.client()
    let body = #"{"info":{"count":3,"next":null},"results":[{"id":1,"name":"A"},{"id":2,"name":"B","status":"Alive"},{"id":3,"name":"C"}]}"#
    let (items, page) = try client.items(Self.character, from: Self.response(body), at: "results")
    #expect(items.map(\.id) == ["1", "2", "3"])
    #expect(items.map { $0[field: "status"] } == [nil, .text("Alive"), nil])
    #expect(page.integer(at: ["info", "count"]) == 3)
    #expect(
      lines.withLock { $0 } == [
        "GET /character?page=2: results[*].status: the field is missing, so it is left out (2 times)",
        "GET /character?page=2: results[*].episode: the field is missing, so it is left out (3 times)",
      ]
    )
  }

  @Test func aRecordWithoutIDIsAnAPIErrorNamingTheRequestAndThePath() throws {
    let (client, _) = Self.client()
    let body = #"{"results":[{"id":1,"name":"A"},{"name":"B"}]}"#
    let error = #expect(throws: APIError.self) { try client.items(Self.character, from: Self.response(body), at: "results") }
    #expect(error?.kind == .undecodable(endpoint: "GET /character?page=2", jsonPath: "results[1].id", reason: "the required field is missing"))
    #expect(error?.status == 200)
  }

  @Test func aMissingArrayAndABodyThatIsNotJSONAreAPIErrors() throws {
    let (client, _) = Self.client()
    let error = #expect(throws: APIError.self) { try client.items(Self.character, from: Self.response(#"{"info":{}}"#), at: "results") }
    #expect(error?.kind == .undecodable(endpoint: "GET /character?page=2", jsonPath: "results", reason: "the required field is missing"))
    #expect(throws: APIError.self) {
      try client.items(Self.character, from: Self.response("<html>"), at: "results")
    }
  }

  @Test func oneRecordWhereTheArrayShouldBeIsAcceptedOnlyWhenAsked() throws {
    let (client, _) = Self.client()
    let response = Self.response(#"{"id":5,"name":"E"}"#, path: "/character/5")
    #expect(try client.items(Self.character, from: response, acceptsOneRecord: true).items.map(\.id) == ["5"])
    #expect(throws: APIError.self) { try client.items(Self.character, from: response) }
    #expect(try client.item(Self.character, from: response).item.title == "E")
  }

  @Test func aPageOfTooManyRecordsIsRefused() throws {
    let (client, _) = Self.client()
    let records = Array(repeating: #"{"id":1,"name":"x"}"#, count: PagingLimits.maxItemsPerPage + 1).joined(separator: ",")
    #expect(throws: PageTooLargeError(jsonPath: "results", endpoint: "GET /character?page=2")) {
      try client.items(Self.character, from: Self.response(#"{"results":[\#(records)]}"#), at: "results")
    }
  }

  @Test func aLargePageMapsEveryRecordInOrder() throws {
    let (client, lines) = Self.client()
    let count = PagingLimits.maxItemsPerPage
    let records = (1...count).map { #"{"id":\#($0),"name":"n\#($0)","status":"Alive","episode":["https://e.example/episode/\#($0)"]}"# }
    let (items, _) = try client.items(Self.character, from: Self.response("[" + records.joined(separator: ",") + "]"))
    #expect(items.count == count)
    #expect(items.map(\.id) == (1...count).map(String.init))
    #expect(items.last?.references == ["episodes": [String(count)]])
    #expect(items.allSatisfy { $0[field: "episodes"] == .integer(1) })
    #expect(lines.withLock { $0 }.isEmpty)
  }
}

/// A page's records are bounded as they are read (issue 34, item 8): a page
/// of a million records is refused at the first one over the bound, before
/// a tree of them is built; a body nested too deep says so; a byte order
/// mark is skipped.
@Suite struct BoundedRecordsTests {
  static let character = RESTClientItemMappingTests.character

  @Test func theReadingStopsAtTheFirstRecordOverTheBound() throws {
    let (client, _) = RESTClientItemMappingTests.client()
    let limit = PagingLimits.maxItemsPerPage
    // NB: what follows the bound is not JSON at all: only a reader that
    // stopped there refuses the page for its size rather than its syntax.
    let records = Array(repeating: #"{"id":1,"name":"x"}"#, count: limit + 1).joined(separator: ",")
    let body = #"{"results":[\#(records), this is never read"#
    #expect(throws: PageTooLargeError(jsonPath: "results", endpoint: "GET /character?page=2")) {
      try client.items(Self.character, from: RESTClientItemMappingTests.response(body), at: "results")
    }
  }

  @Test func onlyTheRecordsArrayIsBounded() throws {
    let limit = 3
    let nested = #"{"results":[{"tags":[1,2,3,4,5,6]}],"other":[1,2,3,4,5],"deeper":{"results":[1,2,3,4]}}"#
    let value = try JSONReader.read(Data(nested.utf8), boundingArrayAt: ["results"], to: limit)
    #expect(value.integer(at: ["deeper", "results"]) == nil)
    #expect(throws: JSONReader.ArrayTooLong(limit: limit)) {
      try JSONReader.read(Data("[1,2,3,4]".utf8), boundingArrayAt: [], to: limit)
    }
    #expect(throws: Never.self) { try JSONReader.read(Data("[1,2,3]".utf8), boundingArrayAt: [], to: limit) }
    #expect(throws: JSONReader.ArrayTooLong(limit: limit)) {
      try JSONReader.read(Data(#"{"a":{"b":[1,2,3,4]}}"#.utf8), boundingArrayAt: ["a", "b"], to: limit)
    }
  }

  @Test func aBodyNestedTooDeepSaysSo() throws {
    let (client, _) = RESTClientItemMappingTests.client()
    let body = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
    let error = #expect(throws: APIError.self) { try client.items(Self.character, from: RESTClientItemMappingTests.response(body)) }
    #expect(error?.kind == .undecodable(endpoint: "GET /character?page=2", jsonPath: "", reason: JSONNesting.tooDeepReason))
    #expect(error?.description.contains("nested deeper than 512 levels") == true)
  }

  @Test func aByteOrderMarkIsSkipped() throws {
    let (client, _) = RESTClientItemMappingTests.client()
    let body = "\u{FEFF}" + #"{"results":[{"id":1,"name":"A"}]}"#
    let (items, _) = try client.items(Self.character, from: RESTClientItemMappingTests.response(body), at: "results")
    #expect(items.map(\.title) == ["A"])
  }
}
