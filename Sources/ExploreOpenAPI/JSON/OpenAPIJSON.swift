/// A JSON value of an OpenAPI document.
///
/// ```swift
/// let document = try OpenAPIJSON.read(data)
/// document["paths"]?["/pets"]?["get"]?["summary"]?.string   // "List pets"
/// ```
///
/// A value read by ``read(_:)`` nests at most ``maximumDepth`` deep, so that
/// walking it, comparing it or freeing it cannot exhaust the stack.
public enum OpenAPIJSON: Sendable, Hashable {
  case object([String: OpenAPIJSON])
  case array([OpenAPIJSON])
  case string(String)
  case number(Double)
  case bool(Bool)
  case null

  /// The member `key` of an object; `nil` for anything else.
  public subscript(key: String) -> OpenAPIJSON? {
    if case .object(let members) = self { members[key] } else { nil }
  }

  /// The value at `path` through nested objects; `nil` where one is missing.
  public func value(at path: [String]) -> OpenAPIJSON? {
    var value: OpenAPIJSON? = self
    for key in path { value = value?[key] }
    return value
  }

  public var string: String? {
    if case .string(let text) = self { text } else { nil }
  }

  public var bool: Bool? {
    if case .bool(let value) = self { value } else { nil }
  }

  public var array: [OpenAPIJSON]? {
    if case .array(let values) = self { values } else { nil }
  }

  public var object: [String: OpenAPIJSON]? {
    if case .object(let members) = self { members } else { nil }
  }

  /// A whole number, written as one in the document.
  public var integer: Int? {
    if case .number(let value) = self, value.rounded() == value, abs(value) < 1e15 { Int(value) } else { nil }
  }

  /// A string, a number or a boolean as the text of a value: `"7"`, `"owl"`.
  public var scalarText: String? {
    switch self {
    case .string(let text): text
    case .number: integer.map(String.init)
    case .bool(let value): String(value)
    default: nil
    }
  }
}
