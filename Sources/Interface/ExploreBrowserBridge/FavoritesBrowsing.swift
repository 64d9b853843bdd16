import ExploreArguments
package import ExploreCore
package import ExploreStorage

/// A provider as `-i <provider> favorites` browses it: the `favorites`
/// list is the user's favorites of one kind, each loaded fresh through its
/// detail resource (``FavoritesLoader``) as one page; every other request
/// (a drill-down, an expansion, a detail) goes to the provider itself.
///
/// A favorite that fails to load is a row that says why, so that the
/// others still show; when every one fails, the page fails with the first
/// error.
package struct FavoritesBrowsing: ResourceLoader {
  package let provider: any ResourceLoader
  package let store: FavoritesStore
  package let providerName: String
  /// The kind the favorites list shows (`--kind`, else the first).
  package let kind: FavoritableKind
  package let describe: @Sendable (any Error) -> String

  package init(
    provider: any ResourceLoader, store: FavoritesStore, providerName: String, kind: FavoritableKind,
    describe: @escaping @Sendable (any Error) -> String
  ) {
    self.provider = provider
    self.store = store
    self.providerName = providerName
    self.kind = kind
    self.describe = describe
  }

  package func load(_ request: ResourceRequest, at cursor: PageCursor) async throws -> ResourcePage {
    guard request.path == ["favorites"] else { return try await provider.load(request, at: cursor) }
    let favorites = try store.favorites(provider: providerName, kind: kind.kind)
    var (items, failures) = try await FavoritesLoader.load(favorites, kind: kind, provider: provider, describe: describe)
    for failure in failures {
      items.append(
        Item(id: failure.favorite.id, kind: failure.favorite.kind, title: failure.favorite.title, subtitle: "could not load: \(failure.reason)"))
    }
    let section = ItemSection(
      id: "favorites", title: "Favorite \(kind.plural)", items: items,
      emptyNote: "You have no \(providerName) favorites yet. Press f on a row to add one, or run 'explore \(providerName) favorites add <id>'."
    )
    return ResourcePage(sections: [section], paging: .single)
  }

  package func expand(_ items: [Item], by expansion: ExpansionDescriptor, for request: ResourceRequest) async throws -> [Item] {
    try await provider.expand(items, by: expansion, for: request)
  }
}
