import ExploreTerminal

/// The ids a list repeated (rows of a section with the id of an earlier
/// row of it, which are left out) and the note that says so.
///
/// ```swift
/// var repeated = RepeatedIDs()
/// repeated.leaveOut("1"); repeated.leaveOut("1"); repeated.leaveOut("0")
/// repeated.notice
/// // "The API sent more than one row with the same id: '1' (3 rows), '0' (2 rows). Each id is shown once, …"
/// ```
///
/// NB: rows that share an id are shown once, as their first row, rather
/// than all kept: an id names one item everywhere explore tells items
/// apart (the interactive cursor and its expansions, favorites, the diffs
/// of `--watch` and `--changes`, expansions joined by id), so a second row
/// with the id could not be selected, favorited or watched as itself, and
/// would stand for the first one there. What the user can act on is that
/// the API's list is wrong, which rows it concerns, and that a total the
/// API gives counts the rows left out: the note says all three, on
/// standard error (or among a terminal's notes, or in the interactive
/// mode's status line), with or without `--verbose`.
package struct RepeatedIDs: Sendable, Hashable {
  /// The rows left out for each id.
  private var leftOutRows: [String: Int] = [:]
  /// The ids in the order they first repeated.
  private var order: [String] = []

  /// The most ids the note names.
  static let namedLimit = 5

  package init() {}

  /// The number of rows left out.
  package var leftOutCount: Int { leftOutRows.values.reduce(0, +) }

  /// Records that a row with `id` was left out, because an earlier row of
  /// its section had that id.
  ///
  /// - Complexity: O(1) amortised.
  package mutating func leaveOut(_ id: String) {
    if leftOutRows[id] == nil { order.append(id) }
    leftOutRows[id, default: 0] += 1
  }

  /// The note that names the repeated ids (the first five, with how many
  /// rows each had) and says how many rows were left out; `nil` when none
  /// was.
  package var notice: String? {
    guard !order.isEmpty else { return nil }
    let named = order.prefix(Self.namedLimit).map { id in
      "'\(TerminalText.quoted(id))' (\(leftOutRows[id, default: 0] + 1) rows)"
    }
    let more = order.count > Self.namedLimit ? " and \(order.count - Self.namedLimit) more" : ""
    let count = leftOutCount
    return "The API sent more than one row with the same id: \(named.joined(separator: ", "))\(more). "
      + "Each id is shown once, as its first row: \(count) \(count == 1 ? "row was" : "rows were") left out, "
      + "which a total the API gives still counts."
  }
}
