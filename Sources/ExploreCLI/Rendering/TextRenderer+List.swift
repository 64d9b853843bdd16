import ExploreCore

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
      let kinds = Set(items.map(\.kind))
      let titleHeader = kinds.count == 1 ? kinds.first!.uppercased() : "NAME"
      columns = [Column(role: .title, header: titleHeader, key: "", rightAligned: false)]
      if items.contains(where: { !($0.subtitle ?? "").isEmpty }) {
        columns.append(Column(role: .subtitle, header: "", key: "", rightAligned: false))
      }
      var seen: [String: Int] = [:]
      for item in items {
        for field in item.fields {
          let isNumeric: Bool
          switch field.value {
          case .integer, .number: isNumeric = true
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

    /// The raw value of each column for `item`; `nil` for a field it lacks.
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

  /// Rows for `items` fitted to the width, then each expanded item's
  /// children as a tree beneath it.
  ///
  /// - Parameters:
  ///   - continuation: The guides of the ancestors ("│  " or "   " each).
  ///   - isTopLevel: Top-level rows have no guide and get a column header
  ///     when they have fields.
  mutating func appendRows(_ items: [Item], continuation: String, isTopLevel: Bool) {
    let table = RowTable(items)
    let cells: [[String]] = items.map { item in
      table.values(of: item).map { value in
        switch value {
        case .text(let text): Self.clean(text)
        case .field(let field): Self.clean(FieldFormatter.row(field, now: options.now))
        case .missing: ""
        }
      }
    }
    let showsColumnHeader = isTopLevel && table.hasFields
    let headers = table.columns.map(\.header)
    let guideWidth = isTopLevel ? 0 : DisplayWidth.of(continuation) + 3
    var naturals = table.columns.indices.map { column in
      cells.map { DisplayWidth.of($0[column]) }.max() ?? 0
    }
    if showsColumnHeader {
      naturals = zip(naturals, headers).map { max($0, DisplayWidth.of($1)) }
    }
    let widths = ColumnFitter.fit(naturals: naturals, minimum: 5, available: width - guideWidth, gap: 2)

    if showsColumnHeader {
      lines.append(
        line(headers, widths: widths, table: table) { _ in .dim }
      )
    }
    for (index, item) in items.enumerated() {
      let isLast = index == items.count - 1
      let guide = isTopLevel ? "" : paint(continuation + (isLast ? "└─ " : "├─ "), .dim)
      lines.append(
        guide
          + line(cells[index], widths: widths, table: table) { role in
            switch role {
            case .title: .bold
            case .subtitle: .dim
            case .field: nil
            }
          }
      )
      if let children = item.children {
        let childContinuation = isTopLevel ? "" : continuation + (isLast ? "   " : "│  ")
        if children.isEmpty {
          let note = Self.clean(item.emptyChildrenNote ?? "none")
          let room = width - DisplayWidth.of(childContinuation) - 3
          lines.append(paint(childContinuation + "└─ " + DisplayWidth.truncate(note, to: max(room, 1)), .dim))
        } else {
          appendRows(children, continuation: childContinuation, isTopLevel: false)
        }
      }
    }
  }

  /// One row: each cell cut to its column's width and padded, two spaces
  /// between columns, and nothing after the last non-empty cell.
  private func line(
    _ cells: [String],
    widths: [Int],
    table: RowTable,
    style: (RowTable.Role) -> ANSIStyle?
  ) -> String {
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
  mutating func appendTabSeparatedRows(_ items: [Item], continuation: String) {
    appendTabSeparatedRows(items, table: RowTable(items), continuation: continuation, depth: 0)
  }

  private mutating func appendTabSeparatedRows(_ items: [Item], table: RowTable, continuation: String, depth: Int) {
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
