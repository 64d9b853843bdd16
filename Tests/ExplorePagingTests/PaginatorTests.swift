import ExploreCore
import ExplorePaging
import Foundation
import Testing
import ExploreTestSupport

@Suite struct PaginatorTests {
  private func paginator(_ api: FakeListAPI, prefetchDistance: Int = 10) -> Paginator<Row> {
    Paginator(prefetchDistance: prefetchDistance) { cursor in try await api.load(cursor) }
  }

  /// After each load: the number of rows it delivered and `hasMore`.
  @Test(arguments: [
    (ListStyle.numberedWithTotal, 7, [(3, true), (3, true), (1, false)]),
    (.numberedWithTotal, 6, [(3, true), (3, false)]),
    (.numberedWithTotal, 0, [(0, false)]),
    (.shortPageEnds, 7, [(3, true), (3, true), (1, false)]),
    (.shortPageEnds, 6, [(3, true), (3, true), (0, false)]),
    (.linked, 7, [(3, true), (3, true), (1, false)]),
    (.linked, 6, [(3, true), (3, false)]),
  ])
  func hasMoreIsExact(style: ListStyle, count: Int, expected: [(Int, Bool)]) async throws {
    let api = FakeListAPI(count: count, pageSize: 3, style: style)
    let paginator = paginator(api)
    #expect(await paginator.hasMore)
    for (index, (delivered, hasMore)) in expected.enumerated() {
      let rows = try await paginator.loadNext()
      #expect(rows.count == delivered, "load \(index + 1)")
      #expect(await paginator.hasMore == hasMore, "load \(index + 1)")
    }
    #expect(try await paginator.loadNext().isEmpty)
    #expect(await api.requests.count == expected.count, "no request once hasMore is false")
    #expect(await paginator.items == api.rows)
  }

  @Test func linkedStyleFollowsTheNextURL() async throws {
    let api = FakeListAPI(count: 5, pageSize: 2, style: .linked)
    let paginator = paginator(api)
    try await paginator.loadNext()
    try await paginator.loadNext()
    #expect(await api.requests == [.first, .url(api.url(ofPage: 2))])
    #expect(await paginator.lastPage?.totalPages == 3)
  }

  @Test func shiftedPagesDoNotDeliverAnIdTwice() async throws {
    // NB: an item inserted at the front between two loads shifts row 3 onto page 2.
    let pages: [Int: [Int]] = [1: [1, 2, 3], 2: [3, 4, 5], 3: [5, 6]]
    let paginator = Paginator<Row> { cursor in
      let number = try #require(cursor.pageNumber)
      let ids = pages[number] ?? []
      return Page(items: ids.map(Row.init), info: .numbered(page: number, totalPages: 3))
    }
    #expect(try await paginator.loadNext().map(\.id) == [1, 2, 3])
    #expect(try await paginator.loadNext().map(\.id) == [4, 5])
    #expect(try await paginator.loadNext().map(\.id) == [6])
    #expect(await paginator.items.map(\.id) == [1, 2, 3, 4, 5, 6])
  }

  @Test func duplicatesWithinOnePageAreDeliveredOnce() async throws {
    let paginator = Paginator<Row> { _ in
      Page(items: [1, 2, 1, 3].map(Row.init), info: .numbered(page: 1, totalPages: 1))
    }
    #expect(try await paginator.loadAll().map(\.id) == [1, 2, 3])
  }

  @Test func resetDropsASlowStaleResponse() async throws {
    let gate = Gate()
    let calls = CallCounter()
    let paginator = Paginator<Row> { cursor in
      if await calls.next() == 1 {
        await gate.wait()  // the old query's first page, answered late
        return Page(items: [Row(id: 100), Row(id: 101)], info: .numbered(page: 1, totalPages: 5))
      }
      return Page(items: [Row(id: 1), Row(id: 2)], info: .numbered(page: 1, totalPages: 1))
    }
    let stale = Task { try await paginator.loadNext() }
    await gate.waitForArrivals(1)
    #expect(await paginator.isLoading)

    await paginator.reset()
    #expect(await paginator.isLoading == false)
    #expect(try await paginator.loadNext().map(\.id) == [1, 2])

    await gate.open()
    #expect(try await stale.value.isEmpty)
    #expect(await paginator.items.map(\.id) == [1, 2])
    #expect(await paginator.hasMore == false)
    #expect(await paginator.lastPage?.totalPages == 1)
  }

