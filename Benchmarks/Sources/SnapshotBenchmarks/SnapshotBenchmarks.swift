import ExploreSnapshots
import Foundation

/// Prints release-mode timings of `ListSnapshot.difference(from:)` against the
/// standard library's `difference(from:).inferringMoves()`, and of expanding
/// and collapsing one node of a large `SectionSnapshot`.
@main
struct SnapshotBenchmarks {
  static let runs = 9
  /// The standard library's diff is run for real at 100,000 items only when
  /// its predicted time stays under this cap.
  static let stdlibCapMilliseconds = 30_000.0

  static func main() throws {
    report("Median thread CPU time of \(runs) runs after one warm-up, release build.\n")
    let edited = Workload.edited(
      size: 100_000, deletes: 10_000, inserts: 10_000, moves: 2_000, updates: 1_000, seed: 2)
    let follower: (Int) -> String = { "octocat-follower-\($0)" }
    // NB: DifferenceKit's `StagedChangeset(source:target:)` on the same
    // edits, recorded on this machine class (the benchmark package may not
    // depend on it): without a content check (`differenceKit`, wall time
    // on a quiet machine) and with its standard `isContentEqual`
    // (`differenceKitContent`, median CPU time). The goal is 4x faster on
    // Int ids and 2x on String ids.
    try diffCase("Int ids, 100,000 items: 10,000 deleted, 10,000 inserted, 2,000 moved", edited, id: { $0 },
      differenceKit: 39, differenceKitContent: 48, goal: 4)
    try diffCase("String ids, 100,000 items: 10,000 deleted, 10,000 inserted, 2,000 moved", edited, id: follower,
      differenceKit: 83, differenceKitContent: 60, goal: 2)
    try diffCase("Int ids, 100,000 items all replaced", Workload.replaced(size: 100_000), id: { $0 },
      differenceKit: 30, differenceKitContent: 27, goal: 4)
    try diffCase("String ids, 100,000 items all replaced", Workload.replaced(size: 100_000), id: follower,
      differenceKit: 49, differenceKitContent: 43, goal: 2)
    try treeCase()
    report("(sink \(Measure.sink % 10))")
  }

