import Testing

@testable import ExploreSnapshots
import ExploreTestSupport

/// Thousands of random snapshot pairs: every changeset must turn the old
/// snapshot into the new one, and must be internally consistent.
@Suite struct ListSnapshotDifferencePropertyTests {
  typealias Snapshot = ListSnapshot<Int, Int>

  /// A random snapshot drawing sections from `0..<sectionPool` and items
  /// from `0..<itemPool`; empty now and then.
  static func randomSnapshot(_ random: inout SeededRandom, sectionPool: Int, itemPool: Int) throws -> Snapshot {
    if random.chance(0.05) { return Snapshot() }
    let sectionIDs = Array(Array(0..<sectionPool).shuffled(using: &random).prefix(random.int(in: 0...sectionPool)))
    guard !sectionIDs.isEmpty else { return Snapshot() }
    let items = Array(0..<itemPool).shuffled(using: &random).prefix(random.int(in: 0...itemPool))
    var sections = sectionIDs.map { (id: $0, items: [Int]()) }
    for item in items {
      sections[random.int(in: 0..<sections.count)].items.append(item)
    }
    return try Snapshot(sections: sections)
  }

  /// Runs `body` for each of `rounds` rounds with the round's seed,
  /// `seedBase + batch × 10 000 + round` (so that a failure names the seed
  /// that replays it), and a random source seeded with it.
  static func forEachRound(
    _ rounds: Int, seedBase: UInt64, batch: Int = 0, _ body: (_ seed: UInt64, _ random: inout SeededRandom) throws -> Void
  ) rethrows {
    for round in 0..<rounds {
      let seed = seedBase + UInt64(batch * 10_000 + round)
      var random = SeededRandom(seed: seed)
      try body(seed, &random)
    }
  }

  /// How a round draws its two snapshots.
  enum Draw {
    /// Two independent ``randomSnapshot(_:sectionPool:itemPool:)``s, old first.
    case independent
    /// A random snapshot and the same one ``edited(_:_:itemPool:)`` once.
    case edited
    /// A random snapshot and the same one edited 1 to 40 times over.
    case shuffled
  }

  /// An old and a new snapshot, drawn as `draw` says.
  static func randomPair(
    _ draw: Draw, _ random: inout SeededRandom, sectionPool: Int, itemPool: Int
  ) throws -> (old: Snapshot, new: Snapshot) {
    let old = try randomSnapshot(&random, sectionPool: sectionPool, itemPool: itemPool)
    switch draw {
    case .independent:
      return (old, try randomSnapshot(&random, sectionPool: sectionPool, itemPool: itemPool))
    case .edited, .shuffled:
      var new = old
      for _ in 0..<(draw == .shuffled ? random.int(in: 1...40) : 1) {
        new = try edited(new, &random, itemPool: itemPool)
      }
      return (old, new)
    }
  }

  /// `old` edited as a list screen sees its data change: deletes, inserts,
  /// moves within and across sections, section inserts, deletes and moves,
  /// made on its sections and items and read back into a snapshot.
  static func edited(_ old: Snapshot, _ random: inout SeededRandom, itemPool: Int) throws -> Snapshot {
    var sections = old.sections
    var nextItem = max(itemPool, (old.itemIdentifiers.max() ?? 0) + 1)
    var nextSection = max(1_000, (old.sectionIdentifiers.max() ?? 0) + 1)
    /// A random place for an item: a section, and an index in it.
    func place(_ random: inout SeededRandom) -> (section: Int, index: Int) {
      let section = random.int(in: 0..<sections.count)
      return (section, random.int(in: 0...sections[section].items.count))
    }
    for _ in 0..<random.int(in: 0...8) {
      let items = sections.flatMap(\.items)
      switch random.int(in: 0...5) {
      case 0 where !items.isEmpty:
        let doomed = Set(items.shuffled(using: &random).prefix(random.int(in: 1...3)))
        for section in sections.indices { sections[section].items.removeAll(where: doomed.contains) }
      case 1 where !sections.isEmpty:
        let fresh = Array(nextItem..<(nextItem + random.int(in: 1...3)))
        nextItem += fresh.count
        let (section, index) = place(&random)
        sections[section].items.insert(contentsOf: fresh, at: index)
      case 2 where items.count >= 2:
        let moving = items.randomElement(using: &random)!
        for section in sections.indices { sections[section].items.removeAll { $0 == moving } }
        let (section, index) = place(&random)
        sections[section].items.insert(moving, at: index)
      case 3 where !sections.isEmpty && random.chance(0.25):
        // NB: rarely, so that many edits over a large list leave sections
        // whose items moved.
        sections.remove(at: random.int(in: 0..<sections.count))
      case 4:
        let fresh = (id: nextSection, items: Array(nextItem..<(nextItem + random.int(in: 0...2))))
        nextSection += 1
        nextItem += 3
        sections.insert(fresh, at: random.int(in: 0...sections.count))
      case 5 where sections.count >= 2:
        let moving = sections.remove(at: random.int(in: 0..<sections.count))
        sections.insert(moving, at: random.int(in: 0...sections.count))
      default:
        break
      }
    }
    return try Snapshot(sections: sections)
  }

