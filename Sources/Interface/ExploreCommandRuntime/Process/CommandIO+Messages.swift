import ExploreCore
import ExploreTerminal

extension CommandIO {
  /// Writes `text`, a message for people (an error, a note, a warning, a
  /// question), to standard error through ``TerminalText/lines(_:)``: a
  /// server's text in it cannot drive the terminal. On a terminal its
  /// lines are wrapped to ``messageWidth`` between words
  /// (``wrapped(_:width:)``), so that none breaks mid-word at the edge.
  ///
  /// Every message goes through here; ``writeError`` itself is for the
  /// progress line, which draws with escape sequences of its own around
  /// text it has cleaned.
  package func writeMessage(_ text: String) {
    let clean = TerminalText.lines(text)
    writeError(messageWidth().map { Self.wrapped(clean, width: $0) } ?? clean)
  }

  /// `text` with each line wider than `width` broken between words, its
  /// continuation lines indented as far as the line itself is (and as far
  /// as its label, for `note: ` and `Error: `); a word wider than the
  /// line stays whole.
  ///
  /// NB: a `More: explore …` line is left whole: a command broken by a
  /// line feed runs as two when pasted, while one the terminal folds
  /// copies whole.
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  static func wrapped(_ text: String, width: Int) -> String {
    guard width > 0 else { return text }
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
      let line = String(line)
      guard DisplayWidth.of(line) > width, !line.hasPrefix("More: ") else { return line }
      let leading = line.prefix { $0 == " " }.count
      let label = ["note: ", "Error: ", "warning: "].first { line.dropFirst(leading).hasPrefix($0) }?.count ?? 0
      let indent = leading + label
      // NB: the wrapper keeps 10 columns after the indent; a narrower
      // screen gets no indent rather than a line past its edge.
      return TextWrapper.wrap(line, width: width, indent: width - indent >= 20 ? indent : 0)
    }.joined(separator: "\n")
  }
}