  static func diffCase<ID: Hashable & Sendable>(
    _ title: String, _ workload: Workload, id: (Int) -> ID, differenceKit: Double, differenceKitContent: Double,
    goal: Double
  ) throws where ID: ContentEquatable {
    if let only = option("--only"), !title.contains(only) { return }
    report("== \(title)")
    let oldIDs = workload.old.map(id)
    let newIDs = workload.new.map(id)
    let old = try ListSnapshot<Int, ID>(sections: [(0, oldIDs)])
    let new = try ListSnapshot<Int, ID>(sections: [(0, newIDs)])
    let changes = new.difference(from: old)
    precondition(old.applying(changes) == new, "the changeset does not reproduce the new snapshot")
    report(
      "  changeset: \(changes.itemDeletes.count) deletes, \(changes.itemInserts.count) inserts, "
        + "\(changes.itemMoves.count) moves")

    let buildBothAndDiff = {
      let old = try! ListSnapshot<Int, ID>(sections: [(0, oldIDs)])
      let new = try! ListSnapshot<Int, ID>(sections: [(0, newIDs)])
      return new.difference(from: old).changeCount
    }
    if CommandLine.arguments.contains("--callgrind-content") {
      try contentCase(workload, id: id, oldIDs: oldIDs, newIDs: newIDs, differenceKit: differenceKitContent, goal: goal)
      return
    }
    if CommandLine.arguments.contains("--callgrind-applying") {
      // NB: as `--callgrind`, for one `old.applying(changes)`, result freed.
      Measure.sink &+= callgrindTarget { old.applying(changes).numberOfItems }
      report("  ran applying once for callgrind\n")
      return
    }
    if CommandLine.arguments.contains("--callgrind") {
      // NB: one run of the measured work, in a function callgrind can
      // count alone: `valgrind --tool=callgrind --toggle-collect='*callgrindTarget*'`.
      Measure.sink &+= callgrindTarget(buildBothAndDiff)
      report("  ran build + difference once for callgrind\n")
      return
    }
    let buildAndDiff = Measure.median(runs: runs, buildBothAndDiff)
    let speedUp = differenceKit / buildAndDiff
    report(
      "  building both snapshots from arrays + difference:      \(format(buildAndDiff))"
        + "  (DifferenceKit \(Int(differenceKit)) ms: \(format3(speedUp))x faster; goal \(Int(goal))x: "
        + (speedUp >= goal ? "met)" : "NOT met)") + faults())
    let diff = Measure.median(runs: runs) { new.difference(from: old).changeCount }
    report("  ListSnapshot.difference(from:), snapshots built:        \(format(diff))" + faults())
    let build = Measure.median(runs: runs) { try! ListSnapshot<Int, ID>(sections: [(0, newIDs)]).numberOfItems }
    report("  building the new snapshot from its array:              \(format(build))")
    let apply = Measure.median(runs: runs) { old.applying(changes).numberOfItems }
    report(
      "  ListSnapshot.applying(_:):                              \(format(apply))"
        + "  (\(format3(apply / build))x the build; goal at most 1.5x: " + (apply <= 1.5 * build ? "met)" : "NOT met)") + faults())
    // NB: the least that any `applying` returning new storage pays, for
    // scale: a fresh array of the new items (a retain each for `String`),
    // freed. The build from an array shares the caller's array instead.
    let copy = Measure.median(runs: runs) { () -> Int in
      var fresh: [ID] = []
      fresh.reserveCapacity(newIDs.count)
      fresh.append(contentsOf: newIDs)
      return fresh.count &+ (fresh.last.hashValue & 1)
    }
    report("  for scale: a fresh copy of the new array, freed:        \(format(copy))  (\(format3(copy / build))x the build)")
    // NB: last, so that the contents allocated for it leave the figures
    // above as they were before it existed (the allocator's state moves
    // them; see `Measure.median`).
    try contentCase(workload, id: id, oldIDs: oldIDs, newIDs: newIDs, differenceKit: differenceKitContent, goal: goal)

    guard !CommandLine.arguments.contains("--skip-stdlib") else {
      report("  stdlib comparison skipped (--skip-stdlib)\n")
      return
    }
    let stdlib = stdlibDiff(workload, id: id)
    report("  stdlib difference(from:).inferringMoves(): \(stdlib.note)")
    report("  speed-up of difference(from:) over stdlib:              \(Int((stdlib.milliseconds / diff).rounded()))x")
    report("  speed-up of build + difference over stdlib:             \(Int((stdlib.milliseconds / buildAndDiff).rounded()))x\n")
  }

