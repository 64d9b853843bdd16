import Testing

@testable import ExploreSnapshots

/// Small, hand-checked diffs with their exact changesets.
@Suite struct ListSnapshotDifferenceExampleTests {
  typealias Snapshot = ListSnapshot<String, String>
  typealias Changeset = ListChangeset<String, String>

  func path(_ section: Int, _ item: Int) -> ListIndexPath { ListIndexPath(section: section, item: item) }

  @Test func identicalSnapshotsHaveNoChanges() throws {
    let old = try Snapshot(sections: [("s", ["a", "b"])])
    #expect(old.difference(from: old).isEmpty)
    #expect(Snapshot().difference(from: Snapshot()).isEmpty)
  }

  @Test func insertionAtTheFrontIsOneInsertAndNoMoves() throws {
    let old = try Snapshot(sections: [("s", ["a", "b", "c"])])
    let new = try Snapshot(sections: [("s", ["x", "a", "b", "c"])])
    var expected = Changeset()
    expected.itemInserts = [.init(id: "x", indexPath: path(0, 0))]
    #expect(new.difference(from: old) == expected)
  }

  @Test func deletionIsOneDeleteAtTheOldPath() throws {
    let old = try Snapshot(sections: [("s", ["a", "b", "c"])])
    let new = try Snapshot(sections: [("s", ["a", "c"])])
    var expected = Changeset()
    expected.itemDeletes = [.init(id: "b", indexPath: path(0, 1))]
    #expect(new.difference(from: old) == expected)
  }

  @Test func movingTheLastItemFirstIsOneMove() throws {
    let old = try Snapshot(sections: [("s", ["a", "b", "c", "d"])])
    let new = try Snapshot(sections: [("s", ["d", "a", "b", "c"])])
    var expected = Changeset()
    expected.itemMoves = [.init(id: "d", from: path(0, 3), to: path(0, 0))]
    #expect(new.difference(from: old) == expected)
  }

  @Test func swappingTwoItemsMovesOne() throws {
    let old = try Snapshot(sections: [("s", ["a", "b"])])
    let new = try Snapshot(sections: [("s", ["b", "a"])])
    let changes = new.difference(from: old)
    #expect(changes.itemMoves.count == 1)
    #expect(changes.changeCount == 1)
    #expect(old.applying(changes) == new)
  }

  @Test func anItemChangingSectionIsAMove() throws {
    let old = try Snapshot(sections: [("A", ["a", "b"]), ("B", ["c"])])
    let new = try Snapshot(sections: [("A", ["a"]), ("B", ["b", "c"])])
    var expected = Changeset()
    expected.itemMoves = [.init(id: "b", from: path(0, 1), to: path(1, 0))]
    #expect(new.difference(from: old) == expected)
  }

  @Test func aMovedSectionCarriesItsItems() throws {
    let old = try Snapshot(sections: [("A", ["a"]), ("B", ["b"]), ("C", ["c", "d"])])
    let new = try Snapshot(sections: [("C", ["c", "d"]), ("A", ["a"]), ("B", ["b"])])
    var expected = Changeset()
    expected.sectionMoves = [.init(id: "C", from: 2, to: 0)]
    #expect(new.difference(from: old) == expected)
    #expect(old.applying(expected) == new)
  }

  @Test func deletedAndInsertedSectionsListTheirItems() throws {
    let old = try Snapshot(sections: [("A", ["a"]), ("B", ["b", "c"])])
    let new = try Snapshot(sections: [("A", ["a", "c"]), ("N", ["n"])])
    var expected = Changeset()
    expected.sectionDeletes = [.init(id: "B", index: 1)]
    expected.sectionInserts = [.init(id: "N", index: 1)]
    expected.itemDeletes = [.init(id: "b", indexPath: path(1, 0))]
    expected.itemInserts = [.init(id: "n", indexPath: path(1, 0))]
    expected.itemMoves = [.init(id: "c", from: path(1, 1), to: path(0, 1))]
    #expect(new.difference(from: old) == expected)
    #expect(old.applying(expected) == new)
  }

  @Test func updatesComeFromTheClosure() throws {
    let old = try Snapshot(sections: [("s", ["a", "b", "c", "d"])])
    let new = try Snapshot(sections: [("s", ["d", "a", "b", "c"])])
    let changes = new.difference(from: old) { $0 == "d" || $0 == "b" }
    #expect(
      changes.itemUpdates == [
        .init(id: "d", from: path(0, 3), to: path(0, 0)),
        .init(id: "b", from: path(0, 1), to: path(0, 2)),
      ])
    #expect(changes.itemMoves == [.init(id: "d", from: path(0, 3), to: path(0, 0))])
    #expect(old.applying(changes) == new)
  }

  @Test func everythingReplaced() throws {
    let old = try Snapshot(sections: [("s", ["a", "b"])])
    let new = try Snapshot(sections: [("t", ["c"])])
    let changes = new.difference(from: old)
    #expect(changes.sectionDeletes == [.init(id: "s", index: 0)])
    #expect(changes.sectionInserts == [.init(id: "t", index: 0)])
    #expect(changes.itemDeletes.map(\.id) == ["a", "b"])
    #expect(changes.itemInserts.map(\.id) == ["c"])
    #expect(old.applying(changes) == new)
    #expect(new.applying(old.difference(from: new)) == old)
  }

  @Test func longestIncreasingSubsequenceKeepsTheMostItemsInPlace() {
    #expect(LongestIncreasingSubsequence.mask([]) == [])
    #expect(LongestIncreasingSubsequence.mask([0, 1, 2]) == [true, true, true])
    #expect(LongestIncreasingSubsequence.mask([3, 0, 1, 2]) == [false, true, true, true])
    #expect(LongestIncreasingSubsequence.mask([2, 0, 3, 1, 4]).filter { $0 }.count == 3)
  }
}
