import Testing

@testable import ExploreSnapshots

/// Small, hand-checked content-aware diffs with their exact updates.
@Suite struct ListSnapshotContentDifferenceExampleTests {
  typealias Snapshot = ListSnapshot<String, String>
  typealias Move = ListChangeset<String, String>.ItemMove

  func path(_ section: Int, _ item: Int) -> ListIndexPath { ListIndexPath(section: section, item: item) }

  /// A row that shows its title and not its etag.
  struct Row: ContentEquatable {
    var title: String
    var etag: String
    func isContentEqual(to other: Row) -> Bool { title == other.title }
  }

  @Test func aChangedContentIsAnUpdateInPlace() throws {
    let old = try Snapshot(sections: [("s", ["a", "b", "c"])])
    let new = try Snapshot(sections: [("s", ["a", "b", "c"])])
    let changes = new.difference(from: old, oldContents: ["Rick", "Morty", "Beth"], newContents: ["Rick", "Morty Smith", "Beth"])
    #expect(changes.itemUpdates == [Move(id: "b", from: path(0, 1), to: path(0, 1))])
    #expect(changes.itemDeletes.isEmpty && changes.itemInserts.isEmpty && changes.itemMoves.isEmpty)
  }

  @Test func anItemMovedAndChangedIsAMoveAndAnUpdateWithTheSamePaths() throws {
    let old = try Snapshot(sections: [("s", ["a", "b", "c", "e"]), ("t", ["d"])])
    let new = try Snapshot(sections: [("s", ["b", "e", "a"]), ("t", ["d", "c"])])
    let changes = new.difference(from: old, oldContents: [1, 2, 3, 4, 5], newContents: [2, 4, 10, 5, 30])
    let movedA = Move(id: "a", from: path(0, 0), to: path(0, 2))
    let movedC = Move(id: "c", from: path(0, 2), to: path(1, 1))
    #expect(changes.itemMoves == [movedA, movedC])
    #expect(changes.itemUpdates == [movedA, movedC])
    #expect(changes.itemDeletes.isEmpty && changes.itemInserts.isEmpty)
    #expect(old.applying(changes) == new)
  }

  @Test func insertedAndDeletedItemsAreNeverUpdates() throws {
    let old = try Snapshot(sections: [("s", ["a", "b"])])
    let new = try Snapshot(sections: [("s", ["b", "c"])])
    let changes = new.difference(from: old, oldContents: ["x", "y"], newContents: ["y", "z"])
    #expect(changes.itemUpdates.isEmpty)
    #expect(changes.itemDeletes.map(\.id) == ["a"])
    #expect(changes.itemInserts.map(\.id) == ["c"])
  }

  @Test func onlyTheDisplayedContentDecides() throws {
    let old = try Snapshot(sections: [("s", ["a", "b"])])
    let new = try Snapshot(sections: [("s", ["a", "b"])])
    let changes = new.difference(
      from: old,
      oldContents: [Row(title: "Rick", etag: "1"), Row(title: "Morty", etag: "1")],
      newContents: [Row(title: "Rick", etag: "2"), Row(title: "Morty Smith", etag: "1")])
    #expect(changes.itemUpdates.map(\.id) == ["b"])
  }

  @Test func equalStringsInDifferentObjectsAreNoUpdate() throws {
    let old = try Snapshot(sections: [("s", ["a"])])
    let new = try Snapshot(sections: [("s", ["a"])])
    let long = "a title too long for a small string, \(old.numberOfItems)"
    let copy = String(decoding: Array(long.utf8), as: UTF8.self)
    #expect(new.difference(from: old, oldContents: [long], newContents: [copy]).isEmpty)
    #expect(new.difference(from: old, oldContents: [long], newContents: [copy + "!"]).itemUpdates.count == 1)
  }

  @Test func emptySnapshotsNeedNoContents() throws {
    let empty = Snapshot()
    #expect(empty.difference(from: empty, oldContents: [Int](), newContents: []).isEmpty)
  }
}
