import ExploreRendering

/// The body of the current level laid out as screen lines: section headers,
/// column headers and one line per visible row, as ``TextRenderer`` prints
/// them, with the line of each selectable row.
package struct BrowserLayout: Sendable, Hashable {
  /// Every body line, without the cursor gutter.
  package var lines = LayoutLines()
  /// The selectable rows in display order.
  package var rows: [RowPath] = []
  /// The body line of each row in ``rows``.
  package var rowLines: [Int] = []
  /// The depth of each row in ``rows``: 0 for top-level items.
  package var rowLevels: [Int] = []
  /// The mark of each body line whose row the last refresh changed.
  package var lineMarks: [Int: RowMark] = [:]
  /// Each section's head lines (its title and column header), in order:
  /// they stay on screen while the section's rows scroll beneath them.
  package var heads: [PinnedHead] = []
  /// The top-level rows the sections count in their headers: the rows
  /// shown, less those a refresh marked removed.
  package var rootCount = 0

  /// A section's head: `count` lines from line `start`.
  package struct PinnedHead: Sendable, Hashable {
    package var start: Int
    package var count: Int

    package init(start: Int, count: Int) {
      self.start = start
      self.count = count
    }
  }

  /// The columns before each row on the screen: the cursor mark and a space.
  package static let gutterWidth = 2

  /// The most head lines pinned above a section's rows: a title, a column
  /// header and a note.
  package static let maximumPinnedLines = 3

  package init() {}
}
