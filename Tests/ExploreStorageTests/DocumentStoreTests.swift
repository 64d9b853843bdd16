import ExploreCore
@testable import ExploreStorage
import Foundation
import Testing

@Suite struct DocumentStoreTests {
  private func favorite(_ id: String, at seconds: TimeInterval = 0, sequence: Int = 0) -> Favorite {
    Favorite(id: id, kind: "user", title: "Title of \(id)", addedAt: Date(timeIntervalSince1970: 1_700_000_000 + seconds), sequence: sequence)
  }

  @Test func favoritesRoundTripWithSchemaVersionAndPrivatePermissions() throws {
    let temporary = try TemporaryDirectories()
    defer { temporary.remove() }
    let store = FavoritesStore(directories: temporary.directories)
    #expect(try store.favorites(provider: "github", kind: "user").isEmpty)

    #expect(try store.add(favorite("octocat", at: 1), provider: "github") == .added(favorite("octocat", at: 1, sequence: 1)))
    #expect(try store.add(favorite("defunkt", at: 2), provider: "github") == .added(favorite("defunkt", at: 2, sequence: 2)))
    #expect(try store.add(favorite("OctoCat", at: 3), provider: "github") == .alreadyPresent(favorite("octocat", at: 1, sequence: 1)))
    #expect(try store.favorites(provider: "github", kind: "user").map(\.id) == ["octocat", "defunkt"])
    #expect(try store.favorites(provider: "rickmorty", kind: "character").isEmpty)

    let json = try JSONSerialization.jsonObject(with: Data(contentsOf: store.url)) as? [String: Any]
    #expect(json?["schemaVersion"] as? Int == FavoritesDocument.schemaVersion)

    let fileMode = try FileManager.default.attributesOfItem(atPath: store.url.path)[.posixPermissions] as? Int
    let folderMode = try FileManager.default.attributesOfItem(atPath: temporary.directories.data.path)[.posixPermissions] as? Int
    let lockMode = try FileManager.default.attributesOfItem(atPath: store.url.path + ".lock")[.posixPermissions] as? Int
    #expect(fileMode == 0o600)
    #expect(lockMode == 0o600)
    #expect(folderMode == 0o700)

    #expect(try store.remove(id: "OCTOCAT", kind: "user", provider: "github")?.id == "octocat")
    #expect(try store.remove(id: "octocat", kind: "user", provider: "github") == nil)
    #expect(try store.favorites(provider: "github", kind: "user").map(\.id) == ["defunkt"])

    // No temporary files are left behind by successful writes.
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: temporary.directories.data.path).filter { $0.contains(".tmp-") }
    #expect(leftovers.isEmpty)
  }

  @Test func favoritesKeepTheOrderTheyWereAddedInWhateverTheClockSays() throws {
    let temporary = try TemporaryDirectories()
    defer { temporary.remove() }
    let store = FavoritesStore(directories: temporary.directories)
    // Same instant, then a clock that went back.
    for (id, seconds) in [("zed", 5.0), ("amy", 5.0), ("mid", 5.0), ("bob", 1.0)] {
      _ = try store.add(favorite(id, at: seconds), provider: "github")
    }
    #expect(try store.favorites(provider: "github", kind: "user").map(\.id) == ["zed", "amy", "mid", "bob"])
    try store.remove(id: "amy", kind: "user", provider: "github")
    _ = try store.add(favorite("amy", at: 0), provider: "github")
    #expect(try store.favorites(provider: "github", kind: "user").map(\.id) == ["zed", "mid", "bob", "amy"])
  }

  @Test(arguments: [
    "{\"schemaVersion\": 1, \"favorites\": {\"github\": ",   // torn JSON
    "not json at all",
    "{\"favorites\": {}}",                                    // no schemaVersion
    "{\"schemaVersion\": 1, \"favorites\": [1, 2]}",         // wrong shape
    "{\"schemaVersion\": 0, \"favorites\": {}}",             // impossible version
  ])
  func corruptFileIsMovedAsideWithItsContentAndNamed(content: String) throws {
    let temporary = try TemporaryDirectories()
    defer { temporary.remove() }
    let clock = Date(timeIntervalSince1970: 1_763_766_062)  // 2025-11-21T23:01:02Z
    let url = temporary.directories.data.appendingPathComponent("favorites.json")
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(content.utf8).write(to: url)
    let store = DocumentStore<FavoritesDocument>(url: url, now: { clock })

    let error = try #require(throws: CorruptStateFileError.self) {
      try store.update(describing: "save your favorites") { _ in }
    }
    #expect(error.movedTo.lastPathComponent == "favorites.json.corrupt-20251121T230102Z")
    #expect(error.description.contains(error.movedTo.path))
    #expect(error.description.contains(url.path))
    #expect(try String(contentsOf: error.movedTo, encoding: .utf8) == content)
    #expect(!FileManager.default.fileExists(atPath: url.path))

    // The next change starts fresh and does not touch the moved file.
    try store.update(describing: "save your favorites") { document in
      _ = document.insert(favorite("octocat"), provider: "github")
    }
    #expect(try store.read().favorites(provider: "github", kind: "user").map(\.id) == ["octocat"])
    #expect(try String(contentsOf: error.movedTo, encoding: .utf8) == content)
  }

  @Test func corruptFileFoundByAReadIsMovedAsideToo() throws {
    let temporary = try TemporaryDirectories()
    defer { temporary.remove() }
    let url = temporary.root.appendingPathComponent("favorites.json")
    try Data("{{{".utf8).write(to: url)
    try Data("older".utf8).write(to: temporary.root.appendingPathComponent("favorites.json.corrupt-20251121T230102Z"))
    let store = DocumentStore<FavoritesDocument>(url: url, now: { Date(timeIntervalSince1970: 1_763_766_062) })
    let error = try #require(throws: CorruptStateFileError.self) { try store.read() }
    // An earlier moved-aside file is never overwritten either.
    #expect(error.movedTo.lastPathComponent == "favorites.json.corrupt-20251121T230102Z-2")
    #expect(try String(contentsOf: error.movedTo, encoding: .utf8) == "{{{")
    #expect(try String(contentsOf: temporary.root.appendingPathComponent("favorites.json.corrupt-20251121T230102Z"), encoding: .utf8) == "older")
  }

  @Test func futureSchemaVersionIsRefusedAndLeftUntouched() throws {
    let temporary = try TemporaryDirectories()
    defer { temporary.remove() }
    let url = temporary.root.appendingPathComponent("favorites.json")
    let content = "{\"schemaVersion\": 7, \"favorites\": {\"github\": \"a shape from the future\"}, \"extra\": true}"
    try Data(content.utf8).write(to: url)
    let store = DocumentStore<FavoritesDocument>(url: url)

    let readError = try #require(throws: UnsupportedSchemaVersionError.self) { try store.read() }
    #expect(readError.foundVersion == 7)
    #expect(readError.supportedVersion == 1)
    #expect(readError.description.contains(url.path))
    #expect(readError.description.contains("version 7"))
    #expect(throws: UnsupportedSchemaVersionError.self) {
      try store.update(describing: "save your favorites") { document in
        _ = document.insert(Favorite(id: "x", kind: "user", title: "x", addedAt: Date()), provider: "github")
      }
    }
    #expect(try String(contentsOf: url, encoding: .utf8) == content)
    let siblings = try FileManager.default.contentsOfDirectory(atPath: temporary.root.path)
    #expect(siblings.sorted() == ["favorites.json", "favorites.json.lock"])
  }

  @Test func aFailingChangeWritesNothing() throws {
    struct Refused: Error {}
    let temporary = try TemporaryDirectories()
    defer { temporary.remove() }
    let store = FavoritesStore(directories: temporary.directories)
    _ = try store.add(favorite("octocat"), provider: "github")
    let before = try Data(contentsOf: store.url)
    let documents = DocumentStore<FavoritesDocument>(url: store.url)
    #expect(throws: Refused.self) {
      try documents.update(describing: "save your favorites") { document in
        _ = document.remove(provider: "github", kind: "user", id: "octocat")
        throw Refused()
      }
    }
    #expect(try Data(contentsOf: store.url) == before)
  }

  @Test func unwritableDirectoryGivesAStorageFailureNamingThePath() throws {
    let temporary = try TemporaryDirectories()
    defer { temporary.remove() }
    // A regular file where the data directory should be.
    let blocker = temporary.root.appendingPathComponent("data")
    try Data("x".utf8).write(to: blocker)
    let store = FavoritesStore(directories: temporary.directories)
    let error = try #require(throws: StorageFailure.self) {
      try store.add(favorite("octocat"), provider: "github")
    }
    #expect(error.description.contains(temporary.root.path))
    #expect(try String(contentsOf: blocker, encoding: .utf8) == "x")
  }
}
