import ExploreCore
import ExplorePaging
import Foundation
import Testing

/// ``PageStream`` against a server that sends hostile paging: wild page
/// numbers and counts never trap, loops end with an error naming the link,
/// and a page of too many items is refused.
@Suite struct PageStreamHostileServerTests {
  static let wildNumbers = [Int.max, Int.max - 1, Int.min, Int.min + 1, 0, -1, 10_000_001]
  static let caps: [PageCap] = [.refuseBeyond(100), .stopAt(50), .onDemand(expected: 2, ceiling: 100)]

  // MARK: Page numbers

  @Test(arguments: wildNumbers, caps)
  func aWildNextPageNumberIsRefusedNamingTheLink(number: Int, cap: PageCap) async {
    for next in [PageCursor.number(number), .url(HostileList.url(number))] {
      let list = HostileList { page, _ in PageInfo(number: page, totalPages: 3, totalCount: 3, next: page == 1 ? next : nil) }
      let drained = await Drained.drain(PageStream(concurrency: 6, cap: cap) { try await list.load($0) })
      #expect(drained.pages == [1], "\(next)")
      #expect(drained.error as? NextPageError == .pageNumberOutOfRange(next), "\(String(describing: drained.error))")
      #expect((drained.error as? NextPageError)?.description.contains(next.description) == true)
      #expect(await list.requests.value == 1)
    }
  }

  @Test(arguments: wildNumbers)
  func aWildNextPageInsideAPlanEndsTheListAfterThePageThatNamedIt(number: Int) async {
    let list = HostileList { page, _ in
      PageInfo(number: page, totalPages: 5, totalCount: 5, next: page == 2 ? .number(number) : page < 5 ? .number(page + 1) : nil)
    }
    let drained = await Drained.drain(PageStream(concurrency: 6, cap: .refuseBeyond(100)) { try await list.load($0) })
    #expect(drained.pages == [1, 2])
    #expect(drained.error as? NextPageError == .pageNumberOutOfRange(.number(number)))
    #expect(await list.requests.value <= 5)
  }

  /// A first page that claims a list of `Int.max` pages and names page 2:
  /// the plan of numbered pages stays within the cap, whatever the claim.
  @Test(arguments: [PageCap.stopAt(5), .onDemand(expected: 3, ceiling: .max), .rows(.max, pageSize: 1, cap: 100)])
  func aClaimOfIntMaxPagesPlansOnlyWhatTheCapAllows(cap: PageCap) async {
    let list = HostileList { page, _ in PageInfo(number: page, totalPages: .max, totalCount: .max, next: .number(page + 1)) }
    let drained = await Drained.drain(PageStream(concurrency: 6, cap: cap) { try await list.load($0) }, taking: 5)
    #expect(drained.pages == [1, 2, 3, 4, 5])
    #expect(drained.error == nil, "\(String(describing: drained.error))")
    #expect(await list.requests.value <= 5 + 2 * 6)
  }

  // MARK: Loops

  @Test(arguments: HostileLoop.allCases, [1, 6])
  func aLoopEndsTheListWithAnErrorNamingTheLink(loop: HostileLoop, concurrency: Int) async {
    let list = loop.list
    let drained = await Drained.drain(PageStream(concurrency: concurrency, cap: .refuseBeyond(100)) { try await list.load($0) })
    #expect(drained.pages == loop.pagesBefore)
    #expect(drained.error as? PagingRunawayError == .revisited(loop.loopingLink), "\(String(describing: drained.error))")
    #expect((drained.error as? PagingRunawayError)?.description.contains(loop.loopingLink.description) == true)
    let requests = await list.requests.value
    if loop == .backInsideAPlan, concurrency > 1 {
      #expect(requests <= 5)
    } else {
      #expect(requests == loop.pagesBefore.count)
    }
  }

  /// A loader that loads page 1 for a next URL without a page number (as
  /// Rick and Morty's once did) is caught by what it loaded, not by what
  /// was planned: the second page 1 is not emitted, and its link is named.
  @Test(arguments: [1, 6])
  func aPageThatArrivesAsOneAlreadyLoadedEndsTheListNamingItsLink(concurrency: Int) async throws {
    let link = try #require(URL(string: "https://api.example.com/items?name=rick"))
    let list = HostileList { page, _ in PageInfo(number: page, totalPages: 3, totalCount: 60, next: .url(link)) }
    let drained = await Drained.drain(PageStream(concurrency: concurrency, cap: .refuseBeyond(100)) { try await list.load($0) })
    #expect(drained.pages == [1])
    #expect(drained.error as? PagingRunawayError == .revisited(.url(link)))
    #expect(await list.requests.value == 2)
  }

