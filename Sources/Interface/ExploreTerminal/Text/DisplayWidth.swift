import ExploreCore

/// The number of terminal columns text occupies, and cutting text to fit.
///
/// Width is measured per grapheme cluster (`Character`), the unit a terminal
/// draws as one glyph:
/// - East Asian Wide and Fullwidth characters (CJK ideographs, kana, Hangul,
///   fullwidth forms) take 2 columns;
/// - emoji take 2 columns: characters with emoji presentation, text-style
///   symbols followed by the emoji variation selector U+FE0F, and sequences
///   drawn as one glyph (ZWJ families, skin tones, flags, keycaps);
/// - combining marks, zero-width joiners, variation selectors, other format
///   characters and control characters take 0;
/// - ANSI escape sequences (`ESC [ … m` and other CSI and OSC sequences)
///   take 0, so styled text measures like the plain text;
/// - everything else takes 1.
///
/// ```swift
/// DisplayWidth.of("octocat")          // 7
/// DisplayWidth.of("東京")              // 4
/// DisplayWidth.of("👨‍👩‍👧 family")       // 9
/// DisplayWidth.truncate("Rick Sanchez", to: 8)   // "Rick Sa…"
/// ```
package enum DisplayWidth {
  /// The number of columns `text` occupies on a terminal.
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  package static func of(_ text: String) -> Int {
    // NB: Printable ASCII, most of any API's text, is one column a byte.
    if isPrintableASCII(text) { return text.utf8.count }
    return measureSlowly(text)
  }

  /// ``of(_:)`` grapheme by grapheme, whatever the text.
  package static func measureSlowly(_ text: String) -> Int {
    var total = 0
    var scanner = EscapeScanner()
    var index = text.startIndex
    while index < text.endIndex {
      if let next = standaloneASCII(in: text.utf8, at: index, scanner: scanner) {
        total += 1
        index = next
        continue
      }
      let character = text[index]
      if !scanner.consumes(character) { total += of(character) }
      index = text.utf8.index(index, offsetBy: character.utf8.count)
    }
    return total
  }

  /// The index after the character at `index` when that character is one
  /// printable ASCII byte that is a grapheme cluster of its own, outside an
  /// escape sequence: one column, and no need to find its cluster.
  ///
  /// NB: `index` is the start of a cluster; an ASCII byte followed by
  /// another ASCII byte (or the end) ends its cluster: only non-ASCII
  /// scalars extend a cluster, and the one ASCII pair that joins, CR LF,
  /// is not printable.
  @inline(__always)
  private static func standaloneASCII(
    in utf8: String.UTF8View, at index: String.Index, scanner: EscapeScanner
  ) -> String.Index? {
    guard scanner.isInText, utf8[index] &- 0x20 < 0x5F else { return nil }
    let next = utf8.index(after: index)
    guard next == utf8.endIndex || utf8[next] < 0x80 else { return nil }
    return next
  }

  /// Whether every byte of `text` is printable ASCII (0x20–0x7E): one
  /// column a byte (``TerminalText/isPrintableASCII(_:)``).
  ///
  /// - Complexity: O(*n*), one pass over the UTF-8 bytes in place.
  @inline(__always)
  package static func isPrintableASCII(_ text: String) -> Bool {
    TerminalText.isPrintableASCII(text)
  }

  /// The number of columns one grapheme cluster occupies: 0, 1 or 2.
  ///
  /// An ANSI escape sequence spans several characters, so this function
  /// alone cannot recognise it; the `String` overload does.
  ///
  /// - Complexity: O(*k*) in the number of scalars of the character.
  package static func of(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    // NB: The fast path covers almost every character of API data.
    if first.value < 0x7F && scalars.count == 1 {
      return first.value < 0x20 ? 0 : 1
    }
    var base: Unicode.Scalar?
    for scalar in scalars {
      if scalar.properties.isEmojiPresentation { return 2 }
      if scalar.value == 0xFE0F, let base, base.properties.isEmoji { return 2 }
      if scalar.value == 0xFE0E, base != nil { return 1 }
      if base == nil && !isZeroWidth(scalar) { base = scalar }
    }
    guard let base else { return 0 }
    return isWide(base) ? 2 : 1
  }

  /// `text` cut to at most `width` columns, ending in `…` when anything was
  /// cut. Text that fits is returned unchanged.
  ///
  /// Cuts fall between grapheme clusters, never inside one, so a wide
  /// character that would straddle the limit is dropped whole and the result
  /// may be one column narrower than `width`. Escape sequences are kept (they
  /// take no room); when any was kept, a reset (`ESC [0m`) follows the cut
  /// text so a style never leaks past it.
  ///
  /// - Parameter width: The number of columns available; 0 or less gives "".
  /// - Complexity: O(*n*) in the length of `text`.
  package static func truncate(_ text: String, to width: Int) -> String {
    truncateMeasured(text, to: width).text
  }

  /// ``truncate(_:to:)`` and the width of its result.
  ///
  /// - Complexity: O(*n*) in the length of `text`; O(1) after one scan of
  ///   the bytes for printable ASCII.
  /// - Parameter textWidth: `of(text)`, when the caller knows it.
  package static func truncateMeasured(_ text: String, to width: Int, textWidth: Int? = nil) -> (text: String, width: Int) {
    guard width > 0 else { return ("", 0) }
    let byteCount = text.utf8.count
    // NB: text of at most `width` bytes cannot be wider than `width`.
    if byteCount <= width { return (text, textWidth ?? of(text)) }
    if isPrintableASCII(text) {
      // NB: one column a byte, and no escape sequence to keep.
      var cut = ""
      cut.reserveCapacity(width + 2)
      cut += text[..<text.utf8.index(text.startIndex, offsetBy: width - 1)]
      cut += "…"
      return (cut, width)
    }
    let fullWidth = textWidth ?? measureSlowly(text)
    guard fullWidth > width else { return (text, fullWidth) }
    let cut = truncateSlowly(text, to: width)
    // NB: without escape sequences the cut text is the kept graphemes, as
    // the loop measured them, and the ellipsis, which joins no grapheme
    // before it; with them, the scanner's state decides, so measure again.
    return (cut.text, cut.keptEscape ? of(cut.text) : cut.used + 1)
  }

  /// ``truncate(_:to:)`` grapheme by grapheme, for `text` wider than
  /// `width` (at least 1).
  private static func truncateSlowly(_ text: String, to width: Int) -> (text: String, used: Int, keptEscape: Bool) {
    let budget = width - 1  // the ellipsis takes one column
    var used = 0
    var keptEscape = false
    var scanner = EscapeScanner()
    // NB: everything before the first cluster that does not fit is kept,
    // escape sequences included, so the result is a prefix of `text`.
    var index = text.startIndex
    while index < text.endIndex {
      if let next = standaloneASCII(in: text.utf8, at: index, scanner: scanner) {
        if used + 1 > budget { break }
        used += 1
        index = next
        continue
      }
      let character = text[index]
      if scanner.consumes(character) {
        keptEscape = true
      } else {
        let columns = of(character)
        if used + columns > budget { break }
        used += columns
      }
      index = text.utf8.index(index, offsetBy: character.utf8.count)
    }
    var result = String(text[..<index])
    if keptEscape { result += "\u{1B}[0m" }
    return (result + "…", used, keptEscape)
  }

  /// Whether `scalar` takes no room of its own: it joins or modifies the
  /// character before it, or is invisible.
  static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x206F, 0xFE00...0xFE0F, 0xFEFF, 0xE0000...0xE0FFF:
      return true
    case 0x1160...0x11FF:  // Hangul medial vowels and final consonants
      return true
    default:
      break
    }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control, .lineSeparator, .paragraphSeparator:
      return true
    default:
      return false
    }
  }

  /// Whether `scalar` is East Asian Wide or Fullwidth.
  ///
  /// - Complexity: O(log *r*) in the number of ranges of the table.
  static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    guard value >= 0x1100 else { return false }
    var low = 0
    var high = eastAsianWideRanges.count - 1
    while low <= high {
      let middle = (low + high) / 2
      let range = eastAsianWideRanges[middle]
      if value < range.lowerBound {
        high = middle - 1
      } else if value > range.upperBound {
        low = middle + 1
      } else {
        return true
      }
    }
    return false
  }

  /// East Asian Wide (W) and Fullwidth (F) ranges of Unicode 15, sorted,
  /// without the emoji that `isEmojiPresentation` already covers.
  static let eastAsianWideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F,  // Hangul Jamo initial consonants
    0x2329...0x232A,  // angle brackets
    0x2E80...0x303E,  // CJK radicals, Kangxi, ideographic description, CJK symbols and punctuation
    0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility Jamo, Kanbun, enclosed CJK
    0x3400...0x4DBF,  // CJK extension A
    0x4E00...0x9FFF,  // CJK unified ideographs
    0xA000...0xA4CF,  // Yi
    0xA960...0xA97F,  // Hangul Jamo extended A
    0xAC00...0xD7A3,  // Hangul syllables
    0xF900...0xFAFF,  // CJK compatibility ideographs
    0xFE10...0xFE19,  // vertical forms
    0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
    0xFF00...0xFF60,  // fullwidth forms
    0xFFE0...0xFFE6,  // fullwidth signs
    0x16FE0...0x16FE4,  // ideographic symbols
    0x17000...0x18CFF,  // Tangut, Khitan
    0x1AFF0...0x1B2FF,  // Kana supplement and extensions, Nushu
    0x1F200...0x1F2FF,  // enclosed ideographic supplement
    0x20000...0x2FFFD,  // CJK extensions B to F, compatibility supplement
    0x30000...0x3FFFD,  // CJK extensions G and H
  ]
}
