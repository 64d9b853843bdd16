import Foundation

/// Swift source for literal values in a generated file.
enum SwiftLiteral {
  /// A one-line string literal that the compiler reads back as `text`: a
  /// backslash, a quote and every character outside printable ASCII are
  /// escaped (`\u{1F}`), so no text can end the literal, interpolate or
  /// break the line.
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  static func string(_ text: String) -> String {
    var literal = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": literal += "\\\\"
      case "\"": literal += "\\\""
      case " "..."~": literal.unicodeScalars.append(scalar)
      default: literal += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      }
    }
    return literal + "\""
  }

  /// A multi-line string literal of `bytes` in Base64, one line of
  /// `width` characters after another, each line indented by `indent`
  /// and joined to the next by a trailing backslash (so the string has no
  /// line breaks). Base64 has no `\` or `"`, so nothing needs escaping.
  ///
  /// - Complexity: O(*n*) in the number of bytes.
  static func base64(_ bytes: Data, indent: String, width: Int = 76) -> String {
    precondition(width > 0, "A line holds at least one character")
    let encoded = Array(bytes.base64EncodedString().utf8)
    var lines: [String] = []
    var start = 0
    while start < encoded.count {
      let end = min(start + width, encoded.count)
      lines.append(indent + String(decoding: encoded[start..<end], as: UTF8.self) + (end < encoded.count ? "\\" : ""))
      start = end
    }
    // NB: the last line has no trailing backslash: Swift refuses one before the closing delimiter.
    return (["\"\"\""] + lines + [indent + "\"\"\""]).joined(separator: "\n")
  }
}
