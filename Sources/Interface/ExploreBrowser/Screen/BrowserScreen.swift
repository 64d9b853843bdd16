import ExploreCore
import ExploreRendering
import ExploreTerminal
import Foundation

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
    for line in state.statusLines() {
      lines.append(paint(line.text, line.isNotice ? .yellow : .dim, useColor))
    }
    return lines
  }

  private static func breadcrumb(_ state: BrowserState) -> String {
    state.levels.count > 1 ? "  (Esc: back to \(TerminalText.name(state.levels[state.levels.count - 2].title)))" : ""
  }

  private static func body(_ state: BrowserState) -> [String] {
    let layout = state.layout
    let level = state.current
    let useColor = state.style.useColor
    let cursorLine = layout.rows.isEmpty ? nil : layout.rowLines[min(level.cursor, layout.rows.count - 1)]
    let marksFavorites = !state.favorites.isEmpty
    var lines: [String] = []
    for shown in state.viewport() {
      switch shown {
      case .line(let index):
        let mark = layout.lineMarks[index]
        var favorite = false
        if marksFavorites, mark == nil, let row = state.row(onLine: index), let item = level.shownList.items[layout.rows[row]] {
          favorite = state.favorites.contains(ItemKey(item))
        }
        let line = gutter(mark, isFavorite: favorite, isCursor: index == cursorLine, useColor) + marked(layout.lines[index], mark, useColor)
        lines.append(index == cursorLine && useColor ? highlighted(line, width: state.size.width) : line)
      case .loading:
        lines.append("  " + paint("loading…", .dim, useColor))
      case .blank:
        lines.append("")
      }
    }
    return lines
  }

  /// The two columns before a line: the cursor, then the line's mark
  /// (``RowMark``) when the last refresh changed its row, else a ★ for a
  /// favorite; a mark alone takes the first column.
  private static func gutter(_ mark: RowMark?, isFavorite: Bool, isCursor: Bool, _ useColor: Bool) -> String {
    let symbol = mark.map { paint(String($0.symbol), style(of: $0), useColor) } ?? (isFavorite ? paint("★", .yellow, useColor) : nil)
    if isCursor { return paint("›", .boldCyan, useColor) + (symbol ?? " ") }
    return (symbol ?? " ") + " "
  }

  /// The selected row in reverse video across the whole width, as k9s and
  /// htop show theirs: the styles inside the row end with a full reset,
  /// after which reverse video starts again.
  private static func highlighted(_ line: String, width: Int) -> String {
    let fitted = fit(line, width)
    let padding = String(repeating: " ", count: max(width - DisplayWidth.of(fitted), 0))
    let reverse = "\u{1B}[\(ANSIStyle.reverse.rawValue)m"
    return reverse + fitted.replacingOccurrences(of: "\u{1B}[0m", with: "\u{1B}[0m" + reverse) + padding + "\u{1B}[0m"
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

  /// The help: every key of ``BrowserKeyBinding/all`` the style offers,
  /// with what it does.
  private static func help(_ state: BrowserState) -> [String] {
    let entries = BrowserKeyBinding.shown(with: state.style).map { ($0.label, $0.summary) }
    var lines = ["", "  " + paint("Keys", .boldCyan, state.style.useColor), ""]
    for (keys, meaning) in entries {
      let padded = keys + String(repeating: " ", count: max(16 - DisplayWidth.of(keys), 1))
      lines.append(fit("  " + padded + meaning, state.size.width))
    }
    let back = fit("  Press any key to go back (q too).", state.size.width)
    lines += ["", back]
    let height = state.bodyHeight
    var shown = Array((lines + Array(repeating: "", count: max(height - lines.count, 0))).prefix(height))
    // NB: on a short screen the keys are cut, never the way back.
    if lines.count > height, !shown.isEmpty { shown[shown.count - 1] = back }
    return shown
  }

  private static func fit(_ text: String, _ width: Int) -> String {
    DisplayWidth.truncate(text, to: width)
  }

  private static func paint(_ text: String, _ style: ANSIStyle, _ enabled: Bool) -> String {
    style.apply(text, enabled: enabled)
  }
}
