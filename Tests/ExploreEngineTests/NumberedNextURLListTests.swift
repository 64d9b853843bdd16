import ExploreCore
import ExploreEngine
import ExploreNetworking
import ExploreTables
import ExploreTestSupport
import Foundation
import Testing

/// A list paged by number whose body also names its next page's URL and
/// counts its pages, that asks for page 1 by number, answers "nothing here"
/// with a 404, and whose `--search` is one of its filters: the table
/// features the Rick and Morty lists are made of, on a made-up API of
/// creatures.
@Suite struct NumberedNextURLListTests {
  static let creature = ItemMapping(kind: "creature", id: .key("id"), title: "name")
  static let options = [
    QueryOption.text("name", summary: "Only creatures whose name holds this"), QueryOption.text("kind", summary: "Only creatures of this kind"),
  ]
  static let creatures = ListEndpoint(
    ["creature"], creature, in: "results",
    paging: .pageNumbers(pageSize: 2, total: ["info", "count"], next: ["info", "next"], pages: ["info", "pages"], askFirstPage: true),
    search: "name", title: "Creatures", name: "creatures", emptyNote: "There are no creatures.", subject: "page {page} of creatures",
    filteredNote: "No creatures match these filters.", emptyAnswer: EmptyAnswer(at: ["error"], equals: "There is nothing here"))

