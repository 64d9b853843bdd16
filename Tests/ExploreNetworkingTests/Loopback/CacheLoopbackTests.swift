import ExploreCore
import ExploreHTTPCache
@testable import ExploreNetworking
import ExploreTestSupport
import Foundation
import Testing

/// The conditional cache through the real URLSession path.
@Suite(.serialized) struct CacheLoopbackTests {
  @Test func revalidatesWithETagAndServesTheStoredBodyOn304() async throws {
    let harness = try LoopbackHarness()
    defer { harness.stop() }
    let cache = HTTPCache(directory: harness.cacheFolder.url)
    let log = Lines()
    let client = harness.client(cache: cache, log: log)
    let request = HTTPRequest(url: harness.url("/items?page=1"), credential: harness.credential)

    let first = try await client.send(request)
    let second = try await client.send(request)
    let third = try await client.send(request)
    #expect(first.origin == .network)
    #expect(second.origin == .revalidatedCache)
    #expect(third.origin == .revalidatedCache)
    #expect(second.status == 200)
    #expect(second.body == first.body)
    #expect(second.linkHeader?.next == first.linkHeader?.next)

    let requests = try await harness.server.requests()
    #expect(requests.map(\.status) == [200, 304, 304])
    #expect(requests[0].header("if-none-match") == nil)
    #expect(requests[1].header("if-none-match") == first.headers["etag"])
    #expect(log.all.contains { $0.hasPrefix("cache: revalidated") })

    // Nothing in the cache folder holds the token.
    for name in harness.cacheFolder.files() {
      let data = try Data(contentsOf: harness.cacheFolder.url.appendingPathComponent(name))
      #expect(!String(decoding: data, as: UTF8.self).contains(LoopbackHarness.token))
      #expect(!name.contains(LoopbackHarness.token))
    }
  }

  @Test func anotherIdentityDoesNotShareEntries() async throws {
    let harness = try LoopbackHarness()
    defer { harness.stop() }
    let client = harness.client(cache: HTTPCache(directory: harness.cacheFolder.url))
    _ = try await client.send(HTTPRequest(url: harness.url("/user"), credential: harness.credential))
    _ = try await client.send(HTTPRequest(url: harness.url("/user")))
    let requests = try await harness.server.requests()
    #expect(requests.map(\.status) == [200, 200])
    #expect(requests[1].header("if-none-match") == nil)
  }

  @Test func noCacheMeansNoConditionalRequests() async throws {
    let harness = try LoopbackHarness()
    defer { harness.stop() }
    let client = harness.client(cache: nil)
    _ = try await client.send(HTTPRequest(url: harness.url("/user")))
    let second = try await client.send(HTTPRequest(url: harness.url("/user")))
    #expect(second.origin == .network)
    #expect(try await harness.server.requests().map(\.status) == [200, 200])
  }

  @Test func aCorruptEntryIsIgnoredAndReplaced() async throws {
    let harness = try LoopbackHarness()
    defer { harness.stop() }
    let cache = HTTPCache(directory: harness.cacheFolder.url)
    let client = harness.client(cache: cache)
    let request = HTTPRequest(url: harness.url("/user"))
    let first = try await client.send(request)
    let files = harness.cacheFolder.files().filter { $0.hasSuffix(".entry") }
    try #require(files.count == 1)
    try Data("{\"version\":1,\"body\":".utf8).write(to: harness.cacheFolder.url.appendingPathComponent(files[0]))

    let second = try await client.send(request)
    #expect(second.origin == .network)
    #expect(second.body == first.body)
    let third = try await client.send(request)
    #expect(third.origin == .revalidatedCache)
    #expect(try await harness.server.requests().map(\.status) == [200, 200, 304])
  }

  @Test func onlyGETSuccessesAreCached() async throws {
    let harness = try LoopbackHarness()
    defer { harness.stop() }
    let client = harness.client(cache: HTTPCache(directory: harness.cacheFolder.url))
    _ = try await client.send(HTTPRequest(method: .post, url: harness.url("/things"), body: Data("{}".utf8)))
    _ = try await client.send(HTTPRequest(url: harness.url("/search?q=x")))
    _ = try await client.send(HTTPRequest(url: harness.url("/nothing-here")))
    #expect(harness.cacheFolder.files().filter { $0.hasSuffix(".entry") }.isEmpty)
  }

  @Test func concurrentClientsShareOneCacheFolder() async throws {
    let harness = try LoopbackHarness()
    defer { harness.stop() }
    let folder = harness.cacheFolder.url
    try await withThrowingTaskGroup(of: Void.self) { group in
      for _ in 0..<6 {
        group.addTask {
          let client = harness.client(cache: HTTPCache(directory: folder))
          for path in ["/user", "/items?page=1", "/character?page=2&name=rick%20sanchez"] {
            let response = try await client.send(HTTPRequest(url: harness.url(path)))
            precondition(response.status == 200, "every request succeeds")
          }
        }
      }
      try await group.waitForAll()
    }
    let entries = harness.cacheFolder.files().filter { $0.hasSuffix(".entry") }
    #expect(entries.count == 3)
    #expect(!harness.cacheFolder.files().contains { $0.contains(".tmp-") })
    let cache = HTTPCache(directory: folder)
    for name in entries {
      let key = String(name.split(separator: "/").last!.dropLast(".entry".count))
      #expect(cache.entry(forKey: key) != nil)
    }
  }
}
