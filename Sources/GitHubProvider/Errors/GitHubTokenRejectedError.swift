import ExploreCore

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
    "GitHub rejected the token (expired or revoked). Run `explore github login --with-token` or set GH_TOKEN."
      + " (The rejected token came from \(source).)"
  }
}
