import ExploreCore
import ExploreNetworking

/// GitHub answered 401 to a request that carried a token.
///
/// explore never deletes a stored token because of this: the user decides.
package struct GitHubTokenRejectedError: UserFacingError {
  /// Where the token came from, such as `GH_TOKEN`.
  package var source: String

  package init(source: String) {
    self.source = source
  }

  package var description: String {
    switch source {
    case LoginStore.storedLoginSource:
      "GitHub rejected your stored sign-in (stored login): the token expired or was revoked. "
        + "Run `explore github login` to sign in again."
    case _ where GitHub.signIn.tokenVariables.contains(source):
      "GitHub rejected the token in \(source) (expired or revoked). "
        + "Set \(source) to a valid token, or unset it and run `explore github login`."
    case GitHub.ghTokenSource:
      "GitHub rejected the token from the GitHub CLI (\(source)): it expired or was revoked. "
        + "Run `gh auth login` and try again, or run `explore github login` without --from-gh."
    default:
      "GitHub rejected the token from \(source) (expired or revoked). Run `explore github login` to sign in again."
    }
  }
}
