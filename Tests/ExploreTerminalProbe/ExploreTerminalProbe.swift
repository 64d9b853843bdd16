import ExploreTerminal
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A test-only executable that puts its terminal in explore's full-screen
/// mode and then crashes the way its argument says, so that the tests can
/// check, in a pseudo-terminal, that the terminal comes back. It is never
/// shipped: the crash trigger exists only here.
///
/// ```sh
/// ExploreTerminalProbe fatal-error   # also: force-unwrap, segv, bus, abort, trap, index
/// ```
@main
struct ExploreTerminalProbe {
  static func main() throws {
    let crash = CommandLine.arguments.dropFirst().first ?? ""
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
