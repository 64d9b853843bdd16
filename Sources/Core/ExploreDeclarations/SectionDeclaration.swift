package import ExploreTables
package import ExploreCore

/// A section of a detail view after the record's own: records inside the
/// record, the records it refers to, or records of a whole list joined
/// with it.
///
/// ```json
/// {"title": "Moves", "records": "moves[*].move", "item": {…}}
/// {"title": "Films", "references": "films", "emptyNote": "in no films"}
/// {"title": "Starships", "referring": {"list": "starships", "reference": "pilots"}}
/// ```
package struct SectionDeclaration: Sendable {
  /// Where a section's records come from.
  package enum Form: Sendable {
    /// The records inside the shown one at a JSON path, each mapped by
    /// the item: a Pokémon's abilities. No request.
    case embedded(records: JSONPath, item: ItemMapping)
    /// The records the shown one refers to under this reference, each
    /// loaded through its detail resource (in batches when it declares
    /// one): a film's characters.
    case references(String)
    /// The records of a whole list that the shown record refers to: a
    /// book's authors, in the order it names them.
    case referenced(JoinDeclaration)
    /// The records of a whole list that refer to the shown one: a
    /// person's films, whose `characters` name the person.
    case referring(JoinDeclaration)
    /// The other records of a whole list that share a reference with the
    /// shown one: the other books of a series.
    case sharing(JoinDeclaration)
    /// Records a provider written in Swift loads, by name.
    case custom(String)
  }

  package var title: String
  /// What the section says when it is empty.
  package var emptyNote: String?
  package var form: Form

  package init(title: String, _ form: Form, emptyNote: String? = nil) {
    self.title = title
    self.form = form
    self.emptyNote = emptyNote
  }

  /// A section of records inside the shown one.
  package init(title: String, records: JSONPath, item: ItemMapping, emptyNote: String? = nil) {
    self.init(title: title, .embedded(records: records, item: item), emptyNote: emptyNote)
  }

  /// The section's id in JSON, from its title: `"In the same series"` is
  /// `in-the-same-series`.
  package var id: String { Self.id(title) }

  /// `in-the-same-series` for `"In the same series"`.
  package static func id(_ title: String) -> String {
    title.lowercased().split(separator: " ").joined(separator: "-")
  }
}

extension SectionDeclaration: Codable {
  package enum CodingKeys: String, CodingKey, CaseIterable {
    case title, emptyNote, records, item, references, referenced, referring, sharing, custom
  }

  /// The forms, each by the keys that say it.
  static let forms: [[CodingKeys]] = [[.records, .item], [.references], [.referenced], [.referring], [.sharing], [.custom]]

  package init(from decoder: any Decoder) throws {
    let container = try TableCoding.container(decoder, keyedBy: CodingKeys.self)
    title = try TableCoding.text(container, .title, "the section's title, such as \"Films\"")
    emptyNote = try container.decodeIfPresent(String.self, forKey: .emptyNote)
    let given = Self.forms.filter { $0.contains(where: container.contains) }
    guard given.count == 1, let keys = given.first else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath,
          debugDescription: "a section takes exactly one of 'records' (with 'item'), 'references', 'referenced', 'referring', 'sharing' and 'custom'"))
    }
    switch keys[0] {
    case .records: form = .embedded(records: try container.decode(JSONPath.self, forKey: .records), item: try container.decode(ItemMapping.self, forKey: .item))
    case .references: form = .references(try TableCoding.text(container, .references, "the name of a reference of the record"))
    case .referenced: form = .referenced(try container.decode(JoinDeclaration.self, forKey: .referenced))
    case .referring: form = .referring(try container.decode(JoinDeclaration.self, forKey: .referring))
    case .sharing: form = .sharing(try container.decode(JoinDeclaration.self, forKey: .sharing))
    default: form = .custom(try TableCoding.text(container, .custom, "the name a Swift provider registers"))
    }
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(title, forKey: .title)
    try container.encodeIfPresent(emptyNote, forKey: .emptyNote)
    switch form {
    case .embedded(let records, let item):
      try container.encode(records, forKey: .records)
      try container.encode(item, forKey: .item)
    case .references(let name): try container.encode(name, forKey: .references)
    case .referenced(let join): try container.encode(join, forKey: .referenced)
    case .referring(let join): try container.encode(join, forKey: .referring)
    case .sharing(let join): try container.encode(join, forKey: .sharing)
    case .custom(let name): try container.encode(name, forKey: .custom)
    }
  }
}
