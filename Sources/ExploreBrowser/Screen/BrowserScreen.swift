import ExploreCore
import ExploreRendering
import ExploreTerminal

/// Paints a ``BrowserState`` as the lines of the whole screen: a title line,
/// the body (the laid-out rows with a cursor gutter, or the help), and a
/// status line.
///
/// ```
/// explore github followers octocat
///   Followers · 2,350 · page 1 of 24
/// › mojombo
///   defunkt
/// page 1 of 24 · 100 rows · r refresh · ? help
/// ```
///
/// Everything drawn from outside text goes through the terminal's one
/// sanitiser, ``TerminalText``: the titles (commands with their arguments,
/// ids among them) as names, so that an invisible character shows as
/// `\u{200B}`; the search text as typed, escaped; the status messages and a
/// server's error text as free text, with escape sequences, controls and
/// invisible characters removed. The rows come cleaned from the renderer.
///
/// Every line fits the width; nothing here depends on the cursor except the
/// gutter of the rows it leaves and enters, so a cursor move changes exactly
/// two lines (see ``ScreenDiff``).
package enum BrowserScreen {

  /// The screen's lines, exactly `state.size.height` of them.
  ///
  /// - Complexity: O(*h*) in the screen height.
  package static func lines(for state: BrowserState) -> [String] {
    let width = state.size.width
    let useColor = state.style.useColor
    var lines = [paint(fit(TerminalText.name(state.current.title) + breadcrumb(state), width), .bold, useColor)]
    lines += state.showsHelp ? help(state) : body(state)
    lines.append(status(state))
    return lines
  }

  private static func breadcrumb(_ state: BrowserState) -> String {
    state.levels.count > 1 ? "  (Backspace: back to \(TerminalText.name(state.levels[state.levels.count - 2].title)))" : ""
  }

  private static func body(_ state: BrowserState) -> [String] {
    let layout = state.layout
    let level = state.current
    let useColor = state.style.useColor
    let cursorLine = layout.rows.isEmpty ? nil : layout.rowLines[min(level.cursor, layout.rows.count - 1)]
    var lines: [String] = []
    for index in level.scroll..<(level.scroll + state.bodyHeight) {
      if index < layout.lines.count {
        lines.append(gutter(layout.lineMarks[index], isCursor: index == cursorLine, useColor) + marked(layout.lines[index], layout.lineMarks[index], useColor))
      } else if index == layout.lines.count, level.shownList.isLoading {
        lines.append("  " + paint("loading…", .dim, useColor))
      } else {
        lines.append("")
      }
    }
    return lines
  }

  /// The two columns before a line: the cursor, then the line's mark
  /// (``RowMark``) when the last refresh changed its row; a mark alone
  /// takes the first column.
  private static func gutter(_ mark: RowMark?, isCursor: Bool, _ useColor: Bool) -> String {
    let symbol = mark.map { paint(String($0.symbol), style(of: $0), useColor) }
    if isCursor { return paint("›", .boldCyan, useColor) + (symbol ?? " ") }
    return (symbol ?? " ") + " "
  }

  /// A removed row's line, dimmed where colour is on.
  private static func marked(_ line: String, _ mark: RowMark?, _ useColor: Bool) -> String {
    mark == .removed ? paint(line, .dim, useColor) : line
  }

  private static func style(of mark: RowMark) -> ANSIStyle {
    switch mark {
    case .inserted: .green
    case .updated: .yellow
    case .removed: .red
    }
  }

  private static func status(_ state: BrowserState) -> String {
    let width = state.size.width
    let useColor = state.style.useColor
    let level = state.current
    if state.isEditingSearch {
      let kind = level.searchesRemotely ? "search" : "filter"
      return fit("\(kind): /\(TerminalText.escaped(level.searchText))▏  (Return keeps it, Esc clears)", width)
    }
    if let message = state.message {
      return paint(fit(TerminalText.line(message), width), .yellow, useColor)
    }
    let list = level.shownList
    if let failure = list.failure {
      return paint(fit("Error: \(TerminalText.line(failure)) — r retries", width), .yellow, useColor)
    }
    var parts: [String] = []
    if let paging = list.paging {
      if let number = paging.number, let pages = paging.totalPages, pages > 1 {
        parts.append("page \(FieldFormatter.grouped(number)) of \(FieldFormatter.grouped(pages))")
      } else if paging.hasMore {
        parts.append("more available")
      }
    }
    if list.isLoading {
      parts.append("loading…")
    }
    if level.isRefreshing {
      parts.append("refreshing…")
    }
    let rows = state.layout.rows.count
    parts.append("\(FieldFormatter.grouped(rows)) \(rows == 1 ? "row" : "rows")")
    if !level.searchText.isEmpty {
      parts.append("/\(TerminalText.escaped(level.searchText))")
    }
    parts.append("r refresh · ? help")
    return paint(fit(parts.joined(separator: " · "), width), .dim, useColor)
  }

  private static func help(_ state: BrowserState) -> [String] {
    var entries = [
      ("↑ ↓  j k", "move"),
      ("PgUp PgDn", "move a screen"),
      ("Home End  g G", "first, last row"),
      ("Enter →", "expand or collapse (children load when first opened)"),
      ("←", "collapse, or go to the parent row"),
      ("/", "search (the API where it searches, else what is loaded); Esc clears"),
      ("d", "drill into the selected item, such as a user's followers"),
      ("Backspace", "back to the list you drilled from"),
      ("o", "open the item's page in the browser"),
      ("r", "refresh: load the pages again, marking rows + added, ~ changed, - removed"),
      ("?", "this help"),
      ("q  Ctrl-C", "quit"),
    ]
    if state.style.favoritesEnabled {
      entries.insert(("f", "toggle a favorite"), at: 9)
    }
    var lines = ["", "  " + paint("Keys", .boldCyan, state.style.useColor), ""]
    for (keys, meaning) in entries {
      let padded = keys + String(repeating: " ", count: max(16 - DisplayWidth.of(keys), 1))
      lines.append(fit("  " + padded + meaning, state.size.width))
    }
    lines += ["", fit("  Press any key to go back.", state.size.width)]
    let height = state.bodyHeight
    return Array((lines + Array(repeating: "", count: max(height - lines.count, 0))).prefix(height))
  }

  private static func fit(_ text: String, _ width: Int) -> String {
    DisplayWidth.truncate(text, to: width)
  }

  private static func paint(_ text: String, _ style: ANSIStyle, _ enabled: Bool) -> String {
    style.apply(text, enabled: enabled)
  }
}
