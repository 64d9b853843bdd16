import ExploreCore
@testable import ExploreStorage
import ExploreTestSupport
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Many processes and killed processes, through the `ExploreStorageProbe`
/// helper executable (see `Tests/ExploreStorageProbe`).
@Suite
struct MultiProcessTests {
  @Test func fiftyConcurrentProcessesEachAddOneFavoriteAndNoneIsLost() async throws {
    let temporary = try TemporaryDirectories()
    defer { temporary.remove() }
    let ids = (1...50).map { "user-\($0)" }
    let processes = try ids.map { id in
      try StorageProbeBinary.start(
        ["add", "github", "user", id], environment: temporary.environment, outputFolder: temporary.root, name: id
      )
    }
    for process in processes { await process.exited() }
    for (id, process) in zip(ids, processes) {
      let error = (try? String(contentsOf: temporary.root.appendingPathComponent("\(id).err"), encoding: .utf8)) ?? ""
      #expect(process.terminationStatus == 0, "\(id): \(error)")
    }
    let store = FavoritesStore(directories: temporary.directories)
    let stored = try store.favorites(provider: "github", kind: "user").map(\.id)
    #expect(Set(stored) == Set(ids))
    #expect(stored.count == 50)
  }

  /// Kills a writer with SIGKILL at the test-only pause point (temporary
  /// file complete, rename not done) and checks that the file still holds
  /// the complete old document, then that the next writer succeeds.
  @Test(arguments: 1...3)
  func writerKilledBeforeRenameLeavesTheOldFileWhole(round: Int) async throws {
    let temporary = try TemporaryDirectories()
    defer { temporary.remove() }
    let store = FavoritesStore(directories: temporary.directories)
    for index in 0..<round * 20 {
      _ = try store.add(Favorite(id: "old-\(index)", kind: "user", title: "Old \(index)", addedAt: Date()), provider: "github")
    }
    let before = try Data(contentsOf: store.url)

    let marker = temporary.root.appendingPathComponent("paused")
    let writer = try StorageProbeBinary.start(
      ["--pause-before-rename", marker.path, "add", "github", "user", "new-one"],
      environment: temporary.environment, outputFolder: temporary.root, name: "writer"
    )
    // NB: a bounded wait for the child to reach the pause point (a safety
    // net against a hung child, not a timing assertion), and the kill, on a
    // thread of their own: in a full run the cooperative pool can be busy
    // for longer than the writer's pause, which then completes the write.
    let pid = writer.processIdentifier
    let reached = await BlockingWork.run {
      var waited = 0
      while !FileManager.default.fileExists(atPath: marker.path) && kill(pid, 0) == 0 && waited < 600 {
        usleep(50_000)
        waited += 1
      }
      let reached = FileManager.default.fileExists(atPath: marker.path)
      kill(pid, SIGKILL)
      return reached
    }
    #expect(reached, "the writer never reached the pause point")
    await writer.exited()
    #expect(writer.terminationReason == .uncaughtSignal)

    // The complete temporary file was there, but the target is the old one.
    let siblings = try FileManager.default.contentsOfDirectory(atPath: temporary.directories.data.path)
    #expect(siblings.contains { $0.hasPrefix(".favorites.json.tmp-") })
    #expect(try Data(contentsOf: store.url) == before)
    #expect(try store.favorites(provider: "github", kind: "user").count == round * 20)

    // The lock died with the writer; the next change goes through.
    _ = try store.add(Favorite(id: "after", kind: "user", title: "After", addedAt: Date()), provider: "github")
    let ids = try store.favorites(provider: "github", kind: "user").map(\.id)
    #expect(ids.count == round * 20 + 1)
    #expect(ids.contains("after"))
    #expect(!ids.contains("new-one"))
    // ...and removes the dead writer's temporary file.
    let after = try FileManager.default.contentsOfDirectory(atPath: temporary.directories.data.path)
    #expect(!after.contains { $0.hasPrefix(".favorites.json.tmp-") })
  }

  /// Kills writers at arbitrary moments: whatever the moment, the file is
  /// always a whole document, either the old or the new one.
  @Test func writersKilledAtArbitraryMomentsNeverLeaveATornFile() async throws {
    let temporary = try TemporaryDirectories()
    defer { temporary.remove() }
    let store = FavoritesStore(directories: temporary.directories)
    _ = try store.add(Favorite(id: "seed", kind: "user", title: "Seed", addedAt: Date()), provider: "github")
    var expected: Set<String> = ["seed"]
    for round in 0..<8 {
      let writer = try StorageProbeBinary.start(
        ["add", "github", "user", "round-\(round)"], environment: temporary.environment, outputFolder: temporary.root, name: "w\(round)"
      )
      try await Task.sleep(for: .microseconds(Int.random(in: 0...20_000)))
      kill(writer.processIdentifier, SIGKILL)
      await writer.exited()
      let ids = Set(try store.favorites(provider: "github", kind: "user").map(\.id))
      // Old (without this round) or new (with it), never anything else.
      #expect(ids == expected || ids == expected.union(["round-\(round)"]))
      expected = ids
    }
  }
}
