/// Why a run of `explore` ended before its output was complete.
package enum StopReason: Sendable, Hashable {
  /// The reader of standard output went away (`| head -1` exited): EPIPE,
  /// or the pipe hung up. Like `git log | head`, explore stops quietly.
  case readerGone
  /// The user pressed Ctrl-C (SIGINT).
  case interrupted

  /// The exit status: 0 when the reader left (it has what it wanted), 130
  /// for Ctrl-C (128 + SIGINT, as shells report it).
  package var exitStatus: Int32 {
    switch self {
    case .readerGone: 0
    case .interrupted: 130
    }
  }
}
