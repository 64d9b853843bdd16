import ExploreCore

/// The terminal could not be switched to full-screen mode.
struct TerminalSetupError: UserFacingError {
  var reason: String
  var description: String {
    "Could not switch the terminal to interactive mode: \(reason). Run without -i to print the list instead."
  }
}
