import ExploreCore
import ExploreRendering
import ExploreSearch
import ExploreTerminal
import Foundation
import ExploreSnapshots

extension BrowserState {
  /// The width the rows are laid out for: the screen less the cursor gutter.
  var rowWidth: Int { max(size.width - BrowserLayout.gutterWidth, 1) }

  /// Lays the current level's shown list out again, through the CLI's
  /// ``TextRenderer`` (the same columns, colours and tree guides), and keeps
  /// the cursor on the same row where it can.
  ///
  /// Called when data, expansion, search or the width change; never for a
  /// cursor move, which only picks other lines of the same layout.
  ///
  /// - Complexity: O(*n*) in the number of visible rows, to format and
  ///   measure their cells for the column widths; the rows themselves are
  ///   written only when the screen shows them (``LayoutLines``).
  mutating func relayout() {
    let selected = selectedRow
    let level = current
    let list = level.shownList
    let localQuery = level.searchesRemotely ? "" : level.searchText.trimmingCharacters(in: .whitespaces)
    var layout = BrowserLayout()
    if let picture = level.picture, picture.columns <= rowWidth, level.searchList == nil {
      layout.lines = LayoutLines(picture.lines + [""])
    }
    var options = RenderOptions(layout: .list, width: rowWidth, isTerminal: true, useColor: style.useColor, now: style.now)
    let searching = level.awaitedSearch
    // NB: the columns keep the widths they were first drawn with while
    // pages load, a filter narrows the rows or a refresh changes them;
    // another search's results are another list.
    var columnWidths = level.columnWidthsSource == level.shownSource ? level.columnWidths : [:]
    for (index, section) in list.sections.enumerated() {
      var roots = section.roots
      if !localQuery.isEmpty {
        roots = roots.filter { list.items[$0]?.matches(query: localQuery) ?? false }
      }
      var entries: [(path: RowPath?, level: Int, mark: RowMark?)] = []
      let items = roots.compactMap { renderedItem($0, in: list, level: level, depth: 0, entries: &entries) }
      var shownSection = ItemSection(id: section.id, title: section.title, items: items, paging: list.paging, emptyNote: section.emptyNote)
      if !localQuery.isEmpty, items.isEmpty {
        shownSection.emptyNote = "Nothing loaded matches “\(TerminalText.escaped(localQuery))”."
      }
      // NB: rows marked removed still show, dimmed, but the header counts
      // the rows the list has, as the status line does; once every page is
      // loaded, those rows are the count, whatever total the API gave
      // before a refresh changed the list.
      let removed = level.marks.isEmpty || level.searchList != nil ? 0 : roots.count { level.marks[$0] == .removed }
      let counted = removed > 0 || (list.paging?.totalCount != nil && list.sections.count == 1 && localQuery.isEmpty)
      if counted, var paging = list.paging, !paging.hasMore {
        paging.totalCount = items.count - removed
        shownSection.paging = paging
      }
      layout.rootCount += items.count - removed
      options.headerCount = removed > 0 && list.paging?.hasMore == true ? "\(FieldFormatter.grouped(items.count - removed)) shown" : nil
      if let searching {
        // NB: the rows of the last answer stay until the next comes; their
        // count and pages are not the search's.
        options.headerCount = "searching “\(TerminalText.escaped(searching))”…"
        shownSection.paging = nil
      }
      // NB: a detail level's record shows as the text output's card (`Name:
      // Midsize`), its title line the row; expanded, it is a row again.
      let isCard = level.resource.kind == .detail && index == 0 && entries.count == 1 && items.count == 1 && items[0].children == nil
      if isCard { shownSection.paging = nil }
      let document = OutputDocument(provider: provider.name, resource: level.resource.name, sections: [shownSection])
      if index > 0 { layout.lines.append("") }
      // NB: the renderer prints its header lines, then exactly one line per
      // entry, so the rows are the last `entries.count` lines.
      let first: Int
      // NB: the children's column headers the renderer writes among the
      // rows, which are no entry's.
      var childHeaders: [Int] = []
      // NB: only the rows on screen are ever written (see LayoutLines), and
      // only the cells of items that changed since the last layout are
      // formatted again (the renderer checks that they are equal).
      let start = layout.lines.count
      if !isCard, let rows = TextRenderer.listLines(
        document, options: options, reusing: self.layout.lines.rows(section: section.id), keeping: columnWidths[section.id])
      {
        childHeaders = rows.childHeaderLines
        first = layout.lines.count + max(rows.head.count + rows.rowCount - childHeaders.count - entries.count, 0)
        layout.lines.append(rows: rows, section: section.id)
        let widths = rows.columnWidths
        columnWidths[section.id] = columnWidths[section.id].map { $0.merging(widths) } ?? widths
      } else {
        var shape = options
        if isCard { shape.layout = .detail }
        let text = TextRenderer.render(document, options: shape)
        // NB: split on the UTF-8 bytes: splitting the String by Character
        // walks grapheme boundaries.
        let lines = text.isEmpty ? [] : text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { String(Substring($0)) }
        // NB: a card alone in its section has no header: its title leads.
        first = layout.lines.count + (isCard ? 0 : max(lines.count - entries.count, 0))
        layout.lines.append(contentsOf: lines)
      }
      // NB: a section's head is what the renderer printed before its first
      // row: its title and column header, pinned while its rows scroll.
      if !entries.isEmpty, first > start, first - start <= BrowserLayout.maximumPinnedLines {
        layout.heads.append(BrowserLayout.PinnedHead(start: start, count: first - start))
      }
      var line = first
      var headers = childHeaders[...]
      for entry in entries {
        while let header = headers.first, first + header <= line {
          headers = headers.dropFirst()
          if first + header == line { line += 1 }
        }
        defer { line += 1 }
        if let mark = entry.mark { layout.lineMarks[line] = mark }
        guard let path = entry.path, line < layout.lines.count else { continue }
        layout.rows.append(path)
        layout.rowLines.append(line)
        layout.rowLevels.append(entry.level)
      }
    }
    if list.sections.isEmpty, !list.isLoading, list.failure == nil, list.paging != nil {
      layout.lines.append("No results.")
    }
    setLayout(layout)
    var updated = current
    updated.columnWidths = columnWidths
    updated.columnWidthsSource = level.shownSource
    if let selected, let index = layout.rows.firstIndex(of: selected) {
      updated.cursor = index
    }
    updated.cursor = min(max(updated.cursor, 0), max(layout.rows.count - 1, 0))
    current = updated
    scrollToCursor()
  }

