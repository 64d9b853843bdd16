#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The one way explore's process ends with a status: every path out goes
/// through here (the end of `main`, the watchdog, a second Ctrl-C), so
/// that no code deep in a command calls `exit` by itself.
///
/// ```swift
/// ProcessExit.normally(0)          // at the end of a run that succeeded
/// ProcessExit.immediately(130)     // after a stop or a failure, or when the run cannot wind down
/// ```
///
/// Dying of a fatal signal is the other way out (``FatalSignalGuard``).
package enum ProcessExit {
  /// Ends the process with `status`, running the exit handlers (a
  /// sanitizer's report, a coverage profile).
  package static func normally(_ status: Int32) -> Never {
    exit(status)
  }

  /// Ends the process with `status` at once, without exit handlers.
  ///
  /// NB: for a run that did not wind down, or that was stopped or failed:
  /// other threads may be stuck holding locks that the exit handlers would
  /// wait for, or still be tearing down transfers in libraries whose state
  /// the exit handlers destroy. Everything explore writes goes out with
  /// `write(2)` unbuffered, so nothing is lost.
  package static func immediately(_ status: Int32) -> Never {
    _exit(status)
  }
}
