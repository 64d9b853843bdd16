import ExploreCore
/// A subtitle is written as its path (`"description"`), or as
/// `{"joined": ["type", "dimension"], "separator": " · "}`.
extension SubtitleMapping: Codable {
  private enum CodingKeys: String, CodingKey {
    case joined, separator
  }

  package init(from decoder: any Decoder) throws {
    if let path = try? decoder.singleValueContainer().decode(JSONPath.self) {
      self = .text(path)
      return
    }
    let container = try decoder.container(keyedBy: CodingKeys.self)
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
    case .custom:
      throw TableCoding.notDeclarable(self, "A custom subtitle", at: encoder)
    }
  }
}
