package import ExploreCore

/// The statuses `explore` exits with, each described once for `--help` and
/// the README.
///
/// ```sh
/// if explore github starred --check apple/swift; then echo "starred"; fi
/// ```
///
/// A signal that stops a run maps to its status through ``StopReason``;
/// the statuses of signals are 128 plus the signal's number, as shells
/// report them.
package enum ExitStatus: Int32, CaseIterable, Sendable {
  /// The command did what was asked (also help and version), or a check
  /// answered yes.
  case success = 0
  /// A runtime failure (`Error: …` says what failed), or a check answered no.
  case failure = 1
  /// A command line explore cannot run (`EX_USAGE`).
  case usage = 64
  /// The terminal went away (128 + SIGHUP).
  case hungUp = 129
  /// Interrupted by Ctrl-C (128 + SIGINT).
  case interrupted = 130
  /// Asked to stop with SIGTERM, as `kill` does by default (128 + SIGTERM).
  case terminated = 143

  /// What the status means, for the `EXIT STATUS:` section of `--help`.
  package var meaning: String {
    switch self {
    case .success:
      "Success; help and version too; a check (such as 'starred --check') answered yes. A closed output pipe (as with '| head') also ends quietly with 0."
    case .failure:
      "A runtime failure ('Error: …' says what failed and what to do), or a check answered no (its sentence is still printed)."
    case .usage:
      "A command line explore cannot run: the error, the usage line and where to find help."
    case .hungUp:
      "The terminal went away (SIGHUP)."
    case .interrupted:
      "Interrupted with Ctrl-C (SIGINT)."
    case .terminated:
      "Stopped with SIGTERM (as 'kill' sends)."
    }
  }

  /// The status of an error of `category`: the one place that maps them.
  package init(_ category: ErrorCategory) {
    switch category {
    case .usage: self = .usage
    case .runtime: self = .failure
    }
  }

  /// The status of a command that loaded `pages`: ``failure`` when one of
  /// them answers a check with no (``ResourcePage/predicate`` is `false`),
  /// else ``success``.
  ///
  /// - Complexity: O(*n*) in the number of pages.
  package static func of(_ pages: [ResourcePage]) -> ExitStatus {
    pages.contains { $0.predicate == false } ? .failure : .success
  }
}
