/// The paging limits and the source of a declaration, read as strictly as
/// every other table: an unknown key is refused with the nearest one.
extension PagingLimitsDeclaration {
  package enum CodingKeys: String, CodingKey, CaseIterable {
    case concurrency, maxPages
  }

  package init(from decoder: any Decoder) throws {
    let container = try TableCoding.container(decoder, keyedBy: CodingKeys.self)
    self.init(concurrency: try container.decode(Int.self, forKey: .concurrency), maxPages: try container.decode(Int.self, forKey: .maxPages))
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(concurrency, forKey: .concurrency)
    try container.encode(maxPages, forKey: .maxPages)
  }
}

extension SourceDeclaration {
  package enum CodingKeys: String, CodingKey, CaseIterable {
    case document, title, version, only, leftOut, groups
  }

  package init(from decoder: any Decoder) throws {
    let container = try TableCoding.container(decoder, keyedBy: CodingKeys.self)
    self.init(
      document: try container.decode(String.self, forKey: .document), title: try container.decodeIfPresent(String.self, forKey: .title),
      version: try container.decodeIfPresent(String.self, forKey: .version), only: try container.decodeIfPresent([String].self, forKey: .only) ?? [],
      leftOut: try container.decodeIfPresent([LeftOut].self, forKey: .leftOut) ?? [],
      groups: try container.decodeIfPresent([Group].self, forKey: .groups) ?? [])
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(document, forKey: .document)
    try container.encodeIfPresent(title, forKey: .title)
    try container.encodeIfPresent(version, forKey: .version)
    try container.encode(only, forKey: .only)
    try container.encode(leftOut, forKey: .leftOut)
    try container.encode(groups, forKey: .groups)
  }
}

extension SourceDeclaration.LeftOut {
  package enum CodingKeys: String, CodingKey, CaseIterable {
    case operation, reason
  }

  package init(from decoder: any Decoder) throws {
    let container = try TableCoding.container(decoder, keyedBy: CodingKeys.self)
    self.init(operation: try container.decode(String.self, forKey: .operation), reason: try container.decode(String.self, forKey: .reason))
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(operation, forKey: .operation)
    try container.encode(reason, forKey: .reason)
  }
}

extension SourceDeclaration.Group {
  package enum CodingKeys: String, CodingKey, CaseIterable {
    case name, operations
  }

  package init(from decoder: any Decoder) throws {
    let container = try TableCoding.container(decoder, keyedBy: CodingKeys.self)
    self.init(name: try container.decode(String.self, forKey: .name), operations: try container.decode(Int.self, forKey: .operations))
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
    try container.encode(operations, forKey: .operations)
  }
}
