import ExploreCore
import Foundation

extension TextRenderer.Context {
  /// The columns of a group of sibling rows: the title, the subtitle when
  /// any item has one, then each field key in order of first appearance.
  struct RowTable {
    enum Role { case title, subtitle, field }
    struct Column {
      var role: Role
      var header: String
      var key: String
      var rightAligned: Bool
    }

    var columns: [Column]

    /// - Complexity: O(*n* · *f*) for *n* items of *f* fields.
    init(_ items: [Item]) {
      // NB: The kind names the title column ("REPOSITORY") when all rows
      // share it, as `gh` heads its tables.
      let kinds = Set(items.map(\.kind))
      let titleHeader = kinds.count == 1 ? kinds.first.map { $0.uppercased() } ?? "NAME" : "NAME"
      columns = [Column(role: .title, header: titleHeader, key: "", rightAligned: false)]
      if items.contains(where: Self.subtitleAddsToFields) {
        columns.append(Column(role: .subtitle, header: "", key: "", rightAligned: false))
      }
      var seen: [String: Int] = [:]
      for item in items {
        for field in item.fields {
          let isNumeric: Bool
          switch field.value {
          // NB: "—" for a missing count sits fine in a right-aligned column.
          case .integer, .number, .none: isNumeric = true
          default: isNumeric = false
          }
          if let index = seen[field.key] {
            columns[index].rightAligned = columns[index].rightAligned && isNumeric
          } else {
            seen[field.key] = columns.count
            columns.append(Column(role: .field, header: field.label.uppercased(), key: field.key, rightAligned: isNumeric))
          }
        }
      }
    }

    var hasFields: Bool { columns.contains { $0.role == .field } }

    /// Whether `item`'s subtitle says something its field columns don't.
    ///
    /// NB: Providers write subtitles such as "Human · Alive" for layouts
    /// without columns (grid, detail headers). In a table the same facts
    /// already stand in their own columns, so a subtitle made only of field
    /// values would repeat them on every row.
    static func subtitleAddsToFields(_ item: Item) -> Bool {
      guard let subtitle = item.subtitle, !subtitle.isEmpty else { return false }
      let fieldTexts = Set(item.fields.map { FieldFormatter.plain($0.value).lowercased() }.filter { !$0.isEmpty })
      // A part is covered when it is a field's value, or names one with a
      // word before it ("status unknown" for a status column's "unknown").
      func isCovered(_ part: String) -> Bool {
        let part = part.lowercased()
        if fieldTexts.contains(part) { return true }
        guard let space = part.lastIndex(of: " ") else { return false }
        return fieldTexts.contains(String(part[part.index(after: space)...]))
      }
      return !subtitle.components(separatedBy: " · ").allSatisfy(isCovered)
    }

    /// The raw value of each column for `item`; `.missing` for a subtitle or
    /// field it lacks.
    func values(of item: Item) -> [Value] {
      columns.map { column in
        switch column.role {
        case .title: .text(item.title)
        case .subtitle: item.subtitle.map { .text($0) } ?? .missing
        case .field: item[field: column.key].map { .field($0) } ?? .missing
        }
      }
    }

    enum Value {
      case text(String)
      case field(FieldValue)
      case missing
    }
  }

  // MARK: Terminal rows

  /// The column widths shared by every row at one depth of a tree.
  struct RowLayout {
    var table: RowTable
    var widths: [Int]
    var showsColumnHeader: Bool
  }

  /// Rows for `items` fitted to the width, then each expanded item's
  /// children as a tree beneath it, with `├─`/`└─` guides and `│` rules.
  ///
  /// Rows at the same depth share their columns across the whole tree, so
  /// the residents of every location line up with each other. Top-level
  /// rows with fields get a dim column header, as `gh` prints on a terminal.
  ///
  /// - Parameter depth: 0 for a section's rows; 1 for children listed under
  ///   something else (the detail layout's item), which get guides.
  /// - Complexity: O(*n* · *c*) for *n* items in the tree and *c* columns.
  mutating func appendTree(_ items: [Item], depth: Int) {
    let layouts = treeLayouts(for: items, depth: depth)
    if let top = layouts.first, top.showsColumnHeader {
      lines.append(line(top.table.columns.map(\.header), layout: top) { _ in .dim })
    }
    appendRows(items, layouts: layouts[...], continuation: "", isGuided: depth > 0)
  }

  /// The layout of each depth of the tree under `items`, from `depth` on.
  func treeLayouts(for items: [Item], depth: Int) -> [RowLayout] {
    var levels: [[Item]] = []
    var level = items
    while !level.isEmpty {
      levels.append(level)
      level = level.flatMap { $0.children ?? [] }
    }
    return levels.enumerated().map { offset, level in
      rowLayout(for: level, depth: depth + offset)
    }
  }

