extension Provider {
  /// The provider as the CLI holds it: its descriptor, and a loader made
  /// with ``init(context:)``.
  public static var definition: ProviderDefinition {
    ProviderDefinition(metadata: metadata, resources: resources, make: Self.init(context:))
  }

  /// Loads one page of a list, the sections of a detail view, or performs
  /// an action: resolves the resource, checks the request against its
  /// rules, and calls its handler.
  ///
  /// - Throws: ``UnknownResourceError``, ``InvalidValueError`` (both usage
  ///   errors, exit 64), or what the handler throws.
  public func load(_ request: ResourceRequest, at cursor: PageCursor) async throws -> ResourcePage {
    try await Self.table.load(request, at: cursor, on: self)
  }

  /// Returns `items`, loaded by `request`, with ``Item/children`` filled in
  /// by `expansion`.
  ///
  /// - Throws: ``UnsupportedExpansionError`` (exit 64) when the resource
  ///   does not offer `expansion`, or what its handler throws.
  public func expand(_ items: [Item], by expansion: ExpansionDescriptor, for request: ResourceRequest) async throws -> [Item] {
    try await Self.table.expand(items, by: expansion, for: request, on: self)
  }

  private static var table: ResourceTable<Self> { ResourceTable(provider: metadata.name, resources: resources) }
}