  /// Checks everything a changeset promises about `old` and `new`.
  static func check(_ changes: ListChangeset<Int, Int>, old: Snapshot, new: Snapshot, updated: Set<Int>, seed: UInt64) {
    let context: Comment = "seed \(seed): \(old) -> \(new)"
    #expect(old.applying(changes) == new, context)

    let oldItems = Set(old.itemIdentifiers)
    let newItems = Set(new.itemIdentifiers)
    #expect(Set(changes.itemDeletes.map(\.id)) == oldItems.subtracting(newItems), context)
    #expect(Set(changes.itemInserts.map(\.id)) == newItems.subtracting(oldItems), context)
    #expect(changes.itemDeletes.count + changes.itemInserts.count + changes.itemMoves.count
      == Set(changes.itemDeletes.map(\.id) + changes.itemInserts.map(\.id) + changes.itemMoves.map(\.id)).count,
      "no item is both deleted, inserted or moved; \(context)")
    #expect(Set(changes.itemMoves.map(\.id)).isSubset(of: oldItems.intersection(newItems)), context)
    let expectedUpdates = oldItems.intersection(newItems).filter(updated.contains)
    #expect(Set(changes.itemUpdates.map(\.id)) == expectedUpdates, context)
    #expect(changes.itemUpdates.count == expectedUpdates.count, context)

