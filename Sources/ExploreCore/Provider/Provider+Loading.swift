extension Provider {
  /// The resource `request` names.
  ///
  /// - Throws: ``UnknownResourceError`` when the provider has none by that
  ///   name.
  /// - Complexity: O(*r*) in the number of resources.
  public static func resource(for request: ResourceRequest) throws -> Resource<Self> {
    guard let resource = resources.first(where: { $0.descriptor.isNamed(request.path) }) else {
      throw UnknownResourceError(provider: metadata.name, resource: request.resourceName)
    }
    return resource
  }

  /// Loads one page of a list, the sections of a detail view, or performs
  /// an action: resolves the resource, checks the request against its
  /// rules, and calls its handler.
  ///
  /// This is the one place where a request's values are validated, so a
  /// value that breaks a rule never reaches the network, however the
  /// request was made.
  ///
  /// - Throws: ``UnknownResourceError``, ``InvalidValueError`` (both usage
  ///   errors, exit 64), or what the handler throws.
  public func load(_ request: ResourceRequest, at cursor: PageCursor) async throws -> ResourcePage {
    let resource = try Self.resource(for: request)
    try resource.descriptor.validate(request)
    return try await resource.handler(self, request, cursor)
  }

  /// Returns `items`, loaded by `request`, with ``Item/children`` filled in
  /// by `expansion`.
  ///
  /// - Throws: ``UnsupportedExpansionError`` (exit 64) when the resource
  ///   does not offer `expansion`, or what its handler throws.
  public func expand(_ items: [Item], by expansion: ExpansionDescriptor, for request: ResourceRequest) async throws -> [Item] {
    let resource = try Self.resource(for: request)
    guard let handler = resource.expansion(named: expansion.name) else {
      throw UnsupportedExpansionError(provider: Self.metadata.name, resource: resource.descriptor.name, expansion: expansion.name)
    }
    return try await handler.handler(self, items, request)
  }
}
