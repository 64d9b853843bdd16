import ExploreTestSupport
import Foundation
import Testing

/// Issue 34, items 4 and 5, through the built `explore`: every file it
/// reads is bounded and checked before it is read, a file that is not a
/// file never hangs it, what it cannot read is kept and named with what to
/// do, and its private files never go into a folder that others may read.
@Suite(.serialized)
final class FileBoundsEndToEndTests: LoopbackEndToEndSuite {
  init() throws {
    try super.init(useCorpus: false)
  }

  func run(_ arguments: [String], environment: [String: String] = [:], input: String = "") async throws -> ExploreBinary.Outcome {
    // NB: a hung child is killed after 30 s and fails the status checks;
    // a run here takes well under a second.
    try await ExploreBinary.run(
      arguments, environment: server.environment.merging(environment) { _, new in new }, home: home, input: input, timeout: 30)
  }

  var data: URL { home.appendingPathComponent("data/explore") }
  var config: URL { home.appendingPathComponent("config/explore") }
  var entries: URL { home.appendingPathComponent("cache/explore/http-v1") }

  /// The `.entry` files of the cache.
  func cacheEntries() throws -> [URL] {
    try FileManager.default.contentsOfDirectory(at: entries, includingPropertiesForKeys: nil).filter { $0.pathExtension == "entry" }
  }

  // MARK: - Cache entries: a miss, whatever took their place

  @Test(arguments: ["sparse", "pipe", "link", "folder"])
  func aBadCacheEntryIsAMissAndTheRunSucceeds(_ kind: String) async throws {
    let first = try await run(["github", "followers", "octocat", "--json"])
    #expect(first.status == 0, "\(first.standardError)")
    let stored = try cacheEntries()
    #expect(!stored.isEmpty)
    let outside = home.appendingPathComponent("outside.json")
    try Data("{}".utf8).write(to: outside)
    for entry in stored {
      switch kind {
      case "sparse": try HostileFile.sparse(at: entry, bytes: 2 << 30)
      case "pipe": try HostileFile.namedPipe(at: entry)
      case "link":
        try FileManager.default.removeItem(at: entry)
        try FileManager.default.createSymbolicLink(at: entry, withDestinationURL: outside)
      default:
        try FileManager.default.removeItem(at: entry)
        try FileManager.default.createDirectory(at: entry, withIntermediateDirectories: false)
      }
    }
    let second = try await run(["github", "followers", "octocat", "--json", "--verbose"])
    #expect(second.status == 0, "\(second.standardError)")
    #expect(second.standardOutput == first.standardOutput)
    #expect(!second.standardError.contains("cache: revalidated"))
    #expect(try Data(contentsOf: outside) == Data("{}".utf8))
    if kind != "folder" {
      // Replaced by a real entry again, which the next run revalidates.
      #expect(try cacheEntries().allSatisfy { try HostileFile.size(of: $0) < 1 << 20 })
      let third = try await run(["github", "followers", "octocat", "--json", "--verbose"])
      #expect(third.standardError.contains("cache: revalidated"))
    }
  }

  // MARK: - Files of the user: refused before reading, named, kept

