extension DisplayWidth {
  /// `text` cut in the middle to at most `width` columns, with `…` where
  /// the middle was: its start and its end kept, the end with the extra
  /// column when the room is odd. Text that fits is returned unchanged.
  ///
  /// Names that share a long prefix and differ at their end
  /// (`hundredk-f000123`, `hundredk-f000124`) stay apart when cut so, as
  /// ``truncate(_:to:)`` would make them read the same:
  ///
  /// ```swift
  /// DisplayWidth.truncateMiddle("hundredk-f000123", to: 11)   // "hundr…00123"
  /// ```
  ///
  /// Cuts fall between grapheme clusters; `text` is meant to hold no
  /// escape sequence (a name, cleaned for the terminal).
  ///
  /// - Parameter width: The number of columns available; 0 or less gives "".
  /// - Complexity: O(*n*) in the length of `text`.
  package static func truncateMiddle(_ text: String, to width: Int) -> String {
    guard width > 0 else { return "" }
    guard of(text) > width else { return text }
    guard width > 2 else { return truncate(text, to: width) }
    let room = width - 1
    let headRoom = room / 2
    var head = text.startIndex, used = 0
    while head < text.endIndex {
      let columns = of(text[head])
      if used + columns > headRoom { break }
      used += columns
      head = text.index(after: head)
    }
    let tailRoom = room - used
    var tail = text.endIndex, tailUsed = 0
    while tail > head {
      let previous = text.index(before: tail)
      let columns = of(text[previous])
      if tailUsed + columns > tailRoom { break }
      tailUsed += columns
      tail = previous
    }
    return String(text[..<head]) + "…" + String(text[tail...])
  }
}
