/// The ways a terminal can show a picture, and `none`.
public enum PictureProtocol: String, Sendable, CaseIterable, CustomStringConvertible {
  /// The kitty graphics protocol (kitty, Ghostty, WezTerm, Konsole).
  case kitty
  /// iTerm2's inline images (iTerm2, WezTerm, VS Code's terminal, mintty).
  case iterm
  /// DEC sixel graphics (foot, xterm, mlterm, Windows Terminal, contour).
  case sixel
  /// Unicode upper half blocks `▀` with 24-bit (or 256) colours, in any colour terminal.
  case blocks
  /// No pictures.
  case none

  public var description: String { rawValue }
}
