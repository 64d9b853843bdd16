import ExploreCore

/// An id is written as its path (`"id"`), or as the one-key object of
/// another form: `{"urlNumber": "url"}`, `{"urlLastSegment": "url"}`, or
/// `{"position": true}` for records with no id.
extension ItemIdentity: Codable {
  static let forms = ["key", "urlNumber", "urlLastSegment", "position"]

  package init(from decoder: any Decoder) throws {
    if let path = try? decoder.singleValueContainer().decode(JSONPath.self) {
      self = .key(path)
      return
    }
    let (form, container) = try TableCoding.form(decoder, among: Self.forms)
    if form == "position" {
      guard try container.decode(Bool.self, forKey: TableCoding.Key(form)) else {
        throw DecodingError.dataCorruptedError(forKey: TableCoding.Key(form), in: container, debugDescription: "write {\"position\": true}, or an id's JSON path")
      }
      self = .position
      return
    }
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
    case .position:
      var container = encoder.container(keyedBy: TableCoding.Key.self)
      try container.encode(true, forKey: TableCoding.Key("position"))
    }
  }

  package static let schema = TableSchema.oneOf(
    [.reference("path")] + forms.filter { $0 != "position" }.map { .form($0, .reference("path")) }
      + [.form("position", .boolean("true: the record has no id, and is known by its position in the list (#page.row), with no detail."))],
    "Where an item's id is: a JSON path, the number that ends a URL (urlNumber), a URL's last segment (urlLastSegment), or none (position).")
}
