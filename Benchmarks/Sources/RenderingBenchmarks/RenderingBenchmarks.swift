import BenchmarkTiming
import ExploreCore
import ExploreRendering
import Foundation

/// Prints release-mode timings of rendering 10,000 rows: the terminal list,
/// the piped rows and `--json`, each the median thread CPU time of several
/// runs (see `SnapshotBenchmarks` for why CPU time).
///
/// NB: the renderers are `package` API of ExploreRendering; this target is built
/// with the main package's `-package-name` (see `Benchmarks/Package.swift`).
@main
struct RenderingBenchmarks {
  static let runs = 9

  static func main() {
    let document = RenderingWorkload.document(rows: 10_000)
    let now = RenderingWorkload.now
    report("Median thread CPU time of \(runs) runs after one warm-up, release build.")
    report("== Rendering \(document.sections[0].items.count) rows (repositories with 7 fields, every 10th with wide or emoji text)")
    let terminal = RenderOptions(layout: .list, width: 120, isTerminal: true, useColor: false, now: now)
    let piped = RenderOptions(layout: .list, width: 120, isTerminal: false, useColor: false, now: now)
    // NB: `--only list`, `--only rows` or `--only json` times one output,
    // for a profiler.
    let only = CommandLine.arguments.firstIndex(of: "--only").map { CommandLine.arguments[$0 + 1] }
    func wanted(_ name: String) -> Bool { only == nil || only == name }
    if only != nil { report("(only \(only!))") }
    let list = wanted("list") ? median { TextRenderer.render(document, options: terminal).utf8.count } : 0
    report("  text, terminal list (120 columns):   \(format(list))")
    let rows = !wanted("rows") ? 0 : median { TextRenderer.render(document, options: piped).utf8.count }
    report("  text, piped rows (tab-separated):    \(format(rows))")
    let json = !wanted("json") ? 0 : median { (try? JSONRenderer.render(document))?.utf8.count ?? 0 }
    report("  JSON (--json):                       \(format(json))")
    // NB: `--json` writes items straight to bytes; building the document's
    // `JSONValue` and serialising it is the way it went before, which the
    // `changes` command still takes, for comparison.
    let value = JSONRenderer.value(for: document)
    let serialize = !wanted("json") ? 0 : median { value.serialized().utf8.count }
    report("  JSONValue.serialized(), for scale:   \(format(serialize))")
    report("(sink \(ThreadTime.sink % 10))")
  }

  /// The median thread CPU time of `runs` runs after one warm-up, in
  /// milliseconds.
  static func median(_ body: () -> Int) -> Double { ThreadTime.median(runs: runs, body) }

  static func format(_ milliseconds: Double) -> String {
    String(format: milliseconds < 10 ? "%.3f ms" : "%.1f ms", milliseconds)
  }

  static func report(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
  }
}
