/// Text from outside explore (a server's fields and error messages, a
/// file, a command line) made safe to print on a terminal: the one
/// sanitiser every printer uses, with one function per context.
///
/// A server's text may carry bytes a terminal obeys instead of showing:
/// clearing the screen, writing the clipboard (OSC 52), links (OSC 8),
/// device controls, leaving the alternate screen, a bell, a carriage
/// return that overwrites what was printed, an 8-bit CSI (U+009B). It may
/// also carry characters that draw nothing, so that `ad\u{200B}min` looks
/// exactly like `admin`, and letters under hundreds of combining marks.
/// ``TextSieve`` judges each scalar; the contexts differ in what they do
/// with the ones it refuses:
///
/// | | escape sequence | tab, line break | other control | invisible | marks beyond 8 |
/// |---|---|---|---|---|---|
/// | ``line(_:)``, free text | removed whole | space | removed | removed | removed |
/// | ``lines(_:)``, a message | removed whole | tab: space; line break: LF | removed | removed | removed |
/// | ``name(_:)``, a title or an id | `\u{1B}` once | space | `\u{7}` | `\u{200B}` | removed |
/// | ``escaped(_:)``, what the user typed | ESC as `\u{1B}`, the rest as text | `\t`, `\n`, `\r` | `\u{7}` | `\u{200B}` | removed |
///
/// Escape sequences are CSI (`ESC [` or U+009B, up to its final byte), OSC
/// (`ESC ]` or U+009D, up to BEL or ST), DCS, SOS, PM and APC (`ESC P`,
/// `ESC X`, `ESC ^`, `ESC _` or U+0090, U+0098, U+009E, U+009F, up to ST),
/// and two-character sequences such as `ESC 7`; a string sequence that never
/// ends takes the rest of the text with it, as a terminal would. Invisible
/// characters are the default ignorable code points and format characters,
/// the bidirectional controls among them (U+202A–U+202E, U+2066–U+2069,
/// U+200E, U+200F, U+061C), except the joiners, variation selectors and
/// tags that real text needs (``TextSieve``).
///
/// Everything else, any script and emoji, is kept as it is.
///
/// ```swift
/// TerminalText.line("Rick\u{1B}]52;c;cm0gLXJmIH4=\u{07} Sanchez")   // "Rick Sanchez"
/// TerminalText.lines("Bad credentials\r\n\u{1B}[2JSee the docs")  // "Bad credentials\nSee the docs"
/// TerminalText.name("ad\u{200B}min")                               // "ad\\u{200B}min"
/// TerminalText.escaped("octo\u{1B}[2Jcat")                          // "octo\\u{1B}[2Jcat"
/// ```
package enum TerminalText {
  /// `text` on one line, safe to print: escape sequences, controls and
  /// invisible characters removed, tabs and line breaks (CR, LF, VT, FF,
  /// U+2028, U+2029) turned into spaces, combining marks capped. For free
  /// text: a field, a subtitle, a note, a status line.
  ///
  /// - Complexity: O(*n*) in the length of `text`; one scan of its UTF-8
  ///   bytes, in place, when it is printable ASCII.
  package static func line(_ text: String) -> String {
    sanitize(text, context: .line)
  }

  /// `text` safe to print, keeping its line breaks: as ``line(_:)``, except
  /// that LF stays, CR LF and a lone CR become LF, and VT, FF, U+2028 and
  /// U+2029 become LF. For messages of several lines, such as an error.
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  package static func lines(_ text: String) -> String {
    sanitize(text, context: .lines)
  }

  /// `text` on one line, safe to print, with what would hide a difference
  /// shown instead of removed: an invisible character or a control as
  /// `\u{200B}`, an escape sequence as `\u{1B}` (once, without what it
  /// carries); tabs and line breaks become spaces, and combining marks are
  /// capped, as in ``line(_:)``. For what names an item: a title, an id, so
  /// that `ad\u{200B}min` cannot pass for `admin`.
  ///
  /// Its result is unchanged by ``line(_:)``, so a name can be put into a
  /// message that is cleaned as a whole.
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  package static func name(_ text: String) -> String {
    sanitize(text, context: .name)
  }

  /// `text` with every character ``line(_:)`` would remove or replace
  /// written out visibly instead: `\t`, `\n`, `\r`, and `\u{1B}` for the
  /// others (invisible characters too). For what the user typed, such as an
  /// argument echoed in a usage error, where seeing the stray byte is the
  /// point; ``quoted(_:)`` also cuts it to a length.
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  package static func escaped(_ text: String) -> String {
    sanitize(text, context: .escaped)
  }

  /// The most characters ``quoted(_:)`` keeps of what it quotes: 64.
  package static let quotedLength = 64

  /// What the user typed, as an error message quotes it: ``escaped(_:)``,
  /// and at most ``quotedLength`` characters, cut in the middle with `…`
  /// (its first 32 and last 31 characters) when it is longer, so that a
  /// 100,000-character argument is refused in one line.
  ///
  /// - Complexity: O(1) in the length of `text` beyond ``quotedLength``
  ///   characters: only both ends are read.
  package static func quoted(_ text: String) -> String {
    guard text.index(text.startIndex, offsetBy: quotedLength + 1, limitedBy: text.endIndex) != nil else {
      return escaped(text)
    }
    let head = (quotedLength + 1) / 2
    return escaped(String(text.prefix(head))) + "…" + escaped(String(text.suffix(quotedLength - head - 1)))
  }

  /// Whether every byte of `text` is printable ASCII (0x20–0x7E): text
  /// that is safe as it is and one terminal column a byte.
  ///
  /// - Complexity: O(*n*), one pass over the UTF-8 bytes in place.
  @inlinable
  package static func isPrintableASCII(_ text: String) -> Bool {
    text.utf8.withContiguousStorageIfAvailable { bytes in
      guard let base = bytes.baseAddress else { return true }
      // NB: eight bytes at a time: no byte has its high bit set, each is at
      // least 0x20 (with the high bit forced on, subtracting 0x20 leaves it
      // on), and none is 0x7F (adding 1 would set the high bit). No step
      // carries or borrows across bytes once the high bits are known clear.
      let high: UInt64 = 0x8080_8080_8080_8080
      let ones: UInt64 = 0x0101_0101_0101_0101
      let spaces: UInt64 = 0x2020_2020_2020_2020
      var index = 0
      while index &+ 8 <= bytes.count {
        let word = UnsafeRawPointer(base).loadUnaligned(fromByteOffset: index, as: UInt64.self)
        guard word & high == 0, ((word | high) &- spaces) & high == high, (word &+ ones) & high == 0 else {
          return false
        }
        index &+= 8
      }
      while index < bytes.count {
        if bytes[index] &- 0x20 >= 0x5F { return false }
        index &+= 1
      }
      return true
    } ?? text.utf8.allSatisfy { (0x20..<0x7F).contains($0) }
  }

  // MARK: Cleaning

  /// What a context does with the scalars ``TextSieve`` refuses.
  private enum Context {
    case line, lines, name, escaped

    var recognisesSequences: Bool { self != .escaped }
  }

  private static func sanitize(_ text: String, context: Context) -> String {
    // NB: printable ASCII, most of any API's text, is safe: one scan of
    // the UTF-8 bytes in place returns it untouched.
    if isPrintableASCII(text) { return text }
    var sieve = TextSieve(text, recognisingSequences: context.recognisesSequences)
    // NB: the text is copied only from its first change on: a clean
    // non-ASCII text is scanned once and returned as it is.
    var result: String.UnicodeScalarView?
    var afterCarriageReturn = false
    while true {
      let start = sieve.index
      guard let (scalar, verdict) = sieve.next() else { break }
      defer { afterCarriageReturn = scalar == "\r" }
      let isUnchanged =
        verdict == .keep || (context == .lines && verdict == .lineBreak && scalar == "\n" && !afterCarriageReturn)
      if isUnchanged {
        result?.append(scalar)
        continue
      }
      if result == nil { result = String.UnicodeScalarView(text.unicodeScalars[..<start]) }
      if write(scalar, verdict, context, afterCarriageReturn: afterCarriageReturn, into: &result!) {
        sieve.wroteVisibly()
      }
    }
    return result.map(String.init) ?? text
  }

  /// Writes what `context` makes of `scalar`, which `verdict` refused.
  ///
  /// - Returns: whether it was written out visibly, as `\u{…}` or `\t`.
  private static func write(
    _ scalar: Unicode.Scalar, _ verdict: TextSieve.Verdict, _ context: Context, afterCarriageReturn: Bool,
    into result: inout String.UnicodeScalarView
  ) -> Bool {
    switch (verdict, context) {
    case (.keep, _):
      result.append(scalar)
    case (.tab, .escaped):
      result.append(contentsOf: "\\t".unicodeScalars)
      return true
    case (.lineBreak, .escaped) where scalar == "\n":
      result.append(contentsOf: "\\n".unicodeScalars)
      return true
    case (.lineBreak, .escaped) where scalar == "\r":
      result.append(contentsOf: "\\r".unicodeScalars)
      return true
    case (.lineBreak, .lines):
      // NB: CR LF is one line break; the LF after a CR was already written.
      if !(afterCarriageReturn && scalar == "\n") { result.append("\n") }
    case (.tab, _), (.lineBreak, .line), (.lineBreak, .name):
      result.append(" ")
    case (.sequenceStart, .name), (.control, .name), (.invisible, .name), (.lineBreak, .escaped), (.control, .escaped),
      (.invisible, .escaped):
      result.append(contentsOf: visible(scalar).unicodeScalars)
      return true
    case (.sequenceStart, _), (.sequence, _), (.control, _), (.invisible, _), (.excessMark, _), (.lineBreak, _):
      break  // removed
    }
    return false
  }

  /// `\u{1B}`: a scalar written out in Swift's notation.
  private static func visible(_ scalar: Unicode.Scalar) -> String {
    "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
  }
}

