import ExploreCore

/// An id is written as its path (`"id"`), or as the one-key object of
/// another form: `{"urlNumber": "url"}`, `{"urlLastSegment": "url"}`.
extension ItemIdentity: Codable {
  static let forms = ["key", "urlNumber", "urlLastSegment"]

  package init(from decoder: any Decoder) throws {
    if let path = try? decoder.singleValueContainer().decode(JSONPath.self) {
      self = .key(path)
      return
    }
    let (form, container) = try TableCoding.form(decoder, among: Self.forms)
    let path = try container.decode(JSONPath.self, forKey: TableCoding.Key(form))
    switch form {
    case "urlNumber": self = .urlPath(path)
    case "urlLastSegment": self = .lastPathSegment(path)
    default: self = .key(path)
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

  package static let schema = TableSchema.oneOf(
    [.reference("path")] + forms.map { .form($0, .reference("path")) },
    "Where an item's id is: a JSON path, the number that ends a URL (urlNumber), or a URL's last segment (urlLastSegment).")
}