  /// The sweep's 200 MB `github-logins.json`: refused at once from its size.
  @Test func aHugeLoginsFileIsRefusedAtOnceAndKept() async throws {
    let logins = config.appendingPathComponent("github-logins.json")
    try HostileFile.sparse(at: logins, bytes: 200 << 20)
    let outcome = try await run(["github", "followers", "octocat"])
    #expect(outcome.status == 1)
    #expect(
      outcome.standardError.contains(
        "Error: explore cannot read its stored GitHub logins at \(logins.path): it holds 200.0 MiB (209,715,200 bytes), more than the 1 MiB explore reads from such a file. explore left the file as it is: move it aside (`mv \(logins.path) \(logins.path).aside`)"
      ), "\(outcome.standardError)")
    #expect(try HostileFile.size(of: logins) == 200 << 20)
  }

  @Test func aNamedPipeInPlaceOfTheLoginsFileDoesNotHang() async throws {
    try HostileFile.namedPipe(at: config.appendingPathComponent("github-logins.json"))
    let outcome = try await run(["github", "followers", "octocat"])
    #expect(outcome.status == 1)
    #expect(outcome.standardError.contains("github-logins.json: it is a named pipe (FIFO), not a regular file."))
  }

  @Test func aHugeFavoritesFileIsRefusedAndKept() async throws {
    let favorites = data.appendingPathComponent("favorites.json")
    try HostileFile.sparse(at: favorites, bytes: 2 << 30)
    for arguments in [["github", "favorites"], ["github", "favorites", "add", "octocat"]] {
      let outcome = try await run(arguments)
      #expect(outcome.status == 1, "\(arguments)")
      #expect(
        outcome.standardError
          == "Error: Could not read favorites.json at \(favorites.path): it holds 2.0 GiB (2,147,483,648 bytes), more than the 16 MiB explore reads from such a file. Move it aside (`mv \(favorites.path) \(favorites.path).aside`), then try again. Your saved data is unchanged.\n"
      )
    }
    #expect(try HostileFile.size(of: favorites) == 2 << 30)
  }

  /// A folder in place of the favorites file was "(NSCocoaErrorDomain error 256.)".
  @Test func aFolderInPlaceOfTheFavoritesFileIsNamedInExploresWords() async throws {
    let favorites = data.appendingPathComponent("favorites.json")
    try FileManager.default.createDirectory(at: favorites, withIntermediateDirectories: true)
    let outcome = try await run(["github", "favorites"])
    #expect(outcome.status == 1)
    #expect(outcome.standardError.contains("Could not read favorites.json at \(favorites.path): it is a folder, not a regular file. Move it aside"))
    #expect(!outcome.standardError.contains("NSCocoaErrorDomain") && !outcome.standardError.contains(".."))
  }

  @Test func aCorruptFavoritesFileNamesThePlaceAndIsMovedAside() async throws {
    let favorites = data.appendingPathComponent("favorites.json")
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    try Data("{\"schemaVersion\": 1,\n \"favorites\": {\"github\": {\"user\": [}}}".utf8).write(to: favorites)
    let outcome = try await run(["github", "favorites", "add", "octocat"])
    #expect(outcome.status == 1)
    #expect(outcome.standardError.contains("could not be read (it is not valid JSON (line 2, column 36: expected a value, found '}'))"))
    let moved = try FileManager.default.contentsOfDirectory(atPath: data.path).filter { $0.hasPrefix("favorites.json.corrupt-") }
    #expect(moved.count == 1)
  }

  @Test func aNamedPipeInPlaceOfASnapshotDoesNotHang() async throws {
    let snapshot = home.appendingPathComponent("state/explore/snapshots/github/followers-octocat.json")
    try HostileFile.namedPipe(at: snapshot)
    let outcome = try await run(["github", "followers", "octocat", "--changes"])
    #expect(outcome.status == 1)
    #expect(outcome.standardError.contains("followers-octocat.json: it is a named pipe (FIFO), not a regular file. Move it aside"))
  }

  @Test func unreadableFixturesAreSkippedWithWhyWhileTheOthersAnswer() async throws {
    let root = home.appendingPathComponent("fixtures", isDirectory: true)
    let folder = root.appendingPathComponent("rickmorty", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let page = "GET-episode-page-1.json"
    try FileManager.default.copyItem(
      at: ProjectPaths.fixtures.appendingPathComponent("rickmorty/\(page)"), to: folder.appendingPathComponent(page))
    try HostileFile.sparse(at: folder.appendingPathComponent("GET-huge.json"), bytes: 2 << 30)
    try HostileFile.namedPipe(at: folder.appendingPathComponent("GET-pipe.json"))
    let environment = ["EXPLORE_FIXTURES_DIR": root.path]

    let found = try await run(["--offline", "rickmorty", "episodes"], environment: environment)
    #expect(found.status == 0, "\(found.standardError)")
    let missed = try await run(["--offline", "rickmorty", "episodes", "--page", "2"], environment: environment)
    #expect(missed.status == 1)
    #expect(
      missed.standardError.contains(
        "Some fixture files could not be read and were skipped: GET-huge.json (it holds 2.0 GiB (2,147,483,648 bytes), more than the 64 MiB explore reads from such a file), GET-pipe.json (it is a named pipe (FIFO), not a regular file)."
      ), "\(missed.standardError)")
  }

  /// Declared APIs in the user's configuration: a huge one and a named
  /// pipe are left out with a warning, read not at all, and the list goes on.
  @Test func aHugeOrPipedDeclarationIsLeftOutAndProvidersStillList() async throws {
    let apis = config.appendingPathComponent("apis")
    try HostileFile.sparse(at: apis.appendingPathComponent("huge.json"), bytes: 2 << 30)
    try HostileFile.namedPipe(at: apis.appendingPathComponent("pipe.json"))
    let outcome = try await run(["providers"])
    #expect(outcome.status == 0, "\(outcome.standardError)")
    #expect(outcome.standardOutput.contains("github"))
    #expect(outcome.standardError.contains("Warning: the API 'huge' is left out: The declaration \(apis.path)/huge.json holds 2147483648 bytes"))
    #expect(outcome.standardError.contains("Warning: the API 'pipe' is left out: Could not read the declaration \(apis.path)/pipe.json: it is a named pipe (FIFO), not a regular file."))
  }

  // MARK: - Folders: private after every link, or refused

  /// A world-readable folder elsewhere, and `link` made a link to it.
  func linkToSharedFolder(_ link: URL) throws -> URL {
    try HostileFile.link(link, toNewFolder: home.appendingPathComponent("shared-\(link.deletingLastPathComponent().lastPathComponent)", isDirectory: true))
  }

  @Test func aLoginIsNotStoredInALinkedFolderOthersMayRead() async throws {
    let shared = try linkToSharedFolder(config)
    let outcome = try await run(["github", "login", "--with-token"], input: server.token + "\n")
    #expect(outcome.status == 1)
    let target = shared.resolvingSymlinksInPath().path
    #expect(
      outcome.standardError.contains(
        "explore could not save its GitHub logins at \(config.path): it is a symbolic link to \(target), a folder that other users may read (mode 0755), and explore keeps its files only in a folder that is yours alone. Run `chmod 700 \(target)`, then try again."
      ), "\(outcome.standardError)")
    #expect(!outcome.standardError.contains(server.token))
    #expect(try FileManager.default.contentsOfDirectory(atPath: shared.path).isEmpty)
    #expect(try TemporaryFolder.permissions(of: shared) == 0o755)

    // Once the user makes it private, explore uses it.
    try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: shared.path)
    let again = try await run(["github", "login", "--with-token"], input: server.token + "\n")
    #expect(again.status == 0, "\(again.standardError)")
    #expect(try TemporaryFolder.permissions(of: shared.appendingPathComponent("github-logins.json")) == 0o600)
  }

  @Test func favoritesAreNotSavedInALinkedFolderOthersMayRead() async throws {
    let shared = try linkToSharedFolder(data)
    let outcome = try await run(["github", "favorites", "add", "octocat"])
    #expect(outcome.status == 1)
    #expect(outcome.standardError.hasPrefix("Error: Could not save your favorites at \(data.path): it is a symbolic link to "))
    #expect(outcome.standardError.contains("Run `chmod 700 "))
    #expect(try FileManager.default.contentsOfDirectory(atPath: shared.path).isEmpty)
  }

  /// The cache is only a speed-up: the run goes on without it, and says why.
  @Test func aLinkedCacheFolderOthersMayReadIsNotUsed() async throws {
    let cache = home.appendingPathComponent("cache/explore")
    let shared = try linkToSharedFolder(cache)
    let outcome = try await run(["github", "followers", "octocat"], environment: ["GH_TOKEN": server.token])
    #expect(outcome.status == 0, "\(outcome.standardError)")
    #expect(outcome.standardError.contains("explore is not using its cache at \(cache.path): it is a symbolic link to "))
    #expect(try FileManager.default.contentsOfDirectory(atPath: shared.path).isEmpty)
  }

  /// explore's own folder, left open (0755) by an older explore, is made
  /// private; the XDG base above it is the user's and stays as it is.
  @Test func exploresOwnOpenFolderIsMadePrivateAndTheBaseIsLeftAlone() async throws {
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    for folder in [data, data.deletingLastPathComponent()] {
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
    }
    let outcome = try await run(["github", "favorites", "add", "octocat"])
    #expect(outcome.status == 0, "\(outcome.standardError)")
    #expect(try TemporaryFolder.permissions(of: data) == 0o700)
    #expect(try TemporaryFolder.permissions(of: data.deletingLastPathComponent()) == 0o755)
  }
}
