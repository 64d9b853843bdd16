/// Text a hostile server sends to drive a terminal or to fool its reader,
/// and a scan of output for anything of it that reached the terminal raw.
///
/// ```swift
/// let item = Item(id: "1", kind: "k", title: HostileText.all)
/// let text = TextRenderer.render(document, options: options)
/// #expect(HostileText.findings(in: text).isEmpty)
/// ```
public enum HostileText {
  /// One hostile piece of text, named by what it would do.
  public struct Piece: Sendable, CustomStringConvertible {
    public var name: String
    public var text: String
    public var description: String { name }
  }

  /// Every kind of hostile text: escape sequences a terminal obeys, controls,
  /// characters that draw nothing, and a letter under 300 combining marks.
  public static let pieces: [Piece] = [
    Piece(name: "clear the screen (CSI 2J)", text: "\u{1B}[2J"),
    Piece(name: "write the clipboard (OSC 52)", text: "\u{1B}]52;c;cm0gLXJmIH4=\u{07}"),
    Piece(name: "a link (OSC 8)", text: "\u{1B}]8;;https://evil.invalid/\u{1B}\\click\u{1B}]8;;\u{1B}\\"),
    Piece(name: "a device control string (DCS)", text: "\u{1B}P1$qm\u{1B}\\"),
    Piece(name: "an 8-bit CSI (U+009B)", text: "\u{9B}31m"),
    Piece(name: "an 8-bit OSC (U+009D)", text: "\u{9D}0;title\u{9C}"),
    Piece(name: "leave the alternate screen", text: "\u{1B}[?1049l"),
    Piece(name: "a bell, a backspace, DEL", text: "\u{07}\u{08}\u{7F}"),
    Piece(name: "a carriage return", text: "\r"),
    Piece(name: "a zero-width space", text: "\u{200B}"),
    Piece(name: "a zero-width joiner between letters", text: "\u{200D}"),
    Piece(name: "a zero-width non-joiner between letters", text: "\u{200C}"),
    Piece(name: "a word joiner", text: "\u{2060}"),
    Piece(name: "a byte order mark", text: "\u{FEFF}"),
    Piece(name: "a soft hyphen", text: "\u{AD}"),
    Piece(name: "tag characters", text: "\u{E0061}\u{E0064}\u{E006D}\u{E007F}"),
    Piece(name: "a run of variation selectors", text: "\u{FE0F}\u{FE0F}\u{FE0E}\u{E0100}\u{FE00}"),
    Piece(name: "bidirectional overrides", text: "\u{202E}\u{202D}\u{202A}\u{202B}\u{202C}"),
    Piece(name: "bidirectional isolates", text: "\u{2066}\u{2067}\u{2068}\u{2069}"),
    Piece(name: "bidirectional marks", text: "\u{200E}\u{200F}\u{061C}"),
    Piece(name: "300 combining marks on one letter", text: "e" + String(repeating: "\u{0301}", count: 300)),
    Piece(name: "a Hangul filler", text: "\u{3164}"),
  ]

  /// `piece` inside a name: `ad<piece>min`, which must not pass for
  /// `admin`.
  public static func inName(_ piece: Piece) -> String {
    "ad" + piece.text + "min"
  }

  /// Every piece, each between letters.
  public static let all: String = pieces.map { "x" + $0.text }.joined() + "x"

  /// The most combining marks that may follow one character.
  public static let maximumMarks = 8

  /// What in `output` must never reach a terminal, each described with its
  /// place; empty when the output is clean:
  /// - a C0 control other than `allowed` (a line feed and a tab by
  ///   default), DEL, or a C1 control (U+0080–U+009F), which covers every
  ///   escape sequence;
  /// - an invisible character: a default ignorable code point or a format
  ///   character, except a zero-width joiner between two emoji, one
  ///   variation selector after an emoji or a CJK ideograph, and the tags
  ///   of a flag;
  /// - more than ``maximumMarks`` combining marks in a row.
  public static func findings(in output: String, allowed: Set<Unicode.Scalar> = ["\n", "\t"]) -> [String] {
    var findings: [String] = []
    let scalars = Array(output.unicodeScalars)
    var marks = 0
    var inFlag = false
    for (offset, scalar) in scalars.enumerated() {
      let value = scalar.value
      let previous = offset > 0 ? scalars[offset - 1] : nil
      let next = offset + 1 < scalars.count ? scalars[offset + 1] : nil
      func report(_ what: String) {
        let around = String(String.UnicodeScalarView(scalars[max(offset - 12, 0)..<min(offset + 12, scalars.count)]))
        findings.append("\(what) U+\(String(value, radix: 16, uppercase: true)) at scalar \(offset), near \(around.debugDescription)")
      }
      if value == 0x1F3F4 { inFlag = true } else if !(0xE0000...0xE007F).contains(value) { inFlag = false }
      switch value {
      case 0x00...0x1F where !allowed.contains(scalar), 0x7F...0x9F:
        report("a control")
        continue
      default:
        break
      }
      let properties = scalar.properties
      let category = properties.generalCategory
      let isIgnorable = properties.isDefaultIgnorableCodePoint || category == .format
      if !isIgnorable, category == .nonspacingMark || category == .spacingMark || category == .enclosingMark {
        marks += 1
        if marks == maximumMarks + 1 { report("more than \(maximumMarks) combining marks") }
      } else if !isIgnorable {
        marks = 0
      }
      guard isIgnorable else { continue }
      if value == 0x200D, let previous, let next, isEmoji(previous) || previous.value == 0xFE0F, isEmoji(next) { continue }
      if value == 0x200C || value == 0x200D, let previous, shapesWithJoiners(previous) { continue }
      if (0xFE00...0xFE0F).contains(value) || (0xE0100...0xE01EF).contains(value), let previous, hasVariants(previous) {
        continue
      }
      if inFlag, (0xE0020...0xE007F).contains(value) { continue }
      if (0x0600...0x0605).contains(value) { continue }
      report("an invisible character")
    }
    return findings
  }

  private static func isEmoji(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value >= 0x80 && scalar.properties.isEmoji
  }

  /// A letter or mark of a script that shapes with the joiners: Arabic,
  /// the Indic scripts, Thai to Tibetan, Myanmar, Khmer, Mongolian.
  private static func shapesWithJoiners(_ scalar: Unicode.Scalar) -> Bool {
    let inScript: Bool
    switch scalar.value {
    case 0x0600...0x08FF, 0x0900...0x0FFF, 0x1000...0x109F, 0x1780...0x18AF, 0xA8E0...0xA8FF, 0xFB50...0xFDFF, 0xFE70...0xFEFE:
      inScript = true
    default:
      inScript = false
    }
    guard inScript else { return false }
    switch scalar.properties.generalCategory {
    case .otherLetter, .modifierLetter, .lowercaseLetter, .uppercaseLetter, .titlecaseLetter, .nonspacingMark, .spacingMark: return true
    default: return false
    }
  }

  /// A character that has variation sequences: an emoji or a symbol with
  /// an emoji form, a keycap digit, a CJK ideograph, a math symbol.
  private static func hasVariants(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1000...0x109F, 0x1800...0x18AF, 0x2E80...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3FFFD: return true
    default: return scalar.properties.isEmoji || scalar.properties.generalCategory == .mathSymbol
    }
  }
}
