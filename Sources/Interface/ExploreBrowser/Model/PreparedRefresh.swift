/// What ``RefreshWork/prepare()`` worked out: the list to show and the marks
/// of its rows, with the work it answers.
package struct PreparedRefresh: Sendable {
  package let work: RefreshWork
  let list: LoadedList
  let marks: [RowPath: RowMark]
  /// Whether the refresh added, changed or removed any row; when it did
  /// not, ``marks`` are the ones shown before.
  let changedRows: Bool
}
