import Foundation

/// A JSON value of an OpenAPI document, read with Foundation only.
///
/// ```swift
/// let document = try JSONDecoder().decode(OpenAPIJSON.self, from: data)
/// document["paths"]?["/pets"]?["get"]?["summary"]?.string   // "List pets"
/// ```
enum OpenAPIJSON: Sendable, Hashable, Decodable {
  case object([String: OpenAPIJSON])
  case array([OpenAPIJSON])
  case string(String)
  case number(Double)
  case bool(Bool)
  case null

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([OpenAPIJSON].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: OpenAPIJSON].self))
    }
  }

  subscript(key: String) -> OpenAPIJSON? {
    if case .object(let members) = self { members[key] } else { nil }
  }

  var string: String? {
    if case .string(let text) = self { text } else { nil }
  }

  var bool: Bool? {
    if case .bool(let value) = self { value } else { nil }
  }

  var array: [OpenAPIJSON]? {
    if case .array(let values) = self { values } else { nil }
  }

  var object: [String: OpenAPIJSON]? {
    if case .object(let members) = self { members } else { nil }
  }

  /// A whole number, written as one in the document.
  var integer: Int? {
    if case .number(let value) = self, value.rounded() == value, abs(value) < 1e15 { Int(value) } else { nil }
  }

  /// A string, a number or a boolean as the text of a value: `"7"`, `"owl"`.
  var scalarText: String? {
    switch self {
    case .string(let text): text
    case .number: integer.map(String.init)
    case .bool(let value): String(value)
    default: nil
    }
  }
}
