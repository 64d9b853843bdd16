import ExploreCore

/// A list is written as an object with the table's own names, its path as
/// the text of the URL path under the base URL, a trailing `/` kept:
///
/// ```json
/// {"path": "/api/v2/pokemon/", "item": {…}, "records": "results",
///  "paging": {"offsetLimit": {"pageSize": 20, "total": "count"}}, "title": "Pokémon"}
/// ```
extension ListEndpoint: Codable {
  package enum CodingKeys: String, CodingKey, CaseIterable {
    case path, item, records, paging, search, searchRequired, title, name, emptyNote, subject, filteredNote, emptyAnswer
  }

  package init(from decoder: any Decoder) throws {
    let container = try TableCoding.container(decoder, keyedBy: CodingKeys.self)
    self.init(
      Self.components(of: try TableCoding.text(container, .path, "the list's path, such as \"/people/\"")),
      try container.decode(ItemMapping.self, forKey: .item),
      in: try container.decodeIfPresent(JSONPath.self, forKey: .records) ?? [],
      paging: try container.decodeIfPresent(PagingDeclaration.self, forKey: .paging)?.paging ?? .single,
      search: try TableCoding.textIfPresent(container, .search, "the query parameter that carries --search, or leave it out"),
      title: try TableCoding.textIfPresent(container, .title, "the section's title, or leave it out for the path's last word"),
      name: try TableCoding.textIfPresent(container, .name, "the section's id, or leave it out for the path's words"),
      emptyNote: try TableCoding.textIfPresent(container, .emptyNote, "what an empty page says, or leave it out"),
      subject: try TableCoding.textIfPresent(container, .subject, "what a failed request names, or leave it out"),
      filteredNote: try TableCoding.textIfPresent(container, .filteredNote, "what an empty page narrowed by --search or an option says, or leave it out"),
      emptyAnswer: try container.decodeIfPresent(EmptyAnswer.self, forKey: .emptyAnswer)
    )
    searchIsRequired = try container.decodeIfPresent(Bool.self, forKey: .searchRequired) ?? false
    if searchIsRequired, searchParameter == nil {
      throw DecodingError.dataCorruptedError(
        forKey: .searchRequired, in: container, debugDescription: "a list needs --search only when it searches; give \"search\" the query parameter, or leave \"searchRequired\" out")
    }
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(Self.text(of: path), forKey: .path)
    try container.encode(mapping, forKey: .item)
    if !records.segments.isEmpty { try container.encode(records, forKey: .records) }
    if paging != .single { try container.encode(PagingDeclaration(paging), forKey: .paging) }
    try container.encodeIfPresent(searchParameter, forKey: .search)
    if searchIsRequired { try container.encode(true, forKey: .searchRequired) }
    try container.encodeIfPresent(declaredTitle, forKey: .title)
    try container.encodeIfPresent(declaredName, forKey: .name)
    try container.encodeIfPresent(declaredEmptyNote, forKey: .emptyNote)
    try container.encodeIfPresent(subject, forKey: .subject)
    try container.encodeIfPresent(filteredNote, forKey: .filteredNote)
    try container.encodeIfPresent(emptyAnswer, forKey: .emptyAnswer)
  }

  /// `["api", "v2", "pokemon", ""]` for `/api/v2/pokemon/`: the segments
  /// of a path, an empty last one for a trailing `/`, which
  /// `URLBuilder` keeps.
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
