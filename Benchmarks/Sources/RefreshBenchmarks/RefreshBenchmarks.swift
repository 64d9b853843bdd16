import BenchmarkTiming
import ExploreBrowser
import ExploreCore
import ExploreRendering
import ExploreSnapshots
import ExploreTerminal
import Foundation

/// Refreshing a 10,000-row list of which 1 % changed (issue 26): the bytes
/// written to the terminal against a full redraw, and the CPU time of one
/// refresh, for the interactive mode (`r`, `-i --watch`) and for
/// `--watch`'s printed changes.
///
/// The interactive refresh is the browser's own path: the state machine
/// takes the refreshed pages and asks for the work (on the loop), the
/// runtime works out the refreshed list, its marks and the content-aware
/// difference (off the loop, ``RefreshWork/prepare()``), the state applies
/// it and lays the rows out (on the loop), the screen is painted and
/// ``ScreenDiff`` writes only the lines that differ; the two loop parts and
/// the off-loop part are timed separately. `--once` does one refresh, for
/// `valgrind --tool=callgrind`. A full redraw is ``ScreenDiff/fullRedraw(_:)`` of the same
/// screen. `--watch` prints one line per change, against printing the
/// whole list again.
///
/// NB: the browser and the renderers are `package` API; this target is
/// built with access control off (see `Benchmarks/Package.swift`).
@main
struct RefreshBenchmarks {
  static let runs = 9
  static let rows = 10_000
  static let now = Date(timeIntervalSince1970: 1_795_132_800)

  static func main() {
    let size = ScreenSize(width: 120, height: 50)
    let old = (0..<rows).map { item($0, revision: 0) }
    // 1 %: every 100th row has a new star count; row 7 of each hundred, so
    // that one changed row is on the first screen.
    let new = (0..<rows).map { item($0, revision: $0 % 100 == 7 ? 1 : 0) }
    report("Refreshing \(grouped(rows)) rows with \(grouped(rows / 100)) changed (1 %): median thread CPU time of \(runs) runs after one warm-up, release build.")

    report("== Interactive mode, a \(size.width)×\(size.height) screen")
    var shown = BrowserState(
      provider: ProviderDescriptor(metadata: metadata, resources: [resource]), resource: resource, request: request, size: size,
      style: BrowserStyle(useColor: true, now: now, favorites: []))
    _ = shown.start()
    _ = shown.handle(.pageLoaded(level: 0, source: .list, sections: sections(old), paging: .single, replacing: false))
    let before = BrowserScreen.lines(for: shown)
    var refreshing = shown
    guard case .refreshLevel(_, _, _, let generation) = refreshing.handle(.key(.character("r"))).first else {
      report("r did not ask for a refresh")
      exit(1)
    }
    let pressed = BrowserScreen.lines(for: refreshing)
    let answer = BrowserEvent.refreshed(level: 0, generation: generation, sections: sections(new), paging: .single)
    if CommandLine.arguments.contains("--once") {
      // For `valgrind --tool=callgrind`: one refresh, its steps in functions
      // of their own (`mainLoopAnswer`, `offLoopWork`, `mainLoopApply`).
      var state = refreshing
      guard let work = mainLoopAnswer(&state, answer) else { exit(1) }
      let prepared = offLoopWork(work)
      let after = mainLoopApply(&state, prepared)
      report("once: \(ScreenDiff.commands(for: ScreenDiff.changes(from: pressed, to: after), in: after).utf8.count) bytes written")
      return
    }
    var bytes = 0
    var full = 0
    var changedLines = 0
    // NB: the refresh as the runtime performs it: the answer on the loop
    // (it asks for the work), the work off the loop, then the prepared list
    // applied, painted and diffed on the loop. Timed separately.
    var work: RefreshWork?
    let answerCPU = median {
      var state = refreshing
      work = mainLoopAnswer(&state, answer)
      return work == nil ? 0 : 1
    }
    guard let work else {
      report("the answer of a \(grouped(rows))-row refresh was not worked out off the loop")
      exit(1)
    }
    var prepared: PreparedRefresh?
    let offLoopCPU = median {
      prepared = offLoopWork(work)
      return prepared?.work.generation ?? 0
    }
    guard let prepared else { exit(1) }
    var answered = refreshing
    _ = mainLoopAnswer(&answered, answer)
    let applyCPU = median {
      var state = answered
      let after = mainLoopApply(&state, prepared)
      let changed = ScreenDiff.changes(from: pressed, to: after)
      changedLines = changed.count
      bytes = ScreenDiff.commands(for: ScreenDiff.changes(from: before, to: pressed), in: pressed).utf8.count
        + ScreenDiff.commands(for: changed, in: after).utf8.count
      full = ScreenDiff.fullRedraw(after).utf8.count
      return bytes
    }
    // NB: for scale, the layout alone: a resize lays the 10,000 rows out
    // again, as a refresh does after its difference.
    let layoutCPU = median {
      var state = shown
      _ = state.handle(.resized(ScreenSize(width: size.width - 1, height: size.height)))
      return state.layout.lines.count
    }
    report("  lines rewritten: \(changedLines) of \(size.height) (the changed row on screen and the status line)")
    report("  bytes written: \(grouped(bytes)) against \(grouped(full)) for a full redraw: \(percent(bytes, full)) (goal ≤ 5 %)")
    report("  main loop per refresh: \(format(answerCPU + applyCPU)) (the answer: \(format(answerCPU)); the prepared list applied, laid out, painted, diffed: \(format(applyCPU)))")
    report("  off the loop per refresh (the refreshed list, its marks and the difference): \(format(offLoopCPU))")
    report("  the layout alone, as after a resize: \(format(layoutCPU))")

    report("== --watch, printed changes")
    var printed = 0
    var whole = 0
    let oldSnapshot = snapshot(old)
    let oldContents = old.map(RowContent.init)
    let writer = WatchChangeWriter(useColor: false, showsMoves: false, now: now)
    let watchCPU = median {
      // As `WatchedList` does it: the new load's snapshot and row contents,
      // the content-aware difference, the changes and their lines.
      let newSnapshot = snapshot(new)
      let changeset = newSnapshot.difference(from: oldSnapshot, oldContents: oldContents, newContents: new.map(RowContent.init))
      printed = writer.text(for: RowChange.changes(changeset, old: old, new: new)).utf8.count
      return printed
    }
    let document = OutputDocument(provider: "bench", resource: "repositories", sections: sections(new))
    whole = TextRenderer.render(document, options: RenderOptions(layout: .list, width: size.width, isTerminal: true, useColor: false, now: now)).utf8.count
    report("  bytes printed: \(grouped(printed)) against \(grouped(whole)) for the whole list again: \(percent(printed, whole))")
    report("  CPU per refresh (snapshot, difference, changes, lines): \(format(watchCPU))")
    report("(sink \(ThreadTime.sink % 10))")
  }

