import ExploreCommandRuntime
import ExploreCommands
import ExploreTerminal
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A test-only executable that puts its terminal in explore's full-screen
/// mode and then crashes the way its argument says, or runs a command that
/// never ends, even when cancelled, through explore's process machinery, so
/// that the tests can check that the terminal comes back and that the
/// watchdog ends a run that does not wind down. It is never shipped: the
/// crash and the hang exist only here.
///
/// ```sh
/// ExploreTerminalProbe fatal-error   # crashes after a key; also: force-unwrap, segv, bus, abort, trap, index
/// ExploreTerminalProbe hang          # prints "probe: running", then never ends by itself
/// ExploreTerminalProbe hang-full-screen
/// ExploreTerminalProbe fail-and-hang # a run that says it fails, then never ends
/// ```
@main
struct ExploreTerminalProbe {
  static func main() throws {
    let mode = CommandLine.arguments.dropFirst().first ?? ""
    switch mode {
    case "hang", "hang-full-screen", "fail-and-hang":
      hang(fullScreen: mode == "hang-full-screen", failing: mode == "fail-and-hang")
    default:
      try crash(mode)
    }
  }

  /// Runs, as explore runs a command that loads, a command that ignores
  /// its cancellation: only the watchdog can end it after a stop.
  static func hang(fullScreen: Bool, failing: Bool) -> Never {
    ExploreProcess.run { _ in
      .load { io in
        io.stopper.startWatching()
        if fullScreen, let terminal = try? RawTerminal.enter() {
          io.stopper.onStop { _ in terminal.restore() }
          terminal.write("probe: full screen\r\n")
        } else {
          io.writeOutput("probe: running\n")
        }
        if failing { io.stopper.stop(.failed) }
        // NB: blocks its thread for good, as a cancellation that deadlocks does.
        while true { sleep(60) }
      }
    }
  }

  /// The crashes ``crash(_:)`` knows.
  static let crashes: Set = ["fatal-error", "force-unwrap", "index", "segv", "bus", "abort", "trap"]

  static func crash(_ crash: String) throws {
    let terminal = try RawTerminal.enter()
    terminal.write("probe: full screen\r\n")
    // NB: the test checks the raw mode, then sends a key: the crash comes
    // after that, however late the test gets to it. An unknown name ends
    // at once.
    if crashes.contains(crash) { waitForAKey(seconds: 60) }
    switch crash {
    case "fatal-error":
      fatalError("probe: a runtime trap")
    case "force-unwrap":
      let missing: Int? = CommandLine.arguments.count > 99 ? 1 : nil
      print(missing!)
    case "index":
      let numbers = [1, 2, 3]
      print(numbers[CommandLine.arguments.count + 5])
    case "segv":
      UnsafeMutablePointer<Int>(bitPattern: 16)!.pointee = 1
    case "bus":
      raise(SIGBUS)
    case "abort":
      abort()
    case "trap":
      raise(SIGTRAP)
    default:
      terminal.restore()
      print("probe: unknown crash \(crash)")
      exit(64)
    }
    terminal.restore()
  }

  /// Reads one byte from standard input, or gives up after `seconds`.
  static func waitForAKey(seconds: Int32) {
    var entry = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
    // NB: a signal (the terminal's resize, SIGWINCH) interrupts the wait; it
    // goes on, or the probe would crash before the test saw its raw mode.
    var ready = poll(&entry, 1, seconds * 1000)
    var interruptions = 0
    while ready < 0, errno == EINTR, interruptions < 100 {
      interruptions += 1
      ready = poll(&entry, 1, seconds * 1000)
    }
    guard ready > 0 else { return }
    var byte: UInt8 = 0
    _ = read(0, &byte, 1)
  }
}
