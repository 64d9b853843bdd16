/// Text from outside explore (a server's fields and error messages, a
/// file, a command line) made safe to print on a terminal: the one
/// sanitiser every printer uses.
///
/// A server's text may carry bytes a terminal obeys instead of showing:
/// clearing the screen, writing the clipboard (OSC 52), links (OSC 8),
/// device controls, leaving the alternate screen, a bell, a carriage
/// return that overwrites what was printed, an 8-bit CSI (U+009B). None of
/// them survives:
///
/// - whole escape sequences are removed: CSI (`ESC [` or U+009B, up to its
///   final byte), OSC (`ESC ]` or U+009D, up to BEL or ST), DCS, SOS, PM and
///   APC (`ESC P`, `ESC X`, `ESC ^`, `ESC _` or U+0090, U+0098, U+009E,
///   U+009F, up to ST), and two-character sequences such as `ESC 7`; a
///   string sequence that never ends takes the rest of the text with it, as
///   a terminal would;
/// - other C0 controls, DEL and the C1 controls (U+0080–U+009F) are removed;
///   a tab becomes a space, and line breaks become spaces (``line(_:)``) or
///   newlines (``lines(_:)``);
/// - the bidirectional overrides, embeddings and isolates (U+202A–U+202E,
///   U+2066–U+2069) are removed, so that text cannot reorder what follows it
///   on the line.
///
/// Everything else, any script and emoji, is kept as it is.
///
/// ```swift
/// TerminalText.line("Rick\u{1B}]52;c;cm0gLXJmIH4=\u{07} Sanchez")   // "Rick Sanchez"
/// TerminalText.lines("Bad credentials\r\n\u{1B}[2JSee the docs")  // "Bad credentials\nSee the docs"
/// TerminalText.escaped("octo\u{1B}[2Jcat")                          // "octo\\u{1B}[2Jcat"
/// ```
package enum TerminalText {
  /// `text` on one line, safe to print: escape sequences and controls
  /// removed, tabs and line breaks (CR, LF, VT, FF, U+2028, U+2029) turned
  /// into spaces. For a field, a title, a note, a status line.
  ///
  /// - Complexity: O(*n*) in the length of `text`; one scan of its UTF-8
  ///   bytes, in place, when it is printable ASCII.
  package static func line(_ text: String) -> String {
    sanitize(text, keepingLineBreaks: false)
  }

  /// `text` safe to print, keeping its line breaks: as ``line(_:)``, except
  /// that LF stays, CR LF and a lone CR become LF, and VT, FF, U+2028 and
  /// U+2029 become LF. For messages of several lines, such as an error.
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  package static func lines(_ text: String) -> String {
    sanitize(text, keepingLineBreaks: true)
  }

  /// `text` with every character ``line(_:)`` would remove or replace
  /// written out visibly instead: `\t`, `\n`, `\r`, and `\u{1B}` for the
  /// others. For what the user typed, such as an argument echoed in a usage
  /// error, where seeing the stray byte is the point.
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  package static func escaped(_ text: String) -> String {
    guard needsCleaning(text, keepingLineBreaks: false) else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      guard isUnsafe(scalar, keepingLineBreaks: false) else {
        result.append(scalar)
        continue
      }
      let written: String
      switch scalar {
      case "\t": written = "\\t"
      case "\n": written = "\\n"
      case "\r": written = "\\r"
      default: written = "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      }
      result.append(contentsOf: written.unicodeScalars)
    }
    return String(result)
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

  private static func sanitize(_ text: String, keepingLineBreaks: Bool) -> String {
    guard needsCleaning(text, keepingLineBreaks: keepingLineBreaks) else { return text }
    var result = String.UnicodeScalarView()
    var scanner = SequenceScanner()
    var afterCarriageReturn = false
    for scalar in text.unicodeScalars where !scanner.consumes(scalar) {
      // NB: CR LF is one line break; the LF after a CR was already written.
      defer { afterCarriageReturn = scalar == "\r" }
      guard isUnsafe(scalar, keepingLineBreaks: keepingLineBreaks) else {
        if !(afterCarriageReturn && scalar == "\n") { result.append(scalar) }
        continue
      }
      switch scalar.value {
      case 0x09:
        result.append(" ")
      case 0x0A...0x0D, 0x2028, 0x2029:
        result.append(keepingLineBreaks ? "\n" : " ")
      default:
        break  // removed
      }
    }
    return String(result)
  }

  /// Whether `text` has anything ``sanitize(_:keepingLineBreaks:)`` changes.
  private static func needsCleaning(_ text: String, keepingLineBreaks: Bool) -> Bool {
    // NB: printable ASCII, most of any API's text, is safe: one scan of
    // the UTF-8 bytes in place returns it untouched.
    if isPrintableASCII(text) { return false }
    return text.unicodeScalars.contains { isUnsafe($0, keepingLineBreaks: keepingLineBreaks) }
  }

  /// Whether `scalar` is a control character, a line break or a
  /// bidirectional control: not to be printed as it is. An escape
  /// sequence starts with one of these (ESC, or a C1 introducer).
  private static func isUnsafe(_ scalar: Unicode.Scalar, keepingLineBreaks: Bool) -> Bool {
    switch scalar.value {
    case 0x0A: !keepingLineBreaks
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x2028...0x202E, 0x2066...0x2069: true
    default: false
    }
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
