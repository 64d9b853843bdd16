package import ExploreBrowser
package import ExploreCore
package import ExploreStorage
import ExploreTerminal
package import Foundation

/// The interactive browser's side of a provider's favorites, in the same
/// store as `explore <provider> favorites`: which rows to mark with a ★,
/// and `f`, which adds the selected item or removes it.
///
/// ```swift
/// let favorites = FavoriteToggler(provider: "github", store: store, now: Date.init)
/// state.favorites = favorites.keys(of: ["user"])
/// let toggle = try favorites.toggle(item)   // "Added octocat to your favorites."
/// ```
package struct FavoriteToggler: Sendable {
  package let provider: String
  package let store: FavoritesStore
  package let now: @Sendable () -> Date

  package init(provider: String, store: FavoritesStore, now: @escaping @Sendable () -> Date) {
    self.provider = provider
    self.store = store
    self.now = now
  }

  /// The favorites of `kinds`, as the browser marks them; none when the
  /// file cannot be read (`f` then says why).
  package func keys(of kinds: [String]) -> Set<ItemKey> {
    var keys: Set<ItemKey> = []
    for kind in kinds {
      guard let favorites = try? store.favorites(provider: provider, kind: kind) else { continue }
      for favorite in favorites { keys.insert(ItemKey(kind: favorite.kind, id: favorite.id)) }
    }
    return keys
  }

  /// Adds `item` to the favorites, or removes it when it is one already.
  ///
  /// - Throws: what the store throws: the file stays as it was.
  package func toggle(_ item: Item) throws -> FavoriteToggle {
    if try store.remove(id: item.id, kind: item.kind, provider: provider) != nil {
      return FavoriteToggle(message: "Removed \(TerminalText.name(item.title)) from your favorites.", isFavorite: false)
    }
    _ = try store.add(Favorite(id: item.id, kind: item.kind, title: item.title, addedAt: now()), provider: provider)
    return FavoriteToggle(message: "Added \(TerminalText.name(item.title)) to your favorites.", isFavorite: true)
  }
}
