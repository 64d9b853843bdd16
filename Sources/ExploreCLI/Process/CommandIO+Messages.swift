import ExploreCore
import ExploreTerminal

extension CommandIO {
  /// Writes `text`, a message for people (an error, a note, a warning, a
  /// question), to standard error through ``TerminalText/lines(_:)``: a
  /// server's text in it cannot drive the terminal.
  ///
  /// Every message goes through here; ``writeError`` itself is for the
  /// progress line, which draws with escape sequences of its own around
  /// text it has cleaned.
  package func writeMessage(_ text: String) {
    writeError(TerminalText.lines(text))
  }
}
