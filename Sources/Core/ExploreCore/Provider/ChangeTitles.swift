/// How `--changes` titles its two sections for a trackable list, such as
/// "New followers" and "No longer following". The CLI adds the counts.
public struct ChangeTitles: Sendable, Hashable {
  /// The title over items that are new since the last snapshot.
  public var added: String
  /// The title over items that are gone since the last snapshot.
  public var removed: String

  public init(added: String, removed: String) {
    self.added = added
    self.removed = removed
  }
}