  // MARK: Counts

  @Test(arguments: [Int.max, Int.max - 1, -1, Int.min], caps)
  func aWildCountNeverTraps(count: Int, cap: PageCap) async {
    let list = HostileList { page, _ in
      PageInfo(number: page, totalPages: count, totalCount: count, next: page < 8 ? .number(page + 1) : nil)
    }
    let drained = await Drained.drain(PageStream(concurrency: 6, cap: cap) { try await list.load($0) })
    if count >= 0, case .refuseBeyond(let maxPages) = cap {
      #expect(drained.pages.isEmpty)
      #expect(drained.error as? PagingRunawayError == .claimsTooManyPages(claimed: count, cap: maxPages))
      #expect(await list.requests.value == 1)
    } else {
      #expect(drained.pages == Array(1...8))
      #expect(drained.error == nil, "\(String(describing: drained.error))")
    }
  }

  @Test(arguments: [Int.max, Int.max - 1])
  func aTotalCountNearIntMaxIsRefusedAsAClaim(count: Int) async {
    let list = HostileList { page, _ in PageInfo(number: page, totalCount: count, next: .number(page + 1)) }
    let drained = await Drained.drain(PageStream(concurrency: 6, cap: .refuseBeyond(100)) { try await list.load($0) })
    #expect(drained.error as? PagingRunawayError == .claimsTooManyPages(claimed: count, cap: 100))
    #expect(drained.pages.isEmpty)
  }

  // MARK: Items per page

  @Test(arguments: [1, 6])
  func aPageOfTooManyItemsIsRefusedInItsPlace(concurrency: Int) async {
    let stream = PageStream<Page<Int>>(concurrency: concurrency, cap: .refuseBeyond(100)) { cursor in
      let number = cursor.pageNumber ?? 0
      let count = number == 2 ? PagingLimits.maxItemsPerPage + 1 : PagingLimits.maxItemsPerPage
      return Page(items: Array(repeating: number, count: count), info: .numbered(page: number, totalPages: 3))
    }
    let drained = await Drained.drain(stream)
    #expect(drained.pages == [1])
    #expect(drained.error as? PageTooLargeError == PageTooLargeError())
  }

  // MARK: On demand

  /// `--limit`: the pages expected load ahead; a consumer that stops after
  /// them leaves no other request, and each later page loads only when
  /// asked for.
  @Test func onDemandRequestsNoPageBeyondTheExpectedUntilAskedFor() async throws {
    let api = FakeListAPI(count: 20 * 10, pageSize: 20)
    let stream = PageStream(concurrency: 6, cap: .onDemand(expected: 2, ceiling: 100)) { try await api.load($0) }
    var taken = 0
    for try await _ in stream {
      taken += 1
      if taken == 2 { break }
    }
    #expect(await api.requestedPages == [1, 2])

    let more = FakeListAPI(count: 20 * 10, pageSize: 20)
    let longer = PageStream(concurrency: 6, cap: .onDemand(expected: 2, ceiling: 100)) { try await more.load($0) }
    var pages: [Int] = []
    for try await page in longer {
      pages.append(page.info.number ?? 0)
      if pages.count == 5 { break }
    }
    #expect(pages == [1, 2, 3, 4, 5])
    #expect(await more.requestedPages.sorted() == [1, 2, 3, 4, 5])
    #expect(await more.maxInFlight == 1)
  }

  @Test(arguments: [
    (2_050, 20, 100, PageCap.onDemand(expected: 103, ceiling: 206)),
    (25, 20, 100, .onDemand(expected: 2, ceiling: 100)),
    (150, 100, 5_000, .onDemand(expected: 2, ceiling: 5_000)),
    (.max, 20, 100, .onDemand(expected: 10_000_000, ceiling: 20_000_000)),
  ])
  func theCapForRowsExpectsThePagesTheyTake(rows: Int, pageSize: Int, cap: Int, expected: PageCap) {
    #expect(PageCap.rows(rows, pageSize: pageSize, cap: cap) == expected)
  }

  @Test func reachingTheCeilingWithRowsStillWantedSaysSo() async {
    let list = HostileList { page, _ in PageInfo(number: page, next: .number(page + 1)) }
    let drained = await Drained.drain(PageStream(concurrency: 6, cap: .onDemand(expected: 2, ceiling: 4)) { try await list.load($0) })
    #expect(drained.pages == [1, 2, 3, 4])
    let error = drained.error as? PagingRunawayError
    #expect(error == .reachedCeiling(cap: 4, next: .number(5)))
    #expect(error?.description.contains("--limit") == true)
    #expect(await list.requests.value == 4)
  }
}
