import ExploreCore
import ExploreEngine
import ExploreNetworking
import ExploreTables
import ExploreTestSupport
import Foundation
import Testing

/// A list whose page size is not declared learns it from its first page:
/// the API's 10 a page, never an assumed 20 that would skip rows.
@Suite struct PageSizeLearningTests {
  static let thing = ItemMapping(kind: "thing", id: .key("id"), title: "name")

  /// An API of 25 things, 10 a page whatever is asked, numbered by
  /// `page` or by `offset`/`limit`, counted in `count`.
  static func api() -> (RESTClient, StubTransport) {
    let transport = StubTransport { request in
      let items = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? []
      func value(_ name: String) -> Int? { items.first { $0.name == name }?.value.flatMap { Int($0) } }
      let start = value("offset") ?? ((value("page") ?? 1) - 1) * 10
      let size = value("limit") ?? 10
      let records = (start..<min(25, start + size)).map { #"{"id": \#($0 + 1), "name": "Thing \#($0 + 1)"}"# }
      let body = #"{"count": 25, "results": [\#(records.joined(separator: ","))]}"#
      return HTTPResponse(status: 200, body: Data(body.utf8), url: request.url)
    }
    return (RESTClient(baseURL: URL(string: "https://things.example")!, transport: transport), transport)
  }

  @Test func pageNumbersLearnTheSizeAndTheNumberOfPagesFromTheFirstPage() async throws {
    let (client, transport) = Self.api()
    let list = ListEndpoint(["things"], Self.thing, in: "results", paging: .pageNumbers(total: "count"))
    let first = try await client.page(list)
    #expect(first.items.count == 10 && first.paging.totalPages == 3 && first.paging.next == .number(2))
    let last = try await client.page(list, at: .number(3))
    #expect(last.items.map(\.id) == ["21", "22", "23", "24", "25"] && last.paging.next == nil)
    #expect(transport.requests.map(\.url.absoluteString) == ["https://things.example/things", "https://things.example/things?page=3"])
  }

  @Test func aLaterPageFirstAsksForThePageThatShowsTheSize() async throws {
    let (client, transport) = Self.api()
    let list = ListEndpoint(["things"], Self.thing, in: "results", paging: .offsetLimit(total: "count"))
    let second = try await client.page(list, at: .number(2))
    #expect(second.items.map(\.id).first == "11" && second.items.count == 10 && second.paging.next == .number(3))
    #expect(
      transport.requests.map(\.url.absoluteString) == [
        "https://things.example/things?offset=0", "https://things.example/things?offset=10&limit=10",
      ])
  }

  @Test func aDeclaredSizeIsAskedForAndNothingIsLearned() async throws {
    let (client, transport) = Self.api()
    let list = ListEndpoint(["things"], Self.thing, in: "results", paging: .offsetLimit(pageSize: 5, total: "count"))
    let third = try await client.page(list, at: .number(3))
    #expect(third.items.map(\.id) == ["11", "12", "13", "14", "15"] && third.paging.totalPages == 5)
    #expect(transport.requests.map(\.url.absoluteString) == ["https://things.example/things?offset=10&limit=5"])
  }
}
