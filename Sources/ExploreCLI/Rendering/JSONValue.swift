/// A JSON value, written by hand with sorted keys and two-space indents.
///
/// `JSONSerialization` on Linux took 0.3 s to write 10,000 small objects
/// here; this writer needs a few milliseconds, and its output does not
/// depend on the platform's Foundation (key order, escaping, `Bool` versus
/// `NSNumber`).
///
/// ```swift
/// JSONValue.object(["id": .string("1"), "count": .integer(2)]).serialized()
/// // {
/// //   "count" : 2,
/// //   "id" : "1"
/// // }
/// ```
package enum JSONValue: Sendable, Hashable {
  case null
  case bool(Bool)
  case integer(Int)
  /// A non-finite number, which JSON cannot hold, is written as `null`.
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  /// The value as pretty-printed JSON: objects' keys sorted, two spaces per
  /// level, `"key" : value` as Foundation writes it, no trailing newline.
  ///
  /// - Complexity: O(*n* + *k* log *k*) for *n* characters of output and
  ///   objects of *k* keys.
  package func serialized() -> String {
    var output = ""
    write(into: &output, depth: 0)
    return output
  }

  /// The value as ``serialized()`` writes it nested `depth` levels deep:
  /// its inner lines indented by `depth` more levels, its first line not.
  /// ``JSONDocumentWriter`` writes a document piece by piece with it.
  package func serialized(depth: Int) -> String {
    var output = ""
    write(into: &output, depth: depth)
    return output
  }

  private func write(into output: inout String, depth: Int) {
    switch self {
    case .null:
      output += "null"
    case .bool(let flag):
      output += flag ? "true" : "false"
    case .integer(let number):
      output += String(number)
    case .number(let number):
      // NB: Swift's description is the shortest text that reads back as
      // the same Double ("4.25", "1e+20"), which is valid JSON.
      output += number.isFinite ? String(number) : "null"
    case .string(let text):
      Self.writeString(text, into: &output)
    case .array(let elements):
      guard !elements.isEmpty else {
        output += "[]"
        return
      }
      output += "[\n"
      for (index, element) in elements.enumerated() {
        Self.indent(&output, depth + 1)
        element.write(into: &output, depth: depth + 1)
        output += index == elements.count - 1 ? "\n" : ",\n"
      }
      Self.indent(&output, depth)
      output += "]"
    case .object(let members):
      guard !members.isEmpty else {
        output += "{}"
        return
      }
      output += "{\n"
      let keys = members.keys.sorted()
      for (index, key) in keys.enumerated() {
        Self.indent(&output, depth + 1)
        Self.writeString(key, into: &output)
        output += " : "
        members[key]!.write(into: &output, depth: depth + 1)
        output += index == keys.count - 1 ? "\n" : ",\n"
      }
      Self.indent(&output, depth)
      output += "}"
    }
  }

  private static func indent(_ output: inout String, _ depth: Int) {
    output += String(repeating: "  ", count: depth)
  }

  /// `text` quoted, escaping what JSON requires: the quote, the backslash
  /// and control characters. Everything else, any Unicode, is written as is
  /// (UTF-8); `/` is not escaped.
  private static func writeString(_ text: String, into output: inout String) {
    output += "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case "\u{08}": output += "\\b"
      case "\u{0C}": output += "\\f"
      case "\u{2028}": output += "\\u2028"  // NB: valid JSON, but breaks JavaScript embedding
      case "\u{2029}": output += "\\u2029"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          let hex = String(scalar.value, radix: 16, uppercase: false)
          output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    output += "\""
  }
}
