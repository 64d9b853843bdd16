/// "Did you mean" suggestions for misspelt names, by edit distance.
package enum NameSuggestion {
  /// The candidate nearest to `word`, if it is near enough to be a likely
  /// typo: at most one edit for short words, two for longer ones, or a
  /// candidate that starts with what was typed.
  ///
  /// - Complexity: O(*n* · *m*²) for *n* candidates of length *m*, plus
  ///   O(*w*) in the length of `word`: a word longer than every candidate
  ///   by more than two characters is measured against none of them.
  package static func nearest(to word: String, among candidates: [String]) -> String? {
    let typed = word.lowercased()
    let typedCount = typed.count
    let allowed = typedCount <= 3 ? 1 : 2
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let lowered = candidate.lowercased()
      // NB: the distance is at least the difference in length, so a
      // candidate that differs by more cannot be near enough; measuring it
      // cost O(w · m) and the table's w rows, seconds for a 100,000-
      // character word.
      guard abs(lowered.count - typedCount) <= allowed else { continue }
      let distance = editDistance(typed, lowered)
      if distance < (best?.distance ?? .max) {
        best = (candidate, distance)
      }
    }
    if let best, best.distance <= allowed { return best.candidate }
    if typed.count >= 3, let prefixed = candidates.first(where: { $0.lowercased().hasPrefix(typed) }) {
      return prefixed
    }
    return nil
  }

  /// The optimal-string-alignment distance: insertions, deletions,
  /// substitutions and swaps of neighbours each cost one.
  ///
  /// - Complexity: O(*a* · *b*).
  package static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, table[i - 2][j - 2] + 1)
        }
        table[i][j] = value
      }
    }
    return table[a.count][b.count]
  }
}
