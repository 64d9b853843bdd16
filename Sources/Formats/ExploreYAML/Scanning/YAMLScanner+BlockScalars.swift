extension YAMLScanner {
  /// A block scalar, from its `|` (literal) or `>` (folded): its header
  /// (chomping `+` or `-`, an indentation digit), then every following line
  /// indented at least as much as its content, which is the digit more than
  /// the collection around it or, without a digit, the indentation of its
  /// first line of text.
  ///
  /// A literal scalar keeps its line breaks; a folded one turns a single
  /// break between two lines of text into a space, and keeps those around
  /// more indented lines. The final line breaks are chomped: `-` drops them
  /// all, `+` keeps them all, and by default one is kept. The scanner is
  /// left at the start of the first line after it.
  mutating func scanBlockScalar(folded: Bool) throws(YAMLError) -> String {
    forward()
    var chomping = 0
    var increment: Int?
    for _ in 0..<2 {
      let byte = text[index]
      if byte == .plus || byte == .hyphen, chomping == 0 {
        chomping = byte == .plus ? 1 : -1
      } else if (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(byte), increment == nil {
        increment = Int(byte - UInt8(ascii: "0"))
      } else {
        break
      }
      forward()
    }
    let headerEnd = index
    while text[index].isBlank {
      forward()
    }
    if text[index] == .hash {
      guard index > headerEnd else { throw mark.error(.commentWithoutSpace) }
      while !text[index].isBreakOrEnd {
        forward()
      }
    }
    guard text[index].isBreakOrEnd else { throw mark.error(.invalidBlockScalarHeader) }
    if text[index].isBreak { forwardLineBreak() }

    // NB: as libyaml does, a digit at the top level counts from column 0.
    let contentIndent: Int
    if let increment {
      contentIndent = max(indent, 0) + increment
    } else {
      contentIndent = try detectedIndentation()
    }
    var value: [UInt8] = []
    var pendingBreaks = 0
    var hadText = false
    var previousWasSpaced = false
    while index < count {
      let lineStart = position
      var spaces = 0
      while spaces < contentIndent, text[index] == .space {
        forward()
        spaces += 1
      }
      if index >= count {
        // NB: a last line of spaces without a line break counts as one, as libyaml reads it.
        if spaces > 0 { pendingBreaks += 1 }
        break
      }
      if text[index].isBreak {
        forwardLineBreak()
        pendingBreaks += 1
        continue
      }
      if spaces < contentIndent, text[index] == .tab { throw mark.error(.tabIndentation) }
      if spaces < contentIndent || (contentIndent == 0 && (isDocumentMarker(.hyphen) || isDocumentMarker(.period))) {
        restore(lineStart)
        break
      }
      let spaced = text[index].isBlank
      if folded, hadText, !spaced, !previousWasSpaced {
        if pendingBreaks == 1 {
          value.append(.space)
        } else {
          value.append(contentsOf: repeatElement(.lineFeed, count: pendingBreaks - 1))
        }
      } else {
        value.append(contentsOf: repeatElement(.lineFeed, count: pendingBreaks))
      }
      let textStart = index
      while !text[index].isBreakOrEnd {
        forward()
      }
      value.append(contentsOf: text[textStart..<index])
      hadText = true
      previousWasSpaced = spaced
      // NB: the end of the text ends the last line as a line break would, as libyaml reads it.
      if text[index].isBreak { forwardLineBreak() }
      pendingBreaks = 1
    }
    switch chomping {
    case -1: break
    case 0: if hadText, pendingBreaks > 0 { value.append(.lineFeed) }
    default: value.append(contentsOf: repeatElement(.lineFeed, count: pendingBreaks))
    }
    return String(decoding: value, as: UTF8.self)
  }

  /// The indentation of a block scalar's content without a digit: that of
  /// its first line of text, looked at without moving, and at least one
  /// more than the collection around it. Its leading empty lines may not
  /// have more spaces than that line.
  func detectedIndentation() throws(YAMLError) -> Int {
    var offset = index
    var lineNumber = line
    var widestEmpty = 0
    var widestEmptyLine = line
    while true {
      let spaces = spaces(at: offset)
      let byte = text[offset + spaces]
      guard byte.isBreak else {
        if offset + spaces >= count { return max(widestEmpty, spaces, indent + 1) }
        if byte == .tab, spaces <= indent { throw YAMLMark(offset: offset + spaces, line: lineNumber, column: spaces).error(.tabIndentation) }
        guard spaces > indent else { return max(widestEmpty, indent + 1) }
        if widestEmpty > spaces {
          throw YAMLMark(offset: offset, line: widestEmptyLine, column: spaces).error(.blockScalarLeadingSpaces)
        }
        return spaces
      }
      if spaces > widestEmpty {
        widestEmpty = spaces
        widestEmptyLine = lineNumber
      }
      offset += spaces + (byte == .carriageReturn && text[offset + spaces + 1] == .lineFeed ? 2 : 1)
      lineNumber += 1
    }
  }
}
