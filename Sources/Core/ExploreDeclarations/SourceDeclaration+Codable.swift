import ExploreTables
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

extension SourceDeclaration.Renamed {
  package enum CodingKeys: String, CodingKey, CaseIterable {
    case operation, from, to, reason
  }

  package init(from decoder: any Decoder) throws {
    let container = try TableCoding.container(decoder, keyedBy: CodingKeys.self)
    self.init(
      operation: try container.decode(String.self, forKey: .operation), from: try container.decode(String.self, forKey: .from),
      to: try container.decode(String.self, forKey: .to), reason: try container.decode(String.self, forKey: .reason))
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(operation, forKey: .operation)
    try container.encode(from, forKey: .from)
    try container.encode(to, forKey: .to)
    try container.encode(reason, forKey: .reason)
  }
}
