import ExploreCore
import ExplorePaging
import ExploreTestSupport
import Foundation
import Testing

/// Concurrent triggers never load a page twice, and `loadAll` loads the
/// rest of a list one page at a time, in order.
@Suite struct PaginatorLoadAllTests {
  @Test(arguments: ListStyle.allCases)
  func hundredsOfConcurrentTriggersNeverRequestAPageTwice(style: ListStyle) async throws {
    let api = FakeListAPI(count: 240, pageSize: 10, style: style)
    await api.yieldInEveryLoad(3)
    let paginator = Paginator<Row>(prefetchDistance: 15) { cursor in try await api.load(cursor) }

    try await withThrowingTaskGroup(of: Void.self) { group in
      for trigger in 0..<600 {
        group.addTask {
          switch trigger % 10 {
          case 0: try await paginator.loadAll()
          case 1, 2, 3: try await paginator.loadNext()
          default: try await paginator.visibleRowDidChange((trigger * 37) % 240)
          }
        }
      }
      try await group.waitForAll()
    }
    while await paginator.hasMore { try await paginator.loadNext() }

    let counts = await api.requestCounts
    #expect(counts.values.allSatisfy { $0 == 1 }, "requests per page: \(counts.sorted { $0.key < $1.key })")
    let expectedPages = style == .shortPageEnds ? 25 : 24  // a full last page needs one more, empty, page
    #expect(counts.keys.sorted() == Array(1...expectedPages))
    #expect(await paginator.items == api.rows)
  }

  @Test func loadAllLoadsOnePageAtATimeInOrderWithProgress() async throws {
    let api = FakeListAPI(count: 20 * 5, pageSize: 5)
    await api.yieldInEveryLoad(2)
    let paginator = Paginator<Row> { cursor in try await api.load(cursor) }
    let progress = ProgressLog()
    let delivered = try await paginator.loadAll { progress.append($0) }
    #expect(delivered == api.rows)
    #expect(await paginator.items == api.rows)
    #expect(await api.maxInFlight == 1)
    #expect(await api.requestedPages == Array(1...20))
    #expect(progress.all.map(\.pagesLoaded) == Array(1...20))
    #expect(progress.all.allSatisfy { $0.totalPages == 20 })
    #expect(await paginator.hasMore == false)
  }

  @Test(arguments: ListStyle.allCases)
  func loadAllFollowsEachNextCursor(style: ListStyle) async throws {
    let api = FakeListAPI(count: 23, pageSize: 5, style: style)
    let paginator = Paginator<Row> { cursor in try await api.load(cursor) }
    #expect(try await paginator.loadAll() == api.rows)
    #expect(await api.maxInFlight == 1)
    #expect(await api.requestCounts.values.allSatisfy { $0 == 1 })
    #expect(await api.requests.count == 5)
  }

  @Test func limitTrimsToExactlyTheLimitAndKeepsTheRestForLater() async throws {
    let api = FakeListAPI(count: 100, pageSize: 10)
    let paginator = Paginator<Row> { cursor in try await api.load(cursor) }
    let delivered = try await paginator.loadAll(limit: 25)
    #expect(delivered.map(\.id) == Array(1...25))
    #expect(await paginator.items.count == 25)
    #expect(await api.requestedPages.sorted() == [1, 2, 3], "no page beyond what the limit needs")
    #expect(await paginator.hasMore)

    #expect(try await paginator.loadNext().map(\.id) == Array(26...30), "the rest of page 3, without a request")
    #expect(await api.requests.count == 3)
    #expect(try await paginator.loadNext().map(\.id) == Array(31...40))
    #expect(await api.requestedPages.sorted() == [1, 2, 3, 4])
  }

  @Test func limitCountsWhatIsAlreadyLoaded() async throws {
    let api = FakeListAPI(count: 100, pageSize: 10, style: .linked)
    let paginator = Paginator<Row> { cursor in try await api.load(cursor) }
    try await paginator.loadNext()
    #expect(try await paginator.loadAll(limit: 15).map(\.id) == Array(11...15))
    #expect(try await paginator.loadAll(limit: 15).isEmpty)
    #expect(await paginator.items.map(\.id) == Array(1...15))
    #expect(await api.requests.count == 2)
  }

  @Test func limitLargerThanTheListDeliversTheWholeList() async throws {
    let api = FakeListAPI(count: 12, pageSize: 5, style: .shortPageEnds)
    let paginator = Paginator<Row> { cursor in try await api.load(cursor) }
    #expect(try await paginator.loadAll(limit: 1000) == api.rows)
    #expect(await paginator.hasMore == false)
  }

  @Test func aFailedPageInLoadAllThrowsAndALaterCallFinishesInOrder() async throws {
    let api = FakeListAPI(count: 60, pageSize: 5)
    await api.failOnce(page: 4)
    let paginator = Paginator<Row> { cursor in try await api.load(cursor) }
    await #expect(throws: LoadFailure(page: 4)) { try await paginator.loadAll() }
    #expect(await paginator.items == Array(api.rows.prefix(15)), "the pages before the failed one")
    #expect(await paginator.isLoading == false)

    try await paginator.loadAll()
    #expect(await paginator.items == api.rows)
  }

  @Test func taskCancellationStopsLoadAll() async throws {
    let api = FakeListAPI(count: 100, pageSize: 5)
    await api.holdEveryPage()
    let paginator = Paginator<Row> { cursor in try await api.load(cursor) }
    let all = Task { try await paginator.loadAll() }
    await api.until(.waiting([1]))
    await api.release(1)
    await api.until(.waiting([2]))
    all.cancel()
    await api.release(2)
    await #expect(throws: CancellationError.self) { try await all.value }
    #expect(await api.requestedPages == [1, 2], "no page requested after cancellation")
    #expect(await api.cancelledLoads == [2])
    #expect(await paginator.isLoading == false)
  }

  @Test func loadAllWaitsForALoadInFlightInsteadOfDuplicatingIt() async throws {
    let api = FakeListAPI(count: 15, pageSize: 5)
    await api.hold(1)
    let paginator = Paginator<Row> { cursor in try await api.load(cursor) }
    let first = Task { try await paginator.loadNext() }
    await api.until(.waiting([1]))
    let all = Task { try await paginator.loadAll() }
    await api.release(1)
    #expect(try await first.value.map(\.id) == Array(1...5))
    #expect(try await all.value.map(\.id) == Array(6...15))
    #expect(await api.requestCounts == [1: 1, 2: 1, 3: 1])
  }
}

/// Collects progress reports, which arrive synchronously on the paginator.
typealias ProgressLog = Recorded<PagingProgress>