extension TerminalText {
  /// Recognises the escape sequences a terminal obeys (ECMA-48), one
  /// scalar at a time, so that they are dropped whole.
  struct SequenceScanner {
    private enum State {
      /// Outside any sequence.
      case text
      /// After ESC, and after any intermediate bytes (0x20–0x2F).
      case escape
      /// In a control sequence: parameter and intermediate bytes until a final byte.
      case controlSequence
      /// In a control string (OSC, DCS, SOS, PM, APC) until ST; BEL ends an OSC too.
      case string(endsAtBell: Bool)
      /// After ESC inside a control string: `\` makes ST.
      case stringEscape
    }

    private var state = State.text

    /// Whether the scanner is outside any sequence: the next scalar it
    /// consumes starts one.
    var isInText: Bool {
      if case .text = state { return true }
      return false
    }

    /// Whether `scalar` belongs to an escape sequence and is to be dropped.
    /// A scalar that breaks off a sequence is not consumed: it is text again.
    mutating func consumes(_ scalar: Unicode.Scalar) -> Bool {
      let value = scalar.value
      switch state {
      case .text:
        switch value {
        case 0x1B: state = .escape
        case 0x9B: state = .controlSequence
        case 0x9D: state = .string(endsAtBell: true)
        case 0x90, 0x98, 0x9E, 0x9F: state = .string(endsAtBell: false)
        default: return false
        }
        return true
      case .escape:
        switch value {
        case 0x5B: state = .controlSequence  // [
        case 0x5D: state = .string(endsAtBell: true)  // ]
        case 0x50, 0x58, 0x5E, 0x5F: state = .string(endsAtBell: false)  // P X ^ _
        case 0x20...0x2F: break  // an intermediate byte, as in ESC ( B
        case 0x30...0x7E: state = .text  // the final byte, as in ESC 7 or ESC c
        default:
          // NB: anything else (a control, DEL, a non-ASCII scalar) ends the
          // sequence, as a terminal would; it is cleaned as text.
          state = .text
          return consumes(scalar)
        }
        return true
      case .controlSequence:
        switch value {
        case 0x20...0x3F: break  // parameter and intermediate bytes
        case 0x40...0x7E: state = .text  // the final byte
        default:
          state = .text
          return consumes(scalar)
        }
        return true
      case .string(let endsAtBell):
        switch value {
        case 0x07 where endsAtBell, 0x9C, 0x18, 0x1A: state = .text  // BEL, ST; CAN and SUB cancel
        case 0x1B: state = .stringEscape
        default: break
        }
        return true
      case .stringEscape:
        if value == 0x5C {  // ESC \ is ST
          state = .text
          return true
        }
        // NB: an ESC that does not make ST ends the string and starts a
        // sequence of its own, which this scalar continues.
        state = .escape
        return consumes(scalar)
      }
    }
  }
}
