import ExploreCore
import ExploreTestSupport
@testable import ExploreStorage
import Foundation
import Testing

@Suite struct ListChangesTests {
  private func entries(_ ids: [Int]) -> [SnapshotEntry] {
    ids.map { SnapshotEntry(id: "user-\($0)", title: "User \($0)") }
  }

  @Test func emptyAndIdenticalListsHaveNoChanges() {
    #expect(ListChanges(from: [], to: []).isEmpty)
    #expect(ListChanges(from: entries(Array(0..<100)), to: entries(Array(0..<100))).isEmpty)
    // Reordering is not a follow or an unfollow.
    #expect(ListChanges(from: entries(Array(0..<100)), to: entries((0..<100).reversed())).isEmpty)
  }

  @Test func baselineIsAllAddedAndEverythingGoneIsAllRemoved() {
    #expect(ListChanges(from: [], to: entries([3, 1, 2])).added.map(\.id) == ["user-3", "user-1", "user-2"])
    #expect(ListChanges(from: entries([3, 1, 2]), to: []).removed.map(\.id) == ["user-3", "user-1", "user-2"])
  }

  /// Generated follower sets with churn: a seeded generator removes and
  /// adds followers and shuffles some; the changes must match set algebra.
  @Test(arguments: [1, 7, 42, 2026])
  func generatedChurnMatchesSetDifferences(seed: UInt64) {
    var generator = SeededRandom(seed: seed)
    let oldIDs = Array(0..<2_350).shuffled(using: &generator)
    var newIDs = oldIDs.filter { _ in Int.random(in: 0..<10, using: &generator) != 0 }   // ~10% leave
    newIDs += (10_000..<10_000 + Int.random(in: 0..<300, using: &generator))              // some new ones
    newIDs.shuffle(using: &generator)
    // A repeated id (an item on two pages) counts once.
    if let first = newIDs.first { newIDs.append(first) }

    let changes = ListChanges(from: entries(oldIDs), to: entries(newIDs))
    let oldSet = Set(oldIDs), newSet = Set(newIDs)
    #expect(Set(changes.added.map(\.id)) == Set(newSet.subtracting(oldSet).map { "user-\($0)" }))
    #expect(Set(changes.removed.map(\.id)) == Set(oldSet.subtracting(newSet).map { "user-\($0)" }))
    #expect(changes.added.count == newSet.subtracting(oldSet).count)
    #expect(changes.removed.count == oldSet.subtracting(newSet).count)
    // Added in the new list's order, removed in the old list's order, with titles.
    let newOrder = Dictionary(newIDs.enumerated().map { ("user-\($1)", $0) }, uniquingKeysWith: { first, _ in first })
    let oldOrder = Dictionary(uniqueKeysWithValues: oldIDs.enumerated().map { ("user-\($1)", $0) })
    #expect(changes.added.map { newOrder[$0.id]! } == changes.added.map { newOrder[$0.id]! }.sorted())
    #expect(changes.removed.map { oldOrder[$0.id]! } == changes.removed.map { oldOrder[$0.id]! }.sorted())
    #expect(changes.added.allSatisfy { $0.title == "User \($0.id.dropFirst(5))" })
  }

  @Test func snapshotStoreExchangesAndTracksChurnAcrossRuns() throws {
    let temporary = try TemporaryDirectories()
    defer { temporary.remove() }
    let store = SnapshotStore(directories: temporary.directories)
    func snapshot(_ ids: [Int], at seconds: TimeInterval) -> ListStateSnapshot {
      ListStateSnapshot(provider: "github", resource: ["followers"], arguments: ["Many Followers"], takenAt: Date(timeIntervalSince1970: seconds), items: entries(ids))
    }
    #expect(try store.load(provider: "github", resource: ["followers"], arguments: ["Many Followers"]) == nil)
    #expect(try store.exchange(snapshot([1, 2, 3, 4], at: 1_000)) == nil)

    let previous = try #require(try store.exchange(snapshot([2, 3, 5], at: 2_000)))
    #expect(previous.takenAt == Date(timeIntervalSince1970: 1_000))
    let changes = ListChanges(from: previous.items, to: entries([2, 3, 5]))
    #expect(changes.added.map(\.id) == ["user-5"])
    #expect(changes.removed.map(\.id) == ["user-1", "user-4"])
    #expect(try store.load(provider: "github", resource: ["followers"], arguments: ["Many Followers"])?.items == entries([2, 3, 5]))

    let url = store.url(provider: "github", resource: ["followers"], arguments: ["Many Followers"])
    #expect(url.path.hasSuffix("/state/explore/snapshots/github/followers-many-followers.json"))
    let json = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
    #expect(json?["schemaVersion"] as? Int == 1)
  }

  @Test(arguments: [
    ("octocat", "octocat"),
    ("../../etc/passwd", "etc-passwd"),
    ("Rick Sánchez!", "rick-s-nchez"),
    ("", "_"),
    (".hidden", "hidden"),
  ])
  func namesAreSanitized(name: String, expected: String) {
    #expect(SnapshotStore.sanitized(name) == expected)
  }

  @Test func longNamesStayDistinct() {
    let a = SnapshotStore.sanitized(String(repeating: "a", count: 200) + "1")
    let b = SnapshotStore.sanitized(String(repeating: "a", count: 200) + "2")
    #expect(a != b)
    #expect(a.count <= 80 && b.count <= 80)
  }
}
