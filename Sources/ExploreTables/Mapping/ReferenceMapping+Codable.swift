import ExploreCore
/// A reference is written as `{"name": "residents", "path": "residents"}`;
/// `path` is the name unless given.
extension ReferenceMapping: Codable {
  private enum CodingKeys: String, CodingKey {
    case name, path
  }

  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let name = try container.decode(String.self, forKey: .name)
    self.init(name, from: try container.decodeIfPresent(JSONPath.self, forKey: .path) ?? JSONPath([name]))
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
    if path != JSONPath([name]) { try container.encode(path, forKey: .path) }
  }
}
