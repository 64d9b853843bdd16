package import ExploreCore
import ExploreTerminal

/// Writes a list as text page by page, as its pages arrive, for `--all`.
///
/// Piped, the text is byte for byte what ``TextRenderer/render(_:options:)``
/// writes for the same rows, provided every page has the columns of the
/// first (the columns are fixed by the first page, so that `cut -f` works
/// on every row).
///
/// On a terminal, rows are laid out as ``TextRenderer`` lays them out, with
/// these differences, since later pages must not re-lay out earlier rows:
/// - Column widths (and the grid's cell width) come from the first page
///   and stay fixed; later text that does not fit is cut with `…`.
/// - The grid fills each page's names left to right in its own block.
/// - A section's header says what the first page said of the whole list:
///   `Characters · 826 · 42 pages`.
///
/// ```swift
/// var writer = TextStreamWriter(options: options, message: nil, notices: firstPage.notices)
/// output(writer.append(page.sections[0].items, of: page.sections[0]))   // each page
/// let end = writer.finish(lateNotices: [])
/// output(end.text); end.stderrNotes.forEach(note)
/// ```
///
/// - Complexity: O(*n*) in the items of each page; memory for one page's lines.
package struct TextStreamWriter: Sendable {
  private struct SectionState: Sendable {
    var title: String
    var emptyNote: String?
    var paging: PageInfo?
    var rows = 0
    var isOpen = false
  }

  private var context: TextRenderer.Context
  private var message: String?
  private var notices: [String]
  private var noticesPending: Bool
  private var sections: [String: SectionState] = [:]
  private var order: [String] = []
  private var openedCount = 0
  private var current: String?
  private var layouts: [TextRenderer.Context.RowLayout] = []
  /// The depths of the open section whose children's columns were headed.
  private var childHeaders = Set<Int>()
  private var pipedTable: TextRenderer.Context.RowTable?
  private var gridCell: (width: Int, columns: Int)?
  private var detailsWritten = 0
  private var shownNotices: [String] = []

  /// A writer laid out as `options` say, for a document with `message` and
  /// the `notices` known before the first row.
  package init(options: RenderOptions, message: String?, notices: [String]) {
    context = TextRenderer.Context(options: options)
    self.message = message
    self.notices = notices
    noticesPending = !notices.isEmpty
  }

  private var options: RenderOptions { context.options }

  /// The rows of `items`, the next rows of `section`, as lines ending in
  /// `\n`; empty when there is nothing to print yet.
  package mutating func append(_ items: [Item], of section: ItemSection) -> String {
    if sections[section.id] == nil {
      sections[section.id] = SectionState(title: section.title, emptyNote: section.emptyNote)
      order.append(section.id)
    }
    if let paging = section.paging { sections[section.id]?.paging = paging }
    var lines = takeMessage()
    guard !items.isEmpty else { return Self.text(lines) }
    if current != section.id || sections[section.id]?.isOpen != true {
      lines += open(section.id, paging: section.paging)
    }
    sections[section.id]?.rows += items.count
    lines += rows(items)
    return Self.text(lines)
  }

  /// The end of the output: sections that stayed empty, notices not shown
  /// yet; and, piped, the notes for standard error.
  package mutating func finish(lateNotices: [String]) -> (text: String, stderrNotes: [String]) {
    var lines = takeMessage()
    let empty = order.filter { sections[$0]?.rows == 0 }
    notices += lateNotices.filter { !notices.contains($0) }
    noticesPending = noticesPending || !lateNotices.isEmpty
    guard options.isTerminal else {
      var notes = notices.map { "note: \(TextRenderer.Context.clean($0))" }
      for id in empty { notes.append(TextRenderer.Context.emptyNote(of: section(id))) }
      return (Self.text(lines), notes)
    }
    for id in empty {
      var context = self.context
      context.lines = []
      if openedCount > 0 { context.lines.append("") }
      let isAlone = order.count == 1
      if !isAlone { context.lines.append(context.header(of: section(id))) }
      openedCount += 1
      if noticesPending {
        context.appendNotices(noticesToShow())
        noticesPending = false
      }
      context.lines.append(context.paint(DisplayWidth.truncate(TextRenderer.Context.emptyNote(of: section(id)), to: context.width), .dim))
      lines += context.lines
    }
    if noticesPending {
      var context = self.context
      context.lines = []
      context.appendNotices(noticesToShow())
      lines += context.lines
      noticesPending = false
    }
    return (Self.text(lines), [])
  }

  // MARK: Pieces

  /// The notices not shown yet, marked as shown.
  private mutating func noticesToShow() -> [String] {
    let show = notices.filter { !shownNotices.contains($0) }
    shownNotices += show
    return show
  }

  private mutating func takeMessage() -> [String] {
    guard let message else { return [] }
    self.message = nil
    return [TextRenderer.Context.clean(message)]
  }

  private func section(_ id: String) -> ItemSection {
    let state = sections[id]
    return ItemSection(id: id, title: state?.title ?? id, items: [], paging: state?.paging, emptyNote: state?.emptyNote)
  }

  /// The lines that start a section on a terminal: a blank line after an
  /// earlier section, the header, and the notices after the first header.
  private mutating func open(_ id: String, paging: PageInfo?) -> [String] {
    sections[id]?.isOpen = true
    current = id
    defer { openedCount += 1 }
    // NB: the layout of a new section comes from its own first page.
    layouts = []
    childHeaders = []
    pipedTable = nil
    gridCell = nil
    guard options.isTerminal else { return [] }
    var context = self.context
    context.lines = []
    if openedCount > 0 { context.lines.append("") }
    let isMultiPage = paging.map { $0.hasMore || ($0.totalPages ?? 1) > 1 } ?? false
    if options.layout != .detail || isMultiPage || order.count > 1 {
      context.lines.append(header(title: sections[id]?.title ?? id, paging: paging, context: context))
    }
    if noticesPending {
      context.appendNotices(noticesToShow())
      noticesPending = false
    }
    return context.lines
  }

  /// "Characters · 826 · 42 pages": what the first page says of the list.
  private func header(title: String, paging: PageInfo?, context: TextRenderer.Context) -> String {
    var parts: [String] = []
    if let total = paging?.totalCount { parts.append(FieldFormatter.grouped(total)) }
    if let pages = paging?.totalPages, pages > 1 {
      parts.append("\(FieldFormatter.grouped(pages)) pages")
    } else if paging?.hasMore == true {
      parts.append("every page")
    }
    let clean = TextRenderer.Context.clean(title)
    let rest = parts.map { " · \($0)" }.joined()
    let room = context.width - DisplayWidth.of(rest)
    if room >= min(DisplayWidth.of(clean), 8) {
      return context.paint(DisplayWidth.truncate(clean, to: room), .boldCyan) + context.paint(rest, .dim)
    }
    return context.paint(DisplayWidth.truncate(clean + rest, to: context.width), .boldCyan)
  }

  /// The lines of `items` in the open section, laid out as its first page.
  private mutating func rows(_ items: [Item]) -> [String] {
    var context = self.context
    context.lines = []
    let hasTrees = items.contains { $0.children != nil }
    guard options.isTerminal else {
      if options.layout == .detail {
        for item in items {
          if detailsWritten > 0 { context.lines.append("") }
          detailsWritten += 1
          context.appendTabSeparatedDetail(item)
        }
      } else if options.layout == .grid, !hasTrees, let grid = options.pictures?.grid(items, width: context.width) {
        context.lines += grid
      } else if options.layout == .grid, !hasTrees {
        context.lines += items.map { context.paint(TextRenderer.Context.name($0.title), .bold) }
      } else {
        let table = pipedTable ?? TextRenderer.Context.RowTable(items)
        pipedTable = table
        context.appendTabSeparatedRows(items, table: table, continuation: "", depth: 0)
      }
      return context.lines
    }
    switch options.layout {
    case .grid where !hasTrees:
      appendGrid(items, into: &context)
    case .list, .grid:
      if layouts.isEmpty {
        layouts = context.treeLayouts(for: items, depth: 0)
        if let top = layouts.first, top.showsColumnHeader {
          context.lines.append(context.columnHeader(of: top))
        }
      } else {
        let deeper = context.treeLayouts(for: items, depth: 0)
        if deeper.count > layouts.count { layouts += deeper[layouts.count...] }
      }
      context.appendRows(items, layouts: layouts[...], continuation: "", isGuided: false, headed: &childHeaders)
    case .detail:
      for item in items {
        if detailsWritten > 0 { context.lines.append("") }
        detailsWritten += 1
        context.appendDetails([item])
      }
    }
    return context.lines
  }

  /// The grid of one page: names left to right, then top to bottom, in
  /// cells as wide as the first page's widest name; a later name that is
  /// wider is cut in the middle (``DisplayWidth/truncateMiddle(_:to:)``).
  private mutating func appendGrid(_ items: [Item], into context: inout TextRenderer.Context) {
    if let grid = options.pictures?.grid(items, width: context.width) { return context.lines += grid }
    let names = items.map { TextRenderer.Context.name($0.title) }
    let gap = 2
    let cell = gridCell ?? {
      let widest = min(names.map { DisplayWidth.of($0) }.max() ?? 1, context.width)
      return (widest, max(1, (context.width + gap) / (widest + gap)))
    }()
    gridCell = cell
    var start = 0
    while start < names.count {
      let row = names[start..<min(start + cell.columns, names.count)]
      var line = ""
      for (column, full) in row.enumerated() {
        let name = DisplayWidth.truncateMiddle(full, to: cell.width)
        line += name
        if column < row.count - 1 { line += TextRenderer.Context.spaces(cell.width - DisplayWidth.of(name) + gap) }
      }
      context.lines.append(line)
      start += row.count
    }
  }

  private static func text(_ lines: [String]) -> String {
    lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
  }
}
