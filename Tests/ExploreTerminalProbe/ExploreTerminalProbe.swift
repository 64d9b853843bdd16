import ExploreCLI
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
/// ExploreTerminalProbe fatal-error   # also: force-unwrap, segv, bus, abort, trap, index
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
    ExploreProcess.run { io in
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

  static func crash(_ crash: String) throws {
    let terminal = try RawTerminal.enter()
    terminal.write("probe: full screen\r\n")
    // NB: a short pause lets the test see the raw mode before the crash.
    usleep(200_000)
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
}
