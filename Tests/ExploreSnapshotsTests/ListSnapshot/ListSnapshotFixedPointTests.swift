@testable import ExploreSnapshots
import ExploreTestSupport
import Testing

/// Among the longest runs of items that keep their order, the differ keeps
/// the one with the items at the same place in both lists: an item that
/// did not move is not reported as moved where another choice of moves
/// just as few exists.
@Suite struct ListSnapshotFixedPointTests {
  typealias Snapshot = ListSnapshot<String, String>

  static func moves(from old: [String], to new: [String]) throws -> [ListChangeset<String, String>.ItemMove] {
    let before = try Snapshot(sections: [("s", old)])
    let after = try Snapshot(sections: [("s", new)])
    let changes = after.difference(from: before)
    #expect(before.applying(changes) == after)
    return changes.itemMoves
  }

  @Test func aReversalKeepsTheMiddleItemInPlace() throws {
    let moves = try Self.moves(from: ["a", "b", "c"], to: ["c", "b", "a"])
    #expect(moves.count == 2)
    #expect(!moves.contains { $0.id == "b" })
    #expect(moves.allSatisfy { $0.from != $0.to })
  }

  @Test func anItemThatKeptItsPlaceBesideADeletionStays() throws {
    // NB: `b` is at 1 before and after; `c` moved to the front.
    let moves = try Self.moves(from: ["a", "b", "c"], to: ["c", "b", "n"])
    #expect(moves.map(\.id) == ["c"])
  }

  @Test func aFixedPointEveryLongestRunLeavesOutIsStillAMove() throws {
    // NB: `x` stays at 2, but keeping it would take four moves instead of three.
    let moves = try Self.moves(from: ["a", "b", "x", "c", "d"], to: ["c", "d", "x", "a", "b"])
    #expect(moves.count == 3)
    #expect(moves.contains { $0.id == "x" && $0.from == $0.to })
  }

  @Test func theMaskPrefersFixedPoints() {
    #expect(LongestIncreasingSubsequence.mask([2, 1, 0]) == [false, true, false])
    #expect(LongestIncreasingSubsequence.mask([3, 1, 2, 0]) == [false, true, true, false])
    #expect(LongestIncreasingSubsequence.mask([1, 0, 2]).filter { $0 }.count == 2)
  }

  /// Random reorderings of small lists, with an item deleted or inserted
  /// at times: the moves are as few as before (the longest run of kept
  /// order stays as long), the changeset still rebuilds the list, and the
  /// items moved to the same place are as few as any longest run allows,
  /// found by trying every subset of the kept items.
  @Test(arguments: [3, 34, 2026] as [UInt64])
  func randomReorderingsMoveNoItemThatCouldStay(seed: UInt64) throws {
    var random = SeededRandom(seed: seed)
    for round in 0..<300 {
      let count = random.int(in: 1...8)
      let old = (0..<count).map { "i\($0)" }
      var new = old.shuffled(using: &random)
      if random.chance(0.3), !new.isEmpty { new.remove(at: random.int(in: 0..<new.count)) }
      if random.chance(0.3) { new.insert("n", at: random.int(in: 0...new.count)) }
      let moves = try Self.moves(from: old, to: new)
      // NB: each kept item as (its old place, its new place), in the new order.
      let kept = new.enumerated().compactMap { place, id in old.firstIndex(of: id).map { ($0, place) } }
      let best = Self.longestRuns(kept)
      let movedInPlace = moves.filter { $0.from.item == $0.to.item }.count
      #expect(moves.count == kept.count - best.length, "seed \(seed) round \(round): \(old) → \(new)")
      #expect(movedInPlace == best.fewestFixedLeftOut, "seed \(seed) round \(round): \(old) → \(new), \(moves)")
    }
  }

  /// The length of the longest runs of `kept` whose old places increase,
  /// and the fewest items at the same place (old place equal to new) any of
  /// them leaves out; by trying every subset (at most 8 items).
  static func longestRuns(_ kept: [(old: Int, new: Int)]) -> (length: Int, fewestFixedLeftOut: Int) {
    var best = 0
    var fewest = 0
    for mask in 0..<(1 << kept.count) {
      let chosen = kept.indices.filter { mask & (1 << $0) != 0 }
      guard zip(chosen, chosen.dropFirst()).allSatisfy({ kept[$0].old < kept[$1].old }) else { continue }
      let leftOut = kept.indices.filter { !chosen.contains($0) && kept[$0].old == kept[$0].new }.count
      if chosen.count > best {
        (best, fewest) = (chosen.count, leftOut)
      } else if chosen.count == best {
        fewest = min(fewest, leftOut)
      }
    }
    return (best, fewest)
  }
}
