import ExploreCore
import ExploreRendering
import ExploreSnapshots

/// One load of a watched list, ready to be compared with the next: its
/// items, their snapshot and what each row shows.
///
/// ```swift
/// let previous = try WatchedList(itemsOfLastLoad)
/// let current = try WatchedList(itemsOfThisLoad)
/// current.changes(since: previous)   // [.removed(…), .added(…), .updated(…)]
/// ```
struct WatchedList: Sendable {
  let items: [Item]
  private let snapshot: ListSnapshot<Int, String>
  private let contents: [RowContent]

  /// - Parameter items: the list, each id once (``WholeListLoader`` keeps
  ///   them so).
  /// - Throws: ``SnapshotError`` for a repeated id.
  /// - Complexity: O(*n*) in the number of items.
  init(_ items: [Item]) throws {
    self.items = items
    snapshot = try ListSnapshot(sections: [(0, items.map(\.id))])
    contents = items.map(RowContent.init)
  }

  /// What changed from `previous` to this load, through the core's
  /// content-aware difference: rows removed, added, updated (a displayed
  /// value changed) and moved.
  ///
  /// - Complexity: As ``ListSnapshot/difference(from:oldContents:newContents:)``,
  ///   plus the fields of each updated row.
  func changes(since previous: WatchedList) -> [RowChange] {
    let changeset = snapshot.difference(from: previous.snapshot, oldContents: previous.contents, newContents: contents)
    return RowChange.changes(changeset, old: previous.items, new: items)
  }
}
