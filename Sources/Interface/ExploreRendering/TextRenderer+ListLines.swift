import ExploreCore
import ExploreTerminal

extension TextRenderer {
  /// One section of the terminal list layout with its column widths worked
  /// out but its rows not yet written: ``row(_:)`` writes one on demand,
  /// exactly as ``render(_:options:)`` prints it.
  ///
  /// The interactive browser keeps a level's rows this way and writes only
  /// the ones on screen; the widths still come from every row, whose cells
  /// are formatted again only when its item changed.
  package struct ListLines: Sendable {
    /// The lines before the rows: the section header and the column header.
    package let head: [String]
    fileprivate let context: Context
    fileprivate let items: [Item]
    fileprivate let layouts: [Context.RowLayout]
    fileprivate let entries: [Entry]

    /// A line of the rows: an item's row, from its layout's cells, a
    /// note under an item with no children, or the column header of the
    /// first children at a depth.
    fileprivate enum Entry {
      case row(guide: String, depth: Int, index: Int)
      case note(String)
      case header(String)

      var isHeader: Bool {
        if case .header = self { true } else { false }
      }
    }

    /// The widths the columns were given, for the next layout of the same
    /// list to keep (``listLines(_:options:reusing:keeping:)``).
    package var columnWidths: ColumnWidths {
      ColumnWidths(layouts, width: context.width)
    }

    /// The number of lines after ``head``: the rows, their notes and the
    /// children's column headers.
    package var rowCount: Int { entries.count }

    /// The lines after ``head`` that head children's columns
    /// (``rowCount`` counts them), in order.
    package var childHeaderLines: [Int] {
      entries.indices.filter { entries[$0].isHeader }
    }

    /// The line of row `index` (0 is the first after ``head``).
    ///
    /// - Complexity: O(*c*) in the columns of the row.
    package func row(_ index: Int) -> String {
      switch entries[index] {
      case .note(let text), .header(let text):
        return text
      case .row(let guide, let depth, let row):
        let layout = layouts[depth]
        var bytes = Array(guide.utf8)
        context.writeLine(layout.rows[row], layout: layout, into: &bytes, style: Context.rowStyle)
        return String(decoding: bytes, as: UTF8.self)
      }
    }
  }

  /// `document`'s one section as ``ListLines``, when `options` lay it out as
  /// a terminal list and it has rows; `nil` otherwise (render it whole).
  /// The document must have no heading, message, notices or next-page hint.
  ///
  /// - Parameters:
  ///   - previous: The same list laid out before: the cells of its
  ///     top-level items that still show the same are not formatted again.
  ///   - kept: The widths the same list was drawn with, kept where its
  ///     columns and the width are the same (``ColumnWidths``); without
  ///     them, the widths fit every row.
  /// - Complexity: O(*n* · *c*) for *n* rows of *c* columns: every cell is
  ///   measured for the widths (formatted when new), no row is written.
  package static func listLines(
    _ document: OutputDocument, options: RenderOptions, reusing previous: ListLines? = nil, keeping kept: ColumnWidths? = nil
  ) -> ListLines? {
    guard options.isTerminal, options.layout == .list, document.sections.count == 1, let section = document.sections.first,
      !section.items.isEmpty, document.heading == nil, document.message == nil, document.notices.isEmpty,
      document.nextPageHint == nil
    else { return nil }
    let context = Context(options: options)
    var head: [String] = []
    if context.showsHeader(section, isAlone: true) { head.append(context.header(of: section)) }
    // NB: relative dates depend on the moment, so cells of another moment are not reused.
    let reused = previous.flatMap { old in old.context.options.now == options.now ? old.layouts.first.map { (old.items, $0) } : nil }
    let layouts = context.treeLayouts(for: section.items, depth: 0, reusing: reused, keeping: kept)
    if let top = layouts.first, top.showsColumnHeader {
      head.append(context.columnHeader(of: top))
    }
    var entries: [ListLines.Entry] = []
    entries.reserveCapacity(section.items.count)
    var nextRows = Array(repeating: 0, count: layouts.count)
    var headed = Set<Int>()
    context.listEntries(section.items, depth: 0, continuation: "", layouts: layouts, nextRows: &nextRows, headed: &headed, into: &entries)
    return ListLines(head: head, context: context, items: section.items, layouts: layouts, entries: entries)
  }
}

extension TextRenderer.Context {
  /// What ``appendRows(_:layouts:continuation:isGuided:reusesCells:)`` writes
  /// for `items`, as entries that write it later, line for line.
  fileprivate func listEntries(
    _ items: [Item], depth: Int, continuation: String, layouts: [RowLayout], nextRows: inout [Int], headed: inout Set<Int>,
    into entries: inout [TextRenderer.ListLines.Entry]
  ) {
    let isGuided = depth > 0
    if isGuided, layouts[depth].showsColumnHeader, headed.insert(depth).inserted {
      entries.append(.header(childHeader(of: layouts[depth], continuation: continuation)))
    }
    for index in items.indices {
      let isLast = index == items.count - 1
      let guide = isGuided ? paint(continuation + (isLast ? "└─ " : "├─ "), .dim) : ""
      entries.append(.row(guide: guide, depth: depth, index: nextRows[depth]))
      nextRows[depth] += 1
      guard let children = items[index].children else { continue }
      let childContinuation = isGuided ? continuation + (isLast ? "   " : "│  ") : ""
      if children.isEmpty {
        let note = Self.clean(items[index].emptyChildrenNote ?? "none")
        let room = width - DisplayWidth.of(childContinuation) - 3
        entries.append(.note(paint(childContinuation + "└─ " + DisplayWidth.truncate(note, to: max(room, 1)), .dim)))
      } else {
        listEntries(
          children, depth: depth + 1, continuation: childContinuation, layouts: layouts, nextRows: &nextRows, headed: &headed,
          into: &entries)
      }
    }
  }

  /// The cells of a previous layout's rows, for the rows of a new one whose
  /// item shows the same (same columns; equal title, subtitle and fields,
  /// all a cell is made of): found at the same position, else by id.
  struct ReusedCells {
    private let items: [Item]
    private let rows: [[Cell]]
    private var positions: [String: Int]?

    init(_ previous: (items: [Item], layout: RowLayout)?, columns: [RowTable.Column]) {
      let fits = previous.map { $0.layout.table.columns == columns && $0.layout.rows.count == $0.items.count } ?? false
      (items, rows) = fits ? (previous?.items ?? [], previous?.layout.rows ?? []) : ([], [])
    }

    mutating func cells(for item: Item, at index: Int) -> [Cell]? {
      guard !items.isEmpty else { return nil }
      var old = index
      if old >= items.count || items[old].id != item.id {
        if positions == nil { positions = Dictionary(items.indices.map { (items[$0].id, $0) }, uniquingKeysWith: { first, _ in first }) }
        old = positions?[item.id] ?? -1
      }
      guard old >= 0, items[old].title == item.title, items[old].subtitle == item.subtitle else { return nil }
      return items[old].fields == item.fields ? rows[old] : nil
    }
  }
}
