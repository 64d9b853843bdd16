import ExploreCore

/// A picture is written as the path of its URL (`"image"`), or as
/// `{"path": "avatar_url", "sizeQueryItem": "s"}`.
extension PictureMapping: Codable {
  package enum CodingKeys: String, CodingKey, CaseIterable {
    case path, sizeQueryItem
  }

  package init(from decoder: any Decoder) throws {
    if let path = try? decoder.singleValueContainer().decode(JSONPath.self) {
      self.init(path)
      return
    }
    let container = try TableCoding.container(decoder, keyedBy: CodingKeys.self)
    self.init(
      try container.decode(JSONPath.self, forKey: .path),
      sizeQueryItem: try TableCoding.textIfPresent(container, .sizeQueryItem, "the query item that sizes the picture"))
  }

  package func encode(to encoder: any Encoder) throws {
    guard let sizeQueryItem else {
      var container = encoder.singleValueContainer()
      try container.encode(path)
      return
    }
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(path, forKey: .path)
    try container.encode(sizeQueryItem, forKey: .sizeQueryItem)
  }

  package static let schema = TableSchema.oneOf(
    [
      .reference("path"),
      .object(CodingKeys.self, "A picture the server sizes by a query item.", required: [.path]) { key in
        switch key {
        case .path: .reference("path")
        case .sizeQueryItem: .string("The query item that asks for a size in pixels.", minLength: 1)
        }
      },
    ], "Where an item's picture comes from.")
}
