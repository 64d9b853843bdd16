import ExploreCore
import ExploreNetworking
import Foundation
import Testing

@Suite struct JoinAllTests {
  /// A list of `count` items, `pageSize` a page, counting the pages asked for
  /// and the most in flight at once.
  actor PagedList {
    let count: Int
    let pageSize: Int
    let statesTotal: Bool
    private(set) var requested: [Int] = []
    private(set) var inFlight = 0
    private(set) var maximumInFlight = 0

    init(count: Int, pageSize: Int, statesTotal: Bool) {
      self.count = count
      self.pageSize = pageSize
      self.statesTotal = statesTotal
    }

    func load(_ cursor: PageCursor) async -> (items: [Item], paging: PageInfo) {
      let page = cursor.pageNumber ?? 1
      requested.append(page)
      inFlight += 1
      maximumInFlight = max(maximumInFlight, inFlight)
      await Task.yield()
      inFlight -= 1
      let ids = ((page - 1) * pageSize..<min(page * pageSize, count)).map { Item(id: String($0), kind: "genre", title: "Genre \($0)") }
      let paging =
        statesTotal
        ? PageDecoder.pageNumbers(page: page, pageSize: pageSize, itemCount: ids.count, totalCount: count)
        : PageInfo(number: page, next: page * pageSize < count ? .number(page + 1) : nil)
      return (ids, paging)
    }
  }

  @Test(arguments: [true, false])
  func everyPageIsLoadedOnceAndJoinedInOrder(statesTotal: Bool) async throws {
    let list = PagedList(count: 95, pageSize: 10, statesTotal: statesTotal)
    let items = try await JoinAll.loadItems(window: 3) { await list.load($0) }
    #expect(items.map(\.id) == (0..<95).map(String.init))
    #expect(await list.requested.sorted() == Array(1...10))
    #expect(await list.maximumInFlight <= 3)
  }

  @Test func theJoinFeedsAnExpansion() async throws {
    let list = PagedList(count: 30, pageSize: 10, statesTotal: true)
    let genres = try await JoinAll.load { await list.load($0) }
    let films = [
      Item(id: "f1", kind: "film", title: "One", references: ["genres": ["3", "29", "404"]]),
      Item(id: "f2", kind: "film", title: "Two", references: ["genres": []]),
    ]
    let expanded = films.joiningChildren(reference: "genres", from: genres)
    #expect(expanded[0].children?.map(\.id) == ["3", "29"])
    #expect(expanded[1].children == [])
    #expect(expanded[1].emptyChildrenNote == "no genres")
    #expect(films.referencedIDs("genres") == ["3", "29", "404"])
  }

  @Test func boundedMapKeepsOrderAndItsWidth() async throws {
    let list = PagedList(count: 1_000, pageSize: 1, statesTotal: true)
    let cursors = (1...40).map { PageCursor.number($0) }
    let pages = try await cursors.boundedMap(width: 4) { await list.load($0).items.map(\.id) }
    #expect(pages.flatMap { $0 } == (0..<40).map(String.init))
    #expect(await list.maximumInFlight <= 4)
  }
}
