import ExploreCore
@testable import ExploreHTTPCache
import ExploreTestSupport
import Foundation
import Testing

/// The cache's index: sizes and last uses kept beside the entries, so a
/// store never lists the folder, with a periodic sweep that repairs it.
@Suite struct HTTPCacheIndexTests {
  static func entry(bytes: Int) -> HTTPCache.Entry {
    HTTPCacheTests.entry(String(repeating: "x", count: bytes))
  }

  static func index(of cache: HTTPCache) throws -> HTTPCache.Index {
    try #require(HTTPCache.Index(parsing: Data(contentsOf: cache.indexURL)))
  }


  @Test func encodesAndParsesBack() throws {
    var index = HTTPCache.Index()
    index.use("a", bytes: 10)
    index.use("b", bytes: 20)
    index.use("a")
    index.storesSinceSweep = 7
    let parsed = try #require(HTTPCache.Index(parsing: index.encoded()))
    #expect(parsed == index)
    #expect(parsed.totalBytes == 30)
    #expect(parsed.records["a"]?.lastUsed == 3)
    let lines = String(decoding: index.encoded(), as: UTF8.self).split(separator: "\n")
    #expect(lines.first == "explore-http-cache-index 1 3 7")
    #expect(lines.dropFirst().sorted() == ["a 10 3", "b 20 2"])
  }

  @Test(arguments: [
    "",
    "explore-http-cache-index 2 0 0\n",
    "something else 1 0 0\n",
    "explore-http-cache-index 1 0 0\na 10\n",
    "explore-http-cache-index 1 0 0\n../x 10 1\n",
    "explore-http-cache-index 1 0 0\na -1 1\n",
    "explore-http-cache-index 1 0 -4\n",
    "explore-http-cache-index 1 0 0\na 10 1 extra\n",
    "explore-http-cache-index 1 0 0\na 99999999999999999999999 1\n",
  ])
  func refusesWhatItDidNotWrite(_ text: String) {
    #expect(HTTPCache.Index(parsing: Data(text.utf8)) == nil)
  }

  @Test func evictsTheLeastRecentlyUsedUntilItFits() {
    var index = HTTPCache.Index()
    for key in ["a", "b", "c", "d"] { index.use(key, bytes: 10) }
    index.use("a")
    #expect(index.evict(toFit: 40) == [])
    #expect(index.evict(toFit: 25) == ["b", "c"])
    #expect(index.records.keys.sorted() == ["a", "d"])
    #expect(index.totalBytes == 20)
  }

  @Test func everyFileIsPrivateAndTheIndexMatchesTheFolder() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let root = folder.url.appendingPathComponent("cache/explore")
    let cache = HTTPCache(directory: root)
    cache.store(Self.entry(bytes: 100), forKey: "one")
    cache.store(Self.entry(bytes: 200), forKey: "two")
    #expect(folder.files() == ["cache/explore/http-v1/index", "cache/explore/http-v1/index.lock", "cache/explore/http-v1/one.entry", "cache/explore/http-v1/two.entry"])
    for name in folder.files() {
      #expect(try TemporaryFolder.permissions(of: folder.url.appendingPathComponent(name)) == 0o600, "\(name)")
    }
    for name in ["cache", "cache/explore", "cache/explore/http-v1"] {
      #expect(try TemporaryFolder.permissions(of: folder.url.appendingPathComponent(name)) == 0o700, "\(name)")
    }
    let index = try Self.index(of: cache)
    #expect(index.records.keys.sorted() == ["one", "two"])
    for (key, record) in index.records {
      #expect(try FileManager.default.attributesOfItem(atPath: cache.fileURL(forKey: key).path)[.size] as? Int == record.bytes)
    }
  }

  /// A file dropped into the folder is not seen by stores (they never list
  /// the folder) until the periodic sweep, which adopts it as the least
  /// recently used entry and evicts it first.
  @Test func storesDoNotListTheFolderButTheSweepRepairsTheIndex() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let cache = HTTPCache(directory: folder.url, maximumBytes: 50_000)
    cache.store(Self.entry(bytes: 100), forKey: "first")
    let foreign = cache.fileURL(forKey: "foreign")
    try Data(repeating: 0x20, count: 60_000).write(to: foreign)
    let stale = cache.entriesDirectory.appendingPathComponent(".k.entry.tmp-1-2")
    try Data("half".utf8).write(to: stale)

    for round in 1..<(HTTPCache.sweepInterval - 1) {
      cache.store(Self.entry(bytes: 100), forKey: "k\(round % 5)")
    }
    #expect(FileManager.default.fileExists(atPath: foreign.path))
    #expect(FileManager.default.fileExists(atPath: stale.path))
    #expect(try Self.index(of: cache).records["foreign"] == nil)

    cache.store(Self.entry(bytes: 100), forKey: "last")
    #expect(!FileManager.default.fileExists(atPath: foreign.path))
    #expect(!FileManager.default.fileExists(atPath: stale.path))
    let index = try Self.index(of: cache)
    #expect(index.storesSinceSweep == 0)
    #expect(index.records["foreign"] == nil)
    #expect(cache.entry(forKey: "first") != nil)
    #expect(cache.entry(forKey: "last") != nil)
  }

  @Test(arguments: [nil, "garbage\n"])
  func aMissingOrDamagedIndexIsRebuiltFromTheFolder(_ replacement: String?) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let cache = HTTPCache(directory: folder.url)
    for key in ["a", "b", "c"] { cache.store(Self.entry(bytes: 50), forKey: key) }
    if let replacement {
      try Data(replacement.utf8).write(to: cache.indexURL)
    } else {
      try FileManager.default.removeItem(at: cache.indexURL)
    }
    cache.store(Self.entry(bytes: 50), forKey: "d")
    let index = try Self.index(of: cache)
    #expect(index.records.keys.sorted() == ["a", "b", "c", "d"])
    // Entries found by the sweep are older than anything stored since.
    #expect(index.records.filter { $0.key != "d" }.allSatisfy { $0.value.lastUsed < index.records["d"]!.lastUsed })
  }

  @Test func markUsedOnAnUnknownKeyChangesNothing() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let cache = HTTPCache(directory: folder.url)
    cache.store(Self.entry(bytes: 10), forKey: "a")
    let before = try Self.index(of: cache)
    cache.markUsed(key: "nobody")
    #expect(try Self.index(of: cache) == before)
    cache.markUsed(key: "a")
    #expect(try Self.index(of: cache).records["a"]!.lastUsed > before.records["a"]!.lastUsed)
  }

  /// A cache an older explore wrote (no index, folders 0755, entries 0644)
  /// becomes private on the first store.
  @Test func aCacheFromAnOlderExploreIsMadePrivate() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let root = folder.url.appendingPathComponent("explore")
    let cache = HTTPCache(directory: root)
    cache.store(Self.entry(bytes: 10), forKey: "old")
    try FileManager.default.removeItem(at: cache.indexURL)
    for (path, mode) in [(root, 0o755), (cache.entriesDirectory, 0o755), (cache.fileURL(forKey: "old"), 0o644)] {
      try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path.path)
    }
    cache.store(Self.entry(bytes: 10), forKey: "new")
    #expect(try TemporaryFolder.permissions(of: root) == 0o700)
    #expect(try TemporaryFolder.permissions(of: cache.entriesDirectory) == 0o700)
    #expect(try TemporaryFolder.permissions(of: cache.fileURL(forKey: "old")) == 0o600)
    #expect(try Self.index(of: cache).records.keys.sorted() == ["new", "old"])
  }
}
