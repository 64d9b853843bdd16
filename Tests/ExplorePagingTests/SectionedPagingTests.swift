import ExploreCore
import ExplorePaging
import ExploreTestSupport
import Foundation
import Testing

/// A list in sections paged as one run of rows (the `-i` browser's): the
/// paginator carries what a refresh and the screen need, the cursors of the
/// pages it delivered and the sections of the last one, and never those of
/// a page it dropped.
@Suite struct SectionedPagingTests {
  static func item(_ id: String) -> Item { Item(id: id, kind: "thing", title: id) }

  @Test func rowsGoBackIntoTheirSectionsAndAnEmptySectionKeepsItsNote() async throws {
    let page = ResourcePage(
      sections: [
        ItemSection(id: "films", title: "Films", items: [Self.item("1"), Self.item("2")]),
        ItemSection(id: "people", title: "People", items: [Self.item("1")]),
        ItemSection(id: "planets", title: "Planets", emptyNote: "No planets here."),
      ], paging: .single)
    let paginator = Paginator<SectionedItem> { _ in Page(sectionsOf: page) }
    let rows = try await paginator.loadNext()
    #expect(rows.count == 3, "an id is unique per section, not across sections")
    let sections = SectionedItem.sections(of: rows, heads: await paginator.lastSections)
    #expect(sections == page.sections.map { ItemSection(id: $0.id, title: $0.title, items: $0.items, emptyNote: $0.emptyNote) })
  }

  @Test func aSectionOnlyAnEarlierPageNamedComesAfterTheLastPagesSections() {
    let rows = [SectionedItem(head: SectionHead(id: "old", title: "Old"), item: Self.item("1"))]
    let sections = SectionedItem.sections(of: rows, heads: [SectionHead(id: "new", title: "New", emptyNote: "none")])
    #expect(sections.map(\.id) == ["new", "old"] && sections[1].items.map(\.id) == ["1"])
  }

  @Test func theCursorsOfDeliveredPagesInOrderAndNoneOfAFailedLoad() async throws {
    let api = FakeListAPI(count: 7, pageSize: 3, style: .numberedWithTotal)
    await api.failOnce(page: 2)
    let paginator = Paginator<Row> { cursor in try await api.load(cursor) }
    try await paginator.loadNext()
    await #expect(throws: LoadFailure.self) { try await paginator.loadNext() }
    #expect(await paginator.deliveredCursors == [.number(1)])
    try await paginator.loadAll()
    #expect(await paginator.deliveredCursors == [.number(1), .number(2), .number(3)])
    await paginator.reset()
    #expect(await paginator.deliveredCursors.isEmpty)
    #expect(await paginator.lastSections.isEmpty)
  }

  @Test func aPageDroppedByAResetLeavesNeitherItsCursorNorItsSections() async throws {
    let gate = Gate()
    let calls = CallCounter()
    let paginator = Paginator<SectionedItem> { cursor in
      if await calls.next() == 1 {
        await gate.wait()  // the old list's page, answered late
        return Page(sectionsOf: .list(id: "old", title: "Old", items: [Self.item("9")], paging: .numbered(page: 4, totalPages: 5)))
      }
      return Page(sectionsOf: .list(id: "new", title: "New", items: [Self.item("1")], paging: .single))
    }
    let stale = Task { try await paginator.loadNext() }
    await gate.waitForArrivals(1)
    await paginator.reset()
    try await paginator.loadNext()
    await gate.open()
    #expect(try await stale.value.isEmpty)
    #expect(await paginator.deliveredCursors == [.first])
    #expect(await paginator.lastSections.map(\.id) == ["new"])
  }
}
