import ExploreCore

/// A web page is written as the path of its URL (`"html_url"`), or as
/// `{"template": "https://example.com/things/{id}"}`.
extension WebPageMapping: Codable {
  package enum CodingKeys: String, CodingKey, CaseIterable {
    case template
  }

  package init(from decoder: any Decoder) throws {
    if let path = try? decoder.singleValueContainer().decode(JSONPath.self) {
      self = .key(path)
      return
    }
    let container = try TableCoding.container(decoder, keyedBy: CodingKeys.self)
    self = .template(try TableCoding.text(container, .template, "a URL with {id} where the item's id goes"))
  }

  package func encode(to encoder: any Encoder) throws {
    switch self {
    case .key(let path):
      var container = encoder.singleValueContainer()
      try container.encode(path)
    case .template(let template):
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(template, forKey: .template)
    }
  }

  package static let schema = TableSchema.oneOf(
    [
      .reference("path"),
      .object(CodingKeys.self, "A URL made from the item's id.", required: [.template]) { _ in
        .string("A URL with {id} where the item's id goes, percent-encoded.", minLength: 1)
      },
    ], "Where an item's page on the web comes from.")
}
