import ExploreCore

/// `login --from-gh` could not get a token from the GitHub CLI.
package struct GitHubCLIError: UserFacingError {
  package enum Reason: Sendable, Hashable {
    /// No executable `gh` on `PATH`.
    case notInstalled
    /// `gh auth token` failed or printed nothing: gh is not signed in to
    /// the host.
    case signedOut(status: Int32)
    /// `gh` could not be started.
    case cannotRun(String)
  }

  package var reason: Reason
  /// The host gh was asked about, such as `github.com`.
  package var host: String

  package init(_ reason: Reason, host: String) {
    self.reason = reason
    self.host = host
  }

  package var description: String {
    switch reason {
    case .notInstalled:
      "`explore github login --from-gh` imports the GitHub CLI's sign-in, but no `gh` is on your PATH. "
        + "Install it from https://cli.github.com, or run `explore github login` without --from-gh."
    case .signedOut(let status):
      "The GitHub CLI has no sign-in for \(host) (`gh auth token --hostname \(host)` exited with \(status)). "
        + "Run `gh auth login --hostname \(host)` first, or run `explore github login` without --from-gh."
    case .cannotRun(let reason):
      "explore could not run `gh auth token --hostname \(host)`: \(reason). "
        + "Run `explore github login` without --from-gh instead."
    }
  }
}
