public import Foundation

/// The value of one labelled field of an item, typed so that JSON output
/// keeps numbers as numbers and text output can format dates and counts.
public enum FieldValue: Sendable, Hashable {
  case text(String)
  case integer(Int)
  case number(Double)
  case bool(Bool)
  case date(Date)
  case url(URL)
  case list([String])
  /// Known to be absent (a user with no company), as opposed to a field not
  /// given at all.
  case none
}

extension FieldValue: Codable {
  /// Reads what ``encode(to:)`` writes, through ``JSONValue``: dates and
  /// URLs come back as text.
  public init(from decoder: any Decoder) throws {
    switch try JSONValue(from: decoder) {
    case .null: self = .none
    case .bool(let value): self = .bool(value)
    case .integer(let value): self = .integer(value)
    case .number(let value): self = .number(value)
    case .string(let value): self = .text(value)
    case .array(let values):
      let texts = values.compactMap { value -> String? in
        guard case .string(let text) = value else { return nil }
        return text
      }
      guard texts.count == values.count else { throw Self.mismatch([String].self, at: decoder) }
      self = .list(texts)
    case .object: throw Self.mismatch(String.self, at: decoder)
    }
  }

  private static func mismatch(_ expected: Any.Type, at decoder: any Decoder) -> DecodingError {
    .typeMismatch(expected, .init(codingPath: decoder.codingPath, debugDescription: "A field holds text, a number, a truth value, a list of text or null"))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .text(let value): try container.encode(value)
    case .integer(let value): try container.encode(value)
    case .number(let value): try container.encode(value)
    case .bool(let value): try container.encode(value)
    case .date(let value): try container.encode(value.formatted(.iso8601))
    case .url(let value): try container.encode(value.absoluteString)
    case .list(let value): try container.encode(value)
    case .none: try container.encodeNil()
    }
  }
}
