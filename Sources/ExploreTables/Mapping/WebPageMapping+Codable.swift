import ExploreCore
/// A web page is written as the path of its URL (`"html_url"`), or as
/// `{"template": "https://example.com/things/{id}"}`.
extension WebPageMapping: Codable {
  private enum CodingKeys: String, CodingKey {
    case template
  }

  package init(from decoder: any Decoder) throws {
    if let path = try? decoder.singleValueContainer().decode(JSONPath.self) {
      self = .key(path)
      return
    }
    self = .template(try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .template))
  }

  package func encode(to encoder: any Encoder) throws {
    switch self {
    case .key(let path):
      var container = encoder.singleValueContainer()
      try container.encode(path)
    case .template(let template):
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(template, forKey: .template)
    case .fromID:
      throw TableCoding.notDeclarable(self, "A web page made by a function", at: encoder)
    }
  }
}
