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
///   from 1, only when ``showsMoves`` (`--verbose`).
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
    let lines = text(for: refresh.changes)
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
    let shown = counts.filter { $0.1 > 0 }.map { sign, count, style in style.apply(sign + FieldFormatter.grouped(count), enabled: useColor) }
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = timeZone
    formatter.dateFormat = isTerminal ? "HH:mm:ss" : "yyyy-MM-dd HH:mm:ss"
    let time = ANSIStyle.dim.apply("── " + formatter.string(from: refresh.date) + " ·", enabled: useColor)
    return ([time] + shown + [ANSIStyle.dim.apply("──", enabled: useColor)]).joined(separator: " ")
  }

  /// The lines for `changes`, each ending with a newline; `""` when there
  /// is nothing to print.
  ///
  /// - Complexity: O(*n*) in the size of the output.
  package func text(for changes: [RowChange]) -> String {
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
      }
    }
    return text
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
