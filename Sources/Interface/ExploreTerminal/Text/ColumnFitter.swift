/// Chooses column widths so that a table fits a line, narrowing the widest
/// columns first, as `gh` does for its tables.
package enum ColumnFitter {
  /// The widths to give each column, so that the columns and the gaps
  /// between them fit in `available` columns.
  ///
  /// - When everything fits, each column gets its natural width.
  /// - Otherwise the widest columns shrink first, all to the same cap, and
  ///   the room left under the cap goes to the leftmost capped columns.
  /// - A column never shrinks below `min(natural, minimum)`; when even the
  ///   minimums do not fit, columns are dropped from the right (the result
  ///   is shorter than `naturals`), keeping at least the first, which then
  ///   gets the whole line.
  ///
  /// - Parameters:
  ///   - naturals: The widest cell of each column, in display columns.
  ///   - minimums: The narrowest each column may become.
  ///   - available: The width of the line.
  ///   - gap: The spaces between two columns.
  /// - Returns: One width per kept column.
  /// - Complexity: O(*c* log *w*) for *c* columns of at most *w* columns
  ///   each, plus O(*c*²) when columns are dropped.
  package static func fit(naturals: [Int], minimums: [Int], available: Int, gap: Int) -> [Int] {
    precondition(naturals.count == minimums.count, "one minimum per column")
    var naturals = naturals
    var floor = zip(naturals, minimums).map { min($0, max($1, 1)) }
    func gaps() -> Int { gap * max(naturals.count - 1, 0) }
    while naturals.count > 1 && floor.reduce(0, +) + gaps() > available {
      naturals.removeLast()
      floor.removeLast()
    }
    let budget = available - gaps()
    if naturals.reduce(0, +) <= budget { return naturals }
    if naturals.count == 1 { return [max(1, budget)] }
    func used(cap: Int) -> Int {
      zip(naturals, floor).reduce(0) { $0 + min($1.0, max(cap, $1.1)) }
    }
    // NB: The largest cap whose total fits, found by bisection: `used` grows
    // with the cap.
    var low = 0
    var high = naturals.max() ?? 0
    while low < high {
      let middle = (low + high + 1) / 2
      if used(cap: middle) <= budget { low = middle } else { high = middle - 1 }
    }
    var widths = zip(naturals, floor).map { min($0.0, max(low, $0.1)) }
    var spare = budget - widths.reduce(0, +)
    for index in widths.indices where spare > 0 && naturals[index] > widths[index] {
      widths[index] += 1
      spare -= 1
    }
    return widths
  }
}
