import ExploreCore

/// The cursors of the pages a level's list loaded, in order, so that a
/// refresh loads the same pages again.
actor LoadedCursors {
  private(set) var cursors: [PageCursor] = []

  func record(_ cursor: PageCursor) {
    if !cursors.contains(cursor) { cursors.append(cursor) }
  }

  /// Forgets them: the list starts again from its first page.
  func reset() {
    cursors = []
  }
}
