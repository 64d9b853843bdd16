/// Recognises ANSI escape sequences, one character at a time.
///
/// `ESC` is a control character and so a grapheme cluster of its own; the
/// characters after it (`[`, parameters, a final byte) are ordinary ones
/// that only this scanner knows to skip.
struct EscapeScanner {
  private enum State { case text, escape, controlSequence, operatingSystemCommand, operatingSystemEscape }
  private var state = State.text

  /// Whether the next character is text, not part of an escape sequence
  /// (unless it starts one).
  var isInText: Bool { state == .text }

  /// Whether `character` belongs to an escape sequence (and so takes no room).
  mutating func consumes(_ character: Character) -> Bool {
    switch state {
    case .text:
      if character == "\u{1B}" {
        state = .escape
        return true
      }
      return false
    case .escape:
      switch character {
      case "[": state = .controlSequence
      case "]": state = .operatingSystemCommand
      default: state = .text  // a two-character sequence such as ESC 7
      }
      return true
    case .controlSequence:
      // NB: Parameter and intermediate bytes are 0x20–0x3F; a final byte
      // in 0x40–0x7E ends the sequence.
      if let ascii = character.asciiValue, (0x40...0x7E).contains(ascii) { state = .text }
      return true
    case .operatingSystemCommand:
      if character == "\u{07}" {
        state = .text
      } else if character == "\u{1B}" {
        state = .operatingSystemEscape
      }
      return true
    case .operatingSystemEscape:
      state = character == "\\" ? .text : .operatingSystemCommand
      return true
    }
  }
}
