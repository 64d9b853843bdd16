/// A key press the interactive browser understands, decoded from the bytes a
/// terminal sends in raw mode by ``KeyDecoder``.
package enum Key: Sendable, Hashable {
  case up, down, left, right
  case pageUp, pageDown, home, end
  case enter, escape, backspace, tab
  /// Ctrl-C: in raw mode the terminal sends byte 3 instead of a signal.
  case interrupt
  /// Ctrl-Z: in raw mode the terminal sends byte 26 instead of SIGTSTP.
  case suspend
  /// A printable character, as typed.
  case character(Character)
}