  /// Build + difference with a content check on every kept item: through
  /// the closure API, each kept item's contents looked up by id, as a
  /// caller had to before, and through
  /// `difference(from:oldContents:newContents:)`, against DifferenceKit
  /// with its standard `isContentEqual`.
  static func contentCase<ID: Hashable & Sendable & ContentEquatable>(
    _ workload: Workload, id: (Int) -> ID, oldIDs: [ID], newIDs: [ID], differenceKit: Double, goal: Double
  ) throws {
    // NB: each item's content is a value of the id's type, made apart
    // from the ids and for each list apart (so `String` contents are
    // compared by their bytes, as DifferenceKit compares elements that are
    // their own content); see `Workload.content(of:isNew:)`.
    let oldContents = workload.old.map { id(workload.content(of: $0, isNew: false)) }
    let newContents = workload.new.map { id(workload.content(of: $0, isNew: true)) }
    let old = try ListSnapshot<Int, ID>(sections: [(0, oldIDs)])
    let new = try ListSnapshot<Int, ID>(sections: [(0, newIDs)])
    let changes = new.difference(from: old, oldContents: oldContents, newContents: newContents)
    precondition(
      changes.itemUpdates.count == workload.updated.count
        && Set(changes.itemUpdates.map(\.id)) == Set(workload.updated.map(id)),
      "the content-aware difference does not report the updated items")
    precondition(
      changes == lookedUpContentDifference(new, old, oldContents, newContents), "the two content checks disagree")
    report("  with contents: \(changes.itemUpdates.count) updates")

    let buildBothAndDiffContents = {
      let old = try! ListSnapshot<Int, ID>(sections: [(0, oldIDs)])
      let new = try! ListSnapshot<Int, ID>(sections: [(0, newIDs)])
      return new.difference(from: old, oldContents: oldContents, newContents: newContents).changeCount
    }
    if CommandLine.arguments.contains("--callgrind-content") {
      // NB: as `--callgrind`, for build + content-aware difference.
      Measure.sink &+= callgrindTarget(buildBothAndDiffContents)
      report("  ran build + content-aware difference once for callgrind\n")
      return
    }
    let lookedUp = Measure.median(runs: runs) {
      let old = try! ListSnapshot<Int, ID>(sections: [(0, oldIDs)])
      let new = try! ListSnapshot<Int, ID>(sections: [(0, newIDs)])
      return lookedUpContentDifference(new, old, oldContents, newContents).changeCount
    }
    report(
      "  build + difference(from:isUpdated:), contents looked up: \(format(lookedUp))"
        + "  (DifferenceKit with isContentEqual \(Int(differenceKit)) ms: "
        + "\(format3(differenceKit / lookedUp))x faster)" + faults())
    let withContents = Measure.median(runs: runs, buildBothAndDiffContents)
    let speedUp = differenceKit / withContents
    report(
      "  build + difference(from:oldContents:newContents:):      \(format(withContents))"
        + "  (DifferenceKit with isContentEqual \(Int(differenceKit)) ms: \(format3(speedUp))x "
        + "faster; goal \(Int(goal))x: " + (speedUp >= goal ? "met)" : "NOT met)") + faults())
  }

  /// `new.difference(from: old)` with a content check through the closure
  /// API: each kept item's contents are found by looking its id up in
  /// both snapshots.
  static func lookedUpContentDifference<ID: Hashable & Sendable & ContentEquatable>(
    _ new: ListSnapshot<Int, ID>, _ old: ListSnapshot<Int, ID>, _ oldContents: [ID], _ newContents: [ID]
  ) -> ListChangeset<Int, ID> {
    new.difference(from: old) { id in
      !oldContents[old.indexOfItem(id)!].isContentEqual(to: newContents[new.indexOfItem(id)!])
    }
  }

  /// Times the standard library at growing fractions of the workload (the
  /// same edit, scaled), predicts the full size from the last two points,
  /// and runs the full size only when the prediction is under the cap.
  static func stdlibDiff<ID: Hashable & Sendable>(_ workload: Workload, id: (Int) -> ID) -> (milliseconds: Double, note: String) {
    var points: [(size: Int, milliseconds: Double)] = []
    for divisor in [16, 8, 4] {
      let part = scaled(workload, by: divisor)
      let oldIDs = part.old.map(id)
      let newIDs = part.new.map(id)
      let time = Measure.once { newIDs.difference(from: oldIDs).inferringMoves().count }
      points.append((part.old.count, time))
      report("    stdlib at \(part.old.count) items: \(format(time))")
    }
    let (smaller, larger) = (points[points.count - 2], points[points.count - 1])
    let exponent = log2(larger.milliseconds / smaller.milliseconds) / log2(Double(larger.size) / Double(smaller.size))
    let predicted = larger.milliseconds * pow(Double(workload.old.count) / Double(larger.size), exponent)
    if predicted <= stdlibCapMilliseconds {
      let oldIDs = workload.old.map(id)
      let newIDs = workload.new.map(id)
      let time = Measure.once { newIDs.difference(from: oldIDs).inferringMoves().count }
      return (time, "\(format(time)) (run once at full size; predicted \(format(predicted)))")
    }
    return (
      predicted,
      "\(format(predicted)) predicted (scaling exponent \(format3(exponent)) from the last two sizes; "
        + "not run at full size because it exceeds the \(Int(stdlibCapMilliseconds / 1_000)) s cap)"
    )
  }

