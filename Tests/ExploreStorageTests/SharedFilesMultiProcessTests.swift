import ExploreCore
import ExploreHTTPCache
@testable import ExploreNetworking
import ExploreSignIn
import ExploreStorage
import ExploreTestSupport
import Foundation
@testable import GitHubProvider
import Testing

/// The GitHub token store and the HTTP cache changed by 20 processes at
/// once, and every file the probe writes under any umask, through the
/// `ExploreStorageProbe` helper executable.
@Suite
struct SharedFilesMultiProcessTests {
  static let processes = 20

  /// Runs one probe per argument list at once and expects each to succeed.
  static func runAll(_ commands: [[String]], in temporary: TemporaryDirectories) async throws {
    let started = try commands.enumerated().map { index, arguments in
      try StorageProbeBinary.start(arguments, environment: temporary.environment, outputFolder: temporary.root, name: "p\(index)")
    }
    for process in started { await process.exited() }
    for (index, process) in started.enumerated() {
      let error = (try? String(contentsOf: temporary.root.appendingPathComponent("p\(index).err"), encoding: .utf8)) ?? ""
      #expect(process.terminationStatus == 0, "process \(index): \(error)")
    }
  }


  @Test func twentyProcessesEachSaveALoginAndNoneIsLost() async throws {
    let temporary = try TemporaryDirectories()
    defer { temporary.remove() }
    let hosts = (1...Self.processes).map { "ghe-\($0).example.com" }
    try await Self.runAll(hosts.map { ["login", $0, "token-for-\($0)"] }, in: temporary)

    let store = GitHub.tokenStore(in: temporary.directories.config)
    for host in hosts {
      #expect(try store.login(forHost: host)?.token == "token-for-\(host)")
    }
    #expect(try TemporaryFolder.permissions(of: store.fileURL) == 0o600)
    #expect(!store.isReadableByOthers)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: temporary.directories.config.path)
    #expect(leftovers.sorted() == ["github-logins.json", "github-logins.json.lock"])
  }

  /// 20 processes store overlapping keys into a cache too small for all of
  /// them: every entry left is whole, the index names exactly the files
  /// on disk with their sizes, and the total fits the budget.
  @Test func twentyProcessesShareOneCacheWithinItsBudget() async throws {
    let temporary = try TemporaryDirectories()
    defer { temporary.remove() }
    let budget = 30_000
    let commands = (0..<Self.processes).map { process in
      ["cache", "\(budget)"] + (0..<10).map { round in
        let key = ["a", "b", "c", "d", "e", "f", "g", "h"][(process + round) % 8] + "\(round % 4)"
        return "\(key):\(500 + 97 * process + round)"
      }
    }
    try await Self.runAll(commands, in: temporary)

    let cache = HTTPCache(directory: temporary.directories.cache, maximumBytes: budget)
    let index = try #require(HTTPCache.Index(parsing: Data(contentsOf: cache.indexURL)))
    let names = try FileManager.default.contentsOfDirectory(atPath: cache.entriesDirectory.path)
    #expect(!names.contains { $0.contains(".tmp-") })
    let onDisk = names.filter { $0.hasSuffix(".entry") }.map { String($0.dropLast(".entry".count)) }
    #expect(Set(onDisk) == Set(index.records.keys))
    var total = 0
    for key in onDisk {
      let size = try #require(try FileManager.default.attributesOfItem(atPath: cache.fileURL(forKey: key).path)[.size] as? Int)
      #expect(index.records[key]?.bytes == size)
      total += size
      let entry = try #require(cache.entry(forKey: key), "entry \(key) is not whole")
      let body = String(decoding: entry.body, as: UTF8.self)
      #expect(Set(body) == [key.first!], "entry \(key) mixes writers")
      #expect(entry.etag == "\"\(key.first!)\"")
    }
    #expect(total == index.totalBytes)
    #expect(total <= budget)
    #expect(!onDisk.isEmpty)
  }

  /// Whatever the umask, every folder the probe creates is 0700 and every
  /// file 0600: favorites, the token store, the cache and their locks.
  @Test(arguments: ["000", "022", "077", "277"])
  func everyFileIsPrivateWhateverTheUmask(umask: String) async throws {
    let temporary = try TemporaryDirectories()
    defer { temporary.remove() }
    for (index, arguments) in [
      ["add", "github", "user", "octocat"],
      ["login", "github.com", "ghp_probe_token"],
      ["cache", "100000", "k1:300", "k2:400"],
    ].enumerated() {
      let outcome = try await StorageProbeBinary.run(["--umask", umask] + arguments, environment: temporary.environment, outputFolder: temporary.root, name: "u\(index)")
      #expect(outcome.status == 0, "\(arguments): \(outcome.error)")
    }
    var seen = 0
    for home in ["config", "cache", "data"] {
      let folder = temporary.root.appendingPathComponent(home)
      #expect(try TemporaryFolder.permissions(of: folder) == 0o700, "\(home)")
      let enumerator = FileManager.default.enumerator(atPath: folder.path)
      while let name = enumerator?.nextObject() as? String {
        let url = folder.appendingPathComponent(name)
        var isDirectory: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
        #expect(try TemporaryFolder.permissions(of: url) == (isDirectory.boolValue ? 0o700 : 0o600), "\(home)/\(name) under umask \(umask)")
        seen += 1
      }
    }
    // explore/favorites.json(.lock), explore/github-logins.json(.lock),
    // explore/http-v1/{index,index.lock,k1.entry,k2.entry}, and three explore folders.
    #expect(seen == 12)
  }
}
