import ExploreOpenAPI
import Foundation

extension OpenAPIJSON {
  /// The value as JSON, keys sorted, two spaces an indent, as the fixtures are written.
  func prettyPrinted(indent: String = "") -> String {
    let inner = indent + "  "
    switch value {
    case .object(let members) where members.isEmpty: return "{}"
    case .object(let members):
      let lines = members.sorted { $0.key < $1.key }.map { "\(inner)\(OpenAPIJSON.string($0.key).prettyPrinted()): \($0.value.prettyPrinted(indent: inner))" }
      return "{\n" + lines.joined(separator: ",\n") + "\n\(indent)}"
    case .array(let values) where values.isEmpty: return "[]"
    case .array(let values):
      return "[\n" + values.map { inner + $0.prettyPrinted(indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
    case .string(let text):
      var literal = "\""
      for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": literal += "\\\""
        case "\\": literal += "\\\\"
        case "\n": literal += "\\n"
        case "\t": literal += "\\t"
        case "\r": literal += "\\r"
        case _ where Self.isInvisible(scalar):
          // NB: JSON escapes UTF-16 code units, so a scalar past U+FFFF is a surrogate pair.
          for unit in String(scalar).utf16 { literal += "\\u" + String(repeating: "0", count: 4 - String(unit, radix: 16).count) + String(unit, radix: 16) }
        default: literal.unicodeScalars.append(scalar)
        }
      }
      return literal + "\""
    case .number(let value): return integer.map(String.init) ?? (value.isFinite ? "\(value)" : "null")
    case .bool(let value): return String(value)
    case .null: return "null"
    }
  }

  /// Whether `scalar` is escaped in a fixture, so that the file shows, and
  /// prints on a terminal, nothing invisible: controls (C0, DEL, C1), format
  /// characters (bidirectional overrides, zero-width ones) and the line and
  /// paragraph separators.
  private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) { return true }
    guard scalar.value > 0x9F else { return false }
    switch scalar.properties.generalCategory {
    case .format, .lineSeparator, .paragraphSeparator, .control: return true
    default: return false
    }
  }

  /// The value with `value` at `path`, creating objects on the way.
  func setting(_ path: [String], to value: OpenAPIJSON) -> OpenAPIJSON {
    guard let key = path.first else { return value }
    var members = object ?? [:]
    members[key] = (members[key] ?? .object([:])).setting(Array(path.dropFirst()), to: value)
    return .object(members)
  }
}
