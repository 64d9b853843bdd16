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
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .none
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Int.self) {
      self = .integer(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode([String].self) {
      self = .list(value)
    } else {
      self = .text(try container.decode(String.self))
    }
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
