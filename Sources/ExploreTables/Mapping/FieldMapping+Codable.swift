import ExploreCore

/// A field is written as an object: `{"key": "status", "label": "Status"}`,
/// with `format` (`text` unless given), `path` (the key unless given) and
/// `absent`: left out, `null` to show a dash, or the value to show.
extension FieldMapping: Codable {
  private enum CodingKeys: String, CodingKey {
    case key, label, format, path, absent
  }

  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let key = try container.decode(String.self, forKey: .key)
    var absent: FieldValue?
    if container.contains(.absent) {
      absent = try container.decodeNil(forKey: .absent) ? FieldValue.none : try container.decode(FieldValue.self, forKey: .absent)
    }
    self.init(
      key, try container.decodeIfPresent(String.self, forKey: .label) ?? key,
      try container.decodeIfPresent(FieldFormat.self, forKey: .format) ?? .text,
      at: try container.decodeIfPresent(JSONPath.self, forKey: .path), absent: absent
    )
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(key, forKey: .key)
    try container.encode(label, forKey: .label)
    if case .text = format {} else { try container.encode(format, forKey: .format) }
    if path != JSONPath([key]) { try container.encode(path, forKey: .path) }
    switch absent {
    case nil: break
    case FieldValue.none?: try container.encodeNil(forKey: .absent)
    case let value?: try container.encode(value, forKey: .absent)
    }
  }
}

/// A format is written as its name: `"text"`, `"count"`, `"webAddress"`.
extension FieldFormat: Codable {
  /// Every format a declaration can name, by name.
  static let declarable: [String: FieldFormat] = [
    "text": .text, "integer": .integer, "number": .number, "bool": .bool, "count": .count, "date": .date, "url": .url,
    "webAddress": .webAddress, "list": .list, "references": .references,
  ]

  package init(from decoder: any Decoder) throws {
    let name = try decoder.singleValueContainer().decode(String.self)
    guard let format = Self.declarable[name] else {
      throw TableCoding.unknownForm("one of \(Self.declarable.keys.sorted().joined(separator: ", "))", at: decoder)
    }
    self = format
  }

  package func encode(to encoder: any Encoder) throws {
    let name: String
    switch self {
    case .text: name = "text"
    case .integer: name = "integer"
    case .number: name = "number"
    case .bool: name = "bool"
    case .count: name = "count"
    case .date: name = "date"
    case .url: name = "url"
    case .webAddress: name = "webAddress"
    case .list: name = "list"
    case .references: name = "references"
    case .custom: throw TableCoding.notDeclarable(self, "A custom field format", at: encoder)
    }
    var container = encoder.singleValueContainer()
    try container.encode(name)
  }
}
