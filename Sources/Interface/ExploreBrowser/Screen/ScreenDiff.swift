/// Redraws only what changed between two paints of the screen.
///
/// ```swift
/// let changes = ScreenDiff.changes(from: previous, to: next)   // [4, 5] after a cursor move
/// terminal.write(ScreenDiff.commands(for: changes, in: next))
/// ```
package enum ScreenDiff {
  /// The indices of the lines that differ (or exist only in `next`). When
  /// the line counts differ every line of `next` counts as changed, as
  /// after a resize.
  ///
  /// - Complexity: O(*h*) line comparisons for a screen of *h* lines.
  package static func changes(from previous: [String], to next: [String]) -> [Int] {
    guard previous.count == next.count else { return Array(next.indices) }
    return next.indices.filter { previous[$0] != next[$0] }
  }

  /// The escape sequences that write `rows` of `lines`: for each, move the
  /// cursor to the start of its row (1-based), write it, and clear the rest
  /// of the row.
  package static func commands(for rows: [Int], in lines: [String]) -> String {
    var output = ""
    for row in rows {
      output += "\u{1B}[\(row + 1);1H" + lines[row] + "\u{1B}[0m\u{1B}[K"
    }
    return output
  }

  /// Clears the screen and writes every line: after a resize.
  package static func fullRedraw(_ lines: [String]) -> String {
    "\u{1B}[0m\u{1B}[2J" + commands(for: Array(lines.indices), in: lines)
  }
}
