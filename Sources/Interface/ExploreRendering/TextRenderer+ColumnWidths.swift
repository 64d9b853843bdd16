extension TextRenderer {
  /// The column widths a terminal list was drawn with, for each depth of
  /// its tree, so that the next layout of the same list keeps them: the
  /// interactive browser's columns stay where they are while pages load,
  /// instead of widening for the longest cell so far.
  ///
  /// A depth keeps its widths while its columns (roles, headers and keys)
  /// and the width of the line are the same; a new column or a resize lays
  /// that depth out again. A cell wider than its kept column is cut with
  /// `…`, as any cell that does not fit.
  ///
  /// ```swift
  /// let first = TextRenderer.listLines(document, options: options)
  /// let next = TextRenderer.listLines(moreRows, options: options, keeping: first?.columnWidths)
  /// ```
  package struct ColumnWidths: Sendable, Hashable {
    /// One depth's columns and the widths they were given.
    package struct DepthWidths: Sendable, Hashable {
      fileprivate var columns: [ColumnIdentity]
      fileprivate var available: Int
      /// One width per column shown; fewer than the columns when the
      /// fitter left some out.
      package var widths: [Int]

      /// Whether a layout of `columns` on a line of `available` columns
      /// keeps these widths.
      func fits(_ columns: [Context.RowTable.Column], available: Int) -> Bool {
        available == self.available && columns.map(ColumnIdentity.init) == self.columns
      }
    }

    /// What makes two columns the same column: not its alignment, which
    /// a later row may change.
    fileprivate struct ColumnIdentity: Sendable, Hashable {
      var role: String
      var header: String
      var key: String

      init(_ column: Context.RowTable.Column) {
        role = "\(column.role)"
        header = column.header
        key = column.key
      }
    }

    package private(set) var depths: [DepthWidths]

    init(_ layouts: [Context.RowLayout], width: Int) {
      depths = layouts.enumerated().map { depth, layout in
        DepthWidths(columns: layout.table.columns.map(ColumnIdentity.init), available: width - 3 * depth, widths: layout.widths)
      }
    }

    /// The widths of `depth`, if that depth was drawn.
    func depth(_ depth: Int) -> DepthWidths? {
      depths.indices.contains(depth) ? depths[depth] : nil
    }

    /// These widths, with the depths `newer` drew that these lack: a depth
    /// first drawn later (children first expanded) keeps its widths too.
    package func merging(_ newer: ColumnWidths) -> ColumnWidths {
      var merged = self
      if newer.depths.count > depths.count { merged.depths += newer.depths[depths.count...] }
      for index in depths.indices where index < newer.depths.count && newer.depths[index] != depths[index] {
        // NB: a depth laid out again (new columns, another width) takes its new widths.
        merged.depths[index] = newer.depths[index]
      }
      return merged
    }
  }
}
