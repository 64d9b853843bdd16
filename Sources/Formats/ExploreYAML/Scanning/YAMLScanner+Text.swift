extension YAMLScanner {
  /// Moves over `count` bytes that are not line breaks, counting columns
  /// in characters (a UTF-8 continuation byte starts none).
  mutating func forward(_ count: Int = 1) {
    for _ in 0..<count {
      if text[index] & 0xC0 != 0x80 { column += 1 }
      index += 1
    }
  }

  /// Moves over the line break at `index` (`\n`, `\r\n` or `\r`).
  mutating func forwardLineBreak() {
    index += text[index] == .carriageReturn && text[index + 1] == .lineFeed ? 2 : 1
    line += 1
    column = 0
    lineStartOffset = index
    contentOnLine = false
  }

  /// Where the scanner is, to come back to.
  var position: (index: Int, line: Int, column: Int, lineStartOffset: Int, contentOnLine: Bool) {
    (index, line, column, lineStartOffset, contentOnLine)
  }

  mutating func restore(_ position: (index: Int, line: Int, column: Int, lineStartOffset: Int, contentOnLine: Bool)) {
    (index, line, column, lineStartOffset, contentOnLine) = position
  }

  /// Moves over spaces, tabs, comments and line breaks to the next token,
  /// and checks the indentation of a line's first token: no tab in the
  /// indentation of a block collection's entry, and lines of a flow
  /// collection indented more than the block collection around it (a
  /// closing bracket may stand at its indentation).
  mutating func scanToNextToken() throws(YAMLError) {
    indentationTab = nil
    separatingTab = nil
    var crossedLine = false
    while true {
      while text[index].isBlank {
        if text[index] == .tab, separatingTab == nil { separatingTab = mark }
        forward()
      }
      if text[index] == .hash, index == 0 || text[index - 1].isBlankOrBreak {
        while !text[index].isBreakOrEnd {
          forward()
        }
      }
      guard text[index].isBreak else { break }
      forwardLineBreak()
      crossedLine = true
      separatingTab = nil
      if flowLevel == 0 { allowSimpleKey = true }
    }
    guard index < count, !contentOnLine else { return }
    // NB: the first token of a line: its indentation is the spaces before
    // the first tab or character; a tab after them separates, and may not
    // stand in for indentation.
    var spaces = 0
    while text[lineStartOffset + spaces] == .space {
      spaces += 1
    }
    contentOnLine = true
    if flowLevel == 0 {
      if lineStartOffset + spaces < index {
        let tab = YAMLMark(offset: lineStartOffset + spaces, line: line, column: spaces)
        indentationTab = (tab, spaces)
        if spaces <= indent { throw tab.error(.tabIndentation) }
      }
    } else if crossedLine, spaces <= indent {
      // NB: a flow collection's closing bracket at the indentation of the
      // key that holds it (`example: {` … `}`, as Docker's API description
      // writes it) is what libyaml, PyYAML, js-yaml and Go's yaml read;
      // only the bracket is let through, and only at that indentation.
      let closes = text[index] == .rightBrace || text[index] == .rightBracket
      if !(closes && spaces == indent) { throw mark.error(.insufficientIndentation) }
    }
  }

  /// The number of spaces at `offset`.
  func spaces(at offset: Int) -> Int {
    var count = 0
    while text[offset + count] == .space {
      count += 1
    }
    return count
  }
}

extension UInt8 {
  static let tab: UInt8 = 0x09
  static let lineFeed: UInt8 = 0x0A
  static let carriageReturn: UInt8 = 0x0D
  static let space: UInt8 = 0x20
  static let exclamation = UInt8(ascii: "!")
  static let quote = UInt8(ascii: "\"")
  static let hash = UInt8(ascii: "#")
  static let percent = UInt8(ascii: "%")
  static let ampersand = UInt8(ascii: "&")
  static let apostrophe = UInt8(ascii: "'")
  static let asterisk = UInt8(ascii: "*")
  static let plus = UInt8(ascii: "+")
  static let comma = UInt8(ascii: ",")
  static let hyphen = UInt8(ascii: "-")
  static let period = UInt8(ascii: ".")
  static let colon = UInt8(ascii: ":")
  static let lessThan = UInt8(ascii: "<")
  static let greaterThan = UInt8(ascii: ">")
  static let question = UInt8(ascii: "?")
  static let at = UInt8(ascii: "@")
  static let leftBracket = UInt8(ascii: "[")
  static let backslash = UInt8(ascii: "\\")
  static let rightBracket = UInt8(ascii: "]")
  static let backtick = UInt8(ascii: "`")
  static let leftBrace = UInt8(ascii: "{")
  static let pipe = UInt8(ascii: "|")
  static let rightBrace = UInt8(ascii: "}")

  /// A space or a tab.
  var isBlank: Bool { self == .space || self == .tab }
  /// A line feed or a carriage return.
  var isBreak: Bool { self == .lineFeed || self == .carriageReturn }
  var isBlankOrBreak: Bool { isBlank || isBreak }
  /// A space, a tab, a line break, or the zero byte that ends the text.
  var isBlankOrBreakOrEnd: Bool { isBlankOrBreak || self == 0 }
  /// `,`, `[`, `]`, `{` or `}`.
  var isFlowIndicator: Bool {
    self == .comma || self == .leftBracket || self == .rightBracket || self == .leftBrace || self == .rightBrace
  }

  /// A line break, or the zero byte that ends the text.
  var isBreakOrEnd: Bool { isBreak || self == 0 }
}
