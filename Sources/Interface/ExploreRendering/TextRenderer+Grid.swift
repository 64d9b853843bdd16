import ExploreCore
import ExploreTerminal

extension TextRenderer.Context {
  /// Item titles in columns, like `ls -x`: filled left to right, then top
  /// to bottom (the order of the picture grid, so a page reads the same
  /// with and without pictures), in as many columns as fit the width, each
  /// column as wide as its widest name plus a two-space gap. A name is cut
  /// only when it is wider than the screen, and then in the middle
  /// (``DisplayWidth/truncateMiddle(_:to:)``), so that names that differ at
  /// their end stay apart.
  ///
  /// - Complexity: O(*n*²) in the number of items at worst (trying each
  ///   column count), O(*n*) when the names fit in one row.
  mutating func appendGrid(_ items: [Item]) {
    if let grid = options.pictures?.grid(items, width: width) {
      pictureAnchors.append(lines.count)
      return lines += grid
    }
    let names = items.map { DisplayWidth.truncateMiddle(Self.name($0.title), to: width) }
    for line in Self.rowMajorGrid(names, width: width) { lines.append(line) }
  }

  /// `names` in rows of as many columns as fit `width`, row-major, each
  /// column as wide as its widest name, two spaces apart; no line ends in
  /// spaces.
  static func rowMajorGrid(_ names: [String], width: Int) -> [String] {
    guard !names.isEmpty else { return [] }
    let nameWidths = names.map { DisplayWidth.of($0) }
    let gap = 2
    var layout = [nameWidths.max() ?? 0]
    for columns in stride(from: min(names.count, max(width, 1)), through: 2, by: -1) {
      var widths = [Int](repeating: 0, count: columns)
      for (index, nameWidth) in nameWidths.enumerated() {
        widths[index % columns] = max(widths[index % columns], nameWidth)
      }
      if widths.reduce(0, +) + gap * (columns - 1) <= width {
        layout = widths
        break
      }
    }
    var lines: [String] = []
    var start = 0
    while start < names.count {
      let row = names[start..<min(start + layout.count, names.count)]
      var line = ""
      for (column, name) in row.enumerated() {
        line += name
        if column < row.count - 1 { line += spaces(layout[column] - nameWidths[start + column] + gap) }
      }
      lines.append(line)
      start += row.count
    }
    return lines
  }
}
