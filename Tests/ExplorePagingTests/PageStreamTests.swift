import ExploreCore
import ExplorePaging
import ExploreTestSupport
import Foundation
import Testing

@Suite struct PageStreamTests {
  /// Pages released in a seeded random order come out in page order, with
  /// never more than the window in flight.
  @Test(arguments: [1, 2, 3, 42, 2026] as [UInt64], [ListStyle.numberedWithTotal, .linked])
  func pagesArrivingInRandomOrderComeOutInPageOrder(seed: UInt64, style: ListStyle) async throws {
    let api = FakeListAPI(count: 20 * 30, pageSize: 20, style: style)
    await api.holdEveryPage()
    let stream = PageStream(concurrency: 4, cap: .refuseBeyond(100)) { try await api.load($0) }
    let consumer = Task {
      var numbers: [Int] = []
      var rows: [Int] = []
      for try await page in stream {
        numbers.append(page.info.number ?? 0)
        rows += page.items.map(\.id)
      }
      return (numbers, rows)
    }
    var random = SeededRandom(seed: seed)
    for _ in 1...30 {
      await api.until(.anyWaiting)
      let held = await api.heldPageNumbers
      await api.release(held[random.int(in: 0..<held.count)])
    }
    let (numbers, rows) = try await consumer.value
    #expect(numbers == Array(1...30), "seed \(seed)")
    #expect(rows == Array(1...600), "seed \(seed)")
    #expect(await api.maxInFlight <= 4, "seed \(seed)")
    #expect(await api.requestCounts.values.allSatisfy { $0 == 1 }, "seed \(seed)")
  }

  /// A consumer that stops within the first page leaves the server with at
  /// most page 1 plus one window of requests, and those are cancelled.
  @Test(arguments: [1, 10])
  func aConsumerThatStopsCancelsTheRest(stopAfter items: Int) async throws {
    let concurrency = 3
    let api = FakeListAPI(count: 10 * 50, pageSize: 10)
    await api.holdEveryPage()
    let stream = PageStream(concurrency: concurrency, cap: .refuseBeyond(100)) { try await api.load($0) }
    let consumer = Task {
      var taken = 0
      for try await page in stream {
        taken += min(page.items.count, items - taken)
        if taken >= items { break }
      }
      return taken
    }
    await api.until(.waiting([1]))
    await api.release(1)
    #expect(try await consumer.value == items)
    await api.until(.waiting([2, 3, 4]))
    for page in [2, 3, 4] { await api.release(page) }
    for page in [2, 3, 4] { await api.until(.completed(page)) }
    #expect(await api.requestedPages.sorted() == [1, 2, 3, 4])
    #expect(await api.cancelledLoads.sorted() == [2, 3, 4])
  }

  @Test func cancellingTheConsumingTaskStopsEveryRequest() async throws {
    let api = FakeListAPI(count: 10 * 50, pageSize: 10)
    await api.holdEveryPage()
    let stream = PageStream(concurrency: 2, cap: .refuseBeyond(100)) { try await api.load($0) }
    let consumer = Task {
      var count = 0
      for try await _ in stream { count += 1 }
      return count
    }
    await api.until(.waiting([1]))
    await api.release(1)
    await api.until(.waiting([2, 3]))
    consumer.cancel()
    await #expect(throws: CancellationError.self) { try await consumer.value }
    for page in [2, 3] { await api.release(page) }
    for page in [2, 3] { await api.until(.completed(page)) }
    #expect(await api.requestedPages.sorted() == [1, 2, 3])
  }

  @Test func aListWithoutATotalFollowsEachNextCursorInTurn() async throws {
    let api = FakeListAPI(count: 95, pageSize: 10, style: .shortPageEnds)
    let stream = PageStream(concurrency: 6, cap: .refuseBeyond(100)) { try await api.load($0) }
    var rows: [Int] = []
    for try await page in stream { rows += page.items.map(\.id) }
    #expect(rows == Array(1...95))
    #expect(await api.maxInFlight == 1)
  }

