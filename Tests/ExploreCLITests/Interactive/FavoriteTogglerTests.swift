@testable import ExploreCLI
import ExploreCore
import ExploreStorage
import Foundation
import Testing

/// `f` in the browser writes the same favorites file as
/// `explore <provider> favorites`, in temporary XDG folders.
@Suite struct FavoriteTogglerTests {
  @Test func togglingAddsThenRemoves() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("explore-toggle-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let environment = [
      "HOME": root.path,
      "XDG_DATA_HOME": root.appendingPathComponent("data").path,
      "XDG_STATE_HOME": root.appendingPathComponent("state").path,
      "XDG_CONFIG_HOME": root.appendingPathComponent("config").path,
      "XDG_CACHE_HOME": root.appendingPathComponent("cache").path,
    ]
    let toggle = InteractiveRunner.favoriteToggler(provider: "github", environment: environment, now: { Date(timeIntervalSince1970: 0) })
    let item = Item(id: "octocat", kind: "user", title: "octocat")
    let store = FavoritesStore(directories: ExploreDirectories(environment: environment, home: root))

    #expect(try toggle(item) == "Added octocat to your favorites.")
    #expect(try store.favorites(provider: "github", kind: "user").map(\.id) == ["octocat"])
    #expect(try toggle(item) == "Removed octocat from your favorites.")
    #expect(try store.favorites(provider: "github", kind: "user").isEmpty)
  }
}
