/// An expansion of a resource, declared together with the handler that
/// fills in ``Item/children``: an episode expands into its characters.
/// `P` is what the handler receives, as for ``Resource``.
///
/// ```swift
/// Expansion<RickAndMorty>(
///   name: "characters", summary: "The characters who appear in each episode",
///   childKind: "character", maxRequestsPerPage: 2
/// ) { provider, items, request in
///   try await provider.expand(items, reference: "characters", into: .character)
/// }
/// ```
///
/// Handlers collect the references of every item, remove duplicates and
/// fetch them in as few requests as the API allows: never one request per
/// item.
public struct Expansion<P: Sendable>: Sendable {
  /// Returns the items with ``Item/children`` filled in.
  public typealias Handler = @Sendable (P, [Item], ResourceRequest) async throws -> [Item]

  public let descriptor: ExpansionDescriptor
  let handler: Handler

  public init(_ descriptor: ExpansionDescriptor, expand: @escaping Handler) {
    self.descriptor = descriptor
    self.handler = expand
  }

  /// An expansion declared in place; see ``ExpansionDescriptor``.
  public init(
    name: String, summary: String, childKind: String, maxRequestsPerPage: Int? = nil, expand: @escaping Handler
  ) {
    self.init(
      ExpansionDescriptor(name: name, summary: summary, childKind: childKind, maxRequestsPerPage: maxRequestsPerPage),
      expand: expand
    )
  }

  /// An expansion whose cost depends on a list, such as a join:
  /// `cost: .pages(of: ["people"])`; see ``ExpansionCost``.
  public init(name: String, summary: String, childKind: String, cost: ExpansionCost, expand: @escaping Handler) {
    self.init(ExpansionDescriptor(name: name, summary: summary, childKind: childKind, cost: cost), expand: expand)
  }
}
