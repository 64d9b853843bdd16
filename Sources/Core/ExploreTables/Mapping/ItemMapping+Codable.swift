import ExploreCore

/// A mapping is written as an object with the table's own names:
///
/// ```json
/// {"kind": "location", "id": "id", "title": "name",
///  "subtitle": {"joined": ["type", "dimension"]}, "webPage": "url",
///  "fields": [{"key": "type", "label": "Type", "absent": null}],
///  "references": [{"name": "residents", "resource": "character"}]}
/// ```
extension ItemMapping: Codable {
  package enum CodingKeys: String, CodingKey, CaseIterable {
    case kind, id, idMayBeMissing, title, titleWith, titleOr, titleFormat, titleMayBeMissing, subtitle, webPage, picture, fields, references, wrapper
  }

  package init(from decoder: any Decoder) throws {
    let container = try TableCoding.container(decoder, keyedBy: CodingKeys.self)
    self.init(
      kind: try TableCoding.text(container, .kind, "the item's kind, such as \"person\""),
      id: try container.decode(ItemIdentity.self, forKey: .id),
      title: try container.decode(JSONPath.self, forKey: .title),
      titleWith: try container.decodeIfPresent([JSONPath].self, forKey: .titleWith) ?? [],
      titleOr: try container.decodeIfPresent([JSONPath].self, forKey: .titleOr) ?? [],
      titleFormat: try container.decodeIfPresent(FieldFormat.self, forKey: .titleFormat),
      subtitle: try container.decodeIfPresent(SubtitleMapping.self, forKey: .subtitle),
      webPage: try container.decodeIfPresent(WebPageMapping.self, forKey: .webPage),
      picture: try container.decodeIfPresent(PictureMapping.self, forKey: .picture),
      fields: try container.decodeIfPresent([FieldMapping].self, forKey: .fields) ?? [],
      references: try container.decodeIfPresent([ReferenceMapping].self, forKey: .references) ?? [],
      wrapper: try TableCoding.textIfPresent(container, .wrapper, "the key that wraps the record"),
      titleMayBeMissing: try container.decodeIfPresent(Bool.self, forKey: .titleMayBeMissing) ?? false,
      idMayBeMissing: try container.decodeIfPresent(Bool.self, forKey: .idMayBeMissing) ?? false
    )
    if title.segments.isEmpty {
      throw DecodingError.dataCorruptedError(forKey: .title, in: container, debugDescription: "it is empty; write the JSON path of the title, such as \"name\"")
    }
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(kind, forKey: .kind)
    try container.encode(id, forKey: .id)
    if idMayBeMissing { try container.encode(true, forKey: .idMayBeMissing) }
    try container.encode(title, forKey: .title)
    if !titleWith.isEmpty { try container.encode(titleWith, forKey: .titleWith) }
    if !titleOr.isEmpty { try container.encode(titleOr, forKey: .titleOr) }
    try container.encodeIfPresent(titleFormat, forKey: .titleFormat)
    if titleMayBeMissing { try container.encode(true, forKey: .titleMayBeMissing) }
    try container.encodeIfPresent(subtitle, forKey: .subtitle)
    try container.encodeIfPresent(webPage, forKey: .webPage)
    try container.encodeIfPresent(picture, forKey: .picture)
    if !fields.isEmpty { try container.encode(fields, forKey: .fields) }
    if !references.isEmpty { try container.encode(references, forKey: .references) }
    try container.encodeIfPresent(wrapper, forKey: .wrapper)
  }

  package static let schema = TableSchema.object(CodingKeys.self, "How a JSON record becomes an item.", required: [.kind, .id, .title]) { key in
    switch key {
    case .kind: .string("The item's kind: user, pokemon.", minLength: 1)
    case .id: .reference("id")
    case .title: .reference("path")
    case .titleWith: .array(of: .reference("path"), "Texts shown after the title, each after a space, when not blank: a person's last_name after the first_name.")
    case .titleOr: .array(of: .reference("path"), "Where else the title may be, in order, for a record without the title: a TV show's name in a search that answers movies titled by their title.")
    case .titleFormat: .reference("format")
    case .idMayBeMissing: .boolean("Whether a record without its id is shown with its position (#page.row) as its id, with no detail, rather than failing its page.")
    case .titleMayBeMissing: .boolean("Whether a record without its title is titled by its id (or its position) rather than failing its page.")
    case .subtitle: .reference("subtitle")
    case .webPage: .reference("webPage")
    case .picture: .reference("picture")
    case .fields: .array(of: .reference("field"), "The item's fields, in display order.")
    case .references: .array(of: .reference("reference"), "The records it refers to, for expansions and sections.")
    case .wrapper: .string("A key under which the API wraps the record.", minLength: 1)
    }
  }
}
