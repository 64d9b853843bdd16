import ExploreCore
import ExploreNetworking
import ExploreTestSupport
import Foundation
import Testing

/// A bound on the bytes of one response, counted after decompression
/// (issue 21, class 5): refused early by `Content-Length`, cut off as it
/// arrives otherwise, with a message that names the limit.
@Suite(.serialized) struct ResponseSizeLoopbackTests {
  static let megabyte = 1_048_576

  @Test func aGzipBodyReachesTheClientDecompressed() async throws {
    // NB: this is what makes counting in the delegate a bound on memory:
    // FoundationNetworking (libcurl) inflates before the delegate sees a byte.
    let hostile = try HostileServer()
    defer { hostile.stop() }
    let response = try await hostile.client().send(HTTPRequest(url: hostile.url("/gzip")))
    #expect(response.status == 200)
    #expect(String(decoding: response.body, as: UTF8.self) == HostileServer.gzipText)
  }

  @Test func aGzipBombIsCutOffAtTheLimitOfDecompressedBytes() async throws {
    let hostile = try HostileServer()
    defer { hostile.stop() }
    // About 420 KB on the wire, under the limit; 64 MB once inflated.
    let client = hostile.client(maximumResponseBytes: Self.megabyte, retryPolicy: RetryPolicy(maximumRetries: 3, baseDelay: .milliseconds(1)))
    let error = try await #require(throws: APIError.self) {
      try await client.send(HTTPRequest(url: hostile.url("/bomb/\(64 * Self.megabyte)")))
    }
    #expect(error.kind == .responseTooLarge(limit: Self.megabyte))
    #expect(error.description == """
      The response from \(hostile.endpoint("/bomb/\(64 * Self.megabyte)")) is larger than 1 MB, the most explore reads. \
      Ask for less (a smaller page, a narrower search); if the API should not send this much, report it.
      """)
    // Not retried: the same request would bring the same body.
    #expect(try await hostile.server.requestCount() == 1)
  }

  @Test func aContentLengthOverTheLimitIsRefusedBeforeTheBody() async throws {
    let hostile = try HostileServer()
    defer { hostile.stop() }
    try await hostile.server.inject([LoopbackFault(match: "/api/items/7", action: .declareLength(40 * Self.megabyte))])
    let error = try await #require(throws: APIError.self) {
      try await hostile.client().send(HTTPRequest(url: hostile.url("/items/7")))
    }
    #expect(error.kind == .responseTooLarge(limit: 32 * Self.megabyte))
    #expect(error.description.hasPrefix("The response from \(hostile.endpoint("/items/7")) is larger than 32 MB, the most explore reads."))
  }

  @Test func aPlainBodyOverTheLimitIsRefused() async throws {
    let hostile = try HostileServer()
    defer { hostile.stop() }
    let client = hostile.client(maximumResponseBytes: 100 * 1024)
    let error = try await #require(throws: APIError.self) {
      try await client.send(HTTPRequest(url: hostile.url("/big/\(200 * 1024)")))
    }
    #expect(error.kind == .responseTooLarge(limit: 100 * 1024))
    #expect(error.description.contains("is larger than 100 KB, the most explore reads"))
  }

  @Test func aLargeRealPageFitsTheDefaultLimitEasily() async throws {
    let hostile = try HostileServer()
    defer { hostile.stop() }
    // Twice GitHub's largest page (100 items, about 500 KB).
    let response = try await hostile.client().send(HTTPRequest(url: hostile.url("/big/\(1_000_000)")))
    #expect(response.status == 200)
    #expect(response.body.count == 1_000_002)
  }

  @Test func aHeadResponseMayAnnounceAnyLength() async throws {
    let hostile = try HostileServer()
    defer { hostile.stop() }
    let client = hostile.client(maximumResponseBytes: 1024)
    let response = try await client.send(HTTPRequest(method: .head, url: hostile.url("/big/\(200 * 1024)")))
    #expect(response.status == 200)
    #expect(response.body.isEmpty)
  }
}
