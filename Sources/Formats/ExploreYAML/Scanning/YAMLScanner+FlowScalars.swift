extension YAMLScanner {
  /// A plain scalar, from `index`: words and the spaces between them, over
  /// as many lines as are indented more than the collection around it,
  /// each line break folded to a space (or, with empty lines, to one line
  /// feed per empty line). It ends before `: `, ` #`, a flow indicator in a
  /// flow collection, a less indented line, a comment line or a document
  /// marker; the scanner is left at the end of its last word.
  mutating func scanPlain() throws(YAMLError) -> String {
    var value: [UInt8] = []
    var end = position
    var pendingSpaces = 0..<0
    var pendingBreaks = 0
    while true {
      let wordStart = index
      while true {
        let byte = text[index]
        if byte.isBlankOrBreakOrEnd { break }
        if byte == .colon {
          let next = text[index + 1]
          if next.isBlankOrBreakOrEnd || (flowLevel > 0 && next.isFlowIndicator) { break }
        } else if flowLevel > 0, byte.isFlowIndicator {
          break
        }
        forward()
      }
      guard index > wordStart else { break }
      if pendingBreaks == 1 {
        value.append(.space)
      } else if pendingBreaks > 1 {
        value.append(contentsOf: repeatElement(.lineFeed, count: pendingBreaks - 1))
      } else {
        value.append(contentsOf: text[pendingSpaces])
      }
      value.append(contentsOf: text[wordStart..<index])
      end = position
      pendingSpaces = 0..<0
      pendingBreaks = 0

      let spacesStart = index
      while text[index].isBlank {
        forward()
      }
      if text[index].isBreak {
        // NB: the line breaks and the indentation after them; the scalar
        // goes on only on a line indented more than its collection.
        while text[index].isBreak {
          forwardLineBreak()
          pendingBreaks += 1
          while text[index].isBlank {
            forward()
          }
        }
        if index >= count || text[index] == .hash { break }
        if column == 0, isDocumentMarker(.hyphen) || isDocumentMarker(.period) { break }
        let indentation = spaces(at: lineStartOffset)
        if indentation <= indent { break }
      } else {
        pendingSpaces = spacesStart..<index
        if text[index] == .hash || index >= count { break }
      }
    }
    restore(end)
    return String(decoding: value, as: UTF8.self)
  }

  /// A single- or double-quoted scalar, from its opening quote to its
  /// closing one: escapes (`\n`, `\u00e9`, … in double quotes; `''` in
  /// single quotes) applied, and line breaks folded as in a plain scalar.
  mutating func scanQuoted(double: Bool) throws(YAMLError) -> String {
    let start = mark
    let quote: UInt8 = double ? .quote : .apostrophe
    forward()
    var value: [UInt8] = []
    while true {
      // NB: a run of text up to a quote, an escape, a space or a line break.
      while true {
        let byte = text[index]
        if index >= count { throw start.error(.unterminatedQuote(double: double)) }
        if byte.isBlankOrBreak { break }
        if byte == quote {
          guard !double, text[index + 1] == .apostrophe else { break }
          value.append(.apostrophe)
          forward(2)
        } else if double, byte == .backslash {
          if text[index + 1].isBreak {
            forward()
            try foldLineBreaks(into: &value, escaped: true, start: start, double: double)
          } else {
            try scanEscape(into: &value)
          }
        } else {
          value.append(byte)
          forward()
        }
      }
      if text[index] == quote {
        forward()
        break
      }
      let spacesStart = index
      while text[index].isBlank {
        forward()
      }
      if text[index].isBreak {
        try foldLineBreaks(into: &value, escaped: false, start: start, double: double)
      } else {
        value.append(contentsOf: text[spacesStart..<index])
      }
    }
    contentOnLine = true
    return String(decoding: value, as: UTF8.self)
  }

  /// Moves over a line break in a quoted scalar, the empty lines after it
  /// and the next line's indentation, and writes what they fold to: a line
  /// feed for each empty line, or else a space (nothing after an escaped break).
  mutating func foldLineBreaks(into value: inout [UInt8], escaped: Bool, start: YAMLMark, double: Bool) throws(YAMLError) {
    var emptyLines = 0
    forwardLineBreak()
    while true {
      if column == 0, isDocumentMarker(.hyphen) || isDocumentMarker(.period) { throw mark.error(.documentMarkerInScalar) }
      let indentation = spaces(at: index)
      while text[index].isBlank {
        forward()
      }
      if index >= count { throw start.error(.unterminatedQuote(double: double)) }
      guard text[index].isBreak else {
        guard indentation > indent else { throw mark.error(.insufficientIndentation) }
        break
      }
      forwardLineBreak()
      emptyLines += 1
    }
    if emptyLines > 0 {
      value.append(contentsOf: repeatElement(.lineFeed, count: emptyLines))
    } else if !escaped {
      value.append(.space)
    }
  }

  /// The escape at `index` (a backslash) in a double-quoted scalar, written to `value`.
  mutating func scanEscape(into value: inout [UInt8]) throws(YAMLError) {
    let start = mark
    let code = text[index + 1]
    let simple: UInt8?
    switch code {
    case UInt8(ascii: "0"): simple = 0x00
    case UInt8(ascii: "a"): simple = 0x07
    case UInt8(ascii: "b"): simple = 0x08
    case UInt8(ascii: "t"), .tab: simple = 0x09
    case UInt8(ascii: "n"): simple = 0x0A
    case UInt8(ascii: "v"): simple = 0x0B
    case UInt8(ascii: "f"): simple = 0x0C
    case UInt8(ascii: "r"): simple = 0x0D
    case UInt8(ascii: "e"): simple = 0x1B
    case .space, .quote, UInt8(ascii: "/"), .backslash: simple = code
    default: simple = nil
    }
    if let simple {
      value.append(simple)
      forward(2)
      return
    }
    var scalar: UInt32
    switch code {
    case UInt8(ascii: "N"), UInt8(ascii: "_"), UInt8(ascii: "L"), UInt8(ascii: "P"):
      scalar = code == UInt8(ascii: "N") ? 0x85 : code == UInt8(ascii: "_") ? 0xA0 : code == UInt8(ascii: "L") ? 0x2028 : 0x2029
      forward(2)
    case UInt8(ascii: "x"), UInt8(ascii: "u"), UInt8(ascii: "U"):
      let digits = code == UInt8(ascii: "x") ? 2 : code == UInt8(ascii: "u") ? 4 : 8
      scalar = try hexEscape(digits: digits, start: start)
      if (0xD800..<0xDC00).contains(scalar), text[index] == .backslash, text[index + 1] == UInt8(ascii: "u") {
        // NB: a surrogate pair, as JSON writes characters beyond U+FFFF.
        let second = try hexEscape(digits: 4, start: mark)
        guard (0xDC00..<0xE000).contains(second) else { throw start.error(.invalidUnicodeEscape(escapeText(from: start))) }
        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (second - 0xDC00)
      }
    default:
      let end = index + 1 + (code == 0 ? 0 : characterLength(at: index + 1))
      throw start.error(.invalidEscape(String(decoding: text[index..<end], as: UTF8.self)))
    }
    guard let character = Unicode.Scalar(scalar) else { throw start.error(.invalidUnicodeEscape(escapeText(from: start))) }
    UTF8.encode(character) { value.append($0) }
  }

  /// The value of `\x`, `\u` or `\U` and its `digits` hex digits at `index`, moved over.
  mutating func hexEscape(digits: Int, start: YAMLMark) throws(YAMLError) -> UInt32 {
    var scalar: UInt32 = 0
    for offset in 2..<2 + digits {
      // NB: the padding holds 4 bytes; an escape cut short by the end reads no further.
      let byte = index + offset < count ? text[index + offset] : 0
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default:
        let end = min(count, index + offset + (byte.isBlankOrBreakOrEnd || byte >= 0x80 ? 0 : 1))
        throw start.error(.invalidEscape(String(decoding: text[index..<end], as: UTF8.self)))
      }
      scalar = scalar << 4 | UInt32(digit)
    }
    forward(2 + digits)
    return scalar
  }

  /// The text of the escape that started at `start`, up to `index`.
  func escapeText(from start: YAMLMark) -> String {
    String(decoding: text[start.offset..<index], as: UTF8.self)
  }
}
