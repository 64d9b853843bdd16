#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
package import ExploreArguments

/// Why a run of `explore` ended before its work was done.
///
/// Each reason maps to its exit status in ``status``, the one place that
/// says so.
package enum StopReason: Sendable, Hashable {
  /// The reader of standard output went away (`| head -1` exited): EPIPE,
  /// or the pipe hung up. Like `git log | head`, explore stops quietly.
  case readerGone
  /// The user pressed Ctrl-C (SIGINT, or the key in interactive mode).
  case interrupted
  /// Asked to stop with SIGTERM.
  case terminated
  /// The terminal went away (SIGHUP).
  case hungUp
  /// Standard output cannot take more (a full disk, a closed descriptor):
  /// the run stops with the error.
  case outputFailed(StandardOutputError)
  /// The command met an error that it will report, and is winding down
  /// the work still in flight. The command's own status stands; the reason
  /// only arms the watchdog.
  case failed

  /// The reason a stop signal gives: SIGINT, SIGTERM or SIGHUP.
  package init?(signal: Int32) {
    switch signal {
    case SIGINT: self = .interrupted
    case SIGTERM: self = .terminated
    case SIGHUP: self = .hungUp
    default: return nil
    }
  }

  /// The signals that stop a run, each a ``StopReason``.
  package static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

  /// The status the process ends with: 0 when the reader left (it has what
  /// it wanted), 130 for Ctrl-C, 143 for SIGTERM, 129 for SIGHUP (128 plus
  /// the signal, as shells report it), 1 for an error.
  package var status: ExitStatus {
    switch self {
    case .readerGone: .success
    case .interrupted: .interrupted
    case .terminated: .terminated
    case .hungUp: .hungUp
    case .outputFailed, .failed: .failure
    }
  }

  /// ``status`` as a process exit code.
  package var exitStatus: Int32 { status.rawValue }

  /// Whether the command's work should be cancelled: every reason but
  /// ``failed``, whose command cancels its own work.
  package var cancelsRun: Bool { self != .failed }

  /// Whether standard output takes no more text.
  package var closesOutput: Bool {
    switch self {
    case .readerGone, .outputFailed: true
    case .interrupted, .terminated, .hungUp, .failed: false
    }
  }

  /// The error to tell the user about, when the reason is one.
  package var error: StandardOutputError? {
    if case .outputFailed(let error) = self { error } else { nil }
  }
}
