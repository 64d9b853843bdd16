/// The one way text from outside (the command line's `--base-url`) enters
/// generated Swift, one function for each place it can stand:
///
/// - ``comment(_:)``: the text of a `//` or `///` line;
/// - ``stringLiteral(_:)``: a string literal.
///
/// ```swift
/// "/// " + SwiftSpelling.comment(baseURL)   // one line, whatever it holds
/// SwiftSpelling.stringLiteral(#"a\(b)"#)  // "a\\(b)", no interpolation
/// ```
///
/// Nothing it holds can end a comment or a literal, interpolate, or become
/// a declaration: each function is tested with hostile input
/// (`SwiftSpellingTests`). No text of an OpenAPI document enters Swift at
/// all: it reaches a module as its declaration's JSON (`HostileDocumentTests`).
package enum SwiftSpelling {
  /// The most characters of outside text a comment line keeps; the rest
  /// becomes `…`.
  package static let maximumCommentLength = 300

  /// `text` as the text of one comment line: every line break (LF, CR, VT,
  /// FF, NEL, U+2028, U+2029) and tab becomes a space; every other control,
  /// format (bidirectional overrides, zero-width characters), separator,
  /// private-use or unassigned character is written out as `\u{…}`; `*/`
  /// and `/*` are split by a space, so no block comment can start or end;
  /// and it is cut to ``maximumCommentLength`` characters.
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  package static func comment(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    var count = 0
    for scalar in text.unicodeScalars {
      guard count < maximumCommentLength else {
        result.append("…")
        break
      }
      count += 1
      if isLineBreakOrTab(scalar) {
        result.append(" ")
      } else if isPlain(scalar) {
        // NB: a `/` after `*` or a `*` after `/` would pair with the one before.
        if (scalar == "/" && result.last == "*") || (scalar == "*" && result.last == "/") { result.append(" ") }
        result.append(scalar)
      } else {
        result.append(contentsOf: escaped(scalar).unicodeScalars)
      }
    }
    return String(result)
  }

  /// `text` as a one-line Swift string literal, quotes included, that the
  /// compiler reads back as `text`: `\` and `"` are escaped, line breaks and
  /// tabs are `\n`, `\r` and `\t`, and every character ``comment(_:)`` would
  /// write out is `\u{…}`. Every backslash in the literal begins an escape
  /// written here, so `\(` from the text is `\\(`: no interpolation is possible.
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  package static func stringLiteral(_ text: String) -> String {
    var literal = String.UnicodeScalarView()
    literal.append("\"")
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": literal.append(contentsOf: #"\\"#.unicodeScalars)
      case "\"": literal.append(contentsOf: #"\""#.unicodeScalars)
      case "\n": literal.append(contentsOf: #"\n"#.unicodeScalars)
      case "\r": literal.append(contentsOf: #"\r"#.unicodeScalars)
      case "\t": literal.append(contentsOf: #"\t"#.unicodeScalars)
      case _ where isPlain(scalar): literal.append(scalar)
      default: literal.append(contentsOf: escaped(scalar).unicodeScalars)
      }
    }
    literal.append("\"")
    return String(literal)
  }

  /// Whether `scalar` may stand as itself in a comment or a literal: not a
  /// control, format, line or paragraph separator, space other than U+0020,
  /// surrogate, private-use or unassigned character.
  private static func isPlain(_ scalar: Unicode.Scalar) -> Bool {
    if (" "..."~").contains(scalar) { return true }
    if scalar.value < 0xA0 { return false }
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator, .surrogate, .privateUse, .unassigned: return false
    default: return true
    }
  }

  private static func isLineBreakOrTab(_ scalar: Unicode.Scalar) -> Bool {
    ["\n", "\r", "\t", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"].contains(scalar)
  }

  /// `\u{1B}`.
  private static func escaped(_ scalar: Unicode.Scalar) -> String {
    "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
  }
}
