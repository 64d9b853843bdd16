import BenchmarkTiming
import ExploreCorpusScoreboard
import Foundation

/// The scoreboard of issue 42 on the whole corpus, in release: for each real
/// document of `fixtures/openapi`, the time and peak memory of
/// `explore api add` (the release binary, as a child process, as a user runs
/// it), then every list resource it made tried against the document's
/// simulation (list, page 2, `--all`, a detail, search) in this process, as
/// `CorpusScoreboardTests` does on part of it.
///
/// ```sh
/// swift build -c release --product explore && swift build -c release --product ExploreURLSession
/// swift run -c release --package-path Benchmarks CorpusBenchmarks [--only NAME,NAME] [--details]
/// ```
///
/// It prints the scoreboard table, the `api add` timings, the failures by
/// kind, and with `--details` every failed step with what was seen.
@main
struct CorpusBenchmarks {
  static func main() async {
    await BenchmarkError.exitOnFailure { try await run() }
  }

  static func run() async throws {
    var arguments = Array(CommandLine.arguments.dropFirst())
    var explore = FileManager.default.currentDirectoryPath + "/.build/release/explore"
    var only: Set<String>?
    var details = false
    let usage = "usage: CorpusBenchmarks [--explore <path>] [--only NAME,NAME] [--details]"
    func value(of option: String) throws -> String {
      guard !arguments.isEmpty else { throw BenchmarkError("\(option) needs a value; \(usage)") }
      return arguments.removeFirst()
    }
    while let argument = arguments.first {
      arguments.removeFirst()
      switch argument {
      case "--explore": explore = try value(of: argument)
      case "--only": only = Set(try value(of: argument).split(separator: ",").map(String.init))
      case "--details": details = true
      case "-h", "--help":
        print(usage)
        return
      default: throw BenchmarkError("unknown argument \(argument); \(usage)")
      }
    }
    guard FileManager.default.isExecutableFile(atPath: explore) else {
      throw BenchmarkError("no explore binary at \(explore); build it with 'swift build -c release --product explore', and its network library with '--product ExploreURLSession', or pass --explore <path>")
    }
    let documents = try CorpusDocument.all().filter { only?.contains($0.name) ?? true }
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("explore-corpus-bench-\(getpid())")
    defer { try? FileManager.default.removeItem(at: home) }

    var timings = ["| document | `api add` | time | peak RSS | scoreboard (in process) |", "|---|---|---:|---:|---:|"]
    var scores: [DocumentScore] = []
    let clock = ContinuousClock()
    let started = clock.now
    for document in documents {
      try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
      var add = ["api", "add", document.name, document.file.path]
      if let baseURL = document.baseURL { add += ["--base-url", baseURL] }
      let environment = ["HOME": home.path, "XDG_CONFIG_HOME": home.appendingPathComponent("config").path, "PATH": "/usr/bin:/bin"]
      let run = try ChildRun.run(explore, add, environment: environment, output: .discard)
      try? FileManager.default.removeItem(at: home)
      let scoreStarted = clock.now
      let score = try await ScoreboardRunner().run(document)
      scores.append(score)
      timings.append(
        "| `\(document.name)` | \(run.status == 0 ? "added" : "exit \(run.status)") | \(String(format: "%.2f s", run.seconds)) | "
          + "\(run.peakMemory / 1_048_576) MB | \(seconds(clock.now - scoreStarted)) |")
      FileHandle.standardError.write(Data("\(document.name): \(seconds(clock.now - scoreStarted))\n".utf8))
    }
    let board = Scoreboard(documents: scores)
    print(board.table)
    print(timings.joined(separator: "\n"))
    print("\nWhole run: \(seconds(clock.now - started)).\n")
    print(board.failures)
    if details { print(board.failureDetails) }
  }

  static func seconds(_ duration: Duration) -> String {
    String(format: "%.1f s", Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18)
  }
}