  @Test func resetDropsAStaleError() async throws {
    let gate = Gate()
    let calls = CallCounter()
    let paginator = Paginator<Row> { _ in
      if await calls.next() == 1 {
        await gate.wait()
        throw LoadFailure(page: 1)
      }
      return Page(items: [Row(id: 1)], info: .numbered(page: 1, totalPages: 1))
    }
    let stale = Task { try await paginator.loadNext() }
    await gate.waitForArrivals(1)
    await paginator.reset()
    try await paginator.loadNext()
    await gate.open()
    #expect(try await stale.value.isEmpty, "an error of the old generation is not thrown")
    #expect(await paginator.items.map(\.id) == [1])
  }

  @Test func resetStartsOverAtTheGivenCursor() async throws {
    let api = FakeListAPI(count: 9, pageSize: 3)
    let paginator = paginator(api)
    try await paginator.loadNext()
    try await paginator.loadNext()
    await paginator.reset(start: .number(3))
    #expect(await paginator.items.isEmpty)
    #expect(await paginator.lastPage == nil)
    #expect(try await paginator.loadNext().map(\.id) == [7, 8, 9])
    #expect(await api.requestedPages == [1, 2, 3])
  }

  @Test func prefetchLoadsOnlyNearTheEnd() async throws {
    let api = FakeListAPI(count: 30, pageSize: 10)
    let paginator = paginator(api, prefetchDistance: 5)
    try await paginator.visibleRowDidChange(0)  // nothing loaded yet: row 0 is at the end
    #expect(await api.requestedPages == [1])

    for row in 0..<5 { try await paginator.visibleRowDidChange(row) }
    #expect(await api.requestedPages == [1], "rows 0 to 4 are more than 5 rows from the end of 10")
    try await paginator.visibleRowDidChange(5)
    #expect(await api.requestedPages == [1, 2])

    try await paginator.visibleRowDidChange(14)
    #expect(await api.requestedPages == [1, 2])
    try await paginator.visibleRowDidChange(15)
    #expect(await api.requestedPages == [1, 2, 3])

    try await paginator.visibleRowDidChange(29)
    #expect(await api.requestedPages == [1, 2, 3], "no request past the end")
    #expect(await paginator.items == api.rows)
  }

  @Test func prefetchIsIgnoredWhileALoadIsInFlight() async throws {
    let api = FakeListAPI(count: 30, pageSize: 10)
    await api.hold(1)
    let paginator = paginator(api, prefetchDistance: 5)
    let first = Task { try await paginator.loadNext() }
    await api.until(.waiting([1]))
    for row in 0..<20 { try await paginator.visibleRowDidChange(row) }
    #expect(try await paginator.loadNext().isEmpty)
    await api.release(1)
    #expect(try await first.value.count == 10)
    #expect(await api.requestedPages == [1])
  }

  @Test func aFailedLoadThrowsAndTheNextLoadRetriesTheSamePage() async throws {
    let api = FakeListAPI(count: 6, pageSize: 2)
    await api.failOnce(page: 2)
    let paginator = paginator(api)
    try await paginator.loadNext()
    await #expect(throws: LoadFailure(page: 2)) { try await paginator.loadNext() }
    #expect(await paginator.items.map(\.id) == [1, 2])
    #expect(await paginator.isLoading == false)
    #expect(await paginator.hasMore)
    #expect(try await paginator.loadNext().map(\.id) == [3, 4])
    #expect(await api.requestedPages == [1, 2, 2])
  }

