import ExploreTestSupport
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A crash in full-screen mode gives the terminal back: the test-only
/// `ExploreTerminalProbe` enters explore's raw mode in a pseudo-terminal,
/// then traps or takes a fatal signal. The terminal must be cooked again,
/// the cursor shown and the alternate screen left, and the process must
/// still die of its signal.
@Suite(.serialized)
struct TerminalCrashRestoreTests {

  static let enterFullScreen = "\u{1B}[?1049h"
  static let leaveFullScreen = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

  struct Crash: Sendable, CustomTestStringConvertible {
    var name: String
    /// The signals that may end the process: a Swift trap is SIGILL on
    /// x86-64 and SIGTRAP on arm64.
    var signals: [Int32]
    var testDescription: String { name }
  }

  static let crashes = [
    Crash(name: "fatal-error", signals: [SIGILL, SIGTRAP]),
    Crash(name: "force-unwrap", signals: [SIGILL, SIGTRAP]),
    Crash(name: "index", signals: [SIGILL, SIGTRAP]),
    Crash(name: "segv", signals: [SIGSEGV]),
    Crash(name: "bus", signals: [SIGBUS]),
    Crash(name: "abort", signals: [SIGABRT]),
    Crash(name: "trap", signals: [SIGTRAP]),
  ]

  @Test(arguments: crashes)
  func theTerminalComesBackAfterACrash(_ crash: Crash) async throws {
    let probe = try TerminalProbe.executable()
    let environment = [
      "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
      "TERM": "xterm-256color",
      // NB: no backtrace: it would only slow the crash down.
      "SWIFT_BACKTRACE": "enable=no",
    ]
    let terminal = try PseudoTerminal(executable: probe, arguments: [crash.name], environment: environment, columns: 80, rows: 24)
    defer { terminal.shutdown() }
    try await terminal.waitFor("probe: full screen")
    // NB: polled, not read once: on a loaded machine (CI with every suite
    // at once) a single read right after the line arrived once saw the
    // terminal still cooked, and a machine busy with builds besides took more than 10 s.
    try await terminal.waitUntil("the probe's raw mode before it crashes", timeout: 30) { !terminal.isCooked }
    terminal.send("c")  // the probe crashes on a key

    let status = try await terminal.waitForExit(timeout: 30)
    #expect((crash.signals.map { 128 + $0 } + TerminalProbe.sanitizerStatuses).contains(status), "exit status \(status)")
    try await terminal.waitFor(Self.leaveFullScreen)
    let output = terminal.text
    let entered = try #require(output.range(of: Self.enterFullScreen))
    let left = try #require(output.range(of: Self.leaveFullScreen))
    #expect(entered.upperBound <= left.lowerBound)
    #expect(terminal.isCooked, "echo, line editing and signals are back on")
  }

  @Test func aNormalExitRestoresOnceAndPutsTheHandlersBack() async throws {
    let probe = try TerminalProbe.executable()
    let terminal = try PseudoTerminal(executable: probe, arguments: ["none"], environment: ["SWIFT_BACKTRACE": "enable=no"], columns: 80, rows: 24)
    defer { terminal.shutdown() }
    #expect(try await terminal.waitForExit(timeout: 30) == 64)
    try await terminal.waitFor("probe: unknown crash none")
    #expect(terminal.text.components(separatedBy: Self.leaveFullScreen).count == 2, "left full-screen mode exactly once")
    #expect(terminal.isCooked)
  }
}

/// The built `ExploreTerminalProbe`, found as the `explore` binary is.
enum TerminalProbe {
  /// The probe, or an error that says how to build it: a suite that needs
  /// it fails without it, never skips.
  static func executable() throws -> URL {
    try ProjectPaths.requireBuiltExecutable(named: "ExploreTerminalProbe")
  }

  /// The statuses a sanitizer ends a crashing probe with, when the suite
  /// (and so the probe) is built with one: ThreadSanitizer and
  /// AddressSanitizer handle SIGSEGV and SIGBUS themselves, report, and
  /// exit 66 and 1. The terminal must still be restored.
  static let sanitizerStatuses: [Int32] = {
    let runtimes: [String] = ["__tsan_init", "__asan_init"]
    let sanitized = runtimes.contains { name in dlsym(nil, name) != nil }
    return sanitized ? [66, 1] : []
  }()
}
