public import ExploreCore
public import ExploreNetworking
public import ExploreEngine

/// The Rick and Morty API (<https://rickandmortyapi.com>): characters,
/// locations and episodes, as filtered, paged lists and sectioned detail
/// views, with expansions loaded in batches by id: tables the engine runs.
///
/// ```swift
/// let provider = RickAndMorty(context: context)
/// let request = ResourceRequest(path: ["episodes"], expansion: "characters")
/// let page = try await provider.load(request, at: .first)
/// let characters = RickAndMorty.Expansions.characters
/// let expanded = try await provider.expand(page.items, by: characters, for: request)
/// ```
///
/// Every request goes through ``ProviderContext/transport``, so the same
/// code runs live, against a recording, or offline from fixtures.
public struct RickAndMorty: Provider, TableOwner {
  /// The API's client; no token.
  public let client: RESTClient

  public init(context: ProviderContext) {
    self.client = RESTClient(context: context)
  }

  /// The engine of one load: the client, and the character's subtitle
  /// that only Swift says (``hooks``).
  package func tableEngine() throws -> TableEngine {
    TableEngine(client: client, hooks: Self.hooks)
  }
}
