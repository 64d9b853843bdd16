/// Word-wraps text for help output, measured in display columns.
///
/// ```swift
/// TextWrapper.wrap("  --limit <n>   Rows to show across pages.", width: 30, indent: 16)
/// // "  --limit <n>   Rows to show\n                across pages."
/// ```
package enum TextWrapper {
  /// `text` with lines broken at spaces so that each fits in `width`
  /// columns, and every line after the first indented by `indent` spaces
  /// (a hanging indent).
  ///
  /// - Spacing inside a line is kept, so aligned columns in the first line
  ///   stay aligned; spaces at a break are dropped.
  /// - Each line break in `text` starts a new line, which is indented too
  ///   (after its own leading spaces are dropped).
  /// - A word wider than the room left stays whole on its own line rather
  ///   than being split (URLs and option names must stay intact).
  /// - A `width` of 0 or less, or an indent that leaves fewer than 10
  ///   columns, wraps as if 10 columns remained after the indent.
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  package static func wrap(_ text: String, width: Int, indent: Int) -> String {
    let indent = max(indent, 0)
    let width = max(width, indent + 10)
    let padding = String(repeating: " ", count: indent)
    // NB: Most help lines and detail values fit as they are.
    if !text.contains("\n") && DisplayWidth.of(text) <= width { return trimmingTrailingSpaces(text) }
    var lines: [String] = []
    for (number, paragraph) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      var line = number == 0 ? "" : padding
      var lineWidth = number == 0 ? 0 : indent
      var lineHasWord = false
      var source = Substring(paragraph)
      if number > 0 { source = source.drop { $0 == " " } }
      for (spaces, word) in tokens(source) {
        let wordWidth = DisplayWidth.of(String(word))
        if lineHasWord && lineWidth + spaces.count + wordWidth > width {
          lines.append(line)
          line = padding + word
          lineWidth = indent + wordWidth
        } else {
          line += spaces + word
          lineWidth += spaces.count + wordWidth
        }
        lineHasWord = lineHasWord || !word.isEmpty
      }
      lines.append(number > 0 && !lineHasWord ? "" : line)
    }
    return lines.map(trimmingTrailingSpaces).joined(separator: "\n")
  }

  private static func trimmingTrailingSpaces(_ line: String) -> String {
    guard line.utf8.last == UInt8(ascii: " ") else { return line }
    var line = line
    while line.utf8.last == UInt8(ascii: " ") { line.removeLast() }
    return line
  }

  /// The line as runs of spaces, each followed by a word.
  private static func tokens(_ line: Substring) -> [(Substring, Substring)] {
    var result: [(Substring, Substring)] = []
    var index = line.startIndex
    while index < line.endIndex {
      let wordStart = line[index...].firstIndex { $0 != " " } ?? line.endIndex
      let wordEnd = line[wordStart...].firstIndex { $0 == " " } ?? line.endIndex
      result.append((line[index..<wordStart], line[wordStart..<wordEnd]))
      index = wordEnd
    }
    return result
  }
}
