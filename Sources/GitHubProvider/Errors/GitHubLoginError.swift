import ExploreCore

/// `login` was run in a way that cannot give explore a token.
package struct GitHubLoginError: UserFacingError {
  package enum Reason: Sendable, Hashable {
    /// `--with-token` with nothing on standard input.
    case emptyInput
    /// Both `--with-token` and `--from-gh`.
    case conflictingSources
    /// A device-flow option, such as `--web`, with `--with-token` or `--from-gh`.
    case deviceFlowOnly(String)
  }

  package var reason: Reason

  package init(_ reason: Reason) {
    self.reason = reason
  }

  package var description: String {
    switch reason {
    case .emptyInput:
      "No token arrived on standard input. Pipe one in: `explore github login --with-token < token.txt`."
    case .conflictingSources:
      "--with-token and --from-gh each give explore a token; choose one."
    case .deviceFlowOnly(let option):
      "\(option) belongs to the browser sign-in; leave it out with --with-token or --from-gh."
    }
  }

  package var exitCode: Int32 {
    switch reason {
    case .emptyInput: 1
    case .conflictingSources, .deviceFlowOnly: 64
    }
  }
}
