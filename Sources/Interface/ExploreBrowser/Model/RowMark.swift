/// What the last refresh did to a row, shown in the row's gutter until the
/// next refresh: `+` inserted, `~` updated (a displayed field changed),
/// `-` removed (the row stays, dimmed and not selectable, until the next
/// refresh drops it).
package enum RowMark: Sendable, Hashable {
  case inserted
  case updated
  case removed

  /// The gutter character.
  package var symbol: Character {
    switch self {
    case .inserted: "+"
    case .updated: "~"
    case .removed: "-"
    }
  }
}
