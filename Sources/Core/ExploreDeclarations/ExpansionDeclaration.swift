package import ExploreTables
package import ExploreCore

/// What `--expand NAME` does: on a list, it fills each item's children; on
/// a detail view, it adds a section of the record's.
///
/// ```json
/// {"name": "characters", "summary": "The people of each film", "references": "characters"}
/// {"name": "members", "summary": "…", "record": "/kinds/{id}/", "children": "monsters[*].monster", "item": {…}}
/// {"name": "pilots", "summary": "…", "join": {"list": "people", "reference": "pilots"}}
/// ```
///
/// Its requests for a page are bounded by ``budget``, else by a bound the
/// engine derives (the batches a page's ids can need, or one request a
/// record up to the page's size): a page that would need more is refused
/// before any request.
package struct ExpansionDeclaration: Sendable {
  /// Where the children come from.
  package enum Form: Sendable {
    /// Each item's own record, at `record` with the item's id in its
    /// `{id}`, whose records at `children` become the item's children.
    case records(record: String, children: JSONPath, item: ItemMapping)
    /// The records each item refers to under this reference, loaded
    /// through their detail resource, in batches when it declares one.
    case references(String)
    /// The records of a whole list that each item refers to, the list
    /// loaded once a run.
    case join(JoinDeclaration)
    /// Children a provider written in Swift loads, by name.
    case custom(String)
  }

  /// The name `--expand` takes.
  package var name: String
  package var summary: String
  package var form: Form
  /// The most requests expanding one page may make.
  package var budget: Int?

  /// The most items of a list that does not page (its whole list is one
  /// answer) that an expansion loads one request each for, when it
  /// declares no budget.
  package static let singleListBudget = 100

  package init(name: String, summary: String, _ form: Form, budget: Int? = nil) {
    self.name = name
    self.summary = summary
    self.form = form
    self.budget = budget
  }

  /// An expansion into each item's own record.
  package init(name: String, summary: String, record: String, children: JSONPath, item: ItemMapping) {
    self.init(name: name, summary: summary, .records(record: record, children: children, item: item))
  }
}

extension ExpansionDeclaration: Codable {
  package enum CodingKeys: String, CodingKey, CaseIterable {
    case name, summary, budget, record, children, item, references, join, custom
  }

  static let forms: [[CodingKeys]] = [[.record, .children, .item], [.references], [.join], [.custom]]

  package init(from decoder: any Decoder) throws {
    let container = try TableCoding.container(decoder, keyedBy: CodingKeys.self)
    name = try TableCoding.text(container, .name, "the name --expand takes, such as \"characters\"")
    summary = try container.decode(String.self, forKey: .summary)
    budget = try container.decodeIfPresent(Int.self, forKey: .budget)
    if let budget, budget < 1 {
      throw DecodingError.dataCorruptedError(forKey: .budget, in: container, debugDescription: "write the most requests a page may take, 1 or more")
    }
    let given = Self.forms.filter { $0.contains(where: container.contains) }
    guard given.count == 1, let keys = given.first else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath,
          debugDescription: "an expansion takes exactly one of 'references', 'record' (with 'children' and 'item'), 'join' and 'custom'"))
    }
    switch keys[0] {
    case .record:
      form = .records(
        record: try TableCoding.text(container, .record, "the path of each item's record, with {id}"),
        children: try container.decode(JSONPath.self, forKey: .children), item: try container.decode(ItemMapping.self, forKey: .item))
    case .references: form = .references(try TableCoding.text(container, .references, "the name of a reference of the items"))
    case .join: form = .join(try container.decode(JoinDeclaration.self, forKey: .join))
    default: form = .custom(try TableCoding.text(container, .custom, "the name a Swift provider registers"))
    }
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
    try container.encode(summary, forKey: .summary)
    try container.encodeIfPresent(budget, forKey: .budget)
    switch form {
    case .records(let record, let children, let item):
      try container.encode(record, forKey: .record)
      try container.encode(children, forKey: .children)
      try container.encode(item, forKey: .item)
    case .references(let name): try container.encode(name, forKey: .references)
    case .join(let join): try container.encode(join, forKey: .join)
    case .custom(let name): try container.encode(name, forKey: .custom)
    }
  }
}
