import ExploreTestSupport
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a run outside interactive mode ends when it is told to: the built
/// `explore` streaming a slow list from the loopback server, and the
/// test-only probe whose command never ends after a stop.
///
/// - A fatal signal sent with `kill` (QUIT, ABRT, SEGV, BUS, ILL, FPE, TRAP)
///   kills the process at once, without a crash report, Swift's backtracer
///   or not: it used to print the backtrace and go on, then exit 0.
/// - SIGTERM exits 143, SIGHUP 129, SIGINT 130.
/// - The watchdog: a run that does not end after a stop is ended anyway,
///   with the stop's status.
@Suite(.serialized)
final class ProcessStopEndToEndTests: LoopbackEndToEndSuite {
  init() throws {
    try super.init(useCorpus: false)
  }

  /// Starts `explore github followers many-followers --all`, each page
  /// slow; ``ChildProcess/signal(_:whenOutputContains:timeout:)`` with its
  /// first row's `"\n"` signals it while the run is under way.
  func startSlowList(backtrace: String) async throws -> ChildProcess {
    // NB: page 2 answers a minute late (or when the server stops), so the
    // run is still loading when the signal lands, however late this test
    // gets to send it.
    try await server.inject([
      LoopbackFault(match: "/github/users/many-followers/followers", action: .latency(milliseconds: 1_000)),
      LoopbackFault(match: "/github/user/9000001/followers?per_page=100&page=2", action: .latency(milliseconds: 60_000)),
    ])
    let environment = ExploreBinary.childEnvironment(
      home: home, adding: server.environment.merging(["SWIFT_BACKTRACE": backtrace]) { _, new in new })
    let child = try ChildProcess(
      executable: try ExploreBinary.executable(), arguments: ["github", "followers", "many-followers", "--all", "--no-cache"],
      environment: environment)
    return child
  }

  struct FatalSignal: Sendable, CustomTestStringConvertible {
    var signal: Int32
    var name: String
    /// `SWIFT_BACKTRACE`: the runtime's backtracer on (the default for
    /// users), or off.
    var backtrace: String
    var testDescription: String { "\(name), SWIFT_BACKTRACE=\(backtrace)" }
  }

  static let fatalSignals: [FatalSignal] = {
    let signals: [(Int32, String)] = [
      (SIGQUIT, "SIGQUIT"), (SIGABRT, "SIGABRT"), (SIGSEGV, "SIGSEGV"), (SIGBUS, "SIGBUS"),
      (SIGILL, "SIGILL"), (SIGFPE, "SIGFPE"), (SIGTRAP, "SIGTRAP"),
    ]
    // NB: the backtracer on with its defaults, symbols included, as users
    // have it: a signal from `kill` skips its report, so the process dies
    // at once (symbolicating the debug binary used to take over 30 s on a
    // busy machine while the run went on).
    return signals.map { FatalSignal(signal: $0.0, name: $0.1, backtrace: "enable=yes,interactive=no") }
      + [FatalSignal(signal: SIGSEGV, name: "SIGSEGV", backtrace: "enable=no")]
  }()

  @Test(arguments: fatalSignals)
  func aFatalSignalFromKillKillsTheProcess(_ fatal: FatalSignal) async throws {
    let child = try await startSlowList(backtrace: fatal.backtrace)
    defer { child.terminate() }
    #expect(await child.signal(fatal.signal, whenOutputContains: "\n"), "no first row: \(child.standardError)")
    // NB: what each thread blocks, when the signal has not acted within
    // 10 s, to find the cause of the intermittent SIGQUIT case below.
    let stuck = await child.exits(within: 10) ? "" : "; threads 10 s after the signal:\n" + child.signalState()
    let termination = try await child.waitForExit()
    // NB: under a sanitizer, its own handler may end the process instead.
    let accepted = [ChildProcess.Termination.signaled(fatal.signal)] + TerminalProbe.sanitizerStatuses.map { .exited($0) }
    #expect(accepted.contains(termination), "\(termination); stderr: \(child.standardError)\(stuck)")
    #expect(!child.standardError.contains("crashed"), "a crash report for a signal from kill: \(child.standardError)")
  }

  @Test(arguments: [(SIGTERM, 143), (SIGHUP, 129), (SIGINT, 130)] as [(Int32, Int32)])
  func aStopSignalEndsTheRunWithItsStatus(_ signal: Int32, _ status: Int32) async throws {
    let child = try await startSlowList(backtrace: "enable=no")
    defer { child.terminate() }
    #expect(await child.signal(signal, whenOutputContains: "\n"), "no first row: \(child.standardError)")
    #expect(try await child.waitForExit() == .exited(status), "stderr: \(child.standardError)")
    #expect(!child.standardError.contains("Error"), "stderr: \(child.standardError)")
    let requests = try await server.requestCount(pathPrefix: "/github/users/many-followers/followers")
    #expect(requests < 24, "\(requests) requests: the stop cancelled the rest")
  }

  // MARK: The watchdog

  /// Starts the probe's command that never ends, and waits until it runs.
  func startHangingProbe(_ mode: String = "hang") async throws -> ChildProcess {
    let probe = try ProjectPaths.requireBuiltExecutable(named: "ExploreTerminalProbe")
    let environment = ExploreBinary.childEnvironment(home: home, adding: ["SWIFT_BACKTRACE": "enable=no"])
    let child = try ChildProcess(executable: probe, arguments: [mode], environment: environment)
    try await child.waitForOutput("probe: running\n")
    return child
  }

  @Test(arguments: [(SIGINT, 130), (SIGTERM, 143), (SIGHUP, 129)] as [(Int32, Int32)])
  func theWatchdogEndsARunThatIgnoresAStopSignal(_ signal: Int32, _ status: Int32) async throws {
    let child = try await startHangingProbe()
    defer { child.terminate() }
    kill(child.pid, signal)
    #expect(try await child.waitForExit() == .exited(status))
  }

  @Test func theWatchdogEndsARunWhoseReaderLeft() async throws {
    let child = try await startHangingProbe()
    defer { child.terminate() }
    child.closePipe(1)
    #expect(try await child.waitForExit() == .exited(0))
  }

  @Test func theWatchdogEndsARunThatFailedAndDoesNotEnd() async throws {
    let child = try await startHangingProbe("fail-and-hang")
    defer { child.terminate() }
    #expect(try await child.waitForExit() == .exited(1))
  }

  @Test func withoutAStopTheProbeRuns() async throws {
    // The control for the tests above: nothing but a stop ends the probe.
    let child = try await startHangingProbe()
    defer { child.terminate() }
    await #expect(throws: ChildProcess.Failure.self) { try await child.waitForExit(timeout: 3) }
  }
}
