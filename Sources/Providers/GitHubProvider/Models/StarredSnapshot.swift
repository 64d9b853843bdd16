/// What is known of your most recent stars, loaded once per provider and
/// shared by every page of a repository search, to mark starred rows
/// without one request per row.
package struct StarredSnapshot: Sendable, Hashable {
  /// Lowercased `owner/repo` names.
  package var fullNames: Set<String>
  /// Whether these are all your stars; when `false`, a repository not in
  /// the set may still be starred.
  package var isComplete: Bool

  /// Whether you starred `fullName`: `nil` when it is not known.
  package func isStarred(_ fullName: String) -> Bool? {
    if fullNames.contains(fullName.lowercased()) { return true }
    return isComplete ? false : nil
  }
}
