import ExploreCore

/// A field is written as an object: `{"key": "status", "label": "Status"}`,
/// with `format` (`text` unless given), `path` (the key unless given) and
/// `absent`: left out, `null` to show a dash, or the value to show.
extension FieldMapping: Codable {
  package enum CodingKeys: String, CodingKey, CaseIterable {
    case key, label, format, path, absent
  }

  package init(from decoder: any Decoder) throws {
    let container = try TableCoding.container(decoder, keyedBy: CodingKeys.self)
    let key = try TableCoding.text(container, .key, "the field's name in --json, such as \"height\"")
    var absent: FieldValue?
    if container.contains(.absent) {
      absent = try container.decodeNil(forKey: .absent) ? FieldValue.none : try container.decode(FieldValue.self, forKey: .absent)
    }
    self.init(
      key, try TableCoding.textIfPresent(container, .label, "the label people read, or leave it out for the key") ?? key,
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

  package static let schema = TableSchema.object(CodingKeys.self, "A labelled field of an item.", required: [.key]) { key in
    switch key {
    case .key: .string("The field's name in --json.", minLength: 1)
    case .label: .string("What people read; the key when left out.", minLength: 1)
    case .format: .reference("format")
    case .path: .reference("path")
    case .absent: .any("The value when the record has none: null shows a dash; left out, the field is left out.")
    }
  }
}

/// A format is written as its name, `"text"`, `"count"`, `"webAddress"`,
/// or as `{"custom": "license"}`, a function a provider written in Swift
/// registers under that name (``MappingHooks``).
extension FieldFormat: Codable {
  /// Every format a declaration can name, by name.
  static let declarable: [String: FieldFormat] = [
    "text": .text, "integer": .integer, "number": .number, "bool": .bool, "count": .count, "date": .date, "timestamp": .timestamp,
    "money": .money, "url": .url, "webAddress": .webAddress, "list": .list, "references": .references,
  ]

  package init(from decoder: any Decoder) throws {
    if let name = try? decoder.singleValueContainer().decode(String.self) {
      guard let format = Self.declarable[name] else {
        let nearest = NameSuggestion.nearest(to: name, among: Array(Self.declarable.keys)).map { "did you mean '\($0)'? " } ?? ""
        throw TableCoding.unknownForm("\(nearest)one of \(Self.declarable.keys.sorted().joined(separator: ", ")), or {\"custom\": NAME}", at: decoder)
      }
      self = format
      return
    }
    self = .custom(try TableCoding.custom(decoder))
  }

  package func encode(to encoder: any Encoder) throws {
    if case .custom(let name) = self {
      var container = encoder.container(keyedBy: TableCoding.Key.self)
      try container.encode(name, forKey: TableCoding.Key("custom"))
      return
    }
    var container = encoder.singleValueContainer()
    try container.encode(Self.declarable.first { $0.value == self }?.key ?? "text")
  }

  package static let schema = TableSchema.oneOf(
    [.string("A format by name.", values: declarable.keys.sorted()), .form("custom", .string("A format a Swift provider registers.", minLength: 1))],
    "How a JSON value becomes the field's value.")
}