  @Test func cancelStopsTheLoadInFlightAndLaterLoads() async throws {
    let api = FakeListAPI(count: 30, pageSize: 10)
    await api.holdEveryPage()
    let paginator = paginator(api)
    let all = Task { try await paginator.loadAll() }
    await api.until(.waiting([1]))
    await paginator.cancel()
    await api.release(1)
    await #expect(throws: CancellationError.self) { try await all.value }
    #expect(await api.cancelledLoads == [1], "the loader's task was cancelled")
    #expect(await paginator.items.isEmpty, "a response that arrives after cancel is dropped")

    await #expect(throws: CancellationError.self) { try await paginator.loadNext() }
    try await paginator.visibleRowDidChange(0)
    #expect(await api.requestedPages == [1], "no request after cancel")

    await paginator.reset()
    await api.hold(1)
    let again = Task { try await paginator.loadNext() }
    await api.until(.waiting([1]))
    await api.release(1)
    #expect(try await again.value.count == 10, "a reset paginator loads again")
  }

  @Test func taskCancellationStopsLoadNextBeforeARequest() async throws {
    let api = FakeListAPI(count: 30, pageSize: 10)
    let paginator = paginator(api)
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await paginator.loadNext()
    }
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(await api.requests.isEmpty)
    #expect(try await paginator.loadNext().count == 10, "the paginator is still usable")
  }
}

/// Numbers calls, from 1.
actor CallCounter {
  private var count = 0

  func next() -> Int {
    count += 1
    return count
  }
}

@Suite struct PaginatorRunawayTests {
  @Test func aNextLinkBackToAnEarlierPageThrowsAfterDeliveringThePage() async throws {
    let loop = URL(string: "https://api.example.com/items?page=1")!
    let paginator = Paginator<Row>(maxPages: 100) { cursor in
      let number = cursor.pageNumber ?? 0
      let next = number < 2 ? URL(string: "https://api.example.com/items?page=\(number + 1)")! : loop
      return Page(items: [Row(id: number)], info: .linked(next: next, current: cursor))
    }
    try await paginator.loadNext()
    await #expect(throws: PagingRunawayError.revisited(.url(loop))) { try await paginator.loadNext() }
    #expect(await paginator.items.map(\.id) == [1, 2])
    #expect(await paginator.hasMore == false)
    #expect(try await paginator.loadNext().isEmpty)
  }

  @Test func loadAllRefusesAListClaimingMorePagesThanTheCapBeforeAnotherRequest() async throws {
    let requests = Counter()
    let paginator = Paginator<Row>(maxPages: 100) { cursor in
      await requests.increment()
      let number = cursor.pageNumber ?? 0
      return Page(items: [Row(id: number)], info: .numbered(page: number, totalPages: 1_000_000_000))
    }
    await #expect(throws: PagingRunawayError.claimsTooManyPages(claimed: 1_000_000_000, cap: 100)) {
      try await paginator.loadAll()
    }
    #expect(await requests.value == 1)
    // A limit says how far to go, so the claim is not refused.
    try await paginator.loadAll(limit: 3)
    #expect(await paginator.items.map(\.id) == [1, 2, 3])
  }

  @Test func anEmptyPageEndsTheList() async throws {
    let paginator = Paginator<Row> { cursor in
      let number = cursor.pageNumber ?? 0
      return Page(items: number < 3 ? [Row(id: number)] : [], info: PageInfo(number: number, next: .number(number + 1)))
    }
    try await paginator.loadAll()
    #expect(await paginator.items.map(\.id) == [1, 2])
    #expect(await paginator.hasMore == false)
  }

  @Test func reachingTheCapWithMoreToComeThrows() async throws {
    let paginator = Paginator<Row>(maxPages: 4) { cursor in
      let number = cursor.pageNumber ?? 0
      return Page(items: [Row(id: number)], info: PageInfo(number: number, next: .number(number + 1)))
    }
    await #expect(throws: PagingRunawayError.reachedCap(cap: 4, next: .number(5))) { try await paginator.loadAll() }
    #expect(await paginator.items.count == 4)
  }
}
