package import ExploreCore

/// A command line explore cannot run: an unknown name, a missing or invalid
/// value, conflicting options. Printed as swift-argument-parser prints its
/// errors, and the process exits with 64 (`EX_USAGE`).
///
/// ```text
/// Error: Unknown option '--limt'. Did you mean '--limit'?
/// Usage: explore github followers <user> [<options>]
///   See 'explore github followers --help' for more information.
/// ```
package struct UsageError: UserFacingError, Hashable {
  /// The sentence after `Error: `.
  package var message: String
  /// The command the error is about, for the usage line and the help hint.
  package var scope: HelpScope

  package init(_ message: String, scope: HelpScope) {
    self.message = message
    self.scope = scope
  }

  /// The parser's refusal, worded by ``ParserError``.
  package init(_ error: ParserError, scope: HelpScope) {
    self.init(error.description, scope: scope)
  }

  package var description: String { message }
  package var category: ErrorCategory { .usage }
}
