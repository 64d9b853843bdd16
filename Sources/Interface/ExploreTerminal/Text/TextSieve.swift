/// Sorts the scalars of outside text (a server's fields and messages, a
/// file, a command line) into those a terminal may receive as they are and
/// those it must not: the judgement behind every context of
/// ``TerminalText`` and behind the JSON writer's escapes.
///
/// Each scalar gets a ``Verdict``:
/// - ``Verdict/sequence``: part of an escape sequence a terminal obeys (CSI,
///   OSC, DCS, SOS, PM, APC, two-character sequences, and their C1 forms),
///   when the sieve recognises sequences;
/// - ``Verdict/tab``, ``Verdict/lineBreak``: a tab; LF, CR, VT, FF, U+2028
///   or U+2029;
/// - ``Verdict/control``: any other C0 control, DEL, a C1 control;
/// - ``Verdict/invisible``: a character that draws nothing, so that
///   `ad\u{200B}min` would look exactly like `admin`: every default
///   ignorable code point and format character (zero-width space U+200B,
///   word joiner U+2060, U+FEFF, soft hyphen, the bidirectional controls
///   U+202A–U+202E, U+2066–U+2069, U+200E, U+200F and U+061C, tag
///   characters U+E0000–U+E007F, Hangul fillers, …), except where text
///   needs one (below);
/// - ``Verdict/excessMark``: a combining mark beyond the
///   ``maximumMarks``-th on one character (the tower of "Zalgo" text);
/// - ``Verdict/keep``: everything else: any script, emoji, symbols.
///
/// Kept because real text needs them:
/// - a zero-width joiner inside an emoji sequence (👩‍💻: an emoji, the
///   joiner, an emoji), and a joiner or non-joiner after a letter or mark of
///   a script that shapes with them (Arabic, Persian, Syriac, the Indic
///   scripts, Sinhala, Myanmar, Khmer, Mongolian), at most one in a row;
/// - one variation selector right after a character that has variants: an
///   emoji or a text-style symbol (❤️, #️⃣), a CJK ideograph, a math symbol,
///   Mongolian or Myanmar letters; a second one in a row is invisible;
/// - the tag characters of a flag of a region (🏴 followed by a region's
///   code in tags and the cancel tag).
///
/// The prepended concatenation marks (U+0600–U+0605 and the like) are
/// format characters that draw a sign, and are kept.
///
/// ```swift
/// var sieve = TextSieve("ad\u{200B}min", recognisingSequences: true)
/// while let (scalar, verdict) = sieve.next() { … }   // "a" keep, "d" keep, U+200B invisible, …
/// ```
///
/// - Complexity: O(1) a scalar (a flag looks ahead at most eight scalars).
package struct TextSieve: IteratorProtocol, Sequence {
  /// What becomes of one scalar.
  package enum Verdict: Sendable, Hashable {
    /// Safe as it is.
    case keep
    /// The first scalar of an escape sequence (ESC, or a C1 introducer).
    case sequenceStart
    /// A later scalar of an escape sequence.
    case sequence
    /// A tab.
    case tab
    /// LF, CR, VT, FF, U+2028 or U+2029.
    case lineBreak
    /// Another C0 control, DEL or a C1 control.
    case control
    /// A character that draws nothing.
    case invisible
    /// A combining mark beyond ``TextSieve/maximumMarks`` on one character.
    case excessMark
  }

  /// The most combining marks kept on one character: 8.
  ///
  /// NB: the most any written language stacks on one letter is about five
  /// (cantillated Biblical Hebrew, Tibetan transliterating Sanskrit;
  /// Vietnamese needs two), so eight keeps every real name whole, while a
  /// letter under hundreds of marks, which some terminals draw over the
  /// lines around it, keeps only its first eight.
  package static let maximumMarks = 8

  private let scalars: String.UnicodeScalarView
  /// The scalar `next()` judges next.
  package private(set) var index: String.UnicodeScalarView.Index
  private var scanner: TerminalText.SequenceScanner?
  /// The last scalar kept (a space after a tab or a line break).
  private var previous: Unicode.Scalar?
  /// The last kept scalar that is not a mark, a joiner, a selector or a tag.
  private var base: Unicode.Scalar?
  /// The marks kept (and judged) on ``base``.
  private var marks = 0
  /// The tags of a region's flag still to come.
  private var tagsLeft = 0

  /// - Parameter recognisingSequences: whether escape sequences are
  ///   recognised whole (``Verdict/sequenceStart``, ``Verdict/sequence``);
  ///   otherwise ESC is a ``Verdict/control`` and what follows it is text.
  package init(_ text: String, recognisingSequences: Bool) {
    scalars = text.unicodeScalars
    index = scalars.startIndex
    scanner = recognisingSequences ? TerminalText.SequenceScanner() : nil
  }

  package mutating func next() -> (scalar: Unicode.Scalar, verdict: Verdict)? {
    guard index < scalars.endIndex else { return nil }
    let scalar = scalars[index]
    scalars.formIndex(after: &index)
    return (scalar, judge(scalar))
  }

  /// Says that the scalar just judged was written as visible text (such as
  /// `\u{200B}`), which ends in an ASCII character: a selector, a joiner
  /// or a mark after it is judged as after that character.
  package mutating func wroteVisibly() {
    keepBase("}")
  }

  private mutating func judge(_ scalar: Unicode.Scalar) -> Verdict {
    if var sequences = scanner {
      let wasInText = sequences.isInText
      let consumed = sequences.consumes(scalar)
      scanner = sequences
      if consumed { return wasInText ? .sequenceStart : .sequence }
    }
    let value = scalar.value
    switch value {
    case 0x20...0x7E:
      keepBase(scalar)
      return .keep
    case 0x09:
      keepBase(" ")
      return .tab
    case 0x0A...0x0D, 0x2028, 0x2029:
      keepBase(" ")
      return .lineBreak
    case 0x00...0x1F, 0x7F...0x9F:
      return .control
    case 0xFE00...0xFE0F, 0xE0100...0xE01EF, 0x180B...0x180D, 0x180F:
      guard let base, previous == base, Self.hasVariants(base) else { return .invisible }
      previous = scalar
      return .keep
    case 0x200C, 0x200D:
      guard joins(scalar) else { return .invisible }
      previous = scalar
      return .keep
    case 0xE0000...0xE007F:
      guard tagsLeft > 0 else { return .invisible }
      tagsLeft -= 1
      previous = scalar
      return .keep
    default:
      break
    }
    let properties = scalar.properties
    let category = properties.generalCategory
    if properties.isDefaultIgnorableCodePoint || (category == .format && !Self.isPrependedConcatenationMark(value)) {
      return .invisible
    }
    switch category {
    case .nonspacingMark, .spacingMark, .enclosingMark:
      marks += 1
      guard marks <= Self.maximumMarks else { return .excessMark }
      previous = scalar
      return .keep
    default:
      keepBase(scalar)
      if value == 0x1F3F4 { tagsLeft = regionTagCount() }
      return .keep
    }
  }

  private mutating func keepBase(_ scalar: Unicode.Scalar) {
    previous = scalar
    base = scalar
    marks = 0
    tagsLeft = 0
  }

  /// Whether a joiner (U+200D) or non-joiner (U+200C) here is part of the
  /// text: inside an emoji sequence, or after a letter or mark of a script
  /// that shapes with it.
  private func joins(_ joiner: Unicode.Scalar) -> Bool {
    guard let previous, previous.value != 0x200C, previous.value != 0x200D else { return false }
    if joiner.value == 0x200D, let base, base.value >= 0x80, base.properties.isEmoji, previous == base || previous.value == 0xFE0F,
      index < scalars.endIndex
    {
      let next = scalars[index]
      if next.value >= 0x80, next.properties.isEmoji { return true }
    }
    guard Self.shapesWithJoiners(previous.value) else { return false }
    switch previous.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .nonspacingMark, .spacingMark:
      return true
    default:
      return false
    }
  }

  /// The number of tag characters after a black flag (U+1F3F4) that spell
  /// a region (one to seven tags, U+E0020–U+E007E) and end with the cancel
  /// tag (U+E007F), cancel tag included; 0 when they do not.
  private func regionTagCount() -> Int {
    var position = index
    var count = 0
    while position < scalars.endIndex, count <= 7 {
      let value = scalars[position].value
      if value == 0xE007F { return count > 0 ? count + 1 : 0 }
      guard (0xE0020...0xE007E).contains(value) else { return 0 }
      count += 1
      scalars.formIndex(after: &position)
    }
    return 0
  }

  /// Whether a variation selector may follow `base`: an emoji (also the
  /// text-style symbols and keycap digits), a CJK ideograph or other wide
  /// character, a math symbol, a Mongolian or Myanmar letter.
  private static func hasVariants(_ base: Unicode.Scalar) -> Bool {
    switch base.value {
    case 0x1000...0x109F, 0x1800...0x18AF: return true
    default: break
    }
    let properties = base.properties
    return properties.isEmoji || properties.generalCategory == .mathSymbol || DisplayWidth.isWide(base)
  }

  /// Whether `value` belongs to a script whose shaping uses the joiners:
  /// Arabic (with Syriac, Thaana, N'Ko and the Arabic supplements and
  /// presentation forms), the Indic scripts and Sinhala, Thai, Lao,
  /// Tibetan, Myanmar, Khmer and Mongolian.
  private static func shapesWithJoiners(_ value: UInt32) -> Bool {
    switch value {
    case 0x0600...0x08FF, 0x0900...0x0FFF, 0x1000...0x109F, 0x1780...0x18AF, 0xA8E0...0xA8FF, 0xFB50...0xFDFF,
      0xFE70...0xFEFE:
      true
    default:
      false
    }
  }

  /// Whether `value` is a prepended concatenation mark: a format character
  /// that draws a sign over the digits after it (the Arabic number sign).
  private static func isPrependedConcatenationMark(_ value: UInt32) -> Bool {
    switch value {
    case 0x0600...0x0605, 0x06DD, 0x070F, 0x0890...0x0891, 0x08E2, 0x110BD, 0x110CD: true
    default: false
    }
  }
}
