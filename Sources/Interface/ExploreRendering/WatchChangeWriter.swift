import ExploreCore
import ExploreTerminal
package import Foundation

/// The text `--watch` prints after each refresh: a line with the time and
/// the counts, then one line per change; nothing when nothing changed.
///
/// ```text
/// ── 08:47:12 · −1 +1 ~1 ──
/// + alice
/// - bob
/// ~ carol: Type User → Organization
/// ↕ dave: row 4 → 1
/// ```
///
/// - `+ <title>` for a row added, `- <title>` for a row removed (green and
///   red where colour is on);
/// - `~ <title>: <label> <old> → <new>` for each displayed value of a row
///   that changed (yellow), values as the detail layout shows them (`—`
///   for none);
/// - `↕ <title>: row <old> → <new>` for a row that moved, counting rows
///   from 1, only when ``showsMoves`` (`--verbose`);
/// - `↑ <title>: in from page 2` and `↓ <title>: out to page 2` for a row
///   that crossed the edge of a watched page (``WatchWindow``), neither
///   new nor removed, only when ``showsMoves``; the header counts them
///   (`── 08:47:12 · −10 · 10 in from page 2 ──`).
///
/// The header (``header(for:)``) holds no tab, so `cut -f` passes it
/// whole, as it does the change lines, and `cut -s` drops both.
///
/// Titles, labels and values come from a server, so each goes through the
/// one sanitiser before it is printed: titles as names
/// (``TerminalText/name(_:)``, an invisible character shown as
/// `\u{200B}`), labels and values as free text (``TerminalText/line(_:)``).
package struct WatchChangeWriter: Sendable {
  /// Whether lines are coloured.
  package var useColor: Bool
  /// Whether moves are printed (`--verbose`).
  package var showsMoves: Bool
  /// The time relative dates are counted from.
  package var now: Date
  /// Whether the text goes to a terminal: the header says the time of day
  /// there, and the date too into a pipe (a log, read another day).
  package var isTerminal: Bool
  /// The time zone of the header's time.
  package var timeZone: TimeZone

  package init(useColor: Bool, showsMoves: Bool, now: Date, isTerminal: Bool = true, timeZone: TimeZone = .current) {
    self.useColor = useColor
    self.showsMoves = showsMoves
    self.now = now
    self.isTerminal = isTerminal
    self.timeZone = timeZone
  }

  /// The header and the lines of `refresh`; `""` when there is no line to
  /// print (no change, or only moves without ``showsMoves``).
  ///
  /// - Complexity: O(*n*) in the size of the output.
  package func text(for refresh: WatchRefresh) -> String {
    let lines = text(for: refresh.changes, window: refresh.window)
    return lines.isEmpty ? "" : header(for: refresh) + "\n" + lines
  }

  /// The line that heads a refresh's changes, without its newline: the
  /// time, then how many rows were removed, added and updated (and moved,
  /// with ``showsMoves``), each count left out when it is 0:
  ///
  /// ```text
  /// ── 08:47:12 · −10 +5 ~2 ──               on a terminal
  /// ── 2025-05-01 08:47:12 · −10 +5 ~2 ──    into a pipe
  /// ```
  ///
  /// The counts take the colours of their lines, the rest is dim.
  ///
  /// - Complexity: O(*n*) in the number of changes.
  package func header(for refresh: WatchRefresh) -> String {
    let counts: [(String, Int, ANSIStyle)] = [
      ("−", refresh.removed, .red), ("+", refresh.added, .green), ("~", refresh.updated, .yellow),
      ("↕", showsMoves ? refresh.moved : 0, .cyan),
    ]
    var shown = counts.filter { $0.1 > 0 }.map { sign, count, style in style.apply(sign + FieldFormatter.grouped(count), enabled: useColor) }
    if let window = refresh.window {
      for crossing in crossings(of: refresh, in: window) {
        shown.append((shown.isEmpty ? "" : ANSIStyle.dim.apply("· ", enabled: useColor)) + ANSIStyle.cyan.apply(crossing, enabled: useColor))
      }
    }
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = timeZone
    formatter.dateFormat = isTerminal ? "HH:mm:ss" : "yyyy-MM-dd HH:mm:ss"
    let time = ANSIStyle.dim.apply("── " + formatter.string(from: refresh.date) + " ·", enabled: useColor)
    return ([time] + shown + [ANSIStyle.dim.apply("──", enabled: useColor)]).joined(separator: " ")
  }

  /// The time and counts of `refresh` in plain words for the status line
  /// `--watch` keeps at the bottom of a terminal, so that the last change
  /// stays in sight when its lines have scrolled away:
  /// `08:47:12 −10 +2 · 10 in from page 2`.
  ///
  /// - Complexity: O(*n*) in the number of changes.
  package func summary(for refresh: WatchRefresh) -> String {
    let plain = WatchChangeWriter(useColor: false, showsMoves: showsMoves, now: now, isTerminal: true, timeZone: timeZone)
    var header = plain.header(for: refresh)
    if header.hasPrefix("── ") { header.removeFirst(3) }
    if header.hasSuffix(" ──") { header.removeLast(3) }
    return header.replacingOccurrences(of: " · ", with: " ", options: [], range: header.range(of: " · "))
  }

  /// The lines for `changes`, each ending with a newline; `""` when there
  /// is nothing to print.
  ///
  /// - Complexity: O(*n*) in the size of the output.
  package func text(for changes: [RowChange], window: WatchWindow? = nil) -> String {
    var text = ""
    func line(_ body: String, _ style: ANSIStyle) {
      text += style.apply(body, enabled: useColor)
      text += "\n"
    }
    for change in changes {
      switch change {
      case .added(let item):
        line("+ " + name(item.title), .green)
      case .removed(_, let title):
        line("- " + name(title), .red)
      case .updated(let item, let fields):
        for field in fields {
          line("~ \(name(item.title)): \(clean(field.label)) \(value(field.old)) → \(value(field.new))", .yellow)
        }
      case .moved(_, let title, let from, let to):
        if showsMoves { line("↕ \(name(title)): row \(from + 1) → \(to + 1)", .cyan) }
      case .entered(let item, let edge):
        if showsMoves, let window { line("\(edge == .after ? "↑" : "↓") \(name(item.title)): in from \(window.beyond(edge))", .cyan) }
      case .left(_, let title, let edge):
        if showsMoves, let window { line("\(edge == .after ? "↓" : "↑") \(name(title)): out to \(window.beyond(edge))", .cyan) }
      }
    }
    return text
  }

  /// The rows of `refresh` that crossed the edges of `window`, as the
  /// header says them: `10 in from page 2`, `3 out to page 2`.
  func crossings(of refresh: WatchRefresh, in window: WatchWindow) -> [String] {
    var parts: [String] = []
    for edge in [WatchWindow.Edge.before, .after] {
      let entered = refresh.entered(over: edge), left = refresh.left(over: edge)
      if entered > 0 { parts.append("\(FieldFormatter.grouped(entered)) in from \(window.beyond(edge))") }
      if left > 0 { parts.append("\(FieldFormatter.grouped(left)) out to \(window.beyond(edge))") }
    }
    return parts
  }

  private func clean(_ text: String) -> String {
    TextRenderer.Context.clean(text)
  }

  private func name(_ text: String) -> String {
    TextRenderer.Context.name(text)
  }

  private func value(_ value: FieldValue) -> String {
    clean(FieldFormatter.detail(value, now: now))
  }
}
