package import ExploreCore

/// One change to a list between two loads of it, as `--watch` prints it:
/// a row added, removed, updated (a displayed value changed) or moved.
///
/// ```swift
/// let changes = RowChange.changes(changeset, old: previous, new: current)
/// WatchChangeWriter(useColor: false, showsMoves: false, now: now).text(for: changes)
/// // "+ alice\n- bob\n~ carol: Type User → Organization\n"
/// ```
package enum RowChange: Sendable, Hashable {
  /// A row that the new load has and the old one had not.
  case added(Item)
  /// A row of the old load that the new one has not; its id and the title
  /// it had.
  case removed(id: String, title: String)
  /// A row whose displayed values changed, as the new load has it, with
  /// the values that changed.
  case updated(Item, fields: [FieldChange])
  /// A row whose place changed relative to the rows around it: its id and
  /// title, and its positions in the old and the new list, counting from 0.
  case moved(id: String, title: String, from: Int, to: Int)
  /// A row that came into a watched window (a page, the first `--limit N`
  /// rows) over its `edge` as the rows around it moved: it may have been
  /// on the next page all along, so it is not called new.
  case entered(Item, over: WatchWindow.Edge)
  /// A row that went out of a watched window over its `edge`: it may be on
  /// the next page now, so it is not called removed; its id and title.
  case left(id: String, title: String, over: WatchWindow.Edge)
}
