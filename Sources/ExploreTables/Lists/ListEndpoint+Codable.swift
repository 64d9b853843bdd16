import ExploreCore
/// A list is written as an object with the table's own names, its path as
/// the text of the URL path under the base URL, a trailing `/` kept:
///
/// ```json
/// {"path": "/api/v2/pokemon/", "item": {…}, "records": "results",
///  "paging": {"offsetLimit": {"pageSize": 20, "total": "count"}}, "title": "Pokémon"}
/// ```
extension ListEndpoint: Codable {
  private enum CodingKeys: String, CodingKey {
    case path, item, records, paging, search, title
  }

  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      Self.components(of: try container.decode(String.self, forKey: .path)),
      try container.decode(ItemMapping.self, forKey: .item),
      in: try container.decodeIfPresent(JSONPath.self, forKey: .records) ?? [],
      paging: try container.decodeIfPresent(Paging.self, forKey: .paging) ?? .single,
      search: try container.decodeIfPresent(String.self, forKey: .search),
      title: try container.decodeIfPresent(String.self, forKey: .title)
    )
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(Self.text(of: path), forKey: .path)
    try container.encode(mapping, forKey: .item)
    if !records.segments.isEmpty { try container.encode(records, forKey: .records) }
    if paging != .single { try container.encode(paging, forKey: .paging) }
    try container.encodeIfPresent(searchParameter, forKey: .search)
    try container.encodeIfPresent(declaredTitle, forKey: .title)
  }

  /// `["api", "v2", "pokemon", ""]` for `/api/v2/pokemon/`: the segments
  /// of a path, an empty last one for a trailing `/`, which
  /// ``ExploreNetworking/URLBuilder`` keeps.
  package static func components(of path: String) -> [String] {
    var segments = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    if path.hasSuffix("/"), !segments.isEmpty { segments.append("") }
    return segments
  }

  /// `/api/v2/pokemon/` for `["api", "v2", "pokemon", ""]`.
  package static func text(of components: [String]) -> String {
    "/" + components.joined(separator: "/")
  }
}

/// Paging is written as `"single"` or as the one-key object of its form,
/// with the case's own names: `{"pageNumbers": {"pageSize": 20, "total":
/// "info.count"}}`, `{"offsetLimit": {…}}`, `{"nextURL": {"at": "next",
/// "pageSize": 20}}`, `{"linkHeader": {…}}`, `{"cursor": {"parameter":
/// "cursor", "next": "meta.next_cursor", "pageSize": 50}}`.
extension ListEndpoint.Paging: Codable {
  private enum Field: String, CodingKey {
    case pageSize, total, parameter, sizeParameter, offset, limit, at, next
  }

  private static let forms = #""single", or an object with one key: pageNumbers, offsetLimit, nextURL, linkHeader or cursor"#

  package init(from decoder: any Decoder) throws {
    if let name = try? decoder.singleValueContainer().decode(String.self) {
      guard name == "single" else { throw TableCoding.unknownForm(Self.forms, at: decoder) }
      self = .single
      return
    }
    let (form, outer) = try TableCoding.singleKey(decoder, forms: Self.forms)
    let fields = try outer.nestedContainer(keyedBy: Field.self, forKey: TableCoding.Key(form))
    func size() throws -> Int {
      let size = try fields.decode(Int.self, forKey: .pageSize)
      guard size > 0 else {
        throw DecodingError.dataCorruptedError(forKey: .pageSize, in: fields, debugDescription: "A page size is a positive whole number")
      }
      return size
    }
    switch form {
    case "pageNumbers":
      self = .pageNumbers(
        pageSize: try size(), total: try fields.decodeIfPresent(JSONPath.self, forKey: .total),
        parameter: try fields.decodeIfPresent(String.self, forKey: .parameter) ?? "page",
        sizeParameter: try fields.decodeIfPresent(String.self, forKey: .sizeParameter)
      )
    case "offsetLimit":
      self = .offsetLimit(
        pageSize: try size(), total: try fields.decodeIfPresent(JSONPath.self, forKey: .total),
        offset: try fields.decodeIfPresent(String.self, forKey: .offset) ?? "offset",
        limit: try fields.decodeIfPresent(String.self, forKey: .limit) ?? "limit"
      )
    case "nextURL":
      self = .nextURL(
        at: try fields.decode(JSONPath.self, forKey: .at), pageSize: try size(), total: try fields.decodeIfPresent(JSONPath.self, forKey: .total)
      )
    case "linkHeader":
      self = .linkHeader(pageSize: try size(), sizeParameter: try fields.decodeIfPresent(String.self, forKey: .sizeParameter))
    case "cursor":
      self = .cursor(
        parameter: try fields.decode(String.self, forKey: .parameter), next: try fields.decode(JSONPath.self, forKey: .next),
        pageSize: try size(), sizeParameter: try fields.decodeIfPresent(String.self, forKey: .sizeParameter)
      )
    default:
      throw TableCoding.unknownForm(Self.forms, at: decoder)
    }
  }

  package func encode(to encoder: any Encoder) throws {
    guard self != .single else {
      var container = encoder.singleValueContainer()
      try container.encode("single")
      return
    }
    var outer = encoder.container(keyedBy: TableCoding.Key.self)
    switch self {
    case .single:
      break
    case .pageNumbers(let size, let total, let parameter, let sizeParameter):
      var fields = outer.nestedContainer(keyedBy: Field.self, forKey: TableCoding.Key("pageNumbers"))
      try fields.encode(size, forKey: .pageSize)
      try fields.encodeIfPresent(total, forKey: .total)
      if parameter != "page" { try fields.encode(parameter, forKey: .parameter) }
      try fields.encodeIfPresent(sizeParameter, forKey: .sizeParameter)
    case .offsetLimit(let size, let total, let offset, let limit):
      var fields = outer.nestedContainer(keyedBy: Field.self, forKey: TableCoding.Key("offsetLimit"))
      try fields.encode(size, forKey: .pageSize)
      try fields.encodeIfPresent(total, forKey: .total)
      if offset != "offset" { try fields.encode(offset, forKey: .offset) }
      if limit != "limit" { try fields.encode(limit, forKey: .limit) }
    case .nextURL(let next, let size, let total):
      var fields = outer.nestedContainer(keyedBy: Field.self, forKey: TableCoding.Key("nextURL"))
      try fields.encode(next, forKey: .at)
      try fields.encode(size, forKey: .pageSize)
      try fields.encodeIfPresent(total, forKey: .total)
    case .linkHeader(let size, let sizeParameter):
      var fields = outer.nestedContainer(keyedBy: Field.self, forKey: TableCoding.Key("linkHeader"))
      try fields.encode(size, forKey: .pageSize)
      try fields.encodeIfPresent(sizeParameter, forKey: .sizeParameter)
    case .cursor(let parameter, let next, let size, let sizeParameter):
      var fields = outer.nestedContainer(keyedBy: Field.self, forKey: TableCoding.Key("cursor"))
      try fields.encode(parameter, forKey: .parameter)
      try fields.encode(next, forKey: .next)
      try fields.encode(size, forKey: .pageSize)
      try fields.encodeIfPresent(sizeParameter, forKey: .sizeParameter)
    }
  }
}
