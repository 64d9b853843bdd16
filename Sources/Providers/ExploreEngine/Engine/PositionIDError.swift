package import ExploreCore

/// A detail was asked for a record known by its position (`#1.3`): the
/// API's answer lacked the record's id (``ExploreTables/ItemMapping/idMayBeMissing``),
/// so there is no id to ask the API for. A usage error (64).
package struct PositionIDError: UserFacingError, Hashable {
  /// `#1.3`.
  package var id: String

  package var description: String {
    "The record \(id) has no detail: the API's answer did not give its id, so it is known by its position (page and row) in the list. "
      + "Its list shows what the API said about it; run the list with --verbose to see which field was missing."
  }

  package var category: ErrorCategory { .usage }
}
