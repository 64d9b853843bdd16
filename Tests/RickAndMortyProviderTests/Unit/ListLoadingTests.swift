import ExploreCore
import ExploreEngine
import ExploreTestSupport
import Foundation
import RickAndMortyProvider
import Testing

@Suite struct ListLoadingTests {
  @Test func aPageReportsTotalsAndTheNextPageFromAnUnencodedLink() async throws {
    let next = "https://rickandmortyapi.com/api/character?page=3&name=rick sanchez"
    let stub = StubTransport.answering([
      "/character?page=2&name=rick%20sanchez": .ok(Samples.page(count: 45, pages: 3, next: next, results: [Samples.character(21)]))
    ])
    let page = try await Samples.provider(stub).load(
      ResourceRequest(path: ["characters"], options: ["name": ["rick sanchez"]]), at: .number(2)
    )
    #expect(page.items.map(\.id) == ["21"])
    let link = try #require(URL(string: "https://rickandmortyapi.com/api/character?page=3&name=rick%20sanchez"))
    #expect(page.paging == PageInfo(number: 2, totalPages: 3, totalCount: 45, next: .url(link)))
    #expect(page.sections.map(\.id) == ["characters"])
    #expect(stub.paths == ["/character?page=2&name=rick%20sanchez"])
  }

  @Test func aURLCursorLoadsItsPageWithTheRequestsFilters() async throws {
    let stub = StubTransport.answeringPaths { _ in .ok(Samples.page(count: 45, pages: 3, next: nil, results: [])) }
    let next = try #require(URL(string: "https://rickandmortyapi.com/api/character?page=3&name=rick%20sanchez"))
    let page = try await Samples.provider(stub).load(
      ResourceRequest(path: ["characters"], options: ["name": ["rick sanchez"]]), at: .url(next)
    )
    #expect(page.paging.number == 3)
    #expect(stub.paths == ["/character?page=3&name=rick%20sanchez"])
  }