  @Test func aFailedPageIsThrownInItsPlaceAfterTheEarlierPages() async throws {
    let api = FakeListAPI(count: 100, pageSize: 10)
    await api.failOnce(page: 4)
    let stream = PageStream(concurrency: 3, cap: .refuseBeyond(100)) { try await api.load($0) }
    var numbers: [Int] = []
    await #expect(throws: LoadFailure(page: 4)) {
      for try await page in stream { numbers.append(page.info.number ?? 0) }
    }
    #expect(numbers == [1, 2, 3])
  }

  // MARK: Runaway guards

  @Test func aNextLinkBackToAnEarlierPageEndsWithAnErrorNamingIt() async throws {
    let loop = URL(string: "https://api.example.com/items?page=1")!
    let requests = Counter()
    let stream = PageStream<Page<Int>>(concurrency: 6, cap: .refuseBeyond(100)) { cursor in
      await requests.increment()
      let number = cursor.pageNumber ?? 0
      let next = number < 3 ? URL(string: "https://api.example.com/items?page=\(number + 1)")! : loop
      return Page(items: [number], info: .linked(next: next, current: cursor))
    }
    var items: [Int] = []
    let error = await #expect(throws: PagingRunawayError.self) {
      for try await page in stream { items += page.items }
    }
    #expect(error == .revisited(.url(loop)))
    #expect(error?.description.contains(loop.absoluteString) == true)
    #expect(items == [1, 2, 3])
    #expect(await requests.value == 3)
  }

  @Test(arguments: [PageCap.refuseBeyond(100), .onDemand(expected: 100, ceiling: 100), .stopAt(5)])
  func aFirstPageClaimingABillionPagesIsRefusedOrCapped(cap: PageCap) async throws {
    let requests = Counter()
    let stream = PageStream<Page<Int>>(concurrency: 6, cap: cap) { cursor in
      await requests.increment()
      let number = cursor.pageNumber ?? 0
      return Page(items: [number], info: .numbered(page: number, totalPages: 1_000_000_000))
    }
    var numbers: [Int] = []
    switch cap {
    case .refuseBeyond:
      let error = await #expect(throws: PagingRunawayError.self) {
        for try await page in stream { numbers += page.items }
      }
      #expect(error == .claimsTooManyPages(claimed: 1_000_000_000, cap: 100))
      #expect(error?.description.contains("--max-pages") == true)
      #expect(numbers.isEmpty)
      #expect(await requests.value == 1)
    case .onDemand:
      let error = await #expect(throws: PagingRunawayError.self) {
        for try await page in stream { numbers += page.items }
      }
      #expect(error == .reachedCeiling(cap: 100, next: .number(101)))
      #expect(numbers == Array(1...100))
      #expect(await requests.value == 100)
    case .stopAt:
      for try await page in stream { numbers += page.items }
      #expect(numbers == [1, 2, 3, 4, 5])
      #expect(await requests.value == 5)
    }
  }

  /// A list whose `next` never ends and that never says how long it is
  /// (no last page, no total): stopped after its own bound, with a message
  /// that says so and names the option that lifts it (issue 34, item 8).
  @Test(arguments: [PageCap.refuseBeyond(5_000), .stopAt(150)])
  func aListOfUnknownLengthStopsAtItsOwnBoundUnlessMaxPagesLiftsIt(cap: PageCap) async throws {
    let requests = Counter()
    let stream = PageStream<Page<Int>>(concurrency: 6, cap: cap) { cursor in
      await requests.increment()
      let number = cursor.pageNumber ?? 1
      let next = URL(string: "https://api.example.com/items?per_page=1&page=\(number + 1)")!
      return Page(items: [number], info: .linked(next: next, current: cursor))
    }
    var numbers: [Int] = []
    guard case .refuseBeyond = cap else {
      for try await page in stream { numbers += page.items }
      #expect(numbers == Array(1...150), "--max-pages lifts the bound")
      return
    }
    let bound = PagingLimits.maxPagesOfUnknownLength
    let error = await #expect(throws: PagingRunawayError.self) {
      for try await page in stream { numbers += page.items }
    }
    let next = PageCursor.url(URL(string: "https://api.example.com/items?per_page=1&page=\(bound + 1)")!)
    #expect(error == .reachedUnknownLengthCap(cap: bound, next: next))
    #expect(error?.description == """
      The list does not say how long it is, and it went on past \(bound) pages (the next is \(next)). \
      explore loads at most \(bound) pages of a list of unknown length without asking, so it stopped there; the rows before it are complete. \
      Run with --max-pages <n> to load more pages, or --limit <n> for fewer rows.
      """)
    #expect(numbers == Array(1...bound))
    #expect(await requests.value == bound)
  }

  @Test func aListThatSaysItsLengthIsNotHeldToTheUnknownLengthBound() async throws {
    let stream = PageStream<Page<Int>>(concurrency: 6, cap: .refuseBeyond(5_000)) { cursor in
      let number = cursor.pageNumber ?? 1
      return Page(items: [number], info: .numbered(page: number, totalPages: 150))
    }
    var numbers: [Int] = []
    for try await page in stream { numbers += page.items }
    #expect(numbers == Array(1...150))
  }

  @Test func aTotalCountBeyondTheCapIsRefusedToo() async throws {
    let stream = PageStream<Page<Int>>(concurrency: 6, cap: .refuseBeyond(10)) { cursor in
      let number = cursor.pageNumber ?? 0
      return Page(items: Array(0..<20), info: PageInfo(number: number, totalCount: 5_000, next: .number(number + 1)))
    }
    await #expect(throws: PagingRunawayError.claimsTooManyPages(claimed: 250, cap: 10)) {
      for try await _ in stream {}
    }
  }

  @Test func anEmptyPageEndsTheListWhateverItClaims() async throws {
    let requests = Counter()
    let stream = PageStream<Page<Int>>(concurrency: 1, cap: .refuseBeyond(100)) { cursor in
      await requests.increment()
      let number = cursor.pageNumber ?? 0
      return Page(items: number < 3 ? [number] : [], info: PageInfo(number: number, next: .number(number + 1)))
    }
    var numbers: [Int] = []
    for try await page in stream { numbers.append(page.info.number ?? 0) }
    #expect(numbers == [1, 2, 3])
    #expect(await requests.value == 3)
  }
}

/// Counts calls from concurrent loaders.
actor Counter {
  private(set) var value = 0
  func increment() { value += 1 }
}
