import ExploreCore
import Foundation
import Testing

@Suite struct PaginatorConcurrencyTests {
  @Test(arguments: ListStyle.allCases)
  func hundredsOfConcurrentTriggersNeverRequestAPageTwice(style: ListStyle) async throws {
    let api = FakeListAPI(count: 240, pageSize: 10, style: style)
    await api.yieldInEveryLoad(3)
    let paginator = Paginator<Row>(prefetchDistance: 15) { cursor in try await api.load(cursor) }

    try await withThrowingTaskGroup(of: Void.self) { group in
      for trigger in 0..<600 {
        group.addTask {
          switch trigger % 10 {
          case 0: try await paginator.loadAll(concurrency: 4)
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

  @Test func concurrentLoadAllKeepsTheWidthAndDeliversInPageOrder() async throws {
    let api = FakeListAPI(count: 20 * 5, pageSize: 5)
    await api.holdEveryPage()
    let paginator = Paginator<Row> { cursor in try await api.load(cursor) }
    let progress = ProgressLog()
    let all = Task {
      try await paginator.loadAll(concurrency: 3) { progress.append($0) }
    }

    await api.until(.waiting([1]))
    await api.release(1)
    var first = 2
    while first <= 20 {
      let window = Array(first...min(first + 2, 20))
      await api.until(.waiting(Set(window)))
      // NB: later pages answer first; each waits for the one released before.
      for page in window.reversed() {
        await api.release(page)
        await api.until(.completed(page))
      }
      first += 3
    }

    let delivered = try await all.value
    #expect(delivered == api.rows)
    #expect(await paginator.items == api.rows)
    #expect(await api.maxInFlight == 3)
    #expect(await api.requestCounts.values.allSatisfy { $0 == 1 })
    let completed = await api.completed
    #expect(Array(completed.prefix(4)) == [1, 4, 3, 2], "pages finished out of order")
    #expect(progress.entries.map(\.pagesLoaded) == Array(1...20))
    #expect(progress.entries.allSatisfy { $0.totalPages == 20 })
    #expect(await paginator.hasMore == false)
  }

  @Test func loadAllWithLinksLoadsTheRemainingURLsConcurrently() async throws {
    let api = FakeListAPI(count: 50, pageSize: 5, style: .linked)
    let paginator = Paginator<Row> { cursor in try await api.load(cursor) }
    #expect(try await paginator.loadAll(concurrency: 4) == api.rows)
    let requests = await api.requests
    #expect(requests.first == .first)
    #expect(Set(requests.dropFirst()) == Set((2...10).map { PageCursor.url(api.url(ofPage: $0)) }))
    #expect(requests.count == 10)
  }

  @Test(arguments: [ListStyle.shortPageEnds, .numberedWithTotal])
  func loadAllFollowsNextOneAtATimeWithoutATotalOrWithWidthOne(style: ListStyle) async throws {
    let api = FakeListAPI(count: 23, pageSize: 5, style: style)
    await api.yieldInEveryLoad(2)
    let paginator = Paginator<Row> { cursor in try await api.load(cursor) }
    let concurrency = style == .shortPageEnds ? 6 : 1
    #expect(try await paginator.loadAll(concurrency: concurrency) == api.rows)
    #expect(await api.maxInFlight == 1)
    #expect(await api.requestedPages == [1, 2, 3, 4, 5])
  }

  @Test(arguments: [1, 4])
  func limitTrimsToExactlyTheLimitAndKeepsTheRestForLater(concurrency: Int) async throws {
    let api = FakeListAPI(count: 100, pageSize: 10)
    let paginator = Paginator<Row> { cursor in try await api.load(cursor) }
    let delivered = try await paginator.loadAll(limit: 25, concurrency: concurrency)
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

  @Test func aFailedPageInConcurrentLoadAllThrowsAndALaterCallFinishesInOrder() async throws {
    let api = FakeListAPI(count: 60, pageSize: 5)
    await api.failOnce(page: 4)
    let paginator = Paginator<Row> { cursor in try await api.load(cursor) }
    await #expect(throws: LoadFailure(page: 4)) { try await paginator.loadAll(concurrency: 3) }
    let partial = await paginator.items
    #expect(partial.count % 5 == 0 && partial.count <= 15, "whole pages before the failed one")
    #expect(partial == Array(api.rows.prefix(partial.count)))
    #expect(await paginator.isLoading == false)

    try await paginator.loadAll(concurrency: 3)
    #expect(await paginator.items == api.rows)
  }

  @Test func taskCancellationStopsConcurrentLoadAll() async throws {
    let api = FakeListAPI(count: 100, pageSize: 5)
    await api.holdEveryPage()
    let paginator = Paginator<Row> { cursor in try await api.load(cursor) }
    let all = Task { try await paginator.loadAll(concurrency: 3) }
    await api.until(.waiting([1]))
    await api.release(1)
    await api.until(.waiting([2, 3, 4]))
    all.cancel()
    for page in [2, 3, 4] { await api.release(page) }
    await #expect(throws: CancellationError.self) { try await all.value }
    #expect(await api.requestedPages.sorted() == [1, 2, 3, 4], "no page requested after cancellation")
    #expect(Set(await api.cancelledLoads) == [2, 3, 4])
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
// NB: @unchecked Sendable because `entries` is only touched while `lock` is held.
final class ProgressLog: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [PagingProgress] = []

  func append(_ progress: PagingProgress) {
    lock.lock()
    defer { lock.unlock() }
    storage.append(progress)
  }

  var entries: [PagingProgress] {
    lock.lock()
    defer { lock.unlock() }
    return storage
  }
}
