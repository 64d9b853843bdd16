import ExploreBrowser
import ExploreCore
import ExploreBrowserBridge
import ExploreStorage
import ExploreTestSupport
import Foundation
import Testing

/// `f` in the browser writes the same favorites file as
/// `explore <provider> favorites`, in temporary XDG folders, and the rows
/// of favorites are the ones marked.
@Suite struct FavoriteTogglerTests {
  @Test func togglingAddsThenRemovesAndTheMarkedKeysFollow() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let root = folder.url
    let environment = IsolatedHome.environment(of: root)
    let store = FavoritesStore(directories: ExploreDirectories(environment: environment, home: root))
    let favorites = FavoriteToggler(provider: "github", store: store, now: { Date(timeIntervalSince1970: 0) })
    let item = Item(id: "octocat", kind: "user", title: "octocat")

    #expect(favorites.keys(of: ["user"]).isEmpty)
    #expect(try favorites.toggle(item) == FavoriteToggle(message: "Added octocat to your favorites.", isFavorite: true))
    #expect(try store.favorites(provider: "github", kind: "user").map(\.id) == ["octocat"])
    #expect(favorites.keys(of: ["user"]) == [ItemKey(kind: "user", id: "octocat")])
    #expect(favorites.keys(of: ["repository"]).isEmpty)
    #expect(try favorites.toggle(item) == FavoriteToggle(message: "Removed octocat from your favorites.", isFavorite: false))
    #expect(try store.favorites(provider: "github", kind: "user").isEmpty)
  }
}
