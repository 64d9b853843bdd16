import Testing

@testable import ExploreSnapshots
import ExploreTestSupport

/// `apply(_:)`, which performs a changeset in place, against `applying(_:)`,
/// and the hashes a changeset carries for its inserted items.
@Suite struct ListSnapshotApplyInPlaceTests {
  typealias Snapshot = ListSnapshot<Int, Int>
  typealias Property = ListSnapshotDifferencePropertyTests

  /// `snapshot` with `String` identifiers long enough to live on the heap.
  static func named(_ snapshot: Snapshot) throws -> ListSnapshot<String, String> {
    try ListSnapshot(sections: snapshot.sections.map { ("section \($0.id)", $0.items.map { "octocat-follower-\($0)" }) })
  }

  /// A copy of `snapshot` that shares no storage with it.
  static func unshared<S, I>(_ snapshot: ListSnapshot<S, I>) throws -> ListSnapshot<S, I> {
    try ListSnapshot(sections: snapshot.sections.map { ($0.id, $0.items.map { $0 }) })
  }

  /// Random edits of snapshots big enough that most items stay, so that
  /// `apply(_:)` moves `String` items in place, and sometimes with section
  /// moves or wholesale changes, which it performs as `applying(_:)` does.
  @Test(arguments: 0..<3)
  func applyInPlaceMatchesApplying(batch: Int) throws {
    try Property.forEachRound(150, seedBase: 5_000_000, batch: batch) { seed, random in
      let (old, new) = try Property.randomPair(.edited, &random, sectionPool: 4, itemPool: 120)
      let (oldNamed, newNamed) = (try Self.named(old), try Self.named(new))
      let changes = newNamed.difference(from: oldNamed)

      var owned = try Self.unshared(oldNamed)
      owned.apply(changes)
      #expect(owned == newNamed, "seed \(seed), storage not shared")
      #expect(owned.itemIdentifiers.allSatisfy { newNamed.indexOfItem($0) != nil }, "seed \(seed)")

      var shared = oldNamed
      shared.apply(changes)
      #expect(shared == newNamed, "seed \(seed), storage shared")
      #expect(oldNamed == (try Self.named(old)), "seed \(seed): the copy sharing the storage is unchanged")

      var integers = try Self.unshared(old)
      integers.apply(new.difference(from: old))
      #expect(integers == new, "seed \(seed), Int identifiers")
    }
  }

  @Test func applyClearsTheMarksAndIndexesTheItems() throws {
    let old = try ListSnapshot<Int, String>(sections: [(0, (0..<20).map { "octocat-follower-\($0)" })])
    var new = old
    new.deleteItems(["octocat-follower-3"])
    try new.insertItems(["octocat-follower-new"], beforeItem: "octocat-follower-10")
    try new.moveItem("octocat-follower-0", afterItem: "octocat-follower-19")
    try new.reloadItems(["octocat-follower-5"])
    let changes = new.difference(from: old)
    var applied = try Self.unshared(old)
    try applied.reloadItems(["octocat-follower-7"])
    applied.apply(changes)
    #expect(applied == new)
    #expect(applied.reloadedItemIdentifiers.isEmpty)
    #expect(applied.indexOfItem("octocat-follower-new") == 8)
    #expect(applied.indexOfItem("octocat-follower-0") == 19)
    #expect(applied.indexOfItem("octocat-follower-3") == nil)
    #expect(throws: SnapshotError.self) { try applied.appendItems(["octocat-follower-new"], toSection: 0) }
  }

  @Test func canonicallyEquivalentSpellingsStayTwoItemsInPlace() throws {
    let composed = "caf\u{E9} octocat-follower"
    let decomposed = "cafe\u{301} octocat-follower"
    let others = (0..<10).map { "octocat-follower-\($0)" }
    let old = try ListSnapshot<Int, String>(sections: [(0, others + [composed])])
    let new = try ListSnapshot<Int, String>(sections: [(0, others + [decomposed])])
    var applied = try Self.unshared(old)
    applied.apply(new.difference(from: old))
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
    var inPlace = try Self.unshared(old)
    inPlace.apply(edited)
    #expect(inPlace == expected)
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
    var inPlace = try Self.unshared(old)
    inPlace.apply(changes)
    #expect(inPlace == expected)
    #expect(inPlace.indexPath(ofItem: "x") == ListIndexPath(section: 1, item: 1))
  }

  /// Snapshots of `Int` items keep no hashes (they are recomputed from the
  /// items), and their changesets carry none; every item is still found
  /// after a difference, `applying` and `apply`.
  @Test func intItemsKeepNoHashes() throws {
    let old = try Snapshot(sections: [(0, [1, 2, 3]), (1, [4, 5])])
    let new = try Snapshot(sections: [(1, [5, 9, 4]), (0, [3, 1, 7])])
    #expect(old.itemHashes.isEmpty && new.itemHashes.isEmpty)
    let changes = new.difference(from: old)
    #expect(changes.newItemHashes.isEmpty)
    let applied = old.applying(changes)
    #expect(applied == new && applied.itemHashes.isEmpty)
    var inPlace = try Self.unshared(old)
    inPlace.apply(changes)
    #expect(inPlace == new)
    for item in [5, 9, 4, 3, 1, 7] {
      #expect(applied.indexPath(ofItem: item) == new.indexPath(ofItem: item))
      #expect(inPlace.indexPath(ofItem: item) == new.indexPath(ofItem: item))
    }
    #expect(!applied.contains(item: 2) && !inPlace.contains(item: 2))
  }
}
