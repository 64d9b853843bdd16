package import ExploreCore

extension Resource {
  /// A resource of a test provider whose handler and expansions all go to
  /// one function each, so that a fake can answer from one `switch`.
  package static func forwarding(
    _ descriptor: ResourceDescriptor,
    load: @escaping Handler,
    expand: @escaping @Sendable (P, [Item], ExpansionDescriptor, ResourceRequest) async throws -> [Item]
  ) -> Resource<P> {
    var descriptor = descriptor
    let expansions = descriptor.expansions
    descriptor.expansions = []
    return Resource(
      descriptor,
      expansions: expansions.map { expansion in
        Expansion(expansion) { provider, items, request in try await expand(provider, items, expansion, request) }
      },
      load: load
    )
  }
}
