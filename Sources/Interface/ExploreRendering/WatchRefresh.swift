package import Foundation

/// One refresh of `--watch`: its number, when it found its changes, and
/// the changes, which ``WatchChangeWriter`` heads with a line and
/// ``JSONRenderer/lines(for:)`` closes with one.
///
/// ```swift
/// let refresh = WatchRefresh(number: 3, date: now, changes: current.changes(since: previous))
/// (refresh.removed, refresh.added, refresh.updated)   // (1, 1, 1)
/// ```
///
/// Refreshes count from 1, a failed one included, so that the numbers are
/// those of the messages on standard error (`Refresh 2 failed: …`); the
/// first load is number 0.
package struct WatchRefresh: Sendable, Hashable {
  /// The refresh's number: 1 for the first after the first load.
  package var number: Int
  /// When the refresh found its changes, in whole seconds.
  package var date: Date
  /// What changed, as ``RowChange/changes(_:old:new:)`` orders it.
  package var changes: [RowChange]
  /// The part of the list watched, when it is not the whole list: rows
  /// that crossed its edges are said as such.
  package var window: WatchWindow?

  /// - Parameter date: The time; its fraction of a second is dropped, so
  ///   that the text and the JSON say the same second.
  package init(number: Int, date: Date, changes: [RowChange], window: WatchWindow? = nil) {
    self.window = window
    self.number = number
    self.date = Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down))
    self.changes = changes
  }

  /// The rows added. - Complexity: O(*n*) in the number of changes.
  package var added: Int { changes.count { if case .added = $0 { true } else { false } } }
  /// The rows removed. - Complexity: O(*n*) in the number of changes.
  package var removed: Int { changes.count { if case .removed = $0 { true } else { false } } }
  /// The rows with a displayed value changed (a row once, however many of
  /// its values changed). - Complexity: O(*n*) in the number of changes.
  package var updated: Int { changes.count { if case .updated = $0 { true } else { false } } }
  /// The rows moved. - Complexity: O(*n*) in the number of changes.
  package var moved: Int { changes.count { if case .moved = $0 { true } else { false } } }
  /// The rows that came into the window over `edge`. - Complexity: O(*n*) in the number of changes.
  package func entered(over edge: WatchWindow.Edge) -> Int {
    changes.count { if case .entered(_, edge) = $0 { true } else { false } }
  }
  /// The rows that went out of the window over `edge`. - Complexity: O(*n*) in the number of changes.
  package func left(over edge: WatchWindow.Edge) -> Int {
    changes.count { if case .left(_, _, edge) = $0 { true } else { false } }
  }
}
