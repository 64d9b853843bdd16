import ExploreCore
import ExploreBrowserBridge
import ExploreStorage
import ExploreTestSupport
import Foundation
import Testing

/// `FavoritesLoader.load` keeps the favorites' order, however their loads
/// finish, with a row for each that exists or is gone upstream and a
/// failure for each that could not load (issue 40: the release build once
/// lost rows or trapped here).
@Suite(.timeLimit(.minutes(10))) struct FavoritesLoaderTests {
  struct Gone: ItemNotFoundError {
    var id: String
    var description: String { "No user \(id)." }
  }

  struct Broken: Error, Equatable, CustomStringConvertible {
    var id: String
    var description: String { "\(id) failed" }
  }

  /// A provider whose loads suspend for a while (a few yields, and now and
  /// then a short sleep, so that they finish in a scrambled order), and
  /// that counts how many run at once. `gone-…` ids are not found upstream,
  /// `broken-…` ids fail.
  final class Slow: ResourceLoader {
    private let state = Locked((running: 0, mostAtOnce: 0))
    private let pauses: [String: Int]

    init(pauses: [String: Int]) {
      self.pauses = pauses
    }

    var mostAtOnce: Int { state.withLock { $0.mostAtOnce } }

    func load(_ request: ResourceRequest, at cursor: PageCursor) async throws -> ResourcePage {
      state.withLock {
        $0.running += 1
        $0.mostAtOnce = max($0.mostAtOnce, $0.running)
      }
      defer { state.withLock { $0.running -= 1 } }
      let id = request.arguments.values.first ?? ""
      let pause = pauses[id] ?? 0
      for _ in 0..<pause { await Task.yield() }
      if pause % 4 == 0 { try await Task.sleep(for: .microseconds(50 * pause)) }
      if id.hasPrefix("gone-") { throw Gone(id: id) }
      if id.hasPrefix("broken-") { throw Broken(id: id) }
      let item = Item(id: id, kind: "user", title: "User \(id)", subtitle: "fresh", webURL: URL(string: "https://example.com/\(id)"))
      return ResourcePage(sections: [ItemSection(id: "profile", title: "Profile", items: [item])])
    }

    func expand(_ items: [Item], by expansion: ExpansionDescriptor, for request: ResourceRequest) async throws -> [Item] {
      items
    }
  }

  static let kind = FavoritableKind(kind: "user", detailResource: ["user"], argumentName: "user")

  static func favorites(_ ids: [String]) -> [Favorite] {
    ids.enumerated().map { Favorite(id: $1, kind: "user", title: "saved \($1)", addedAt: Date(timeIntervalSince1970: 0), sequence: $0 + 1) }
  }

  @Test(arguments: [1, 2, 3, 7, 40])
  func everyFavoriteIsARowInTheFavoritesOrderInEveryRun(count: Int) async throws {
    var random = SeededRandom(seed: UInt64(count))
    for run in 0..<30 {
      let ids = (0..<count).map { index in
        switch random.int(in: 0..<10) {
        case 0: "gone-\(index)"
        case 1: "broken-\(index)"
        default: "user-\(index)"
        }
      }
      let provider = Slow(pauses: Dictionary(uniqueKeysWithValues: ids.map { ($0, random.int(in: 0...8)) }))
      let favorites = Self.favorites(ids)
      guard ids.contains(where: { !$0.hasPrefix("broken-") }) else {
        await #expect(throws: Broken.self) { try await FavoritesLoader.load(favorites, kind: Self.kind, provider: provider, describe: { "\($0)" }) }
        continue
      }
      let (items, failures) = try await FavoritesLoader.load(favorites, kind: Self.kind, provider: provider, describe: { "\($0)" })
      let rows = ids.filter { !$0.hasPrefix("broken-") }
      #expect(items.map(\.id) == rows, "run \(run)")
      for item in items {
        #expect(item.subtitle == (item.id.hasPrefix("gone-") ? "no longer exists upstream" : "fresh"))
      }
      #expect(failures.map(\.favorite.id) == ids.filter { $0.hasPrefix("broken-") }, "run \(run)")
      #expect(failures.allSatisfy { $0.reason == "\($0.favorite.id) failed" })
      #expect(provider.mostAtOnce <= FavoritesLoader.maximumConcurrentLoads)
    }
  }

  @Test func whenEveryFavoriteFailsTheFirstFailureIsThrown() async throws {
    let provider = Slow(pauses: ["broken-a": 5, "broken-b": 0])
    await #expect(throws: Broken(id: "broken-a")) {
      try await FavoritesLoader.load(Self.favorites(["broken-a", "broken-b"]), kind: Self.kind, provider: provider, describe: { "\($0)" })
    }
  }

  @Test func sixLoadAtOnce() async throws {
    let ids = (0..<30).map { "user-\($0)" }
    let provider = Slow(pauses: Dictionary(uniqueKeysWithValues: ids.map { ($0, 8) }))
    let (items, _) = try await FavoritesLoader.load(Self.favorites(ids), kind: Self.kind, provider: provider, describe: { "\($0)" })
    #expect(items.map(\.id) == ids)
    #expect(provider.mostAtOnce <= FavoritesLoader.maximumConcurrentLoads)
    #expect(provider.mostAtOnce > 1)
  }
}
