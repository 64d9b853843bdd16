import Testing

@testable import ExploreSnapshots
import ExploreTestSupport

/// `difference(from:oldContents:newContents:)` on thousands of random
/// edits, against a naive model of updates: every kept item whose content
/// changed, in new display order, with its index path in each snapshot.
@Suite struct ListSnapshotContentDifferencePropertyTests {
  typealias Snapshot = ListSnapshot<Int, Int>
  typealias Model = ListSnapshotDifferencePropertyTests

  /// Contents for `old` and `new` by item: each old item gets one of a few
  /// values; a kept item keeps it or draws again (often the same value, so
  /// that a redrawn content is not always a change); a new item draws one.
  static func randomContents(
    old: Snapshot, new: Snapshot, _ random: inout SeededRandom
  ) -> (old: [Int: Int], new: [Int: Int]) {
    var oldContent: [Int: Int] = [:]
    for item in old.itemIdentifiers { oldContent[item] = random.int(in: 0..<3) }
    var newContent: [Int: Int] = [:]
    for item in new.itemIdentifiers {
      if let kept = oldContent[item], !random.chance(0.3) {
        newContent[item] = kept
      } else {
        newContent[item] = random.int(in: 0..<3)
      }
    }
    return (oldContent, newContent)
  }

  /// The updates a content-aware difference must report, found the slow
  /// way: every item of `new` in display order, looked up in `old`.
  static func naiveUpdates(
    old: Snapshot, new: Snapshot, oldContent: [Int: Int], newContent: [Int: Int]
  ) -> [ListChangeset<Int, Int>.ItemMove] {
    var updates: [ListChangeset<Int, Int>.ItemMove] = []
    for (section, entry) in new.sections.enumerated() {
      for (index, item) in entry.items.enumerated() {
        guard let from = old.indexPath(ofItem: item) else { continue }
        if oldContent[item] != newContent[item] {
          updates.append(.init(id: item, from: from, to: ListIndexPath(section: section, item: index)))
        }
      }
    }
    return updates
  }

  /// Diffs `old` and `new` with the contents in flat order and checks the
  /// changeset against the naive model and against the closure API;
  /// returns how many items were both moved and updated.
  static func checkContentDifference(
    old: Snapshot, new: Snapshot, oldContent: [Int: Int], newContent: [Int: Int], seed: UInt64
  ) -> Int {
    let context: Comment = "seed \(seed): \(old) -> \(new)"
    let changes = new.difference(
      from: old,
      oldContents: old.itemIdentifiers.map { oldContent[$0]! },
      newContents: new.itemIdentifiers.map { newContent[$0]! })
    let expected = naiveUpdates(old: old, new: new, oldContent: oldContent, newContent: newContent)
    #expect(changes.itemUpdates == expected, context)
    let changedContent = Set(new.itemIdentifiers.filter { oldContent[$0] != nil && oldContent[$0] != newContent[$0] })
    Model.check(changes, old: old, new: new, updated: changedContent, seed: seed)
    #expect(changes == new.difference(from: old) { oldContent[$0] != newContent[$0] }, context)

    // An item both moved and updated is in both lists with the same paths.
    let updates = Dictionary(uniqueKeysWithValues: changes.itemUpdates.map { ($0.id, $0) })
    var movedAndUpdated = 0
    for move in changes.itemMoves {
      guard let update = updates[move.id] else { continue }
      #expect(update == move, context)
      movedAndUpdated += 1
    }
    return movedAndUpdated
  }

  /// ``checkContentDifference(old:new:oldContent:newContent:seed:)`` over
  /// the rounds of ``ListSnapshotDifferencePropertyTests/forEachRound(_:seedBase:batch:_:)``,
  /// each pair drawn as `draw` says with ``randomContents(old:new:_:)``;
  /// returns how many items were both moved and updated.
  static func checkRandomContents(
    _ draw: Model.Draw, rounds: Int, seedBase: UInt64, batch: Int = 0, sectionPool: Int, itemPool: Int
  ) throws -> Int {
    var movedAndUpdated = 0
    try Model.forEachRound(rounds, seedBase: seedBase, batch: batch) { seed, random in
      let (old, new) = try Model.randomPair(draw, &random, sectionPool: sectionPool, itemPool: itemPool)
      let contents = randomContents(old: old, new: new, &random)
      movedAndUpdated += checkContentDifference(old: old, new: new, oldContent: contents.old, newContent: contents.new, seed: seed)
    }
    return movedAndUpdated
  }

  @Test(arguments: 0..<4)
  func randomEditsWithContents(batch: Int) throws {
    let movedAndUpdated = try Self.checkRandomContents(.edited, rounds: 500, seedBase: 5_000_000, batch: batch, sectionPool: 5, itemPool: 40)
    #expect(movedAndUpdated > 0, "the rounds covered no item that was both moved and updated")
  }

  @Test(arguments: 0..<2)
  func randomIndependentPairsWithContents(batch: Int) throws {
    _ = try Self.checkRandomContents(.independent, rounds: 500, seedBase: 6_000_000, batch: batch, sectionPool: 6, itemPool: 30)
  }

  /// Large lists shuffled by many edits: long runs of moves, so that many
  /// moved items also change content.
  @Test func largeShufflesWithContents() throws {
    let movedAndUpdated = try Self.checkRandomContents(.shuffled, rounds: 20, seedBase: 7_000_000, sectionPool: 4, itemPool: 400)
    #expect(movedAndUpdated > 0, "the rounds covered no item that was both moved and updated")
  }

  /// The same edits with `String` identifiers and contents that live on the
  /// heap, made apart for each snapshot, so that equal contents are
  /// different string objects.
  @Test(arguments: 0..<2)
  func randomEditsWithStringIdentifiersAndContents(batch: Int) throws {
    func name(_ item: Int) -> String { "octocat-follower-\(item)" }
    func named(_ snapshot: Snapshot) throws -> ListSnapshot<String, String> {
      try ListSnapshot(sections: snapshot.sections.map { ("section \($0.id)", $0.items.map(name)) })
    }
    func text(_ content: Int) -> String { "a row that shows content number \(content)" }
    try Model.forEachRound(300, seedBase: 8_000_000, batch: batch) { seed, random in
      let (old, new) = try Model.randomPair(.edited, &random, sectionPool: 5, itemPool: 40)
      let contents = Self.randomContents(old: old, new: new, &random)
      let (oldNamed, newNamed) = (try named(old), try named(new))
      let changes = newNamed.difference(
        from: oldNamed,
        oldContents: old.itemIdentifiers.map { text(contents.old[$0]!) },
        newContents: new.itemIdentifiers.map { text(contents.new[$0]!) })
      let expected = Self.naiveUpdates(old: old, new: new, oldContent: contents.old, newContent: contents.new)
      #expect(changes.itemUpdates.map(\.id) == expected.map { name($0.id) }, "seed \(seed)")
      #expect(changes.itemUpdates.map(\.from) == expected.map(\.from), "seed \(seed)")
      #expect(changes.itemUpdates.map(\.to) == expected.map(\.to), "seed \(seed)")
      #expect(oldNamed.applying(changes) == newNamed, "seed \(seed)")
    }
  }
}
