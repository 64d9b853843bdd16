public import ExploreCore

/// The Rick and Morty API (<https://rickandmortyapi.com>): characters,
/// locations and episodes, as filtered, paged lists and sectioned detail
/// views, with expansions fetched in batches.
///
/// ```swift
/// let provider = RickAndMorty(context: context)
/// let request = ResourceRequest(path: ["episodes"], expansion: "characters")
/// let page = try await provider.load(request, at: .first)
/// let characters = RickAndMorty.descriptor.resource(named: ["episodes"])!.expansions[0]
/// let expanded = try await provider.expand(page.items, by: characters, for: request)
/// ```
///
/// Every request goes through ``ProviderContext/transport``, so the same
/// code runs live, against a recording, or offline from fixtures.
public struct RickAndMorty: Provider {
  let transport: any HTTPTransport
  let endpoints: Endpoints

  /// How many id batches of an expansion are in flight at once.
  package static let batchConcurrency = 4

  public init(context: ProviderContext) {
    self.transport = context.transport
    self.endpoints = Endpoints(baseURL: context.baseURL)
  }

  public func load(_ request: ResourceRequest, at cursor: PageCursor) async throws -> ResourcePage {
    guard request.path.count == 1, let word = request.path.first else {
      throw UnknownResourceError(resource: request.resourceName)
    }
    for kind in RecordKind.allCases {
      if word == kind.listName {
        return try await loadList(kind, request: request, at: cursor)
      }
      if word == kind.itemKind {
        return try await loadDetail(kind, request: request)
      }
    }
    throw UnknownResourceError(resource: request.resourceName)
  }

  public func expand(_ items: [Item], by expansion: ExpansionDescriptor, for request: ResourceRequest) async throws -> [Item] {
    guard let childKind = RecordKind(itemKind: expansion.childKind) else {
      throw ExpansionNotOfferedError(expansion: expansion.name)
    }
    return try await expand(items, reference: expansion.name, into: childKind)
  }
}
