import ExploreCore
import ExploreTerminal
package import Foundation

/// The text `--watch` prints after each refresh: one line per change, and
/// nothing when nothing changed.
///
/// ```text
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

  package init(useColor: Bool, showsMoves: Bool, now: Date) {
    self.useColor = useColor
    self.showsMoves = showsMoves
    self.now = now
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
