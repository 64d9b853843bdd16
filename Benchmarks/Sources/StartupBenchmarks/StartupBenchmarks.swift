import BenchmarkTiming
import Foundation

/// How long `explore --version` takes, start to exit, next to the floors of
/// the platform measured in the same minute (see BENCHMARKS.md, "Startup"):
/// a Swift program, one that links Foundation, and one that also links
/// FoundationNetworking. Issue 21's goal is 15 ms for explore.
///
/// Each program runs `--version` in turn, round after round, so that the
/// machine's load weighs on all of them alike; each run is timed from spawn
/// to exit (``ChildRun``), with its output sent to `/dev/null`.
///
/// Usage: `StartupBenchmarks [--explore <path>] [--runs <n>]`; by default
/// `.build/release/explore` and 200 runs of each. The floors are the
/// products `StartupFloorSwift`, `StartupFloorFoundation` and
/// `StartupFloorNetworking` of this package, built beside it.
@main
struct StartupBenchmarks {
  static func main() {
    BenchmarkError.exitOnFailure { try run() }
  }

  static func run() throws {
    var arguments = Array(CommandLine.arguments.dropFirst())
    var explore = FileManager.default.currentDirectoryPath + "/.build/release/explore"
    var runs = 200
    while let argument = arguments.first {
      arguments.removeFirst()
      switch argument {
      case "--explore" where !arguments.isEmpty: explore = arguments.removeFirst()
      case "--runs" where !arguments.isEmpty: runs = max(1, Int(arguments.removeFirst()) ?? runs)
      default:
        FileHandle.standardError.write(Data("usage: StartupBenchmarks [--explore <path>] [--runs <n>]\n".utf8))
        exit(64)
      }
    }
    guard FileManager.default.isExecutableFile(atPath: explore) else {
      FileHandle.standardError.write(Data("no explore binary at \(explore); build it with 'swift build -c release --product explore'\n".utf8))
      exit(1)
    }
    // NB: the floors are built beside this program.
    let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().path
    let programs = [
      ("explore --version", explore),
      ("Swift only", folder + "/StartupFloorSwift"),
      ("Foundation", folder + "/StartupFloorFoundation"),
      ("Foundation + FoundationNetworking", folder + "/StartupFloorNetworking"),
    ]
    for (_, path) in programs where !FileManager.default.isExecutableFile(atPath: path) {
      let name = (path as NSString).lastPathComponent
      FileHandle.standardError.write(Data("no program at \(path); build it with 'swift build -c release --package-path Benchmarks --product \(name)'\n".utf8))
      exit(1)
    }
    var times = Array(repeating: [Double](), count: programs.count)
    for _ in 0..<runs {
      for (index, program) in programs.enumerated() {
        let run = try ChildRun.run(program.1, ["--version"], environment: ProcessInfo.processInfo.environment, output: .discard)
        times[index].append(run.seconds * 1000)
      }
    }
    print("\(runs) runs of each, in turn; milliseconds from spawn to exit\n")
    print("| program | median | p10 | p90 |")
    print("|---|---:|---:|---:|")
    for (index, program) in programs.enumerated() {
      let sorted = times[index].sorted()
      print("| \(program.0) | \(format(percentile(0.5, of: sorted))) | \(format(percentile(0.1, of: sorted))) | \(format(percentile(0.9, of: sorted))) |")
    }
    let median = percentile(0.5, of: times[0].sorted())
    let floor = percentile(0.5, of: times[2].sorted())
    print("\nexplore over the Foundation floor: \(format(median - floor)) ms; goal ≤ 15 ms: \(median <= 15 ? "met" : "not met")")
  }

  static func percentile(_ fraction: Double, of sorted: [Double]) -> Double {
    sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * fraction + 0.5))]
  }

  static func format(_ milliseconds: Double) -> String {
    String(format: "%.1f", milliseconds)
  }
}
