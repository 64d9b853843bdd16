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
  /// Whether the list goes on past these rows (a page that is not the
  /// last, rows `--limit N` left out).
  let hasMore: Bool
  private let snapshot: ListSnapshot<Int, String>
  private let contents: [RowContent]

  /// - Parameters:
  ///   - items: the list, each id once (``WholeListLoader`` keeps them so).
  ///   - hasMore: whether the list goes on past `items`.
  /// - Throws: ``SnapshotError`` for a repeated id.
  /// - Complexity: O(*n*) in the number of items.
  init(_ items: [Item], hasMore: Bool = false) throws {
    self.items = items
    self.hasMore = hasMore
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
