import ExploreCore

/// `login` was run in a way that cannot give explore a token.
package struct GitHubLoginError: UserFacingError {
  package enum Reason: Sendable, Hashable {
    /// `login` without `--with-token`.
    case missingWithToken
    /// `--with-token` with nothing on standard input.
    case emptyInput
  }

  package var reason: Reason

  package init(_ reason: Reason) {
    self.reason = reason
  }

  package var description: String {
    switch reason {
    case .missingWithToken:
      "`explore github login` reads a token from standard input and needs --with-token. "
        + "Create a token at https://github.com/settings/tokens, then run "
        + "`explore github login --with-token < token.txt`, or set GH_TOKEN instead."
    case .emptyInput:
      "No token arrived on standard input. Pipe one in: `explore github login --with-token < token.txt`."
    }
  }

  package var exitCode: Int32 {
    switch reason {
    case .missingWithToken: 64
    case .emptyInput: 1
    }
  }
}
