import ExploreCore
import ExploreTerminal

extension TextRenderer.Context {
  /// Item titles in columns, like `ls`: filled top to bottom, then left to
  /// right, in as few rows as fit the width, each column as wide as its
  /// widest name plus a two-space gap.
  ///
  /// - Complexity: O(*n*²) in the number of items at worst (trying each row
  ///   count), O(*n*) when the names fit in one row.
  mutating func appendGrid(_ items: [Item]) {
    if let grid = options.pictures?.grid(items, width: width) { return lines += grid }
    let names = items.map { Self.name($0.title) }
    let nameWidths = names.map { DisplayWidth.of($0) }
    let gap = 2
    var layout = (rows: names.count, widths: [min(nameWidths.max() ?? 0, width)])
    for rows in 1...max(names.count, 1) {
      let columns = (names.count + rows - 1) / rows
      var widths: [Int] = []
      var total = 0
      for column in 0..<columns {
        let start = column * rows
        let columnWidth = nameWidths[start..<min(start + rows, names.count)].max() ?? 0
        widths.append(columnWidth)
        total += columnWidth + (column > 0 ? gap : 0)
        if total > width { break }
      }
      if total <= width {
        layout = (rows, widths)
        break
      }
    }
    for row in 0..<layout.rows {
      var line = ""
      for (column, columnWidth) in layout.widths.enumerated() {
        let index = column * layout.rows + row
        guard index < names.count else { break }
        let name = DisplayWidth.truncate(names[index], to: columnWidth)
        let isLastInRow = column == layout.widths.count - 1 || index + layout.rows >= names.count
        line += name
        if !isLastInRow { line += Self.spaces(columnWidth - DisplayWidth.of(name) + gap) }
      }
      lines.append(line)
    }
  }
}
