/// The terminal could not be switched to full-screen mode.
///
/// NB: the CLI makes it a `UserFacingError` (exit status 1); this module
/// knows nothing of explore's error model.
package struct TerminalSetupError: Error, CustomStringConvertible, Sendable {
  package var reason: String

  package init(reason: String) {
    self.reason = reason
  }

  package var description: String {
    "Could not switch the terminal to interactive mode: \(reason). Run without -i to print the list instead."
  }
}
