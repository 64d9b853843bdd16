import ExploreNetworking

/// The API's error body, `{"error": "Character not found"}`, read by the
/// one ``ErrorBody`` every provider shares.
extension ErrorBody {
  /// The message of a list that has nothing to show: a filter that matches
  /// nothing, or a page past the end.
  package static let nothingHere = "There is nothing here"

  /// Whether this is the "nothing here" answer of a list.
  ///
  /// NB: an exact match. The unknown-route handler says "There is nothing
  /// here." with a full stop; that means a wrong base URL or path, which
  /// must surface as an error rather than pass for an empty list.
  package var isNothingHere: Bool { message == Self.nothingHere }
}
