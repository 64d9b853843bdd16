package import ExploreCore

/// Some favorites could not be loaded fresh, while the others were: the
/// list shows the others, and this error, printed after it, names the ones
/// that failed and why (exit status 1, as a list that `--all` could not
/// finish).
///
/// ```text
/// Error: Could not load 1 of 3 favorites: 42 (The API answered 500 …). The other 2 are shown; run the command again to retry, or remove it with 'explore rickmorty favorites remove 42'.
/// ```
package struct FavoritesLoadError: UserFacingError {
  /// A favorite that failed, and why.
  package struct Failure: Sendable, Hashable {
    package var favorite: Favorite
    /// The error's sentence.
    package var reason: String

    package init(favorite: Favorite, reason: String) {
      self.favorite = favorite
      self.reason = reason
    }
  }

  /// The favorites that failed, in the list's order.
  package var failures: [Failure]
  /// How many favorites were to load.
  package var total: Int
  /// The command that removes a favorite, such as `explore rickmorty favorites remove`.
  package var removeCommand: String

  /// The most failures the message names with their reasons.
  static let namedLimit = 3

  package init(failures: [Failure], total: Int, removeCommand: String) {
    self.failures = failures
    self.total = total
    self.removeCommand = removeCommand
  }

  package var description: String {
    let named = failures.prefix(Self.namedLimit).map { failure in
      let title = failure.favorite.title == failure.favorite.id ? "" : " \(failure.favorite.title)"
      return "\(failure.favorite.id)\(title) (\(Self.withoutFinalPeriod(failure.reason)))"
    }
    let more = failures.count > Self.namedLimit ? "; and \(failures.count - Self.namedLimit) more" : ""
    let others = total - failures.count
    let ids = failures.count > Self.namedLimit ? "<id>…" : failures.map(\.favorite.id).joined(separator: " ")
    return "Could not load \(failures.count) of \(total) favorites: \(named.joined(separator: "; "))\(more). "
      + "The other \(others) \(others == 1 ? "is" : "are") shown; run the command again to retry, "
      + "or remove \(failures.count == 1 ? "it" : "them") with '\(removeCommand) \(ids)'."
  }

  private static func withoutFinalPeriod(_ sentence: String) -> String {
    sentence.hasSuffix(".") ? String(sentence.dropLast()) : sentence
  }
}