  /// The refresh's answer reduced on the loop: the work it asks for.
  @inline(never)
  static func mainLoopAnswer(_ state: inout BrowserState, _ answer: BrowserEvent) -> RefreshWork? {
    for case .prepareRefresh(let work) in state.handle(answer) { return work }
    return nil
  }

  /// What the runtime works out away from the loop.
  @inline(never)
  static func offLoopWork(_ work: RefreshWork) -> PreparedRefresh { work.prepare() }

  /// The prepared list applied on the loop (laid out), then painted: the
  /// screen's lines.
  @inline(never)
  static func mainLoopApply(_ state: inout BrowserState, _ prepared: PreparedRefresh) -> [String] {
    _ = state.handle(.refreshPrepared(prepared))
    return BrowserScreen.lines(for: state)
  }

  static let resource = ResourceDescriptor(path: ["repositories"], summary: "Repositories.", paging: .pageNumbers(pageSize: 100))
  static let request = ResourceRequest(path: ["repositories"])
  static let metadata = ProviderMetadata(
    name: "bench", summary: "A list that changes, for the refresh benchmark.",
    defaultBaseURL: URL(string: "https://bench.invalid")!, baseURLEnvironmentVariable: "EXPLORE_BENCH_API_URL")

  /// A repository-like row; `revision` 1 adds a star.
  static func item(_ number: Int, revision: Int) -> Item {
    Item(
      id: String(1_000_000 + number), kind: "repository", title: "octocat/project-\(number)",
      subtitle: "A small library for parsing command lines, number \(number)",
      fields: [
        ItemField(key: "stars", label: "Stars", value: .integer(number * 37 % 250_000 + revision)),
        ItemField(key: "language", label: "Language", value: .text(["Swift", "Rust", "Go", "C"][number % 4])),
        ItemField(key: "updated", label: "Updated", value: .date(now.addingTimeInterval(-Double(number * 3_607)))),
      ])
  }

  static func sections(_ items: [Item]) -> [ItemSection] {
    [ItemSection(id: "repositories", title: "Repositories", items: items, paging: PageInfo(number: 1, totalPages: 1, totalCount: items.count))]
  }

  static func snapshot(_ items: [Item]) -> ListSnapshot<Int, String> {
    do { return try ListSnapshot(sections: [(0, items.map(\.id))]) } catch {
      report("repeated id: \(error)")
      exit(1)
    }
  }

  /// The median thread CPU time of `runs` runs after one warm-up, in
  /// milliseconds.
  static func median(_ body: () -> Int) -> Double { ThreadTime.median(runs: runs, body) }

  static func format(_ milliseconds: Double) -> String { String(format: milliseconds < 10 ? "%.3f ms" : "%.1f ms", milliseconds) }
  static func percent(_ part: Int, _ whole: Int) -> String { String(format: "%.2f %%", Double(part) * 100 / Double(max(whole, 1))) }
  static func grouped(_ number: Int) -> String { FieldFormatter.grouped(number) }
  static func report(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }
}
