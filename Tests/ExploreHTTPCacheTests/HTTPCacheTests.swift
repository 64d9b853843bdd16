import ExploreCore
@testable import ExploreHTTPCache
import ExploreTestSupport
import Foundation
import Testing

@Suite struct HTTPCacheTests {
  static let url = URL(string: "https://api.github.com/users/octocat/followers?page=2")!

  static func entry(_ body: String, etag: String = "\"abc\"") -> HTTPCache.Entry {
    let response = HTTPResponse(
      status: 200, headers: ["ETag": etag, "Content-Type": "application/json", "Set-Cookie": "session=1"],
      body: Data(body.utf8), url: url)
    return HTTPCache.Entry(url: url, response: response, storedAt: Date(timeIntervalSince1970: 0))
  }

  @Test func keysDependOnMethodURLAcceptAndIdentityButNeverHoldTheSecret() {
    let secret = "ghp_supersecret1234567890"
    let base = HTTPRequest(url: Self.url)
    let authed = HTTPRequest(url: Self.url, credential: Credential(secret: secret, source: "test"))
    let other = HTTPRequest(url: Self.url, credential: Credential(secret: "ghp_other", source: "test"))
    let key = HTTPCache.key(for: base, accept: "application/json")
    #expect(key.count == 64)
    #expect(key == HTTPCache.key(for: base, accept: "application/json"))
    #expect(key != HTTPCache.key(for: base, accept: "application/vnd.github+json"))
    #expect(key != HTTPCache.key(for: HTTPRequest(method: .head, url: Self.url), accept: "application/json"))
    #expect(key != HTTPCache.key(for: HTTPRequest(url: URL(string: "https://api.github.com/users/octocat/followers?page=3")!), accept: "application/json"))
    let authedKey = HTTPCache.key(for: authed, accept: "application/json")
    #expect(authedKey != key)
    #expect(authedKey != HTTPCache.key(for: other, accept: "application/json"))
    #expect(!authedKey.contains(secret))
  }

  @Test func storesAndReadsBackWithoutCookies() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let cache = HTTPCache(directory: folder.url)
    cache.store(Self.entry("[1,2,3]"), forKey: "k1")
    let read = try #require(cache.entry(forKey: "k1"))
    #expect(read.body == Data("[1,2,3]".utf8))
    #expect(read.etag == "\"abc\"")
    #expect(read.headers["set-cookie"] == nil)
    #expect(cache.entry(forKey: "missing") == nil)
    #expect(folder.files().allSatisfy { !$0.contains(".tmp-") })
  }

  @Test(arguments: ["", "{\"version\":1,\"url\":", "not json at all", "{\"version\":99,\"url\":\"x\",\"status\":200,\"headers\":{},\"body\":\"\",\"storedAt\":0}"])
  func ignoresAndReplacesACorruptEntry(_ garbage: String) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let cache = HTTPCache(directory: folder.url)
    cache.store(Self.entry("old"), forKey: "k")
    try Data(garbage.utf8).write(to: cache.fileURL(forKey: "k"))
    #expect(cache.entry(forKey: "k") == nil)
    #expect(!FileManager.default.fileExists(atPath: cache.fileURL(forKey: "k").path))
    cache.store(Self.entry("new"), forKey: "k")
    #expect(cache.entry(forKey: "k")?.body == Data("new".utf8))
  }

  @Test func evictsLeastRecentlyUsedFirst() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let body = String(repeating: "x", count: 1000)
    let probe = HTTPCache(directory: folder.url)
    probe.store(Self.entry(body), forKey: "probe")
    let entrySize = try #require(try FileManager.default.attributesOfItem(atPath: probe.fileURL(forKey: "probe").path)[.size] as? Int)
    try probe.removeAll()

    // Room for three entries.
    let cache = HTTPCache(directory: folder.url, maximumBytes: entrySize * 3 + entrySize / 2)
    for key in ["a", "b", "c"] {
      cache.store(Self.entry(body), forKey: key)
    }
    // A hit on the oldest makes it the most recent.
    cache.markUsed(key: "a")
    cache.store(Self.entry(body), forKey: "d")
    #expect(cache.entry(forKey: "a") != nil)
    #expect(cache.entry(forKey: "b") == nil)
    #expect(cache.entry(forKey: "c") != nil)
    #expect(cache.entry(forKey: "d") != nil)
  }

  @Test func concurrentWritersLeaveOnlyWholeEntries() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let cache = HTTPCache(directory: folder.url, maximumBytes: 40_000)
    await withTaskGroup(of: Void.self) { group in
      for writer in 0..<8 {
        group.addTask {
          for round in 0..<40 {
            let key = "shared-\(round % 10)"
            let body = String(repeating: Character(UnicodeScalar(UInt8(97 + writer))), count: 500 + round)
            cache.store(Self.entry(body), forKey: key)
            if let read = cache.entry(forKey: key) {
              // Whatever writer won, the entry is whole: one letter, full length.
              let text = String(decoding: read.body, as: UTF8.self)
              precondition(Set(text).count == 1, "torn cache entry")
            }
          }
        }
      }
    }
    let files = folder.files()
    #expect(!files.contains { $0.contains(".tmp-") })
    var total = 0
    for name in files where name.hasSuffix(".entry") {
      let key = String(name.split(separator: "/").last!.dropLast(".entry".count))
      let entry = try #require(cache.entry(forKey: key))
      #expect(Set(String(decoding: entry.body, as: UTF8.self)).count == 1)
      total += try FileManager.default.attributesOfItem(atPath: cache.fileURL(forKey: key).path)[.size] as? Int ?? 0
    }
    #expect(total <= 40_000)
  }

  @Test func evictionToleratesFilesVanishing() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let cache = HTTPCache(directory: folder.url, maximumBytes: 10)
    cache.store(Self.entry("one"), forKey: "one")
    try FileManager.default.removeItem(at: cache.entriesDirectory)
    cache.evictIfNeeded()
    cache.store(Self.entry("two"), forKey: "two")
    #expect(cache.entry(forKey: "two") == nil)  // larger than the whole cache: evicted at once
  }
}
