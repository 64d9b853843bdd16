package import Foundation

/// Why a JSON file explore keeps did not decode, in explore's words and
/// with the place: what follows "could not be read (…)" in a message.
///
/// ```swift
/// do { try JSONDecoder().decode(Contents.self, from: data) } catch {
///   JSONFileProblem.reason(for: error, in: data)
///   // "it is not valid JSON (line 2, column 1: expected a quoted key, found '}')"
///   // "at favorites.github.user.octocat, the key \"addedAt\" is missing"
/// }
/// ```
///
/// Never Foundation's own text ("The given data was not valid JSON.",
/// `CodingKeys(stringValue: …)`): keys come from the file, shortened and
/// stripped of control characters.
package enum JSONFileProblem {
  /// How many characters of one key a message shows.
  static let keyLength = 40

  /// Why decoding `data` failed with `error`.
  ///
  /// - Complexity: O(*n*) in the size of `data` when it is not valid JSON
  ///   (to find the place), else O(*d*) in the depth of the failing value.
  package static func reason(for error: any Error, in data: Data) -> String {
    guard let error = error as? DecodingError else { return syntaxReason(data) }
    switch error {
    case .dataCorrupted(let context):
      if context.codingPath.isEmpty { return syntaxReason(data) }
      return "\(place(context.codingPath)), the value is not valid"
    case .keyNotFound(let key, let context):
      let at = context.codingPath.isEmpty ? "" : "\(place(context.codingPath)), "
      return "\(at)the key \"\(shown(key.stringValue))\" is missing"
    case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
      let null = if case .valueNotFound = error { " but found null" } else { "" }
      return "\(place(context.codingPath)), expected \(jsonName(of: type))\(null)"
    @unknown default:
      return syntaxReason(data)
    }
  }

  /// "it is empty", "it is not valid JSON (line 3, column 5: …)", or why
  /// JSON that no decoder here reads is refused, with the place: nesting
  /// too deep, a number out of range.
  private static func syntaxReason(_ data: Data) -> String {
    guard let syntax = JSONSyntaxError.locate(in: data) else {
      if let number = JSONSyntaxError.locateNumberOutOfRange(in: data) {
        return "it holds a number explore cannot read (\(number)); write a smaller one"
      }
      return "it is not valid JSON"
    }
    if data.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) { return "it is empty" }
    if syntax.isTooDeep {
      return "its arrays and objects nest more than \(JSONSyntaxError.maximumDepth) deep, deeper than explore reads "
        + "(line \(syntax.line), column \(syntax.column))"
    }
    return "it is not valid JSON (\(syntax))"
  }

  /// "at favorites.github[2]", or "at the top level".
  private static func place(_ path: [any CodingKey]) -> String {
    guard !path.isEmpty else { return "at the top level" }
    var text = ""
    for key in path {
      if let index = key.intValue, key.stringValue.hasPrefix("Index ") {
        text += "[\(index)]"
      } else {
        text += (text.isEmpty ? "" : ".") + shown(key.stringValue)
      }
    }
    return "at \(text)"
  }

  /// A key from the file, for a message: control and format characters
  /// replaced with `?`, at most ``keyLength`` characters.
  private static func shown(_ key: String) -> String {
    var text = String(String.UnicodeScalarView(key.unicodeScalars.map { scalar in
      switch scalar.properties.generalCategory {
      case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned: "?"
      default: scalar
      }
    }))
    if text.count > keyLength { text = String(text.prefix(keyLength - 1)) + "…" }
    return text
  }

  /// What a Swift type is called in JSON: "a string", "a number".
  private static func jsonName(of type: Any.Type) -> String {
    switch type {
    case is String.Type, is Substring.Type: return "a string"
    case is Bool.Type: return "true or false"
    case is Date.Type: return "a date"
    case is any BinaryInteger.Type, is any BinaryFloatingPoint.Type, is Decimal.Type: return "a number"
    default:
      let name = String(describing: type)
      return name.hasPrefix("Array<") || name.hasPrefix("[") ? "an array" : "an object"
    }
  }
}