  /// A next link without a page number would load page 1 again, and
  /// again: it is refused, naming the link, before any request.
  @Test func aURLCursorWithoutAPageNumberIsRefusedNotLoadedAsPageOne() async throws {
    let stub = StubTransport.answeringPaths { _ in .ok(Samples.page(count: 45, pages: 3, next: nil, results: [])) }
    let next = try #require(URL(string: "https://rickandmortyapi.com/api/character?name=rick"))
    let error = await #expect(throws: NextPageError.self) {
      try await Samples.provider(stub).load(ResourceRequest(path: ["characters"]), at: .url(next))
    }
    #expect(error == .noPageNumber(.url(next)))
    #expect(error?.description.contains(next.absoluteString) == true)
    #expect(stub.paths.isEmpty)
  }

  /// The API's own next link is kept as it is, pointing back or not, so
  /// that paging sees the loop rather than the page after this one.
  @Test(arguments: [1, 2])
  func aNextLinkThatPointsBackStaysPointingBack(target: Int) async throws {
    let next = "https://rickandmortyapi.com/api/episode?page=\(target)"
    let stub = StubTransport.answering(["/episode?page=2": .ok(Samples.page(count: 60, pages: 3, next: next, results: [Samples.episode(21, characters: [])]))])
    let page = try await Samples.provider(stub).load(ResourceRequest(path: ["episodes"]), at: .number(2))
    #expect(page.paging.next?.pageNumber == target)
    #expect(page.paging.next?.description == next)
  }

  /// A page of more results than explore reads from one page is refused
  /// while it is decoded, naming the limit and the request.
  @Test func aPageOfTooManyResultsIsRefused() async throws {
    let results = Array(repeating: Samples.episode(1, characters: []), count: PagingLimits.maxItemsPerPage + 1)
    let stub = StubTransport.answering(["/episode?page=1": .ok(Samples.page(count: results.count, pages: 1, next: nil, results: results))])
    let error = await #expect(throws: PageTooLargeError.self) {
      try await Samples.provider(stub).load(ResourceRequest(path: ["episodes"]), at: .first)
    }
    #expect(error?.limit == PagingLimits.maxItemsPerPage)
    #expect(error?.description.contains("more than 10000 items") == true)
    #expect(error?.description.contains("GET /episode?page=1") == true)
    #expect(error?.description.contains("`results`") == true)
  }

  @Test func theLastPageHasNoNext() async throws {
    let stub = StubTransport.answering(["/episode?page=1": .ok(Samples.page(count: 1, pages: 1, next: nil, results: [Samples.episode(1, characters: [])]))])
    let page = try await Samples.provider(stub).load(ResourceRequest(path: ["episodes"]), at: .first)
    #expect(page.paging.next == nil)
    #expect(!page.paging.hasMore)
  }

  @Test func aFilterMatchingNothingIsAnEmptyList() async throws {
    let stub = StubTransport.answering(["/character?page=1&name=nobody": .nothingHere])
    let page = try await Samples.provider(stub).load(ResourceRequest(path: ["characters"], search: "nobody"), at: .first)
    #expect(page.items.isEmpty)
    #expect(page.paging.totalCount == 0)
    #expect(page.paging.totalPages == 0)
    #expect(page.paging.next == nil)
    #expect(page.sections.first?.emptyNote == "No characters match these filters.")
  }

  @Test func aPagePastTheEndIsAnEmptyList() async throws {
    let stub = StubTransport.answering(["/location?page=9": .nothingHere])
    let page = try await Samples.provider(stub).load(ResourceRequest(path: ["locations"]), at: .number(9))
    #expect(page.items.isEmpty)
    #expect(page.paging.number == 9)
    #expect(page.paging.next == nil)
  }

  @Test func theUnknownRouteAnswerIsAnErrorNotAnEmptyList() async throws {
    let stub = StubTransport.answering(["/episode?page=1": .init(status: 404, json: #"{"error":"There is nothing here."}"#)])
    await #expect(throws: (any Error).self) {
      try await Samples.provider(stub).load(ResourceRequest(path: ["episodes"]), at: .first)
    }
  }

  @Test func aServerErrorIsThrown() async throws {
    let stub = StubTransport.answering(["/episode?page=1": .init(status: 500, json: #"{"error":"boom"}"#)])
    await #expect(throws: (any Error).self) {
      try await Samples.provider(stub).load(ResourceRequest(path: ["episodes"]), at: .first)
    }
  }

  @Test func filtersAreSentInTheAPIsOrderWithChoicesNormalized() async throws {
    let stub = StubTransport.answeringPaths { _ in .ok(Samples.page(count: 0, pages: 0, next: nil, results: [])) }
    let request = ResourceRequest(
      path: ["characters"],
      options: ["gender": ["Male"], "status": ["ALIVE"], "species": ["  human "], "type": [""]],
      search: "rick"
    )
    _ = try await Samples.provider(stub).load(request, at: .first)
    #expect(stub.paths == ["/character?page=1&name=rick&status=alive&species=human&gender=male"])
  }

  @Test func episodeCodesAreSentUppercased() async throws {
    let stub = StubTransport.answeringPaths { _ in .ok(Samples.page(count: 0, pages: 0, next: nil, results: [])) }
    _ = try await Samples.provider(stub).load(ResourceRequest(path: ["episodes"], options: ["episode": ["s02e01"]]), at: .first)
    #expect(stub.paths == ["/episode?page=1&episode=S02E01"])
  }

  @Test func searchAndADifferentNameConflict() async throws {
    let stub = StubTransport.answeringPaths { _ in nil }
    let request = ResourceRequest(path: ["characters"], options: ["name": ["morty"]], search: "rick")
    do {
      _ = try await Samples.provider(stub).load(request, at: .first)
      Issue.record("--search and --name must conflict")
    } catch let error as SearchConflictError {
      #expect(error.category == .usage)
      #expect(error.description.contains("--search \"rick\""))
      #expect(error.description.contains("--name \"morty\""))
    }
    #expect(stub.paths.isEmpty)
  }

  @Test func searchAndTheSameNameAgree() async throws {
    let stub = StubTransport.answeringPaths { _ in .ok(Samples.page(count: 0, pages: 0, next: nil, results: [])) }
    let request = ResourceRequest(path: ["characters"], options: ["name": ["Rick"]], search: "rick")
    _ = try await Samples.provider(stub).load(request, at: .first)
    #expect(stub.paths == ["/character?page=1&name=rick"])
  }

  @Test(arguments: [("status", "zombie"), ("gender", "robot")])
  func anInvalidChoiceIsRejectedBeforeAnyRequestListingTheValues(option: String, value: String) async throws {
    let stub = StubTransport.answeringPaths { _ in nil }
    do {
      _ = try await Samples.provider(stub).load(ResourceRequest(path: ["characters"], options: [option: [value]]), at: .first)
      Issue.record("\(value) must be rejected")
    } catch let error as InvalidValueError {
      #expect(error.category == .usage)
      let allowed = RickAndMorty.descriptor.resource(named: ["characters"])?.options.first { $0.name == option }?.allowedValues ?? []
      #expect(!allowed.isEmpty)
      for value in allowed { #expect(error.description.contains(value)) }
    }
    #expect(stub.paths.isEmpty)
  }

  @Test func anUnknownResourceIsAUsageError() async throws {
    let stub = StubTransport.answeringPaths { _ in nil }
    await #expect(throws: UnknownResourceError.self) {
      try await Samples.provider(stub).load(ResourceRequest(path: ["planets"]), at: .first)
    }
  }
}