  func rowLayout(for items: [Item], depth: Int) -> RowLayout {
    let table = RowTable(items)
    let showsColumnHeader = depth == 0 && table.hasFields
    var naturals = Array(repeating: 0, count: table.columns.count)
    for item in items {
      for (column, cell) in cells(of: item, in: table).enumerated() {
        naturals[column] = max(naturals[column], DisplayWidth.of(cell))
      }
    }
    if showsColumnHeader {
      naturals = zip(naturals, table.columns).map { max($0, DisplayWidth.of($1.header)) }
    }
    let available = width - 3 * depth
    // NB: The title keeps a third of the line; other columns may shrink to
    // 10. When even that does not fit, fields go from the right, then the
    // subtitle: a row that names its item beats a row of cut-off values.
    let minimums = table.columns.map { column in
      column.role == .title ? max(12, available / 3) : 10
    }
    let widths = ColumnFitter.fit(naturals: naturals, minimums: minimums, available: available, gap: 2)
    return RowLayout(table: table, widths: widths, showsColumnHeader: showsColumnHeader)
  }

  private func cells(of item: Item, in table: RowTable) -> [String] {
    table.values(of: item).map { value in
      switch value {
      case .text(let text): Self.clean(text)
      case .field(let field): Self.clean(FieldFormatter.row(field, now: options.now))
      case .missing: ""
      }
    }
  }

  /// - Parameters:
  ///   - layouts: The layout of this depth, then of each deeper one.
  ///   - continuation: The rules of the ancestors ("│  " or "   " each).
  ///   - isGuided: Whether these rows hang from a parent (`├─ `).
  mutating func appendRows(_ items: [Item], layouts: ArraySlice<RowLayout>, continuation: String, isGuided: Bool) {
    guard let layout = layouts.first else { return }
    for (index, item) in items.enumerated() {
      let isLast = index == items.count - 1
      let guide = isGuided ? paint(continuation + (isLast ? "└─ " : "├─ "), .dim) : ""
      let row = line(cells(of: item, in: layout.table), layout: layout) { role in
        switch role {
        case .title: .bold
        case .subtitle: .dim
        case .field: nil
        }
      }
      lines.append(guide + row)
      guard let children = item.children else { continue }
      let childContinuation = isGuided ? continuation + (isLast ? "   " : "│  ") : ""
      if children.isEmpty {
        let note = Self.clean(item.emptyChildrenNote ?? "none")
        let room = width - DisplayWidth.of(childContinuation) - 3
        lines.append(paint(childContinuation + "└─ " + DisplayWidth.truncate(note, to: max(room, 1)), .dim))
      } else {
        appendRows(children, layouts: layouts.dropFirst(), continuation: childContinuation, isGuided: true)
      }
    }
  }

  /// One row: each cell cut to its column's width and padded, two spaces
  /// between columns, and nothing after the last non-empty cell.
  func line(_ cells: [String], layout: RowLayout, style: (RowTable.Role) -> ANSIStyle?) -> String {
    let widths = layout.widths
    let table = layout.table
    guard let lastFilled = cells.indices.prefix(widths.count).last(where: { !cells[$0].isEmpty }) else { return "" }
    var result = ""
    for column in 0...lastFilled {
      let text = DisplayWidth.truncate(cells[column], to: widths[column])
      let padding = Self.spaces(widths[column] - DisplayWidth.of(text))
      let styled = style(table.columns[column].role).map { paint(text, $0) } ?? text
      if column > 0 { result += "  " }
      if table.columns[column].rightAligned {
        result += padding + styled
      } else {
        result += column == lastFilled ? styled : styled + padding
      }
    }
    return result
  }

  // MARK: Piped rows

  /// Tab-separated rows with exact values, every column present in every
  /// row so that `cut -f` works; children follow their parent, their title
  /// prefixed with tree guides.
  ///
  /// - Parameter isTopLevel: `false` for children listed under something
  ///   else (the detail layout's item), which get guides from the start.
  mutating func appendTabSeparatedRows(_ items: [Item], isTopLevel: Bool = true) {
    appendTabSeparatedRows(items, table: RowTable(items), continuation: "", depth: isTopLevel ? 0 : 1)
  }

  mutating func appendTabSeparatedRows(_ items: [Item], table: RowTable, continuation: String, depth: Int) {
    for (index, item) in items.enumerated() {
      let isLast = index == items.count - 1
      let guide = depth == 0 ? "" : continuation + (isLast ? "└─ " : "├─ ")
      let cells = table.values(of: item).enumerated().map { column, value -> String in
        switch value {
        case .text(let text):
          let cell = Self.clean(text)
          return column == 0 ? guide + paint(cell, .bold) : paint(cell, .dim)
        case .field(let field): return Self.clean(FieldFormatter.plain(field))
        case .missing: return ""
        }
      }
      lines.append(cells.joined(separator: "\t"))
      if let children = item.children, !children.isEmpty {
        let childContinuation = depth == 0 ? "" : continuation + (isLast ? "   " : "│  ")
        appendTabSeparatedRows(children, table: RowTable(children), continuation: childContinuation, depth: depth + 1)
      }
    }
  }
}
