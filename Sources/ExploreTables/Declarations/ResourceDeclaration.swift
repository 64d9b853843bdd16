package import ExploreCore

/// One resource of a declared provider: a list (``list``) or a detail view
/// (``detail``), exactly one of them, with its command-line words.
///
/// A list's or a detail's path may hold `{name}` placeholders, each one of
/// the resource's ``arguments``: `/users/{username}/followers` is
/// `followers <username>`.
package struct ResourceDeclaration: Sendable, Codable {
  /// The words that name it: `followers`, `search users`.
  package var name: String
  /// Other names of its last word.
  package var aliases: [String]
  /// One line for help.
  package var summary: String
  /// What `--help` says after the summary.
  package var discussion: String?
  /// Its positional arguments, each a `{name}` placeholder of its path.
  package var arguments: [ArgumentDeclaration]
  /// Its options, each a query parameter of the API.
  package var options: [OptionDeclaration]
  /// The list it shows, for a list resource.
  package var list: ListEndpoint?
  /// The record it shows, for a detail resource.
  package var detail: DetailDeclaration?
  /// What `--expand` offers, for a list resource.
  package var expansions: [ExpansionDeclaration]
  /// Command lines for help, after `explore <provider>`.
  package var examples: [String]
  /// The group help lists it under: the OpenAPI document's tag (`users`,
  /// `search`); `nil` for none.
  package var group: String?

  package init(
    name: String, aliases: [String] = [], summary: String, discussion: String? = nil, arguments: [ArgumentDeclaration] = [],
    options: [OptionDeclaration] = [], list: ListEndpoint? = nil, detail: DetailDeclaration? = nil,
    expansions: [ExpansionDeclaration] = [], examples: [String] = []
  ) {
    self.name = name
    self.aliases = aliases
    self.summary = summary
    self.discussion = discussion
    self.arguments = arguments
    self.options = options
    self.list = list
    self.detail = detail
    self.expansions = expansions
    self.examples = examples
  }

  /// The words of ``name``.
  package var path: [String] { name.split(separator: " ").map(String.init) }

  private enum CodingKeys: String, CodingKey {
    case name, aliases, summary, discussion, arguments, options, list, detail, expansions, examples, group
  }

  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    name = try container.decode(String.self, forKey: .name)
    aliases = try container.decodeIfPresent([String].self, forKey: .aliases) ?? []
    summary = try container.decode(String.self, forKey: .summary)
    discussion = try container.decodeIfPresent(String.self, forKey: .discussion)
    arguments = try container.decodeIfPresent([ArgumentDeclaration].self, forKey: .arguments) ?? []
    options = try container.decodeIfPresent([OptionDeclaration].self, forKey: .options) ?? []
    list = try container.decodeIfPresent(ListEndpoint.self, forKey: .list)
    detail = try container.decodeIfPresent(DetailDeclaration.self, forKey: .detail)
    expansions = try container.decodeIfPresent([ExpansionDeclaration].self, forKey: .expansions) ?? []
    examples = try container.decodeIfPresent([String].self, forKey: .examples) ?? []
    group = try container.decodeIfPresent(String.self, forKey: .group)
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
    if !aliases.isEmpty { try container.encode(aliases, forKey: .aliases) }
    try container.encode(summary, forKey: .summary)
    try container.encodeIfPresent(discussion, forKey: .discussion)
    if !arguments.isEmpty { try container.encode(arguments, forKey: .arguments) }
    if !options.isEmpty { try container.encode(options, forKey: .options) }
    try container.encodeIfPresent(list, forKey: .list)
    try container.encodeIfPresent(detail, forKey: .detail)
    if !expansions.isEmpty { try container.encode(expansions, forKey: .expansions) }
    if !examples.isEmpty { try container.encode(examples, forKey: .examples) }
    try container.encodeIfPresent(group, forKey: .group)
  }
}

/// A detail view: the record at ``path`` (with the resource's arguments in
/// its placeholders), in a section of its own, then a section for each of
/// ``sections``, made of records inside it.
package struct DetailDeclaration: Sendable, Codable {
  /// The record's path under the base URL: `/api/v2/pokemon/{id}/`.
  package var path: String
  /// How the record becomes an item.
  package var item: ItemMapping
  /// The record's section title; its kind, capitalised, when `nil`.
  package var title: String?
  /// Sections of records inside the record.
  package var sections: [SectionDeclaration]

  package init(path: String, item: ItemMapping, title: String? = nil, sections: [SectionDeclaration] = []) {
    self.path = path
    self.item = item
    self.title = title
    self.sections = sections
  }

  private enum CodingKeys: String, CodingKey {
    case path, item, title, sections
  }

  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    path = try container.decode(String.self, forKey: .path)
    item = try container.decode(ItemMapping.self, forKey: .item)
    title = try container.decodeIfPresent(String.self, forKey: .title)
    sections = try container.decodeIfPresent([SectionDeclaration].self, forKey: .sections) ?? []
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(path, forKey: .path)
    try container.encode(item, forKey: .item)
    try container.encodeIfPresent(title, forKey: .title)
    if !sections.isEmpty { try container.encode(sections, forKey: .sections) }
  }
}

/// A section of a detail view made of records inside the shown one, such
/// as a Pokémon's abilities at `abilities[*].ability`.
package struct SectionDeclaration: Sendable, Codable {
  package var title: String
  /// Where the records are in the shown record.
  package var records: JSONPath
  /// How each becomes an item.
  package var item: ItemMapping
  /// What the section says when it is empty.
  package var emptyNote: String?

  package init(title: String, records: JSONPath, item: ItemMapping, emptyNote: String? = nil) {
    self.title = title
    self.records = records
    self.item = item
    self.emptyNote = emptyNote
  }
}

/// An expansion of a list: each item's own record, loaded at ``record``
/// (`{id}` is the item's id), whose records at ``children`` become the
/// item's children. It costs one request per item of a page.
package struct ExpansionDeclaration: Sendable, Codable {
  /// The name `--expand` takes.
  package var name: String
  package var summary: String
  /// The path of each item's record: `/api/v2/type/{id}/`.
  package var record: String
  /// Where the children are in that record.
  package var children: JSONPath
  /// How each child becomes an item.
  package var item: ItemMapping

  /// The most items of a list that does not page (its whole list is one
  /// answer) that the expansion loads the records of: one request each.
  package static let singleListBudget = 100

  package init(name: String, summary: String, record: String, children: JSONPath, item: ItemMapping) {
    self.name = name
    self.summary = summary
    self.record = record
    self.children = children
    self.item = item
  }
}
