import ExploreCore

/// A command that acts for a user was run without any token.
package struct GitHubTokenRequiredError: UserFacingError {
  /// The command, such as `star`.
  package var command: String

  package init(command: String) {
    self.command = command
  }

  package var description: String {
    "`explore github \(command)` needs a GitHub token. Run `explore github login` or set GH_TOKEN."
  }
}
