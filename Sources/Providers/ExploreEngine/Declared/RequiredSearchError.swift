package import ExploreCore

/// A list the API answers only with a search (`GET /search/users?q=`) was
/// asked for without `--search`: a usage error (64) that says what to add,
/// rather than the API's own refusal of a request without its query.
package struct RequiredSearchError: UserFacingError, Hashable {
  /// `explore hub search users`.
  package var command: String
  /// The query parameter `--search` sends.
  package var parameter: String

  package var description: String {
    "\(command) needs --search TEXT: the API answers only a search (its query parameter \(parameter) is required). For example: \(command) --search swift"
  }

  package var category: ErrorCategory { .usage }
}
