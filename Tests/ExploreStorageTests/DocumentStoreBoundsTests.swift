import ExploreCore
@testable import ExploreStorage
import ExploreTestSupport
import Foundation
import Testing

/// Favorites and snapshots that explore cannot read are refused before a
/// byte is read, with the file, the size, the bound and what to do, and
/// are kept where they are; a broken one names the place it breaks
/// (issue 34).
@Suite struct DocumentStoreBoundsTests {
  private func favorite(_ id: String) -> Favorite {
    Favorite(id: id, kind: "user", title: id, addedAt: Date(timeIntervalSince1970: 1_700_000_000))
  }

  @Test func aFavoritesFileOverItsBoundIsRefusedAndKept() throws {
    let temporary = try TemporaryDirectories()
    defer { temporary.remove() }
    let store = FavoritesStore(directories: temporary.directories)
    try HostileFile.sparse(at: store.url, bytes: 2 << 30)

    let attempts: [() throws -> Void] = [
      { _ = try store.favorites(provider: "github", kind: "user") }, { _ = try store.add(favorite("a"), provider: "github") },
    ]
    for attempt in attempts {
      let error = try #require(throws: StorageFailure.self) { try attempt() }
      let path = store.url.path
      #expect(
        error.description
          == "Could not read favorites.json at \(path): it holds 2.0 GiB (2,147,483,648 bytes), more than the 16 MiB explore reads from such a file. "
          + "Move it aside (`mv \(path) \(path).aside`), then try again. Your saved data is unchanged.")
    }
    #expect(try HostileFile.size(of: store.url) == 2 << 30)
    #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.directories.data.path).sorted() == ["favorites.json", "favorites.json.lock"])
  }

  @Test func aNamedPipeOrAFolderInPlaceOfTheFileIsRefusedAtOnceAndKept() throws {
    let temporary = try TemporaryDirectories()
    defer { temporary.remove() }
    let snapshots = SnapshotStore(directories: temporary.directories)
    let url = snapshots.url(provider: "github", resource: ["followers"], arguments: ["octocat"])
    try HostileFile.namedPipe(at: url)
    let pipe = try #require(throws: StorageFailure.self) {
      try snapshots.load(provider: "github", resource: ["followers"], arguments: ["octocat"])
    }
    #expect(pipe.reason == "it is a named pipe (FIFO), not a regular file")

    let favorites = FavoritesStore(directories: temporary.directories)
    try FileManager.default.createDirectory(at: favorites.url, withIntermediateDirectories: true)
    let folder = try #require(throws: StorageFailure.self) { try favorites.favorites(provider: "github", kind: "user") }
    #expect(folder.reason == "it is a folder, not a regular file")
    #expect(!folder.description.contains("NSCocoaErrorDomain") && !folder.description.contains(".."))
    #expect(FileManager.default.fileExists(atPath: url.path) && FileManager.default.fileExists(atPath: favorites.url.path))
  }

  @Test(arguments: [
    ("{\"schemaVersion\": 1,\n  \"favorites\": {\"github\": \n}", "it is not valid JSON (line 3, column 1: expected a value, found '}')"),
    ("{\"favorites\": {}}", "the key \"schemaVersion\" is missing"),
    ("{\"schemaVersion\": 1, \"favorites\": {\"github\": []}}", "it does not match schema version 1: at favorites.github, expected an object"),
  ])
  func aCorruptFileNamesThePlaceItBreaksAndIsMovedAside(content: String, reason: String) throws {
    let temporary = try TemporaryDirectories()
    defer { temporary.remove() }
    let store = FavoritesStore(directories: temporary.directories)
    try FileManager.default.createDirectory(at: temporary.directories.data, withIntermediateDirectories: true)
    try Data(content.utf8).write(to: store.url)
    let error = try #require(throws: CorruptStateFileError.self) { try store.favorites(provider: "github", kind: "user") }
    #expect(error.reason == reason)
    #expect(try String(contentsOf: error.movedTo, encoding: .utf8) == content)
  }

  /// A document of at most 64 bytes, to prove that what explore could not
  /// read back is never written.
  struct Small: VersionedDocument, Hashable {
    static let schemaVersion = 1
    static let empty = Small(text: "")
    static let maximumFileBytes = 64
    var text: String
  }

  @Test func aDocumentOverTheBoundIsNotWrittenAndTheOldOneStays() throws {
    let temporary = try TemporaryDirectories()
    defer { temporary.remove() }
    let store = DocumentStore<Small>(url: temporary.root.appendingPathComponent("state/small.json"))
    try store.update(describing: "save it") { $0.text = "short" }
    let error = try #require(throws: StorageFailure.self) {
      try store.update(describing: "save it") { $0.text = String(repeating: "x", count: 100) }
    }
    #expect(error.reason.hasPrefix("its new content would hold "))
    #expect(error.reason.hasSuffix("more than the 64 bytes explore reads back from such a file"))
    #expect(try store.read().text == "short")
  }

  @Test func aDataFolderLinkedToAFolderOthersMayReadIsRefused() throws {
    let temporary = try TemporaryDirectories()
    defer { temporary.remove() }
    let data = temporary.directories.data
    let shared = try HostileFile.link(data, toNewFolder: temporary.root.appendingPathComponent("shared", isDirectory: true))

    let error = try #require(throws: StorageFailure.self) {
      try FavoritesStore(directories: temporary.directories).add(favorite("a"), provider: "github")
    }
    #expect(error.path == data)
    #expect(error.description.contains("it is a symbolic link to "))
    #expect(error.description.contains("other users may read (mode 0755)"))
    #expect(error.description.contains("Run `chmod 700 "))
    #expect(try FileManager.default.contentsOfDirectory(atPath: shared.path).isEmpty)
  }
}
