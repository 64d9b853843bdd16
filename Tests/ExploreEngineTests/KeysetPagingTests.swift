import ExploreCore
import ExploreEngine
import ExploreNetworking
import ExploreTables
import ExploreTestSupport
import Foundation
import Testing

/// A list paged by the id of the last record seen (`?before=`, `?after=`,
/// `?since=`, issue 42): each page after the first asks past the page
/// before it, and the list ends where the API says, or where a page is
/// not full, never on a page that would not move on.
@Suite struct KeysetPagingTests {
  struct Failure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }

  static let message = ItemMapping(kind: "message", id: .key("id"), title: "text")

  /// A channel of 25 messages, newest first, at most 10 a page: `before`
  /// answers those older than an id, `after` those newer; with `hasMore`,
  /// the body says whether more follow.
  static func channel(hasMore: Bool = false, ignoresCursor: Bool = false) -> (RESTClient, StubTransport) {
    let transport = StubTransport { request in
      let items = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? []
      func value(_ name: String) -> Int? { items.first { $0.name == name }?.value.flatMap { Int($0) } }
      let limit = min(value("limit") ?? 10, 10)
      var ids = Array((1...25).reversed())
      if !ignoresCursor, let before = value("before") { ids = ids.filter { $0 < before } }
      let page = Array(ids.prefix(limit))
      let records = page.map { #"{"id": "\#($0)", "text": "Message \#($0)"}"# }.joined(separator: ",")
      let body = hasMore ? #"{"data": [\#(records)], "has_more": \#(ids.count > limit)}"# : "[\(records)]"
      return HTTPResponse(status: 200, body: Data(body.utf8), url: request.url)
    }
    return (RESTClient(baseURL: URL(string: "https://chat.example")!, transport: transport), transport)
  }

  @Test func eachPageAsksForTheRecordsBeforeTheLastOneSeen() async throws {
    let (client, transport) = Self.channel()
    let list = ListEndpoint(["messages"], Self.message, paging: .keyset(parameter: "before", pageSize: 10, sizeParameter: "limit"))
    let first = try await client.page(list)
    #expect(first.items.map(\.id).first == "25" && first.items.count == 10)
    guard case .url(let next)? = first.paging.next else { throw Failure("a full first page has a next page") }
    #expect(next.absoluteString == "https://chat.example/messages?limit=10&before=16")
    let second = try await client.page(list, at: .url(next))
    guard case .url(let last)? = second.paging.next else { throw Failure("a full second page has a next page") }
    let third = try await client.page(list, at: .url(last))
    #expect(third.items.map(\.id) == ["5", "4", "3", "2", "1"] && third.paging.next == nil)
    #expect(transport.requests.count == 3)
  }

  @Test func pageNIsReachedThroughThePagesBeforeIt() async throws {
    let (client, transport) = Self.channel()
    let list = ListEndpoint(["messages"], Self.message, paging: .keyset(parameter: "before", pageSize: 10, sizeParameter: "limit"))
    let third = try await client.page(list, at: .number(3))
    #expect(third.items.map(\.id) == ["5", "4", "3", "2", "1"] && third.paging.number == 3)
    #expect(transport.requests.count == 3)
  }

  @Test func theBodysHasMoreSaysWhenTheListEnds() async throws {
    let (client, transport) = Self.channel(hasMore: true)
    let list = ListEndpoint(["messages"], Self.message, in: "data", paging: .keyset(parameter: "before", hasMore: "has_more"))
    var page = try await client.page(list)
    var ids = page.items.map(\.id)
    while case .url(let next)? = page.paging.next, transport.requests.count < 10 {
      page = try await client.page(list, at: .url(next))
      ids += page.items.map(\.id)
    }
    #expect(ids == (1...25).reversed().map(String.init))
    #expect(transport.requests.count == 3)
  }

  @Test func aListWhoseSizeIsNotKnownEndsOnAPageThatIsNotFull() async throws {
    let (client, transport) = Self.channel()
    let list = ListEndpoint(["messages"], Self.message, paging: .keyset(parameter: "before"))
    var page = try await client.page(list)
    var count = page.items.count
    while case .url(let next)? = page.paging.next, transport.requests.count < 10 {
      page = try await client.page(list, at: .url(next))
      count += page.items.count
    }
    #expect(count == 25 && transport.requests.count == 3)
  }

  @Test func anAPIThatIgnoresTheIdEndsTheListRatherThanLoopingOnIt() async throws {
    let (client, transport) = Self.channel(ignoresCursor: true)
    let list = ListEndpoint(["messages"], Self.message, paging: .keyset(parameter: "before", pageSize: 10, sizeParameter: "limit"))
    let first = try await client.page(list)
    guard case .url(let next)? = first.paging.next else { throw Failure("a full first page has a next page") }
    let second = try await client.page(list, at: .url(next))
    #expect(second.items.map(\.id).last == "16")
    #expect(second.paging.next == nil, "asking again with the id it was asked with would not move on")
    #expect(transport.requests.count == 2)
  }

  @Test func aKeysetListIsWrittenAndReadInADeclaration() throws {
    let paging = ListPaging.keyset(parameter: "after", record: .first, pageSize: 100, sizeParameter: "limit", hasMore: "has_more")
    let data = try JSONEncoder().encode(PagingDeclaration(paging))
    #expect(String(decoding: data, as: UTF8.self).contains(#""keyset""#))
    #expect(try JSONDecoder().decode(PagingDeclaration.self, from: data).paging == paging)
    let plain = try JSONDecoder().decode(PagingDeclaration.self, from: Data(#"{"keyset": {"parameter": "since"}}"#.utf8))
    #expect(plain.paging == .keyset(parameter: "since"))
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(PagingDeclaration.self, from: Data(#"{"keyset": {"parameter": "a", "record": "middle"}}"#.utf8)) }
  }
}