  /// An API of five creatures, two a page, filtered by `name` and `kind`;
  /// its next links leave values unencoded, and "nothing here" is a 404.
  static func api() -> (TableEngine, StubTransport) {
    let transport = StubTransport { request in
      let items = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? []
      let page = items.first { $0.name == "page" }?.value.flatMap { Int($0) } ?? 1
      let name = items.first { $0.name == "name" }?.value ?? ""
      if request.url.path == "/creature", name == "boom" {
        return HTTPResponse(status: 404, body: Data(#"{"error":"There is nothing here."}"#.utf8), url: request.url)
      }
      let all = ["Ada", "Bo", "Cy", "Dot", "Eve"].enumerated().filter { name.isEmpty || $0.element.lowercased().contains(name.lowercased()) }
      let pages = (all.count + 1) / 2
      guard page <= pages else { return HTTPResponse(status: 404, body: Data(#"{"error":"There is nothing here"}"#.utf8), url: request.url) }
      let records = all.dropFirst((page - 1) * 2).prefix(2).map { #"{"id": \#($0.offset + 1), "name": "\#($0.element)"}"# }
      let next = page < pages ? #""https://multiverse.example/creature?page=\#(page + 1)\#(name.isEmpty ? "" : "&name=\(name)")""# : "null"
      let body = #"{"info": {"count": \#(all.count), "pages": \#(pages), "next": \#(next)}, "results": [\#(records.joined(separator: ","))]}"#
      return HTTPResponse(status: 200, body: Data(body.utf8), url: request.url)
    }
    return (TableEngine(client: RESTClient(baseURL: URL(string: "https://multiverse.example")!, transport: transport)), transport)
  }

  static func sent(_ transport: StubTransport) -> [String] {
    transport.requests.map { String($0.url.absoluteString.dropFirst("https://multiverse.example".count)) }
  }

  static func request(name: String? = nil, kind: String? = nil, search: String? = nil) -> ResourceRequest {
    var options: [String: [String]] = [:]
    if let name { options["name"] = [name] }
    if let kind { options["kind"] = [kind] }
    return ResourceRequest(path: ["creatures"], options: options, search: search)
  }

  @Test func pageOneIsAskedForByNumberAndTheNextPageAndTotalsComeFromTheBody() async throws {
    let (engine, transport) = Self.api()
    let page = try await engine.listPage(Self.creatures, options: Self.options, title: nil, request: Self.request(), at: .first)
    #expect(page.items.map(\.title) == ["Ada", "Bo"])
    let next = try #require(URL(string: "https://multiverse.example/creature?page=2"))
    #expect(page.paging == PageInfo(number: 1, totalPages: 3, totalCount: 5, next: .url(next)))
    #expect(page.sections.map(\.id) == ["creatures"] && page.sections.first?.title == "Creatures")
    #expect(Self.sent(transport) == ["/creature?page=1"])
  }

  @Test func aNextURLIsLoadedByItsNumberWithTheRequestsOwnQuery() async throws {
    let (engine, transport) = Self.api()
    let next = try #require(URL(lenient: "https://multiverse.example/creature?page=2&name=a b"))
    let page = try await engine.listPage(Self.creatures, options: Self.options, title: nil, request: Self.request(name: "e"), at: .url(next))
    #expect(page.paging.number == 2)
    #expect(Self.sent(transport) == ["/creature?page=2&name=e"])
  }

  @Test func aNextURLWithoutAPageNumberIsRefusedBeforeAnyRequest() async throws {
    let (engine, transport) = Self.api()
    let next = try #require(URL(string: "https://multiverse.example/creature?name=a"))
    await #expect(throws: NextPageError.noPageNumber(.url(next))) {
      try await engine.listPage(Self.creatures, options: Self.options, title: nil, request: Self.request(), at: .url(next))
    }
    #expect(transport.requests.isEmpty)
  }

  @Test func pageZeroIsAskedForAsPageOne() async throws {
    let (engine, transport) = Self.api()
    let page = try await engine.listPage(Self.creatures, options: Self.options, title: nil, request: Self.request(), at: .number(0))
    #expect(page.paging.number == 1 && Self.sent(transport) == ["/creature?page=1"])
  }

  @Test func nothingHereOnPageOneIsAnEmptyListWithATotalOfZero() async throws {
    let (engine, _) = Self.api()
    let filtered = try await engine.listPage(Self.creatures, options: Self.options, title: nil, request: Self.request(search: "zed"), at: .first)
    #expect(filtered.items.isEmpty && filtered.paging == PageInfo(number: 1, totalPages: 0, totalCount: 0))
    #expect(filtered.sections.first?.emptyNote == "No creatures match these filters.")
    let unfiltered = try await engine.listPage(Self.creatures, options: Self.options, title: nil, request: Self.request(kind: "  "), at: .number(3))
    #expect(unfiltered.items.map(\.title) == ["Eve"] && unfiltered.sections.first?.emptyNote == "There are no creatures.")
  }

  @Test func nothingHereOnALaterPageIsPastTheEnd() async throws {
    let (engine, _) = Self.api()
    let page = try await engine.listPage(Self.creatures, options: Self.options, title: nil, request: Self.request(), at: .number(9))
    #expect(page.items.isEmpty && page.paging == PageInfo(number: 9))
    #expect(page.sections.first?.emptyNote == "Page 9 is past the end of the creatures.")
  }

  @Test func anotherAnswerOfTheStatusStaysAnErrorThatNamesThePage() async throws {
    let (engine, _) = Self.api()
    let error = await #expect(throws: APIError.self) {
      try await engine.listPage(Self.creatures, options: Self.options, title: nil, request: Self.request(name: "boom"), at: .number(2))
    }
    #expect(error?.description.contains("page 2 of creatures") == true, "\(String(describing: error))")
  }

  @Test func optionsAreTrimmedBlankOnesLeftOutAndSentInTheirOrderWithTheSearchInItsFiltersPlace() async throws {
    let (engine, transport) = Self.api()
    _ = try await engine.listPage(Self.creatures, options: Self.options, title: nil, request: Self.request(kind: " cat ", search: " Ad "), at: .first)
    _ = try await engine.listPage(Self.creatures, options: Self.options, title: nil, request: Self.request(name: "", kind: "dog"), at: .first)
    _ = try await engine.listPage(Self.creatures, options: Self.options, title: nil, request: Self.request(name: "ADA", search: "ada"), at: .first)
    #expect(Self.sent(transport) == ["/creature?page=1&name=Ad&kind=cat", "/creature?page=1&kind=dog", "/creature?page=1&name=ada"])
  }

  @Test func aSearchAndTheOptionItFillsConflictBeforeAnyRequest() async throws {
    let (engine, transport) = Self.api()
    let error = await #expect(throws: SearchConflictError.self) {
      try await engine.listPage(Self.creatures, options: Self.options, title: nil, request: Self.request(name: " bo ", search: "ada"), at: .first)
    }
    #expect(error?.description == #"--search "ada" and --name "bo" both filter by name, and the API takes one name. Give only one of them."#)
    #expect(error?.category == .usage)
    #expect(transport.requests.isEmpty)
  }
}
