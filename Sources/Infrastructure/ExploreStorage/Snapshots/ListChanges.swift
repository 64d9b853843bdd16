import ExploreCore

/// What was added to and removed from a list between two snapshots,
/// computed with the core ``ListSnapshot`` and its changeset.
///
/// ```swift
/// let changes = try ListChanges(from: previous.items, to: current.items)
/// changes.added    // inserts: in the new list's order
/// changes.removed  // deletes: in the old list's order
/// ```
public struct ListChanges: Sendable, Hashable {
  /// Items in the new list that the old one lacked, in the new order.
  public var added: [SnapshotEntry]
  /// Items of the old list that the new one lacks, in the old order.
  public var removed: [SnapshotEntry]

  public init(added: [SnapshotEntry], removed: [SnapshotEntry]) {
    self.added = added
    self.removed = removed
  }

  /// The changes from `old` to `new`. A repeated id (an API listing an
  /// item on two pages) counts once, at its first place.
  ///
  /// - Complexity: Expected O(*n* + *m*) for *n* old and *m* new items.
  public init(from old: [SnapshotEntry], to new: [SnapshotEntry]) {
    let oldEntries = Self.unique(old)
    let newEntries = Self.unique(new)
    // NB: only inserts and deletes matter here, in list order: two sets of
    // ids say as much as a snapshot diff, and cannot fail.
    let oldIDs = Set(oldEntries.map(\.id))
    let newIDs = Set(newEntries.map(\.id))
    self.added = newEntries.filter { !oldIDs.contains($0.id) }
    self.removed = oldEntries.filter { !newIDs.contains($0.id) }
  }

  /// Whether nothing was added or removed.
  public var isEmpty: Bool { added.isEmpty && removed.isEmpty }

  private static func unique(_ entries: [SnapshotEntry]) -> [SnapshotEntry] {
    var seen = Set<String>()
    return entries.filter { seen.insert($0.id).inserted }
  }
}
