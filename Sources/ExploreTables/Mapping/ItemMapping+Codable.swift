import ExploreCore
/// A mapping is written as an object with the table's own names:
///
/// ```json
/// {"kind": "location", "id": "id", "title": "name",
///  "subtitle": {"joined": ["type", "dimension"]}, "webPage": "url",
///  "fields": [{"key": "type", "label": "Type", "absent": null}],
///  "references": [{"name": "residents"}]}
/// ```
extension ItemMapping: Codable {
  private enum CodingKeys: String, CodingKey {
    case kind, id, title, titleMayBeMissing, subtitle, webPage, picture, fields, references, wrapper
  }

  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      kind: try container.decode(String.self, forKey: .kind),
      id: try container.decode(ItemIdentity.self, forKey: .id),
      title: try container.decode(JSONPath.self, forKey: .title),
      subtitle: try container.decodeIfPresent(SubtitleMapping.self, forKey: .subtitle),
      webPage: try container.decodeIfPresent(WebPageMapping.self, forKey: .webPage),
      picture: try container.decodeIfPresent(PictureMapping.self, forKey: .picture),
      fields: try container.decodeIfPresent([FieldMapping].self, forKey: .fields) ?? [],
      references: try container.decodeIfPresent([ReferenceMapping].self, forKey: .references) ?? [],
      wrapper: try container.decodeIfPresent(String.self, forKey: .wrapper),
      titleMayBeMissing: try container.decodeIfPresent(Bool.self, forKey: .titleMayBeMissing) ?? false
    )
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(kind, forKey: .kind)
    try container.encode(id, forKey: .id)
    try container.encode(title, forKey: .title)
    if titleMayBeMissing { try container.encode(true, forKey: .titleMayBeMissing) }
    try container.encodeIfPresent(subtitle, forKey: .subtitle)
    try container.encodeIfPresent(webPage, forKey: .webPage)
    try container.encodeIfPresent(picture, forKey: .picture)
    if !fields.isEmpty { try container.encode(fields, forKey: .fields) }
    if !references.isEmpty { try container.encode(references, forKey: .references) }
    try container.encodeIfPresent(wrapper, forKey: .wrapper)
  }
}
