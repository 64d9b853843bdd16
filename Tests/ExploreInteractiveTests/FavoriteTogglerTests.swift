@testable import ExploreCLI
import ExploreCore
import ExploreStorage
import ExploreTestSupport
import Foundation
import Testing

/// `f` in the browser writes the same favorites file as
/// `explore <provider> favorites`, in temporary XDG folders.
@Suite struct FavoriteTogglerTests {
  @Test func togglingAddsThenRemoves() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let root = folder.url
    let environment = IsolatedHome.environment(of: root)
    let toggle = InteractiveRunner.favoriteToggler(provider: "github", environment: environment, now: { Date(timeIntervalSince1970: 0) })
    let item = Item(id: "octocat", kind: "user", title: "octocat")
    let store = FavoritesStore(directories: ExploreDirectories(environment: environment, home: root))

    #expect(try toggle(item) == "Added octocat to your favorites.")
    #expect(try store.favorites(provider: "github", kind: "user").map(\.id) == ["octocat"])
    #expect(try toggle(item) == "Removed octocat from your favorites.")
    #expect(try store.favorites(provider: "github", kind: "user").isEmpty)
  }
}
