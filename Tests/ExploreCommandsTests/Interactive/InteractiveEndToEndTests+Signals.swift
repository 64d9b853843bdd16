import ExploreTestSupport
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Signals in full-screen mode, sent as `kill` or a terminal would: every
/// way out gives the terminal back first (the alternate screen left, the
/// cursor shown, cooked mode), then ends with the signal's status or dies
/// of a fatal one; SIGTSTP stops with the terminal given back, and SIGCONT
/// takes it again and redraws.
extension InteractiveEndToEndTests {
  /// Checks that the terminal was given back once the child ended.
  func expectRestored(_ terminal: PseudoTerminal) async throws {
    try await terminal.waitFor(Self.leaveFullScreen)
    #expect(terminal.text.contains("\u{1B}[?1049h"))
    #expect(terminal.isCooked, "echo, line editing and signals are back on")
  }

  @Test(arguments: [(SIGINT, 130), (SIGTERM, 143), (SIGHUP, 129)] as [(Int32, Int32)])
  func aStopSignalRestoresTheTerminalAndExitsWithItsStatus(_ signal: Int32, _ status: Int32) async throws {
    let terminal = try launch(["github", "followers", "many-followers"])
    defer { terminal.shutdown() }
    try await terminal.waitFor("follower-0001")
    kill(terminal.pid, signal)
    #expect(try await terminal.waitForExit() == status)
    try await expectRestored(terminal)
    #expect(terminal.text.hasSuffix(Self.leaveFullScreen), "nothing is drawn after the terminal was given back")
  }

  @Test(arguments: [SIGSEGV, SIGQUIT, SIGABRT, SIGBUS, SIGILL, SIGFPE, SIGTRAP])
  func aFatalSignalRestoresTheTerminalAndKills(_ signal: Int32) async throws {
    // NB: with Swift's backtracer on, as users have it, which used to
    // return and leave the process running in a cooked terminal; a signal
    // from `kill` now skips its report.
    let terminal = try launch(["github", "followers", "many-followers"], adding: ["SWIFT_BACKTRACE": "enable=yes,interactive=no"])
    defer { terminal.shutdown() }
    try await terminal.waitFor("follower-0001")
    kill(terminal.pid, signal)
    let status = try await terminal.waitForExit(timeout: 60)
    #expect(([128 + signal] + TerminalProbe.sanitizerStatuses).contains(status), "exit status \(status)")
    try await expectRestored(terminal)
    #expect(!terminal.text.contains("crashed"), "a crash report for a signal from kill")
  }

  /// - Parameter byKey: the Ctrl-Z key rather than `kill -TSTP`.
  @Test(arguments: [false, true])
  func sigtstpGivesTheTerminalBackAndSigcontRedraws(byKey: Bool) async throws {
    let terminal = try launch(["github", "followers", "many-followers"], newSession: false)
    defer { terminal.shutdown() }
    try await terminal.waitFor("follower-0001")
    var mark = terminal.byteCount
    if byKey { terminal.send("\u{1A}") } else { kill(terminal.pid, SIGTSTP) }
    try await terminal.waitForStop()
    try await terminal.waitFor(Self.leaveFullScreen, after: mark)
    #expect(terminal.isCooked, "stopped with the terminal cooked")

    mark = terminal.byteCount
    kill(terminal.pid, SIGCONT)
    try await terminal.waitFor("\u{1B}[?1049h", after: mark)
    try await terminal.waitFor("follower-0001", after: mark)
    #expect(!terminal.isCooked, "raw mode again")
    // Keys work again: the cursor moves, and q quits with the terminal back.
    mark = terminal.byteCount
    terminal.send("j")
    try await terminal.waitFor("› follower-0002", after: mark)
    try await quitAndCheckRestored(terminal)
  }

  @Test func theEndOfInputIsAHangUp() async throws {
    let terminal = try launch(["github", "followers", "many-followers"])
    defer { terminal.shutdown() }
    try await terminal.waitFor("follower-0001")
    // The terminal goes away: the child's next read fails.
    terminal.closeTerminal()
    #expect(try await terminal.waitForExit() == 129)
  }

  @Test func theWatchdogEndsARunThatDoesNotWindDownWithTheTerminalBack() async throws {
    let probe = try TerminalProbe.executable()
    let terminal = try PseudoTerminal(
      executable: probe, arguments: ["hang-full-screen"], environment: ["SWIFT_BACKTRACE": "enable=no"], columns: 80, rows: 24)
    defer { terminal.shutdown() }
    try await terminal.waitFor("probe: full screen")
    #expect(!terminal.isCooked)
    kill(terminal.pid, SIGTERM)
    #expect(try await terminal.waitForExit(timeout: 30) == 143)
    try await expectRestored(terminal)
  }
}
