package import ExploreTables
package import ExploreCore

/// The JSON Schema of the declaration format (draft 2020-12), which
/// `explore api schema` prints for editors: made of the schemas each table
/// states next to its `Codable`, one definition a table.
extension ProviderDeclaration {
  /// Each table's definition: its name under `$defs`, and its schema.
  package static let schemaDefinitions: [(name: String, schema: TableSchema)] = [
    ("provider", schema), ("resource", ResourceDeclaration.schema), ("argument", ArgumentDeclaration.schema),
    ("option", OptionDeclaration.schema), ("auth", AuthDeclaration.schema), ("pagingLimits", PagingLimitsDeclaration.schema),
    ("source", SourceDeclaration.schema), ("list", ListEndpoint.schema), ("paging", PagingDeclaration.schema),
    ("detail", DetailDeclaration.schema), ("batch", BatchDeclaration.schema), ("section", SectionDeclaration.schema),
    ("expansion", ExpansionDeclaration.schema), ("join", JoinDeclaration.schema), ("item", ItemMapping.schema),
    ("id", ItemIdentity.schema), ("field", FieldMapping.schema), ("format", FieldFormat.schema), ("subtitle", SubtitleMapping.schema),
    ("webPage", WebPageMapping.schema), ("picture", PictureMapping.schema), ("reference", ReferenceMapping.schema),
    ("emptyAnswer", EmptyAnswer.schema), ("path", TableSchema.path),
  ]

  /// The whole schema, whose root is a provider.
  package static var jsonSchema: JSONValue {
    .object([
      "$schema": .string("https://json-schema.org/draft/2020-12/schema"),
      "title": .string("An explore declaration: a provider in a file (docs/Declarations.md)"),
      "$ref": .string("#/$defs/provider"),
      "$defs": .object(Dictionary(uniqueKeysWithValues: schemaDefinitions.map { ($0.name, $0.schema.json) })),
    ])
  }

  package static let schema = TableSchema.object(
    CodingKeys.self, "A provider declared in a file.", required: [.format, .name, .summary, .baseURL, .resources]
  ) { key in
    switch key {
    case .format: .integer("The declaration format: 1 or 2.", minimum: 1, maximum: currentFormat)
    case .name: .string("The name on the command line: lowercase letters, digits and '-', starting with a letter.", minLength: 1)
    case .aliases: .array(of: .string("Another name on the command line.", minLength: 1))
    case .summary: .string("One line for 'explore providers'.")
    case .baseURL: .string("The API's base URL, http or https.", minLength: 1, format: "uri")
    case .auth: .reference("auth")
    case .pagingLimits: .reference("pagingLimits")
    case .resources: .array(of: .reference("resource"), "The resources, in the order help lists them.")
    case .source: .reference("source")
    }
  }
}

extension ArgumentDeclaration {
  package static let schema = TableSchema.object(CodingKeys.self, "A positional argument: a {name} placeholder of the path.", required: [.name, .summary]) { key in
    switch key {
    case .name: .string("Its name in usage and in the path's placeholder.", minLength: 1)
    case .summary: .string("What help says of it.")
    case .rule: .string("What values it takes.", values: Rule.allCases.map(\.rawValue))
    }
  }
}

extension OptionDeclaration {
  package static let schema = TableSchema.object(CodingKeys.self, "An option: a query parameter of the API.", required: [.parameter, .summary]) { key in
    switch key {
    case .parameter: .string("The query parameter's name in the API.", minLength: 1)
    case .option: .string("The option's name without dashes; the parameter's when left out.", minLength: 1)
    case .summary: .string("What help says of it.")
    case .kind: .string("What values it takes.", values: Kind.allCases.map(\.rawValue))
    case .values: .array(of: .string("A value, as the API spells it."), "The values of a choice.")
    }
  }
}

extension AuthDeclaration {
  package static let schema = TableSchema.object(CodingKeys.self, "How requests carry the user's token.", required: [.scheme]) { key in
    switch key {
    case .scheme: .string("Where the token goes.", values: Scheme.allCases.map(\.rawValue))
    case .name: .string("The header or query item, for the header and query schemes.", minLength: 1)
    case .isRequired: .boolean("Whether every request needs the token.")
    case .prefix: .string("What goes before the token in its header, such as 'Bot ' or 'SSWS '.", minLength: 1)
    case .about: .string("What the API's document says of how it takes a token, for the message of a 401.")
    }
  }
}

extension PagingLimitsDeclaration {
  package static let schema = TableSchema.object(CodingKeys.self, "Pages in flight, and pages --all loads.", required: [.concurrency, .maxPages]) { key in
    switch key {
    case .concurrency: .integer("Pages in flight at once.", minimum: concurrencyRange.lowerBound, maximum: concurrencyRange.upperBound)
    case .maxPages: .integer("Pages --all loads before it needs --max-pages.", minimum: maxPagesRange.lowerBound, maximum: maxPagesRange.upperBound)
    }
  }
}