  /// `path`'s item as the renderer should print it: with its children when
  /// expanded, or a note while they load or after they failed. Appends one
  /// entry per line the renderer will print for it.
  private func renderedItem(
    _ path: RowPath, in list: LoadedList, level: BrowserLevel, depth: Int, entries: inout [(path: RowPath?, level: Int, mark: RowMark?)]
  ) -> Item? {
    guard var item = list.items[path] else { return nil }
    let mark = level.searchList == nil && !level.marks.isEmpty ? level.marks[path] : nil
    // NB: only a row whose children are known can be expanded; asking the
    // tree about every row of a large list cost a generic lookup each.
    let mayBeExpanded = item.children != nil && list.tree.isExpanded(path)
    let status = level.childStatus.isEmpty ? nil : level.childStatus[path]
    item.children = nil
    // NB: a removed row shows until the next refresh, but cannot be selected.
    if mark == .removed {
      entries.append((nil, depth, mark))
      return item
    }
    entries.append((path, depth, mark))
    guard mayBeExpanded || status != nil else { return item }
    switch status {
    case .loading:
      item.children = []
      item.emptyChildrenNote = "loading…"
      entries.append((nil, depth + 1, nil))
    case .failed(let reason):
      item.children = []
      item.emptyChildrenNote = "could not load: \(reason) (r retries)"
      entries.append((nil, depth + 1, nil))
    case nil:
      let children = list.tree.children(of: path) ?? []
      item.children = children.compactMap { renderedItem($0, in: list, level: level, depth: depth + 1, entries: &entries) }
      if children.isEmpty { entries.append((nil, depth + 1, nil)) }
    }
    return item
  }

  /// The number of body lines, with the "loading…" row.
  var bodyLineCount: Int {
    layout.lines.count + (current.shownList.isLoading ? 1 : 0)
  }

  /// Scrolls the least needed to show the cursor's line below the pinned
  /// head of its section (``viewport()``); at the first row, back to the
  /// top so that what comes before the rows (a portrait) shows.
  mutating func scrollToCursor() {
    var level = current
    let height = bodyHeight
    if level.cursor == 0 || layout.rows.isEmpty {
      level.scroll = 0
    } else {
      let line = layout.rowLines[min(level.cursor, layout.rowLines.count - 1)]
      let head = layout.heads.last { $0.start < line }
      if line < level.scroll + pinnedLineCount(at: level.scroll, height: height) {
        // NB: the line goes just below its section's head, pinned; when that
        // is the head's own place, the head shows there, unpinned.
        level.scroll = head.map { max(line - $0.count, $0.start) } ?? line
      }
      if line >= level.scroll + height { level.scroll = line - height + 1 }
    }
    level.scroll = min(level.scroll, max(bodyLineCount - height, 0))
    level.scroll = max(level.scroll, 0)
    current = level
  }

  /// The head pinned at the top of the body when it starts at line
  /// `scroll`: that of the section the line is in, once its own head has
  /// scrolled out of sight, and when it leaves at least two lines for rows.
  func pinnedHead(at scroll: Int, height: Int) -> BrowserLayout.PinnedHead? {
    guard scroll > 0, let head = layout.heads.last(where: { $0.start <= scroll }), head.start < scroll,
      head.count + 2 <= height
    else { return nil }
    return head
  }

  private func pinnedLineCount(at scroll: Int, height: Int) -> Int {
    pinnedHead(at: scroll, height: height)?.count ?? 0
  }

  /// What each body line of the screen shows: the layout's lines from
  /// the scroll position, the first of them covered by the pinned head of
  /// the section they belong to (k9s and htop keep their headers so), then
  /// "loading…" and blank lines.
  ///
  /// - Complexity: O(*h*) in the body's height, plus O(log *s*) in the sections.
  package func viewport() -> [ViewportLine] {
    let height = bodyHeight
    let scroll = current.scroll
    var lines: [ViewportLine] = []
    lines.reserveCapacity(height)
    if let head = pinnedHead(at: scroll, height: height) {
      for offset in 0..<head.count { lines.append(.line(head.start + offset)) }
    }
    var index = scroll + lines.count
    while lines.count < height {
      if index < layout.lines.count {
        lines.append(.line(index))
      } else if index == layout.lines.count, current.shownList.isLoading {
        lines.append(.loading)
      } else {
        lines.append(.blank)
      }
      index += 1
    }
    return lines
  }

  /// The selectable row on body line `line`, if it holds one.
  ///
  /// - Complexity: O(log *n*) in the rows.
  func row(onLine line: Int) -> Int? {
    var low = 0
    var high = layout.rowLines.count
    while low < high {
      let middle = (low + high) / 2
      if layout.rowLines[middle] < line { low = middle + 1 } else { high = middle }
    }
    return low < layout.rowLines.count && layout.rowLines[low] == line ? low : nil
  }
}
