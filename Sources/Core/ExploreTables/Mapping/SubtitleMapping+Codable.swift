import ExploreCore

/// A subtitle is written as its path (`"description"`), as
/// `{"joined": ["type", "dimension"], "separator": " · "}`, or as
/// `{"custom": "character"}`, a function a Swift provider registers.
extension SubtitleMapping: Codable {
  package enum CodingKeys: String, CodingKey, CaseIterable {
    case joined, separator, custom
  }

  package init(from decoder: any Decoder) throws {
    if let path = try? decoder.singleValueContainer().decode(JSONPath.self) {
      self = .text(path)
      return
    }
    let container = try TableCoding.container(decoder, keyedBy: CodingKeys.self)
    if container.contains(.custom) {
      guard !container.contains(.joined) else {
        throw DecodingError.dataCorruptedError(forKey: .custom, in: container, debugDescription: "a subtitle is either 'joined' or 'custom'; keep one")
      }
      self = .custom(try TableCoding.text(container, .custom, "the name a provider written in Swift registers"))
      return
    }
    self = .joined(
      try container.decode([JSONPath].self, forKey: .joined), separator: try container.decodeIfPresent(String.self, forKey: .separator) ?? " · "
    )
  }

  package func encode(to encoder: any Encoder) throws {
    switch self {
    case .text(let path):
      var container = encoder.singleValueContainer()
      try container.encode(path)
    case .joined(let paths, let separator):
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(paths, forKey: .joined)
      if separator != " · " { try container.encode(separator, forKey: .separator) }
    case .custom(let name):
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(name, forKey: .custom)
    }
  }

  package static let schema = TableSchema.oneOf(
    [
      .reference("path"),
      .object(CodingKeys.self, "Texts joined, or a function a Swift provider registers.", forms: [[.joined], [.custom]]) { key in
        switch key {
        case .joined: .array(of: .reference("path"), "The paths of the texts, joined where they are not blank.")
        case .separator: .string("What joins them: ' · ' unless given.")
        case .custom: .string("A subtitle a Swift provider registers.", minLength: 1)
        }
      },
    ], "Where an item's subtitle comes from.")
}