extension SourceDeclaration {
  package static let schema = TableSchema.object(CodingKeys.self, "Where the declaration came from, as 'api add' writes it.", required: [.document]) { key in
    switch key {
    case .document: .string("The document's path or URL.")
    case .title, .version: .string("The document's info.\(key.stringValue).")
    case .only: .array(of: .string("A tag or path prefix kept."))
    case .leftOut:
      .array(
        of: .object(LeftOut.CodingKeys.self, "An operation left out, and why.", required: [.operation, .reason]) { _ in .string("Its text.") })
    case .renamed:
      .array(
        of: .object(Renamed.CodingKeys.self, "A name the plan changed, and why.", required: [.operation, .from, .to, .reason]) { _ in
          .string("Its text.")
        })
    case .groups:
      .array(
        of: .object(Group.CodingKeys.self, "A tag or path prefix, with its operations.", required: [.name, .operations]) { key in
          key == .name ? .string("tag:NAME or path:/PREFIX.") : .integer("Its operations.", minimum: 0)
        })
    }
  }
}

extension ListEndpoint {
  package static let schema = TableSchema.object(CodingKeys.self, "A list the API serves at one path.", required: [.path, .item]) { key in
    switch key {
    case .path: .string("The list's path under the base URL, with {name} placeholders.", minLength: 1)
    case .item: .reference("item")
    case .records: .reference("path")
    case .paging: .reference("paging")
    case .search: .string("The query parameter that carries --search.", minLength: 1)
    case .searchRequired: .boolean("Whether the API answers the list only to a search: a command line without --search is refused.")
    case .title: .string("The section's title, {name} filled from the arguments; the path's last word, capitalised, when left out.", minLength: 1)
    case .name: .string("The section's id; the path's words when left out.", minLength: 1)
    case .emptyNote: .string("What an empty page says, {name} filled from the arguments.", minLength: 1)
    case .subject:
      .string("What a failed request names: a 404 reads \"Could not find SUBJECT\". {name} filled from the arguments, {page} with the page's number.", minLength: 1)
    case .filteredNote: .string("What an empty page narrowed by --search or an option says, {name} filled from the arguments.", minLength: 1)
    case .emptyAnswer: .reference("emptyAnswer")
    }
  }
}

extension DetailDeclaration {
  package static let schema = TableSchema.object(CodingKeys.self, "A detail view: a record, then sections.", required: [.path, .item]) { key in
    switch key {
    case .path: .string("The record's path, with the resource's arguments in its placeholders.", minLength: 1)
    case .item: .reference("item")
    case .title: .string("The record's section title; its kind, capitalised, when left out.", minLength: 1)
    case .sections: .array(of: .reference("section"))
    case .batch: .reference("batch")
    case .missing: .reference("emptyAnswer")
    }
  }
}

extension BatchDeclaration {
  package static let schema = TableSchema.object(CodingKeys.self, "The path that answers many records at once.", required: [.path]) { key in
    switch key {
    case .path: .string("The path, with one placeholder for the ids.", minLength: 1)
    case .separator: .string("What joins the ids: ',' unless given.", minLength: 1)
    }
  }
}

extension JoinDeclaration {
  package static let schema = TableSchema.object(CodingKeys.self, "A join with a whole list.", required: [.list, .reference]) { key in
    switch key {
    case .list: .string("The name of a list resource that takes no argument.", minLength: 1)
    case .reference: .string("The name of the reference that links the records.", minLength: 1)
    }
  }
}

extension SectionDeclaration {
  package static let schema = TableSchema.object(CodingKeys.self, "A section of a detail view.", required: [.title], forms: forms) { key in
    switch key {
    case .title: .string("The section's title.", minLength: 1)
    case .emptyNote: .string("What the section says when it is empty.")
    case .records: .reference("path")
    case .item: .reference("item")
    case .references: .string("The record's records under this reference, loaded through their detail resource.", minLength: 1)
    case .referenced: .reference("join")
    case .referring: .reference("join")
    case .sharing: .reference("join")
    case .custom: .string("A section a Swift provider registers.", minLength: 1)
    }
  }
}

extension ExpansionDeclaration {
  package static let schema = TableSchema.object(CodingKeys.self, "What --expand NAME does.", required: [.name, .summary], forms: forms) { key in
    switch key {
    case .name: .string("The name --expand takes.", minLength: 1)
    case .summary: .string("What help says of it.")
    case .budget: .integer("The most requests expanding one page may make.", minimum: 1)
    case .record: .string("The path of each item's record, with {id}.", minLength: 1)
    case .children: .reference("path")
    case .item: .reference("item")
    case .references: .string("The items' records under this reference, loaded through their detail resource.", minLength: 1)
    case .join: .reference("join")
    case .custom: .string("An expansion a Swift provider registers.", minLength: 1)
    }
  }
}