  /// The same kind of edit on `1/divisor` of the items: every id below
  /// `size/divisor` (old ones) or in the inserted range, scaled down.
  static func scaled(_ workload: Workload, by divisor: Int) -> Workload {
    let size = workload.old.count
    let limit = size / divisor
    let keep: (Int) -> Bool = { $0 < limit || ($0 >= size && $0 < size + limit) }
    return Workload(old: workload.old.filter(keep), new: workload.new.filter(keep))
  }

  static func treeCase() throws {
    if let only = option("--only"), !"SectionSnapshot".contains(only) { return }
    report("== SectionSnapshot: expand and collapse one node with 100 children, tree of 100,000 nodes")
    var tree = SectionSnapshot<Int>()
    // 1,000 roots and 99,000 children: root 500 has 100 children, root 999
    // has 98 and the others 99, which makes 100,000 nodes.
    try tree.append(Array(0..<1_000))
    var next = 1_000
    for root in 0..<1_000 {
      let childCount = root == 500 ? 100 : root == 999 ? 98 : 99
      try tree.append(Array(next..<(next + childCount)), to: root)
      next += childCount
    }
    precondition(tree.count == 100_000 && tree.children(of: 500)?.count == 100)
    let target = [500]
    let repetitions = 10_000
    let expand = Measure.median(runs: runs) {
      var total = 0
      for _ in 0..<repetitions {
        tree.expand(target)
        total &+= tree.isExpanded(500) ? 1 : 0
        tree.collapse(target)
      }
      return total
    }
    report("  expand + collapse of the node (average of \(repetitions)):    \(format(expand / Double(repetitions)))")
    let reveal = Measure.median(runs: runs) {
      var total = 0
      for _ in 0..<1_000 {
        tree.expand(target)
        total &+= tree.visibleDescendants(of: 500).count
        tree.collapse(target)
      }
      return total
    }
    report("  expand + list the 100 revealed rows + collapse (avg of 1,000): \(format(reveal / 1_000))")
    // The last node is the deepest in display order: a walk would visit
    // every node before it; the tree adds one offset per level instead.
    let probes = [99_999, 500, 50_000, 1_000]
    let index = Measure.median(runs: runs) {
      var total = 0
      // NB: few lookups, so that the O(n) walk of the first version can be
      // timed too.
      for _ in 0..<5 {
        for item in probes { total &+= tree.index(of: item) ?? 0 }
      }
      return total
    }
    report("  index(of:) of a node (average of 20 lookups):         \(format(index / 20))")
    tree.expand(Array(0..<1_000))
    let allRows = Measure.median(runs: runs) { tree.visibleItems.count }
    report("  for scale: all 100,000 visibleItems recomputed:       \(format(allRows))\n")
  }
}

/// Runs `body`; the one function whose instructions callgrind counts when
/// told `--toggle-collect='*callgrindTarget*'`.
@inline(never)
func callgrindTarget(_ body: () -> Int) -> Int {
  body()
}

/// The value after `name` on the command line, if any.
func option(_ name: String) -> String? {
  let arguments = CommandLine.arguments
  guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
  return arguments[index + 1]
}

/// The page faults of the last median, for the end of a report line.
func faults() -> String {
  "  [\(Measure.lastFaults) page faults]"
}

func format3(_ value: Double) -> String {
  let scaled = Int((value * 100).rounded())
  return "\(scaled / 100).\(scaled % 100 < 10 ? "0" : "")\(scaled % 100)"
}

/// Writes a line to standard output at once, so that progress shows while
/// the slow standard-library cases run.
func report(_ line: String) {
  FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
