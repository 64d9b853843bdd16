import ExploreCore
import ExploreTerminal
import Foundation

extension TextRenderer.Context {
  /// The columns of a group of sibling rows: the title, the subtitle when
  /// any item has one, then each field key in order of first appearance.
  struct RowTable {
    enum Role { case title, subtitle, field }
    struct Column: Equatable {
      var role: Role
      var header: String
      var key: String
      var rightAligned: Bool
    }

    var columns: [Column]

    /// - Parameter omittingTitleRepeats: Leaves out a field column whose
    ///   every value reads as its row's title (GitHub's `login`, which is
    ///   also the title): a table for people shows it once. Piped rows
    ///   keep every column, for scripts.
    /// - Complexity: O(*n* · *f*) for *n* items of *f* fields.
    init(_ items: [Item], omittingTitleRepeats: Bool = false) {
      // NB: The kind names the title column ("REPOSITORY") when all rows
      // share it, as `gh` heads its tables.
      // NB: one kind when every item's equals the first's (as a `Set` of
      // the kinds would find), without hashing them all.
      let firstKind = items.first?.kind
      let sharesKind = firstKind != nil && items.allSatisfy { $0.kind == firstKind }
      let titleHeader = sharesKind ? firstKind.map { $0.uppercased() } ?? "NAME" : "NAME"
      columns = [Column(role: .title, header: titleHeader, key: "", rightAligned: false)]
      if items.contains(where: Self.subtitleAddsToFields) {
        columns.append(Column(role: .subtitle, header: "", key: "", rightAligned: false))
      }
      var seen: [String: Int] = [:]
      // NB: rows of one list almost always have the same field keys; the
      // columns of the previous row's keys are reused while they repeat,
      // instead of one dictionary lookup per field.
      var previousKeys: [String] = []
      var previousColumns: [Int] = []
      // NB: `items[index]` is read in place, not copied (see `rowLayout`).
      for index in items.indices {
        let fields = items[index].fields
        let repeatsKeys =
          fields.count == previousKeys.count && fields.indices.allSatisfy { fields[$0].key == previousKeys[$0] }
        if !repeatsKeys {
          previousKeys = fields.map(\.key)
          previousColumns = []
        }
        for (position, field) in fields.enumerated() {
          let isNumeric: Bool
          switch field.value {
          // NB: "—" for a missing count sits fine in a right-aligned column.
          case .integer, .number, .none: isNumeric = true
          default: isNumeric = false
          }
          if repeatsKeys {
            let index = previousColumns[position]
            columns[index].rightAligned = columns[index].rightAligned && isNumeric
          } else if let index = seen[field.key] {
            columns[index].rightAligned = columns[index].rightAligned && isNumeric
            previousColumns.append(index)
          } else {
            seen[field.key] = columns.count
            previousColumns.append(columns.count)
            columns.append(Column(role: .field, header: field.label.uppercased(), key: field.key, rightAligned: isNumeric))
          }
        }
      }
      if omittingTitleRepeats, !items.isEmpty {
        columns.removeAll { column in
          column.role == .field && items.allSatisfy { item in item[field: column.key].map(FieldFormatter.plain) == item.title }
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
    /// The cells of the rows this layout was computed from, in the order
    /// ``appendRows(_:layouts:continuation:isGuided:reusesCells:)`` writes
    /// them, so that each cell is formatted and measured once.
    var rows: [[Cell]] = []
  }

  /// A cell's text, cleaned, and its width in columns.
  struct Cell {
    var text: String
    var width: Int

    init(_ text: String) {
      self.text = text
      width = DisplayWidth.of(text)
    }

    /// `text` made safe to print (``TextRenderer/Context/clean(_:)``), and
    /// its width.
    init(cleaning text: String) {
      // NB: one scan of the bytes decides both for printable ASCII.
      if DisplayWidth.isPrintableASCII(text) {
        self.init(text: text, width: text.utf8.count)
      } else {
        self.init(TextRenderer.Context.clean(text))
      }
    }

    /// `text`, a title or an id, made safe to print with what would hide a
    /// difference shown (``TextRenderer/Context/name(_:)``), and its width.
    init(naming text: String) {
      if DisplayWidth.isPrintableASCII(text) {
        self.init(text: text, width: text.utf8.count)
      } else {
        self.init(TextRenderer.Context.name(text))
      }
    }

    init(text: String, width: Int) {
      self.text = text
      self.width = width
    }

    /// Whether the text is printable ASCII: one byte a column.
    var isPrintableASCII: Bool {
      // NB: text wider than its bytes is impossible, and text as wide as
      // its bytes is printable ASCII unless it holds escape sequences or
      // other zero-width characters, which a byte scan rules out.
      width == text.utf8.count && DisplayWidth.isPrintableASCII(text)
    }
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
    if depth == 0, let top = layouts.first, top.showsColumnHeader {
      lines.append(columnHeader(of: top))
    }
    appendRows(items, layouts: layouts[...], continuation: "", isGuided: depth > 0, reusesCells: true)
  }

  /// The layout of each depth of the tree under `items`, from `depth` on.
  ///
  /// - Parameter previous: Top-level items laid out before, and their
  ///   layout, whose cells are reused (see ``ReusedCells``).
  ///   - kept: Widths an earlier layout of the same list was drawn with
  ///     (``TextRenderer/ColumnWidths``): a depth whose columns and line
  ///     width are the same keeps them.
  func treeLayouts(
    for items: [Item], depth: Int, reusing previous: (items: [Item], layout: RowLayout)? = nil, keeping kept: TextRenderer.ColumnWidths? = nil
  ) -> [RowLayout] {
    var levels: [[Item]] = []
    var level = items
    while !level.isEmpty {
      levels.append(level)
      level = level.flatMap { $0.children ?? [] }
    }
    return levels.enumerated().map { offset, level in
      rowLayout(for: level, depth: depth + offset, reusing: offset == 0 ? previous : nil, keeping: kept?.depth(offset))
    }
  }

  func rowLayout(
    for items: [Item], depth: Int, reusing previous: (items: [Item], layout: RowLayout)? = nil, keeping kept: TextRenderer.ColumnWidths.DepthWidths? = nil
  ) -> RowLayout {
    let table = RowTable(items, omittingTitleRepeats: true)
    let showsColumnHeader = table.hasFields
    var naturals = Array(repeating: 0, count: table.columns.count)
    var lookup = FieldLookup()
    // NB: `items[index]` is read in place; a closure over each `Item` or a
    // `for item in items` copied it (a retain and a release of each of its
    // properties).
    var rows: [[Cell]] = []
    rows.reserveCapacity(items.count)
    var reused = ReusedCells(previous, columns: table.columns)
    for index in items.indices {
      rows.append(reused.cells(for: items[index], at: index) ?? cells(of: items[index], in: table, lookup: &lookup))
    }
    let available = width - 3 * depth
    if let kept, kept.fits(table.columns, available: available) {
      // NB: no column narrows, so no cell is cut that was whole; a column
      // that a later row needs wider takes the room left at the line's end,
      // shared as the fitter shares it (a list of titles alone keeps its
      // whole width).
      let widths = kept.widths
      let needed = widths.indices.map { column in
        rows.reduce(max(widths[column], showsColumnHeader ? DisplayWidth.of(table.columns[column].header) : 0)) { max($0, $1[column].width) }
      }
      let grown = needed == widths ? widths : ColumnFitter.fit(naturals: needed, minimums: widths, available: available, gap: 2)
      return RowLayout(table: table, widths: grown.count == widths.count ? grown : widths, showsColumnHeader: showsColumnHeader, rows: rows)
    }
    for row in rows {
      for (column, cell) in row.enumerated() {
        naturals[column] = max(naturals[column], cell.width)
      }
    }
    let values = naturals
    if showsColumnHeader {
      naturals = zip(naturals, table.columns).map { max($0, DisplayWidth.of($1.header)) }
    }
    // NB: The title keeps a third of the line; other columns may shrink to
    // 10. When even that does not fit, fields go from the right, then the
    // subtitle: a row that names its item beats a row of cut-off values.
    // Children's headers are cut before their values go (`EPISODES` over a
    // count).
    let minimums = zip(table.columns, values).map { column, value in
      column.role == .title ? max(12, available / 3) : depth > 0 ? min(10, max(value, 1)) : 10
    }
    let widths = ColumnFitter.fit(naturals: naturals, minimums: minimums, available: available, gap: 2)
    return RowLayout(table: table, widths: widths, showsColumnHeader: showsColumnHeader, rows: rows)
  }

  /// Each column's text for `item`, as ``RowTable/values(of:)`` gives the
  /// values, formatted for a row and cleaned, with its width.
  ///
  /// - Parameter lookup: Where the previous rows found their fields.
  private func cells(of item: Item, in table: RowTable, lookup: inout FieldLookup) -> [Cell] {
    var cells: [Cell] = []
    cells.reserveCapacity(table.columns.count)
    let fields = item.fields
    if !lookup.fits(fields) { lookup = FieldLookup(fields, table: table) }
    for (columnIndex, column) in table.columns.enumerated() {
      switch column.role {
      case .title: cells.append(Cell(naming: item.title))
      case .subtitle: cells.append(item.subtitle.map { Cell(cleaning: $0) } ?? Cell(""))
      case .field:
        let position = lookup.positions[columnIndex]
        cells.append(
          position < 0 ? Cell("") : Cell(cleaning: FieldFormatter.row(fields[position].value, now: options.now)))
      }
    }
    return cells
  }

  /// For items whose fields have given keys, the position of each column's
  /// field: the first field with the column's key, as `item[field:]` finds
  /// it, or -1.
  ///
  /// NB: rows of one list almost always have the same field keys, so the
  /// positions are found once for those keys instead of by a search for
  /// every cell.
  struct FieldLookup {
    private(set) var keys: [String] = []
    private(set) var positions: [Int] = []

    init() {}

    init(_ fields: [ItemField], table: RowTable) {
      keys = fields.map(\.key)
      positions = table.columns.map { column in
        column.role == .field ? fields.firstIndex { $0.key == column.key } ?? -1 : -1
      }
    }

    /// Whether these positions are those for `fields`.
    func fits(_ fields: [ItemField]) -> Bool {
      // NB: `==` as `item[field:]` compares keys.
      guard fields.count == keys.count, !positions.isEmpty else { return false }
      for index in fields.indices where fields[index].key != keys[index] { return false }
      return true
    }
  }

  /// - Parameters:
  ///   - layouts: The layout of this depth, then of each deeper one.
  ///   - continuation: The rules of the ancestors ("│  " or "   " each).
  ///   - isGuided: Whether these rows hang from a parent (`├─ `).
  ///   - reusesCells: Whether `layouts` were computed from these `items`,
  ///     so that their cells are taken from the layouts' `rows`.
  mutating func appendRows(
    _ items: [Item], layouts: ArraySlice<RowLayout>, continuation: String, isGuided: Bool, reusesCells: Bool = false
  ) {
    var headed = Set<Int>()
    appendRows(items, layouts: layouts, continuation: continuation, isGuided: isGuided, reusesCells: reusesCells, headed: &headed)
  }

  /// ``appendRows(_:layouts:continuation:isGuided:reusesCells:)`` for one
  /// part of a section (a page of a stream): `headed` holds the depths
  /// whose children's column header an earlier part wrote.
  mutating func appendRows(
    _ items: [Item], layouts: ArraySlice<RowLayout>, continuation: String, isGuided: Bool, reusesCells: Bool = false,
    headed: inout Set<Int>
  ) {
    var nextRows = reusesCells ? Array(repeating: 0, count: layouts.count) : []
    // NB: the rows are written as UTF-8 into one block, joined by line
    // breaks, and added as one element of `lines`: `render` joins the lines
    // with line breaks too, so the text is the same, without a `String` for
    // every row.
    var block = RowBlock()
    appendRows(
      items, layouts: layouts, continuation: continuation, isGuided: isGuided, nextRows: &nextRows, headed: &headed, into: &block)
    if block.lineCount > 0 { lines.append(String(decoding: block.bytes, as: UTF8.self)) }
  }

  /// Lines written as UTF-8, separated by line breaks.
  struct RowBlock {
    var bytes: [UInt8] = []
    var lineCount = 0

    /// Starts a line: a line break unless it is the first.
    mutating func startLine() {
      if lineCount > 0 { bytes.append(UInt8(ascii: "\n")) }
      lineCount += 1
    }

    mutating func appendLine(_ text: String) {
      startLine()
      append(text)
    }

    /// Appends `text`'s UTF-8 bytes, copied as one block of memory.
    mutating func append(_ text: String) {
      let copied: Void? = text.utf8.withContiguousStorageIfAvailable { bytes.append(contentsOf: $0) }
      if copied == nil { bytes.append(contentsOf: text.utf8) }
    }
  }

  /// - Parameters:
  ///   - nextRows: For each layout, the index of the next of its `rows` to
  ///     write; empty when the cells are formatted here.
  ///   - headed: The depths (positions in the layouts) whose column header
  ///     was written: children are headed once per section, above the
  ///     first of them.
  private mutating func appendRows(
    _ items: [Item], layouts: ArraySlice<RowLayout>, continuation: String, isGuided: Bool, nextRows: inout [Int],
    headed: inout Set<Int>, into block: inout RowBlock
  ) {
    guard let layout = layouts.first else { return }
    if isGuided, layout.showsColumnHeader, headed.insert(layouts.startIndex).inserted {
      block.appendLine(childHeader(of: layout, continuation: continuation))
    }
    var lookup = FieldLookup()
    // NB: `layouts` is the caller's slice with the layouts of the levels
    // above dropped, so its distance from the first one is this level.
    let level = layouts.startIndex - (layouts.endIndex - nextRows.count)
    // NB: `items[index]` is read in place, as in `rowLayout`.
    for index in items.indices {
      let isLast = index == items.count - 1
      let guide = isGuided ? paint(continuation + (isLast ? "└─ " : "├─ "), .dim) : ""
      let cells: [Cell]
      if nextRows.isEmpty {
        cells = self.cells(of: items[index], in: layout.table, lookup: &lookup)
      } else {
        cells = layout.rows[nextRows[level]]
        nextRows[level] += 1
      }
      block.startLine()
      block.append(guide)
      writeLine(cells, layout: layout, into: &block.bytes, style: Self.rowStyle)
      guard let children = items[index].children else { continue }
      let childContinuation = isGuided ? continuation + (isLast ? "   " : "│  ") : ""
      if children.isEmpty {
        let note = Self.clean(items[index].emptyChildrenNote ?? "none")
        let room = width - DisplayWidth.of(childContinuation) - 3
        block.appendLine(paint(childContinuation + "└─ " + DisplayWidth.truncate(note, to: max(room, 1)), .dim))
      } else {
        appendRows(
          children, layouts: layouts.dropFirst(), continuation: childContinuation, isGuided: true, nextRows: &nextRows,
          headed: &headed, into: &block)
      }
    }
  }

  /// The dim line that names a layout's columns.
  func columnHeader(of layout: RowLayout) -> String {
    line(layout.table.columns.map { Cell(cleaning: $0.header) }, layout: layout) { _ in .dim }
  }

  /// The column header of children, where their first row's guide would
  /// be: `continuation` and three spaces, then the columns, so that
  /// `├─ Glorb  Dead` reads under `   CHARACTER  STATUS`.
  func childHeader(of layout: RowLayout, continuation: String) -> String {
    paint(continuation, .dim) + "   " + columnHeader(of: layout)
  }

  /// How a row paints its cells: bold titles, dim subtitles.
  static func rowStyle(_ role: RowTable.Role) -> ANSIStyle? {
    switch role {
    case .title: .bold
    case .subtitle: .dim
    case .field: nil
    }
  }

  /// One row: each cell cut to its column's width and padded, two spaces
  /// between columns, and nothing after the last non-empty cell.
  func line(_ cells: [Cell], layout: RowLayout, style: (RowTable.Role) -> ANSIStyle?) -> String {
    var bytes: [UInt8] = []
    writeLine(cells, layout: layout, into: &bytes, style: style)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends ``line(_:layout:style:)`` to `bytes`, as UTF-8.
  ///
  /// NB: without colour, the row goes straight to the bytes: appending
  /// piece by piece to a `String` cost more than the rest of the row.
  /// Printable ASCII is cut by its bytes, other text with
  /// `truncateMeasured`.
  func writeLine(
    _ cells: [Cell], layout: RowLayout, into bytes: inout [UInt8], style: (RowTable.Role) -> ANSIStyle?
  ) {
    let widths = layout.widths
    guard let lastFilled = cells.indices.prefix(widths.count).last(where: { !cells[$0].text.isEmpty }) else { return }
    guard !options.useColor else {
      bytes.append(contentsOf: styledLine(cells, layout: layout, lastFilled: lastFilled, style: style).utf8)
      return
    }
    let columns = layout.table.columns
    // NB: the row's length is known once each cell is cut, so the bytes are
    // made room for at once (zeroed, one `memset`) and written with raw
    // copies; appending piece by piece to the array or to a `String` cost
    // more than the rest of the row.
    var cuts: [(text: String, width: Int)] = []
    var length = 0
    for column in 0...lastFilled {
      let cell = cells[column]
      let columnWidth = widths[column]
      let padded = columns[column].rightAligned || column != lastFilled
      if column > 0 { length += 2 }
      if cell.width <= columnWidth && columnWidth > 0 {
        length += cell.text.utf8.count + (padded ? max(columnWidth - cell.width, 0) : 0)
      } else if cell.isPrintableASCII {
        // `columnWidth - 1` bytes and the ellipsis (3 bytes): the column.
        length += columnWidth > 0 ? columnWidth + 2 : 0
      } else {
        let cut = DisplayWidth.truncateMeasured(cell.text, to: columnWidth, textWidth: cell.width)
        length += cut.text.utf8.count + (padded ? max(columnWidth - cut.width, 0) : 0)
        cuts.append(cut)
      }
    }
    let start = bytes.count
    bytes.append(contentsOf: repeatElement(0, count: length))
    bytes.withUnsafeMutableBufferPointer { buffer in
      var writer = RowWriter(UnsafeMutableBufferPointer(rebasing: buffer[start...]))
      func pad(_ count: Int) { writer.pad(count) }
      func put(_ text: String, prefix: Int = Int.max) { writer.put(text, prefix: prefix) }
      var nextCut = 0
      for column in 0...lastFilled {
        let cell = cells[column]
        let columnWidth = widths[column]
        let rightAligned = columns[column].rightAligned
        let padsAfter = !rightAligned && column != lastFilled
        if column > 0 { pad(2) }
        if cell.width <= columnWidth && columnWidth > 0 {
          if rightAligned { pad(columnWidth - cell.width) }
          put(cell.text)
          if padsAfter { pad(columnWidth - cell.width) }
        } else if cell.isPrintableASCII {
          if columnWidth > 0 {
            put(cell.text, prefix: columnWidth - 1)
            put("…")
          }
        } else {
          let cut = cuts[nextCut]
          nextCut += 1
          if rightAligned { pad(columnWidth - cut.width) }
          put(cut.text)
          if padsAfter { pad(columnWidth - cut.width) }
        }
      }
      precondition(writer.written == length, "a row was measured and written differently")
    }
  }

  /// Writes a row's bytes into the room made for it.
  ///
  /// NB: every write is clamped to that room, so that a mistake in the
  /// measuring pass cannot write past it; `writeLine` checks the count
  /// after the row.
  struct RowWriter {
    let room: UnsafeMutableBufferPointer<UInt8>
    private(set) var written = 0

    init(_ room: UnsafeMutableBufferPointer<UInt8>) {
      self.room = room
    }

    @inline(__always)
    mutating func pad(_ wanted: Int) {
      let count = Swift.min(wanted, room.count - written)
      guard count > 0 else { return }
      (room.baseAddress! + written).update(repeating: UInt8(ascii: " "), count: count)
      written += count
    }

    @inline(__always)
    mutating func put(_ text: String, prefix: Int = Int.max) {
      let count = Swift.min(prefix, text.utf8.count, room.count - written)
      guard count > 0 else { return }
      let start = written
      let copied: Void? = text.utf8.withContiguousStorageIfAvailable { utf8 in
        UnsafeMutableRawPointer(room.baseAddress! + start).copyMemory(from: utf8.baseAddress!, byteCount: count)
      }
      if copied == nil {
        for (offset, byte) in text.utf8.prefix(count).enumerated() { room[start + offset] = byte }
      }
      written += count
    }
  }


  /// ``line(_:layout:style:)`` with colour: each cell painted in its
  /// column's style.
  private func styledLine(
    _ cells: [Cell], layout: RowLayout, lastFilled: Int, style: (RowTable.Role) -> ANSIStyle?
  ) -> String {
    let widths = layout.widths
    let table = layout.table
    var result = ""
    for column in 0...lastFilled {
      let (text, textWidth) = DisplayWidth.truncateMeasured(cells[column].text, to: widths[column], textWidth: cells[column].width)
      let padding = Self.spaces(widths[column] - textWidth)
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
          // NB: column 0 is the title, which names the item.
          return column == 0 ? guide + paint(Self.name(text), .bold) : paint(Self.clean(text), .dim)
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
