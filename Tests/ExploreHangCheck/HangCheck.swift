import ExploreTestSupport
import Foundation
import GitHubSimulation
import RickAndMortySimulation

/// The stress check for hangs: runs the built `explore` many times against
/// the loopback simulations, stopping each run at a random moment while
/// requests are in flight (the reader leaves, Ctrl-C, SIGTERM, a page fails,
/// a token is rejected, a favorite answers garbage), and counts the runs that
/// did not end within the deadline or ended with the wrong status.
///
/// ```sh
/// swift build --build-tests
/// .build/debug/ExploreHangCheck --runs 1000 --seed 7
/// ```
///
/// It exits 0 when every run ended in time with its expected status, 1
/// otherwise, and 64 for a command line it cannot run. `.ci/run` runs it with
/// a small count; the 1,000-run figure is reported in the closing notes.
@main
struct HangCheck {
  static func main() async {
    // NB: a command started in the background by a shell without job
    // control (`.ci/run &`, nohup) inherits SIGINT and SIGQUIT ignored, and
    // so would every explore run here, which rightly keeps an inherited
    // SIG_IGN: Ctrl-C would then be lost. The runs get the defaults, as from
    // a terminal.
    for stop in [SIGINT, SIGQUIT, SIGTERM, SIGHUP] { signal(stop, SIG_DFL) }
    let options: Options
    do {
      options = try Options(CommandLine.arguments.dropFirst())
    } catch {
      FileHandle.standardError.write(Data("ExploreHangCheck: \(error)\n\(Options.usage)\n".utf8))
      exit(64)
    }
    if options.serves {
      do {
        try await serve(options)
        exit(0)
      } catch {
        FileHandle.standardError.write(Data("ExploreHangCheck: \(error)\n".utf8))
        exit(1)
      }
    }
    do {
      let report = try await run(options)
      print(report.summary)
      exit(report.passed ? 0 : 1)
    } catch {
      FileHandle.standardError.write(Data("ExploreHangCheck: \(error)\n".utf8))
      exit(1)
    }
  }

  static func run(_ options: Options) async throws -> HangReport {
    let executable = try options.executable ?? ProjectPaths.exploreExecutable()
    let server = try LoopbackServer.start(simulating: [GitHubSimulation.self, RickAndMortySimulation.self])
    defer { server.stop() }
    let hasCorpus = server.simulation(as: RickAndMortySimulation.self)?.corpus != nil
    if !hasCorpus {
      FileHandle.standardError.write(Data("ExploreHangCheck: ../shared/corpus is absent; the Rick and Morty scenarios are left out\n".utf8))
    }
    let scenarios = Scenario.allCases.filter { hasCorpus || !$0.needsCorpus }
    let workspace = try HangWorkspace(executable: executable, server: server)
    defer { workspace.remove() }
    try workspace.prepareFavorites()

    var random = SeededRandom(seed: options.seed)
    var report = HangReport(deadline: options.deadline, seed: options.seed)
    for number in 1...options.runs {
      let scenario = scenarios[random.int(in: 0..<scenarios.count)]
      let plan = try await scenario.plan(random: &random, workspace: workspace)
      let outcome = try workspace.run(plan, deadline: options.deadline)
      report.record(number: number, scenario: scenario, plan: plan, outcome: outcome)
      if options.verbose {
        print("\(number) \(scenario.rawValue) \(plan.arguments.joined(separator: " ")): \(outcome.summary)")
        for request in try await server.requests().prefix(3) {
          print("  \(request.method) \(request.path)?\(request.query) → \(request.status.map(String.init) ?? "-") \(request.fault ?? "")")
        }
      }
      try await server.reset()
    }
    return report
  }

  /// `--serve`: the simulations for a person trying explore by hand (in
  /// tmux, say), every request delayed by `--latency`; prints the
  /// `export` lines that point explore at them, then serves until stopped
  /// or `--minutes` pass.
  ///
  /// ```sh
  /// .build/debug/ExploreHangCheck --serve --latency 800 > /tmp/serve.env &
  /// . /tmp/serve.env; .build/debug/explore -i github followers many-followers
  /// ```
  static func serve(_ options: Options) async throws {
    let simulation = LoopbackSimulationOptions(token: "test-token", corpus: options.corpus ?? ProjectPaths.corpus)
    let server = try LoopbackServer.start(
      mounts: [GitHubSimulation.mount(simulation), RickAndMortySimulation.mount(simulation)], maxSeconds: options.minutes * 60)
    defer { server.stop() }
    if options.latency > 0 {
      try await server.inject([
        LoopbackFault(match: "/github", action: .latency(milliseconds: options.latency)),
        LoopbackFault(match: "/rickmorty", action: .latency(milliseconds: options.latency)),
      ])
    }
    let exports = [
      "export EXPLORE_GITHUB_API_URL=\(server.baseURL(for: "github").absoluteString)",
      "export EXPLORE_RICKMORTY_API_URL=\(server.baseURL(for: "rickmorty").absoluteString)",
    ]
    FileHandle.standardOutput.write(Data((exports.joined(separator: "\n") + "\n").utf8))
    try await Task.sleep(for: .seconds(options.minutes * 60))
  }
}
