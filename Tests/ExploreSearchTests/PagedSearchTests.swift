import ExploreCore
import ExplorePaging
import ExploreSearch
import ExploreTestSupport
import Testing

@Suite struct PagedSearchTests {
  /// A search result: its number is all it has.
  struct Row: Identifiable, Sendable, Hashable {
    var id: Int
  }

  /// "Smith 1" … "Smith 7" and "Sanchez 1" … "Sanchez 4", three to a page.
  static func page(query: String, cursor: PageCursor) throws -> Page<Row> {
    let number = try #require(cursor.pageNumber)
    let (base, count) = query == "smith" ? (100, 7) : (200, 4)
    let ids = (1...count).map { base + $0 }
    let items = ids.dropFirst((number - 1) * 3).prefix(3).map(Row.init)
    return Page(items: Array(items), info: .numbered(page: number, itemCount: items.count, pageSize: 3))
  }

  @Test func aNewQueryStartsThePaginatorOver() async throws {
    let remote = PagedSearch<Row> { query, cursor in try Self.page(query: query, cursor: cursor) }
    #expect(try await remote.search("smith").map(\.id) == [101, 102, 103])
    try await remote.paginator.loadNext()
    #expect(await remote.paginator.items.map(\.id) == [101, 102, 103, 104, 105, 106])

    #expect(try await remote.search("sanchez").map(\.id) == [201, 202, 203])
    #expect(await remote.paginator.items.map(\.id) == [201, 202, 203])
    try await remote.paginator.loadAll()
    #expect(await remote.paginator.items.map(\.id) == [201, 202, 203, 204])
    #expect(await remote.paginator.hasMore == false)
  }

  @Test func aLatePageOfAnOlderQueryIsDropped() async throws {
    let gate = Gate()
    let remote = PagedSearch<Row> { query, cursor in
      if query == "smith" { await gate.wait() }
      return try Self.page(query: query, cursor: cursor)
    }
    let old = Task { try await remote.search("smith") }
    await gate.waitForArrivals(1)
    #expect(try await remote.search("sanchez").map(\.id) == [201, 202, 203])
    await gate.open()
    #expect(try await old.value.isEmpty)
    #expect(await remote.paginator.items.map(\.id) == [201, 202, 203])
  }

  @Test func searchModelDrivesARemoteSearch() async throws {
    let clock = TestClock()
    let remote = PagedSearch<Row> { query, cursor in try Self.page(query: query, cursor: cursor) }
    let model = SearchModel<[Row]>(clock: clock) { query in try await remote.search(query) }
    var events = model.events.makeAsyncIterator()
    await model.update("smith")
    await clock.waitForSleepers(1)
    clock.advance(by: .milliseconds(300))
    #expect(await events.next() == .searching(query: "smith"))
    #expect(await events.next() == .results(query: "smith", [101, 102, 103].map(Row.init)))
    try await remote.paginator.visibleRowDidChange(2)
    #expect(await remote.paginator.items.count == 6)
  }
}
