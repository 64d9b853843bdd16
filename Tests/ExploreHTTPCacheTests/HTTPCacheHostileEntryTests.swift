import ExploreCore
@testable import ExploreHTTPCache
import ExploreTestSupport
import Foundation
import Testing

/// Whatever takes an entry's place (too large, a link, a named pipe, a
/// folder) is a miss, never read whole and never a failure; and a cache
/// folder that others may read is not used (issue 34).
@Suite struct HTTPCacheHostileEntryTests {
  enum Intruder: String, CaseIterable, Sendable {
    case sparseTwoGigabytes, overTheCacheSize, symbolicLink, namedPipe, folder, truncated
  }

  @Test(arguments: Intruder.allCases)
  func aBadEntryIsAMissAndIsReplacedByTheNextStore(_ intruder: Intruder) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let cache = HTTPCache(directory: folder.url.appendingPathComponent("cache"), maximumBytes: 4_096)
    cache.store(HTTPCacheTests.entry("old"), forKey: "k")
    let file = cache.fileURL(forKey: "k")
    let outside = folder.url.appendingPathComponent("elsewhere.json")
    switch intruder {
    case .sparseTwoGigabytes: try HostileFile.sparse(at: file, bytes: 2 << 30)
    case .overTheCacheSize:
      // A whole, valid entry, but larger than the cache may hold.
      let big = HTTPCacheTests.entry(String(repeating: "x", count: 8_192))
      try JSONEncoder().encode(big).write(to: file)
    case .symbolicLink:
      try JSONEncoder().encode(HTTPCacheTests.entry("planted")).write(to: outside)
      try FileManager.default.removeItem(at: file)
      try FileManager.default.createSymbolicLink(at: file, withDestinationURL: outside)
    case .namedPipe: try HostileFile.namedPipe(at: file)
    case .folder:
      try FileManager.default.removeItem(at: file)
      try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
    case .truncated:
      let whole = try Data(contentsOf: file)
      try whole.prefix(whole.count / 2).write(to: file)
    }

    #expect(cache.entry(forKey: "k") == nil)
    if intruder == .folder {
      // A folder is left alone (explore removes no folder it did not make),
      // and the next store cannot replace it: still a miss, not a failure.
      cache.store(HTTPCacheTests.entry("new"), forKey: "k")
      #expect(cache.entry(forKey: "k") == nil)
      return
    }
    #expect(!FileManager.default.fileExists(atPath: file.path) && !isLink(file))
    cache.store(HTTPCacheTests.entry("new"), forKey: "k")
    #expect(cache.entry(forKey: "k")?.body == Data("new".utf8))
    if intruder == .symbolicLink {
      // What the link pointed to is untouched.
      #expect(try JSONDecoder().decode(HTTPCache.Entry.self, from: Data(contentsOf: outside)).body == Data("planted".utf8))
    }
  }

  @Test func anIndexLargerThanTheCacheIsRebuiltNotRead() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let cache = HTTPCache(directory: folder.url, maximumBytes: 4_096)
    cache.store(HTTPCacheTests.entry("a"), forKey: "a")
    try HostileFile.sparse(at: cache.indexURL, bytes: 2 << 30)
    cache.store(HTTPCacheTests.entry("b"), forKey: "b")
    #expect(try HostileFile.size(of: cache.indexURL) < 4_096)
    let index = try #require(HTTPCache.Index(parsing: Data(contentsOf: cache.indexURL)))
    #expect(Set(index.records.keys) == ["a", "b"])
  }

  @Test func aCacheFolderLinkedToAFolderOthersMayReadIsRefused() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let root = folder.url.appendingPathComponent("explore", isDirectory: true)
    let shared = try HostileFile.link(root, toNewFolder: folder.url.appendingPathComponent("shared", isDirectory: true))
    let cache = HTTPCache(directory: root)

    let refusal = try #require(cache.folderRefusal())
    #expect(refusal.hasPrefix("explore is not using its cache at \(root.path): it is a symbolic link to "))
    #expect(refusal.contains("other users may read (mode 0755)"))
    #expect(refusal.hasSuffix("`, then try again."))
    // Used anyway, it writes nothing there.
    cache.store(HTTPCacheTests.entry("secret"), forKey: "k")
    #expect(try FileManager.default.contentsOfDirectory(atPath: shared.path).isEmpty)

    try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: shared.path)
    #expect(cache.folderRefusal() == nil)
  }

  private func isLink(_ url: URL) -> Bool {
    (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) != nil
  }
}