    for delete in changes.itemDeletes { #expect(old.itemIdentifier(at: delete.indexPath) == delete.id, context) }
    for insert in changes.itemInserts { #expect(new.itemIdentifier(at: insert.indexPath) == insert.id, context) }
    for move in changes.itemMoves + changes.itemUpdates {
      #expect(old.itemIdentifier(at: move.from) == move.id, context)
      #expect(new.itemIdentifier(at: move.to) == move.id, context)
    }
    #expect(changes.itemDeletes.map(\.indexPath) == changes.itemDeletes.map(\.indexPath).sorted(), context)
    #expect(changes.itemInserts.map(\.indexPath) == changes.itemInserts.map(\.indexPath).sorted(), context)
    #expect(changes.itemMoves.map(\.to) == changes.itemMoves.map(\.to).sorted(), context)

    let oldSections = Set(old.sectionIdentifiers)
    let newSections = Set(new.sectionIdentifiers)
    #expect(Set(changes.sectionDeletes.map(\.id)) == oldSections.subtracting(newSections), context)
    #expect(Set(changes.sectionInserts.map(\.id)) == newSections.subtracting(oldSections), context)
    let keptInNewOrder = new.sectionIdentifiers.filter(oldSections.contains).map { old.indexOfSection($0)! }
    #expect(changes.sectionMoves.count == keptInNewOrder.count - naiveLongestIncreasing(keptInNewOrder), context)

    // Moves are minimal within each section: the items that stayed in their
    // section and did not move are one longest increasing run.
    for (section, id) in new.sectionIdentifiers.enumerated() {
      guard let oldSection = old.indexOfSection(id) else { continue }
      let stayed = new.itemIdentifiers(inSection: id)!.compactMap { item -> Int? in
        guard old.sectionIdentifier(containingItem: item) == id else { return nil }
        return old.indexPath(ofItem: item)!.item
      }
      let movedWithin = changes.itemMoves.filter { $0.to.section == section && $0.from.section == oldSection }
      #expect(movedWithin.count == stayed.count - naiveLongestIncreasing(stayed), context)
    }
  }

  /// ``check(_:old:new:updated:seed:)`` over the rounds of
  /// ``forEachRound(_:seedBase:batch:_:)``, each pair drawn as `draw` says and
  /// each item of `0..<itemPool` counted as updated with `updateChance`; with
  /// none, through `difference(from:)`, which counts nothing as updated.
  static func checkRandomChangesets(
    _ draw: Draw, rounds: Int, seedBase: UInt64, batch: Int = 0, sectionPool: Int, itemPool: Int, updateChance: Double? = nil
  ) throws {
    try forEachRound(rounds, seedBase: seedBase, batch: batch) { seed, random in
      let (old, new) = try randomPair(draw, &random, sectionPool: sectionPool, itemPool: itemPool)
      guard let updateChance else {
        check(new.difference(from: old), old: old, new: new, updated: [], seed: seed)
        return
      }
      let updated = Set((0..<itemPool).filter { _ in random.chance(updateChance) })
      let changes = new.difference(from: old) { updated.contains($0) }
      check(changes, old: old, new: new, updated: updated, seed: seed)
    }
  }

  /// The length of a longest strictly increasing subsequence, by the O(n²)
  /// textbook recurrence.
  static func naiveLongestIncreasing(_ values: [Int]) -> Int {
    var best = [Int](repeating: 1, count: values.count)
    for i in values.indices {
      for j in 0..<i where values[j] < values[i] { best[i] = max(best[i], best[j] + 1) }
    }
    return best.max() ?? 0
  }

  @Test(arguments: 0..<4)
  func randomIndependentPairs(batch: Int) throws {
    try Self.checkRandomChangesets(.independent, rounds: 500, seedBase: 0, batch: batch, sectionPool: 6, itemPool: 30, updateChance: 0.2)
  }

  @Test(arguments: 0..<4)
  func randomEdits(batch: Int) throws {
    try Self.checkRandomChangesets(.edited, rounds: 500, seedBase: 1_000_000, batch: batch, sectionPool: 5, itemPool: 40, updateChance: 0.1)
  }

  /// Large lists shuffled by many edits, through `difference(from:)`.
  @Test func largeShuffles() throws {
    try Self.checkRandomChangesets(.shuffled, rounds: 20, seedBase: 2_000_000, sectionPool: 4, itemPool: 400)
  }

  /// The edits of ``randomEdits(batch:)`` with `String` identifiers long
  /// enough to live on the heap, as API ids do.
  @Test(arguments: 0..<2)
  func randomEditsWithStringIdentifiers(batch: Int) throws {
    func named(_ snapshot: Snapshot) throws -> ListSnapshot<String, String> {
      try ListSnapshot(sections: snapshot.sections.map { ("section \($0.id)", $0.items.map { "octocat-follower-\($0)" }) })
    }
    try Self.forEachRound(300, seedBase: 4_000_000, batch: batch) { seed, random in
      let (old, new) = try Self.randomPair(.edited, &random, sectionPool: 5, itemPool: 40)
      let (oldNamed, newNamed) = (try named(old), try named(new))
      let changes = newNamed.difference(from: oldNamed)
      let intChanges = new.difference(from: old)
      #expect(oldNamed.applying(changes) == newNamed, "seed \(seed)")
      #expect(changes.itemDeletes.map(\.indexPath) == intChanges.itemDeletes.map(\.indexPath), "seed \(seed)")
      #expect(changes.itemInserts.map(\.indexPath) == intChanges.itemInserts.map(\.indexPath), "seed \(seed)")
      #expect(changes.itemMoves.map(\.to) == intChanges.itemMoves.map(\.to), "seed \(seed)")
      #expect(changes.sectionMoves.map(\.to) == intChanges.sectionMoves.map(\.to), "seed \(seed)")
    }
  }

  @Test func changesetsWorkWithStringIdentifiers() throws {
    try Self.forEachRound(200, seedBase: 3_000_000) { _, random in
      let (old, new) = try Self.randomPair(.independent, &random, sectionPool: 4, itemPool: 20)
      func named(_ snapshot: Snapshot) throws -> ListSnapshot<String, String> {
        try ListSnapshot(sections: snapshot.sections.map { ("section \($0.id)", $0.items.map { "user-\($0)" }) })
      }
      let (oldNamed, newNamed) = (try named(old), try named(new))
      #expect(oldNamed.applying(newNamed.difference(from: oldNamed)) == newNamed)
    }
  }
}
