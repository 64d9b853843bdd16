package import ExploreCore
import ExploreNetworking
package import ExploreStorage

/// Loads favorites fresh, each through its kind's detail resource, a few at
/// a time and in the favorites' order: for `explore <provider> favorites`
/// and for the interactive browser's `-i <provider> favorites`.
///
/// A favorite whose load answers "not found" is a row marked "no longer
/// exists upstream", never dropped.
package enum FavoritesLoader {
  /// How many favorites load at once.
  package static let maximumConcurrentLoads = 6

  /// Loads `favorites`, ``maximumConcurrentLoads`` at a time.
  ///
  /// - Parameter describe: the sentence a failure's row or error gives.
  /// - Returns: the items loaded, and the favorites that failed with why.
  /// - Throws: the first failure when every favorite failed (a rejected
  ///   token, no network: the error says it best); `CancellationError`.
  package static func load(
    _ favorites: [Favorite], kind: FavoritableKind, provider: any ResourceLoader, describe: @escaping @Sendable (any Error) -> String
  ) async throws -> (items: [Item], failures: [FavoritesLoadError.Failure]) {
    let results = try await favorites.boundedResults(width: maximumConcurrentLoads) { favorite in
      try await loadOne(favorite, kind: kind, provider: provider)
    }
    var items: [Item] = []
    var failures: [FavoritesLoadError.Failure] = []
    var firstError: (any Error)?
    for (favorite, result) in zip(favorites, results) {
      switch result {
      case .success(let item): items.append(item)
      case .failure(let error):
        firstError = firstError ?? error
        failures.append(FavoritesLoadError.Failure(favorite: favorite, reason: describe(error)))
      }
    }
    if items.isEmpty, let firstError { throw firstError }
    return (items, failures)
  }

  private static func loadOne(_ favorite: Favorite, kind: FavoritableKind, provider: any ResourceLoader) async throws -> Item {
    let request = ResourceRequest(path: kind.detailResource, arguments: [kind.argumentName: favorite.id])
    do {
      let page = try await provider.load(request, at: .first)
      guard let item = page.sections.lazy.flatMap(\.items).first else { return missing(favorite) }
      return item
    } catch let error where isNotFound(error) {
      return missing(favorite)
    }
  }

  /// Whether `error` says the item does not exist upstream.
  package static func isNotFound(_ error: any Error) -> Bool {
    if error is any ItemNotFoundError { return true }
    if let error = error as? APIError, case .notFound = error.kind { return true }
    return false
  }

  /// The row for a favorite that no longer exists upstream.
  package static func missing(_ favorite: Favorite) -> Item {
    Item(
      id: favorite.id,
      kind: favorite.kind,
      title: favorite.title,
      subtitle: "no longer exists upstream",
      fields: [ItemField(key: "missing", label: "Missing", value: .bool(true))]
    )
  }
}
