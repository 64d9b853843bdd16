import ExploreCore
/// A picture is written as the path of its URL (`"image"`), or as
/// `{"path": "avatar_url", "sizeQueryItem": "s"}`.
extension PictureMapping: Codable {
  private enum CodingKeys: String, CodingKey {
    case path, sizeQueryItem
  }

  package init(from decoder: any Decoder) throws {
    if let path = try? decoder.singleValueContainer().decode(JSONPath.self) {
      self.init(path)
      return
    }
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      try container.decode(JSONPath.self, forKey: .path), sizeQueryItem: try container.decodeIfPresent(String.self, forKey: .sizeQueryItem)
    )
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
}
