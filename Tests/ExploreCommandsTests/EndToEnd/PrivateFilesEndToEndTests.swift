import ExploreTestSupport
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// With the usual umask 022, every file the built `explore` creates under
/// `$XDG_*_HOME/explore` is 0600 and every folder 0700, and the token sent
/// with every request is in none of them until `login` stores it on purpose.
///
/// NB: Foundation on Linux also creates empty folders of its own when a
/// URLSession configuration is first made (`$XDG_CACHE_HOME/org.swift.foundation.URLCache/<program>`
/// and `$XDG_DATA_HOME/<folder of the program>`), with the umask's modes;
/// they hold nothing of explore's and are not explore's to change.
@Suite(.serialized)
struct PrivateFilesEndToEndTests {
  static let homes = ["config", "cache", "data", "state"]

  /// Every file and folder in explore's folder of each XDG home, relative to `home`.
  static func entries(in home: URL) -> [(path: String, isDirectory: Bool)] {
    var found: [(String, Bool)] = []
    for name in homes.map({ "\($0)/explore" }) {
      let folder = home.appendingPathComponent(name)
      guard FileManager.default.fileExists(atPath: folder.path) else { continue }
      found.append((name, true))
      let enumerator = FileManager.default.enumerator(atPath: folder.path)
      while let relative = enumerator?.nextObject() as? String {
        var isDirectory: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: folder.appendingPathComponent(relative).path, isDirectory: &isDirectory)
        found.append(("\(name)/\(relative)", isDirectory.boolValue))
      }
    }
    return found
  }


  @Test func everyFileIsPrivateUnderUmask022AndHoldsNoToken() async throws {
    let server = try LoopbackServer.start(useCorpus: false)
    defer { server.stop() }
    let home = try ExploreBinary.temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    // NB: the umask is the test process's, inherited by the child; 022 is
    // the usual default, so other tests running meanwhile see no change.
    let previous = umask(0o022)
    defer { umask(previous) }

    func run(_ arguments: [String], input: String = "", token: Bool = true) async throws {
      var environment = server.environment
      if token { environment["GH_TOKEN"] = server.token }
      let outcome = try await ExploreBinary.run(arguments, environment: environment, home: home, input: input)
      #expect(outcome.status == 0, "\(arguments): \(outcome.standardError)")
    }
    try await run(["github", "followers", "octocat"])
    try await run(["github", "followers", "octocat"])  // revalidates: a 304 and a cache hit
    try await run(["github", "user", "octocat", "--json"])
    try await run(["github", "favorites", "add", "octocat"])
    try await run(["github", "followers", "octocat", "--changes"])
    try await run(["rickmorty", "favorites", "add", "1"])

    var files: [String] = []
    for entry in Self.entries(in: home) {
      let url = home.appendingPathComponent(entry.path)
      #expect(try TemporaryFolder.permissions(of: url) == (entry.isDirectory ? 0o700 : 0o600), "\(entry.path)")
      guard !entry.isDirectory else { continue }
      files.append(entry.path)
      let content = String(decoding: try Data(contentsOf: url), as: UTF8.self)
      #expect(!content.contains(server.token), "\(entry.path) holds the token")
      #expect(!entry.path.contains(server.token))
    }
    // Each kind of file was written: cache entries and index, favorites, a snapshot.
    #expect(Set(Self.entries(in: home).filter(\.isDirectory).map(\.path)).isSuperset(of: ["cache/explore", "data/explore", "state/explore"]))
    #expect(files.contains { $0.hasPrefix("cache/explore/http-v1/") && $0.hasSuffix(".entry") })
    #expect(files.contains("cache/explore/http-v1/index"))
    #expect(files.contains("data/explore/favorites.json"))
    #expect(files.contains { $0.hasPrefix("state/explore/snapshots/github/") && $0.hasSuffix(".json") })

    // `login` stores the token on purpose: in github-logins.json, 0600, and nowhere else.
    try await run(["github", "login", "--with-token"], input: server.token + "\n", token: false)
    for entry in Self.entries(in: home) {
      let url = home.appendingPathComponent(entry.path)
      #expect(try TemporaryFolder.permissions(of: url) == (entry.isDirectory ? 0o700 : 0o600), "\(entry.path)")
      guard !entry.isDirectory else { continue }
      let holdsToken = String(decoding: try Data(contentsOf: url), as: UTF8.self).contains(server.token)
      #expect(holdsToken == (entry.path == "config/explore/github-logins.json"), "\(entry.path)")
    }
  }
}
