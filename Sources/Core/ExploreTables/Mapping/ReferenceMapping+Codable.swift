import ExploreCore

/// A reference is written as `{"name": "residents", "path": "residents",
/// "resource": "character"}`; `path` is the name unless given, and
/// `resource`, the detail resource that loads one referenced record, is
/// found by URL when left out.
extension ReferenceMapping: Codable {
  package enum CodingKeys: String, CodingKey, CaseIterable {
    case name, path, resource
  }

  package init(from decoder: any Decoder) throws {
    let container = try TableCoding.container(decoder, keyedBy: CodingKeys.self)
    let name = try TableCoding.text(container, .name, "the reference's name, such as \"characters\"")
    self.init(
      name, from: try container.decodeIfPresent(JSONPath.self, forKey: .path) ?? JSONPath([name]),
      resource: try TableCoding.textIfPresent(container, .resource, "the name of the detail resource that loads one such record"))
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
    if path != JSONPath([name]) { try container.encode(path, forKey: .path) }
    try container.encodeIfPresent(resource, forKey: .resource)
  }

  package static let schema = TableSchema.object(CodingKeys.self, "The records an item refers to, by URL or id.", required: [.name]) { key in
    switch key {
    case .name: .string("The reference's name, which expansions and sections use.", minLength: 1)
    case .path: .reference("path")
    case .resource: .string("The detail resource that loads one referenced record; found by URL when left out.", minLength: 1)
    }
  }
}
