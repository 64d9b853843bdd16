import ExploreCore
import ExploreHTTPCache
import ExploreNetworking
import ExploreTestSupport
import Foundation
import Testing

/// A fresh cached answer costs no request when the request takes one
/// (pictures); a stale one is revalidated, and the 304 makes it fresh
/// again; a request that does not take fresh answers (an API's list)
/// revalidates every time. Counted on the loopback server.
@Suite(.serialized) struct FreshnessLoopbackTests {
  static let start = Date(timeIntervalSince1970: 1_700_000_000)

  /// A client whose clock reads `clock`.
  static func client(_ harness: LoopbackHarness, cache: HTTPCache, clock: Locked<Date>) -> HTTPClient {
    var configuration = harness.client(cache: cache).configuration
    configuration.now = { clock.withLock { $0 } }
    return configuration.makeClient()
  }

  static func writePicture(_ name: String, headers: String, into harness: LoopbackHarness) throws {
    try harness.fixtures.write(
      #"{ "request": { "method": "GET", "path": "/\#(name)" }, "response": { "status": 200, "headers": { "content-type": "image/png", \#(headers) }, "bodyBase64": "iVBORw0KGgo=" } }"#,
      to: "api/GET-\(name).json")
  }

  static func picture(_ harness: LoopbackHarness, _ name: String) -> HTTPRequest {
    var request = HTTPRequest(url: harness.url("/\(name)"))
    request.acceptsFreshCache = true
    return request
  }

  @Test func aFreshPictureCostsNoRequestAndAStaleOneIsRevalidated() async throws {
    let harness = try LoopbackHarness()
    defer { harness.stop() }
    try Self.writePicture("avatar", headers: #""cache-control": "max-age=300""#, into: harness)
    let clock = Locked(Self.start)
    let client = Self.client(harness, cache: HTTPCache(directory: harness.cacheFolder.url), clock: clock)
    let request = Self.picture(harness, "avatar")

    let first = try await client.send(request)
    clock.withLock { $0 += 299 }
    let fresh = try await client.send(request)
    #expect(first.origin == .network)
    #expect(fresh.origin == .cache)
    #expect(fresh.body == first.body)
    #expect(try await harness.server.requests().count == 1)

    clock.withLock { $0 += 1 }
    let stale = try await client.send(request)
    #expect(stale.origin == .revalidatedCache)
    #expect(stale.body == first.body)
    // The 304 starts the picture's 300 s again.
    clock.withLock { $0 += 299 }
    let freshAgain = try await client.send(request)
    #expect(freshAgain.origin == .cache)
    let requests = try await harness.server.requests()
    #expect(requests.map(\.status) == [200, 304])
    #expect(requests[1].header("if-none-match") == first.headers["etag"])
  }

  @Test func aListRevalidatesEvenWhenItsAnswerIsFresh() async throws {
    let harness = try LoopbackHarness()
    defer { harness.stop() }
    try Self.writePicture("list", headers: #""cache-control": "private, max-age=60""#, into: harness)
    let client = Self.client(harness, cache: HTTPCache(directory: harness.cacheFolder.url), clock: Locked(Self.start))
    let request = HTTPRequest(url: harness.url("/list"))
    _ = try await client.send(request)
    let second = try await client.send(request)
    #expect(second.origin == .revalidatedCache)
    #expect(try await harness.server.requests().map(\.status) == [200, 304])
  }

  @Test(arguments: [#""cache-control": "no-cache""#, #""cache-control": "max-age=0""#, #""expires": "0""#])
  func aPictureThatAsksToBeRevalidatedIsRevalidated(_ headers: String) async throws {
    let harness = try LoopbackHarness()
    defer { harness.stop() }
    try Self.writePicture("avatar", headers: headers, into: harness)
    let client = Self.client(harness, cache: HTTPCache(directory: harness.cacheFolder.url), clock: Locked(Self.start))
    _ = try await client.send(Self.picture(harness, "avatar"))
    let second = try await client.send(Self.picture(harness, "avatar"))
    #expect(second.origin == .revalidatedCache)
    #expect(try await harness.server.requests().map(\.status) == [200, 304])
  }
}
