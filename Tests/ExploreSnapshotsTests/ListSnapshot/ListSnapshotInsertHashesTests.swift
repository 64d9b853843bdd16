import Testing

@testable import ExploreSnapshots
import ExploreTestSupport

/// The hashes a changeset carries for its inserted items, and the items
/// `applying(_:)` finds with them.
@Suite struct ListSnapshotInsertHashesTests {
  typealias Snapshot = ListSnapshot<Int, Int>

  @Test func canonicallyEquivalentSpellingsStayTwoItems() throws {
    let composed = "caf\u{E9} octocat-follower"
    let decomposed = "cafe\u{301} octocat-follower"
    let others = (0..<10).map { "octocat-follower-\($0)" }
    let old = try ListSnapshot<Int, String>(sections: [(0, others + [composed])])
    let new = try ListSnapshot<Int, String>(sections: [(0, others + [decomposed])])
    let applied = old.applying(new.difference(from: old))
    #expect(applied == new)
    #expect(applied.itemIdentifiers.map { Array($0.utf8) } == new.itemIdentifiers.map { Array($0.utf8) })
  }

  /// A changeset from `difference` carries the new snapshot's hashes (the
  /// same array, shared) for its inserted items; one whose inserts were
  /// changed by hand does not, and still applies.
  @Test func insertHashesGoWithTheDifferenceOnly() throws {
    let old = try ListSnapshot<Int, String>(sections: [(0, ["a", "b", "c"])])
    let new = try ListSnapshot<Int, String>(sections: [(0, ["a", "x", "c", "y"])])
    let changes = new.difference(from: old)
    #expect(changes.newItemHashes == new.itemHashes && changes.newSectionStarts == new.sectionStarts)
    #expect(changes.newItemHashes.withUnsafeBufferPointer { $0.baseAddress }
      == new.itemHashes.withUnsafeBufferPointer { $0.baseAddress }, "shared, not copied")

    var byHand = ListChangeset<Int, String>()
    byHand.itemDeletes = changes.itemDeletes
    byHand.itemInserts = changes.itemInserts
    #expect(byHand.newItemHashes.isEmpty)
    #expect(byHand == changes, "the hashes are not part of the value")
    #expect(byHand.hashValue == changes.hashValue)
    #expect(old.applying(byHand) == new)

    var edited = changes
    edited.itemInserts[0].id = "z"
    #expect(edited.newItemHashes.isEmpty, "changing an insert forgets the hashes")
    let expected = try ListSnapshot<Int, String>(sections: [(0, ["a", "z", "c", "y"])])
    #expect(old.applying(edited) == expected)
  }

  /// A changeset whose inserts are those of `difference` but whose other
  /// changes were edited by hand so that the result's sections are not the
  /// new snapshot's (with as many items): the carried hashes would sit at
  /// other flat indices, so they are not used, and the inserted items are
  /// hashed.
  @Test func carriedHashesNeedTheNewSnapshotsLayout() throws {
    let old = try ListSnapshot<Int, String>(sections: [(0, ["a", "b"]), (1, ["c"])])
    let new = try ListSnapshot<Int, String>(sections: [(0, ["a", "b"]), (1, ["c", "x"])])
    var changes = new.difference(from: old)
    #expect(changes.itemInserts == [.init(id: "x", indexPath: ListIndexPath(section: 1, item: 1))])
    // NB: `b` moved to the front of section 1 by hand: `x` keeps its index
    // path, [1, 1], which is flat index 2 here and 3 in `new`, where 2
    // holds `c`.
    changes.itemMoves = [
      .init(id: "b", from: ListIndexPath(section: 0, item: 1), to: ListIndexPath(section: 1, item: 0))
    ]
    #expect(changes.newItemHashes.count == 4, "the inserts are unchanged")
    let expected = try ListSnapshot<Int, String>(sections: [(0, ["a"]), (1, ["b", "x", "c"])])
    let applied = old.applying(changes)
    #expect(applied == expected)
    #expect(applied.indexPath(ofItem: "x") == ListIndexPath(section: 1, item: 1))
  }

  /// Snapshots of `Int` items keep no hashes (they are recomputed from the
  /// items), and their changesets carry none; every item is still found
  /// after a difference and `applying`.
  @Test func intItemsKeepNoHashes() throws {
    let old = try Snapshot(sections: [(0, [1, 2, 3]), (1, [4, 5])])
    let new = try Snapshot(sections: [(1, [5, 9, 4]), (0, [3, 1, 7])])
    #expect(old.itemHashes.isEmpty && new.itemHashes.isEmpty)
    let changes = new.difference(from: old)
    #expect(changes.newItemHashes.isEmpty)
    let applied = old.applying(changes)
    #expect(applied == new && applied.itemHashes.isEmpty)
    for item in [5, 9, 4, 3, 1, 7] {
      #expect(applied.indexPath(ofItem: item) == new.indexPath(ofItem: item))
    }
    #expect(!applied.contains(item: 2))
  }
}
