package import ExploreTables
import ExploreCore

/// A detail view: the record at ``path`` (with the resource's arguments in
/// its placeholders), in a section of its own, then a section for each of
/// ``sections``.
///
/// ```json
/// {"path": "/people/{id}/", "item": {…}, "batch": {"path": "/people/{ids}/"},
///  "missing": {"at": "detail", "equals": "Not found."}, "sections": [{"title": "Films", "references": "films"}]}
/// ```
package struct DetailDeclaration: Sendable {
  /// The record's path under the base URL: `/api/v2/pokemon/{id}/`.
  package var path: String
  /// How the record becomes an item.
  package var item: ItemMapping
  /// The record's section title; its kind, capitalised, when `nil`.
  package var title: String?
  /// The sections after the record's.
  package var sections: [SectionDeclaration]
  /// The path that answers several records at once, for an API that takes
  /// many ids in one request: references to this resource load in batches.
  package var batch: BatchDeclaration?
  /// The 404 that says a record does not exist: a reference to one is left
  /// out, and another 404 (a wrong address) is an error. Any 404 when `nil`.
  package var missing: EmptyAnswer?

  package init(
    path: String, item: ItemMapping, title: String? = nil, sections: [SectionDeclaration] = [], batch: BatchDeclaration? = nil,
    missing: EmptyAnswer? = nil
  ) {
    self.path = path
    self.item = item
    self.title = title
    self.sections = sections
    self.batch = batch
    self.missing = missing
  }
}

extension DetailDeclaration: Codable {
  package enum CodingKeys: String, CodingKey, CaseIterable {
    case path, item, title, sections, batch, missing
  }

  package init(from decoder: any Decoder) throws {
    let container = try TableCoding.container(decoder, keyedBy: CodingKeys.self)
    path = try TableCoding.text(container, .path, "the record's path, such as \"/people/{id}/\"")
    item = try container.decode(ItemMapping.self, forKey: .item)
    title = try TableCoding.textIfPresent(container, .title, "the record's section title, or leave it out for its kind")
    sections = try container.decodeIfPresent([SectionDeclaration].self, forKey: .sections) ?? []
    batch = try container.decodeIfPresent(BatchDeclaration.self, forKey: .batch)
    missing = try container.decodeIfPresent(EmptyAnswer.self, forKey: .missing)
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(path, forKey: .path)
    try container.encode(item, forKey: .item)
    try container.encodeIfPresent(title, forKey: .title)
    if !sections.isEmpty { try container.encode(sections, forKey: .sections) }
    try container.encodeIfPresent(batch, forKey: .batch)
    try container.encodeIfPresent(missing, forKey: .missing)
  }
}
