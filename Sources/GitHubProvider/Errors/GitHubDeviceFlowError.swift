import ExploreCore

/// The OAuth device flow of `explore github login` could not give explore
/// a token.
package struct GitHubDeviceFlowError: UserFacingError {
  package enum Reason: Sendable, Hashable {
    /// No `--client-id` and no `EXPLORE_GITHUB_CLIENT_ID`.
    case missingClientID
    /// The user did not enter the code before it expired (`expired_token`).
    case expired
    /// The user declined on GitHub (`access_denied`).
    case denied
    /// GitHub does not know the client id, or the app's device flow is off
    /// (`incorrect_client_credentials`, `device_flow_disabled`, a 404).
    case clientRejected(clientID: String, answer: String)
    /// An answer the protocol does not define, such as `unsupported_grant_type`.
    case unexpectedAnswer(String)
  }

  package var reason: Reason

  package init(_ reason: Reason) {
    self.reason = reason
  }

  /// How to get a client id, shared by the messages that need one.
  static let registrationAdvice =
    "Register an OAuth app at https://github.com/settings/applications/new (any homepage and callback URL), "
    + "tick \"Enable Device Flow\", and pass its client id with --client-id or EXPLORE_GITHUB_CLIENT_ID. "
    + "No client secret is needed. Or sign in with `explore github login --from-gh` or `--with-token`."

  package var description: String {
    switch reason {
    case .missingClientID:
      "`explore github login` signs in through an OAuth app of yours, and explore ships none. "
        + Self.registrationAdvice
    case .expired:
      "The sign-in code expired before it was entered. Run `explore github login` again and enter the new code."
    case .denied:
      "Sign-in was cancelled on GitHub, so nothing was stored. Run `explore github login` to try again."
    case .clientRejected(let clientID, let answer):
      "GitHub refused the OAuth app with client id '\(clientID)' (\(answer)): the id is wrong or the app's "
        + "device flow is off. " + Self.registrationAdvice
    case .unexpectedAnswer(let answer):
      "GitHub answered the sign-in with '\(answer)', which explore does not understand, so nothing was stored. "
        + "Run `explore github login` again, or use --with-token."
    }
  }

  package var exitCode: Int32 {
    switch reason {
    case .missingClientID: 64
    case .expired, .denied, .clientRejected, .unexpectedAnswer: 1
    }
  }
}
