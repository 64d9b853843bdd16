package import ExploreTables

/// One resource of a declared provider: a list (``list``) or a detail view
/// (``detail``), exactly one of them, with its command-line words.
///
/// A list's or a detail's path may hold `{name}` placeholders, each one of
/// the resource's ``arguments``: `/users/{username}/followers` is
/// `followers <username>`.
package struct ResourceDeclaration: Sendable {
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
  /// What `--expand` offers: on a list, children of each item; on a
  /// detail view, a section of the record's.
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

  /// How its records map: the list's items, or the detail's record.
  package var mapping: ItemMapping? { list?.mapping ?? detail?.item }
}

extension ResourceDeclaration: Codable {
  package enum CodingKeys: String, CodingKey, CaseIterable {
    case name, aliases, summary, discussion, arguments, options, list, detail, expansions, examples, group
  }

  package init(from decoder: any Decoder) throws {
    let container = try TableCoding.container(decoder, keyedBy: CodingKeys.self)
    name = try TableCoding.text(container, .name, "its words on the command line, such as \"people\"")
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

  package static let schema = TableSchema.object(
    CodingKeys.self, "A resource: a list or a detail view, with its words on the command line.", required: [.name, .summary],
    forms: [[.list], [.detail]]
  ) { key in
    switch key {
    case .name: .string("Its words on the command line: followers, search users.", minLength: 1)
    case .aliases: .array(of: .string("Another name of its last word.", minLength: 1))
    case .summary: .string("One line for help.")
    case .discussion: .string("What --help says after the summary.")
    case .arguments: .array(of: .reference("argument"), "One per {name} placeholder of its path.")
    case .options: .array(of: .reference("option"), "Query parameters offered as options.")
    case .list: .reference("list")
    case .detail: .reference("detail")
    case .expansions: .array(of: .reference("expansion"), "What --expand offers.")
    case .examples: .array(of: .string("A command line after 'explore <name>'."))
    case .group: .string("The group help lists it under, such as an OpenAPI document's tag.", minLength: 1)
    }
  }
}
