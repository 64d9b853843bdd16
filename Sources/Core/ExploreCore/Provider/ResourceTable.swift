/// A provider's resources, found by the path a request names: the one
/// place where a request is resolved, checked against its resource's rules
/// and handed to the handler, for built-in and declared providers alike.
struct ResourceTable<P: Sendable>: Sendable {
  /// The provider's name, for the errors that name it.
  var provider: String
  var resources: [Resource<P>]

  /// The resource `request` names.
  ///
  /// - Throws: ``UnknownResourceError`` when the provider has none by that
  ///   name.
  /// - Complexity: O(*r*) in the number of resources.
  func resource(for request: ResourceRequest) throws -> Resource<P> {
    guard let resource = resources.first(where: { $0.descriptor.isNamed(request.path) }) else {
      throw UnknownResourceError(provider: provider, resource: request.resourceName)
    }
    return resource
  }

  /// Resolves the resource, checks the request against its rules, and
  /// calls its handler on `instance`.
  ///
  /// NB: this is the one place where a request's values are validated, so
  /// a value that breaks a rule never reaches the network, however the
  /// request was made.
  func load(_ request: ResourceRequest, at cursor: PageCursor, on instance: P) async throws -> ResourcePage {
    let resource = try resource(for: request)
    try resource.descriptor.validate(request)
    return try await resource.handler(instance, request, cursor)
  }

  /// Fills in `items`' children with the resource's expansion named like
  /// `expansion`.
  func expand(_ items: [Item], by expansion: ExpansionDescriptor, for request: ResourceRequest, on instance: P) async throws -> [Item] {
    let resource = try resource(for: request)
    guard let handler = resource.expansion(named: expansion.name) else {
      throw UnsupportedExpansionError(provider: provider, resource: resource.descriptor.name, expansion: expansion.name)
    }
    return try await handler.handler(instance, items, request)
  }
}
