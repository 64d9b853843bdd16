import ExploreCore
/// An id is written as its path (`"id"`), or as the one-key object of
/// another form: `{"urlNumber": "url"}`, `{"urlLastSegment": "url"}`.
extension ItemIdentity: Codable {
  private static let forms = #"a JSON path such as "id", {"urlNumber": PATH} or {"urlLastSegment": PATH}"#

  package init(from decoder: any Decoder) throws {
    if let path = try? decoder.singleValueContainer().decode(JSONPath.self) {
      self = .key(path)
      return
    }
    let (form, container) = try TableCoding.singleKey(decoder, forms: Self.forms)
    let path = try container.decode(JSONPath.self, forKey: TableCoding.Key(form))
    switch form {
    case "key": self = .key(path)
    case "urlNumber": self = .urlPath(path)
    case "urlLastSegment": self = .lastPathSegment(path)
    default: throw TableCoding.unknownForm(Self.forms, at: decoder)
    }
  }

  package func encode(to encoder: any Encoder) throws {
    switch self {
    case .key(let path):
      var container = encoder.singleValueContainer()
      try container.encode(path)
    case .urlPath(let path):
      var container = encoder.container(keyedBy: TableCoding.Key.self)
      try container.encode(path, forKey: TableCoding.Key("urlNumber"))
    case .lastPathSegment(let path):
      var container = encoder.container(keyedBy: TableCoding.Key.self)
      try container.encode(path, forKey: TableCoding.Key("urlLastSegment"))
    }
  }
}
