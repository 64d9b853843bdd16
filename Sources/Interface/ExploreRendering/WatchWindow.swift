import ExploreCore

/// The part of a list `--watch` sees when it watches less than the whole
/// list: a page (`--page N`, page 1 without `--all`) or the first
/// `--limit N` rows, with rows before or after it that it does not load.
///
/// A row can come into such a window, or go out of it, only because rows
/// beyond it were added or removed: the window cannot tell that row from a
/// new or a removed one, and says it moved in or out instead
/// (``RowChange/entered(_:over:)``, ``RowChange/left(id:title:over:)``).
///
/// ```swift
/// let window = WatchWindow(page: 1, pages: 13, rowLimit: nil, hasBefore: false, hasAfter: true)
/// window.description    // "page 1 of 13"
/// ```
package struct WatchWindow: Sendable, Hashable {
  /// A side of the window.
  package enum Edge: String, Sendable, Hashable {
    /// Towards the start of the list: the page before.
    case before
    /// Towards the end of the list: the page after.
    case after
  }

  /// The page watched, when a page is; `nil` for the first `--limit N` rows.
  package var page: Int?
  /// How many pages the list has, when the API says.
  package var pages: Int?
  /// The rows watched with `--limit N`.
  package var rowLimit: Int?
  /// Whether rows come before the window (a page after the first).
  package var hasBefore: Bool
  /// Whether rows come after it (the page is not the last).
  package var hasAfter: Bool

  package init(page: Int?, pages: Int?, rowLimit: Int?, hasBefore: Bool, hasAfter: Bool) {
    self.page = page
    self.pages = pages
    self.rowLimit = rowLimit
    self.hasBefore = hasBefore
    self.hasAfter = hasAfter
  }

  /// What is watched: `page 1 of 13`, `page 2`, `the first 50 rows`.
  package var description: String {
    if let page {
      return "page \(FieldFormatter.grouped(page))" + (pages.map { " of \(FieldFormatter.grouped($0))" } ?? "")
    }
    return "the first \(FieldFormatter.grouped(rowLimit ?? 0)) rows"
  }

  /// Where a row that crossed `edge` came from or went: `page 2`,
  /// `the rows after the first 50`.
  package func beyond(_ edge: Edge) -> String {
    if let page { return "page \(FieldFormatter.grouped(edge == .after ? page + 1 : max(page - 1, 1)))" }
    return "the rows after the first \(FieldFormatter.grouped(rowLimit ?? 0))"
  }

  /// `changes` (of this window, between two loads of it) with each row
  /// added beyond the last row both loads share, or before the first, on
  /// a side where rows lie outside the window, said as
  /// ``RowChange/entered(_:over:)``, and each row removed there as
  /// ``RowChange/left(id:title:over:)``. With no row in common, nothing
  /// tells a row that moved from a new one, and `changes` are kept.
  ///
  /// - Parameters:
  ///   - oldIDs: the ids of the earlier load, in its order.
  ///   - newIDs: the ids of the later load, in its order.
  /// - Complexity: O(*n*) in the rows of both loads and the changes.
  package func classify(_ changes: [RowChange], oldIDs: [String], newIDs: [String]) -> [RowChange] {
    guard hasBefore || hasAfter else { return changes }
    let oldSet = Set(oldIDs), newSet = Set(newIDs)
    let sharedNew = newIDs.indices.filter { oldSet.contains(newIDs[$0]) }
    let sharedOld = oldIDs.indices.filter { newSet.contains(oldIDs[$0]) }
    guard let firstNew = sharedNew.first, let lastNew = sharedNew.last, let firstOld = sharedOld.first, let lastOld = sharedOld.last
    else { return changes }
    var newPlace: [String: Int] = [:]
    for (index, id) in newIDs.enumerated() { newPlace[id] = index }
    var oldPlace: [String: Int] = [:]
    for (index, id) in oldIDs.enumerated() { oldPlace[id] = index }
    var entered: [RowChange] = [], left: [RowChange] = [], kept: [RowChange] = []
    for change in changes {
      switch change {
      case .added(let item):
        let place = newPlace[item.id] ?? firstNew
        if hasAfter && place > lastNew {
          entered.append(.entered(item, over: .after))
        } else if hasBefore && place < firstNew {
          entered.append(.entered(item, over: .before))
        } else {
          kept.append(change)
        }
      case .removed(let id, let title):
        let place = oldPlace[id] ?? firstOld
        if hasAfter && place > lastOld {
          left.append(.left(id: id, title: title, over: .after))
        } else if hasBefore && place < firstOld {
          left.append(.left(id: id, title: title, over: .before))
        } else {
          kept.append(change)
        }
      default:
        kept.append(change)
      }
    }
    // NB: the order the writer prints: removed, added, updated, moved,
    // then what crossed the window's edges.
    return kept + left + entered
  }
}
