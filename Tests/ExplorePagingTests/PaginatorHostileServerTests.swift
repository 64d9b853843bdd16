import ExploreCore
import ExplorePaging
import Foundation
import Testing

/// ``Paginator`` (interactive scrolling, `--web`) against a server that
/// sends hostile paging: the same guards as ``PageStream``.
@Suite struct PaginatorHostileServerTests {
  struct Number: Identifiable, Sendable, Hashable {
    var id: Int
  }

  static func paginator(_ list: HostileList, maxPages: Int? = 100) -> Paginator<Number> {
    Paginator<Number>(maxPages: maxPages) { cursor in
      let page = try await list.load(cursor)
      return Page(items: page.items.map(Number.init), info: page.info)
    }
  }

  @Test(arguments: PageStreamHostileServerTests.wildNumbers)
  func aWildNextPageNumberIsRefusedAfterThePageThatNamedIt(number: Int) async throws {
    for next in [PageCursor.number(number), .url(HostileList.url(number))] {
      let list = HostileList { page, _ in PageInfo(number: page, totalPages: 3, next: page == 1 ? next : nil) }
      let paginator = Self.paginator(list)
      await #expect(throws: NextPageError.pageNumberOutOfRange(next)) { try await paginator.loadNext() }
      #expect(await paginator.items.map(\.id) == [1])
      #expect(await paginator.hasMore == false)
      #expect(try await paginator.loadNext().isEmpty)
      #expect(await list.requests.value == 1)
    }
  }

  @Test(arguments: HostileLoop.allCases)
  func aLoopEndsTheListWithAnErrorNamingTheLink(loop: HostileLoop) async {
    let list = loop.list
    let paginator = Self.paginator(list)
    await #expect(throws: PagingRunawayError.revisited(loop.loopingLink)) {
      try await paginator.loadAll()
    }
    #expect(await paginator.items.map(\.id) == loop.pagesBefore)
    #expect(await paginator.hasMore == false)
  }

  @Test func scrollingThroughALoopStopsAtIt() async throws {
    let list = HostileLoop.alternatingCursors.list
    let paginator = Self.paginator(list)
    try await paginator.loadNext()
    try await paginator.loadNext()
    await #expect(throws: PagingRunawayError.revisited(HostileLoop.alternatingCursors.loopingLink)) { try await paginator.loadNext() }
    #expect(await paginator.items.map(\.id) == [1, 2, 3])
    #expect(try await paginator.loadNext().isEmpty)
    #expect(await list.requests.value == 3)
  }

  @Test func aPageThatArrivesAsOneAlreadyLoadedEndsTheListNamingItsLink() async throws {
    let link = try #require(URL(string: "https://api.example.com/items?name=rick"))
    let list = HostileList { page, _ in PageInfo(number: page, next: .url(link)) }
    let paginator = Self.paginator(list)
    try await paginator.loadNext()
    await #expect(throws: PagingRunawayError.revisited(.url(link))) { try await paginator.loadNext() }
    #expect(await paginator.items.map(\.id) == [1])
    #expect(await paginator.hasMore == false)
    #expect(await list.requests.value == 2)
  }

  /// A claim of `Int.max` pages: a limit is met with the pages it needs,
  /// and the list ends where its links end.
  @Test func aClaimOfIntMaxPagesLoadsOnlyThePagesNeeded() async throws {
    let list = HostileList { page, _ in PageInfo(number: page, totalPages: .max, totalCount: .max, next: page < 30 ? .number(page + 1) : nil) }
    let limited = Self.paginator(list, maxPages: nil)
    #expect(try await limited.loadAll(limit: 5).map(\.id) == [1, 2, 3, 4, 5])
    #expect(await list.requests.value == 5)

    let whole = Self.paginator(HostileList { page, _ in
      PageInfo(number: page, totalPages: .max, totalCount: .max, next: page < 30 ? .number(page + 1) : nil)
    }, maxPages: nil)
    #expect(try await whole.loadAll().map(\.id) == Array(1...30))
  }

  @Test func aClaimOfIntMaxPagesIsRefusedUnderACap() async throws {
    let list = HostileList { page, _ in PageInfo(number: page, totalPages: .max, next: .number(page + 1)) }
    let paginator = Self.paginator(list, maxPages: 100)
    await #expect(throws: PagingRunawayError.claimsTooManyPages(claimed: .max, cap: 100)) {
      try await paginator.loadAll()
    }
    #expect(await list.requests.value == 1)
  }

  @Test func aPageOfTooManyItemsIsRefused() async throws {
    let paginator = Paginator<Number> { cursor in
      Page(items: (0...PagingLimits.maxItemsPerPage).map(Number.init), info: .numbered(page: cursor.pageNumber ?? 1, totalPages: 2))
    }
    await #expect(throws: PageTooLargeError()) { try await paginator.loadNext() }
    #expect(await paginator.items.isEmpty)
  }
}
