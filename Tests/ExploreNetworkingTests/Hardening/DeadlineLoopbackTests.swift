import ExploreCore
import ExploreNetworking
import ExploreTestSupport
import Foundation
import Testing

/// Every attempt has a deadline that covers the body, and every request an
/// overall one (issue 21, class 1): a body that trickles in never resets it.
@Suite(.serialized) struct DeadlineLoopbackTests {
  @Test func aTricklingBodyFailsTheAttemptAtItsDeadlineWithAMessageThatNamesIt() async throws {
    let hostile = try HostileServer()
    defer { hostile.stop() }
    // About 40 bytes at 150 ms each: 6 s, every pause far below the idle timeout.
    try await hostile.server.inject([LoopbackFault(match: "/api/items/5", action: .trickle(millisecondsPerByte: 150))])
    let client = hostile.client(requestTimeout: .seconds(1))
    let error = try await #require(throws: APIError.self) {
      try await client.send(HTTPRequest(url: hostile.url("/items/5")))
    }
    #expect(error.kind == .transport(reason: .deadlineExceeded(limit: .seconds(1))))
    #expect(error.retries == 0)
    #expect(error.description == """
      \(hostile.endpoint("/items/5")) did not finish within 1 s, the longest explore waits for it. \
      The server or the network is too slow right now: try again later.
      """)
  }

  @Test func aRetriedDeadlineSaysHowManyRetries() async throws {
    let hostile = try HostileServer()
    defer { hostile.stop() }
    try await hostile.server.inject([LoopbackFault(match: "/api/items/5", action: .trickle(millisecondsPerByte: 150))])
    let client = hostile.client(requestTimeout: .seconds(1), retryPolicy: RetryPolicy(maximumRetries: 1, baseDelay: .milliseconds(1)))
    let error = try await #require(throws: APIError.self) {
      try await client.send(HTTPRequest(url: hostile.url("/items/5")))
    }
    #expect(error.retries == 1)
    #expect(try await hostile.server.requestCount(pathPrefix: "/api/items/5") == 2)
    #expect(error.description == """
      \(hostile.endpoint("/items/5")) did not finish within 1 s, the longest explore waits for it, even after 1 retry. \
      The server or the network is too slow right now: try again later.
      """)
  }

  @Test func theTotalDeadlineCutsTheLastAttemptShortAndIsTheLimitNamed() async throws {
    let hostile = try HostileServer()
    defer { hostile.stop() }
    // The first attempt loses its connection at once (a reset: a clean close
    // mid-body is a truncated answer, which is not retried); the retry waits 4 s by
    // an injected sleep (it takes no time, but the budget counts it), so the
    // retry starts with at most 8 s of the 12 s total left, less than its own 9 s,
    // and its trickling body (24 bytes at 500 ms: 12 s) runs out of the total.
    // NB: the limit is decided when the retry starts, from the sleeps the
    // budget counted, so a late deadline on a busy machine cannot change it;
    // a first attempt may take up to 8 s to fail (a loaded machine) and the
    // retry still starts.
    try await hostile.server.inject([
      LoopbackFault(match: "/api/items/5", times: 1, action: .resetMidBody),
      LoopbackFault(match: "/api/items/5", action: .trickle(millisecondsPerByte: 500)),
    ])
    let sleeps = Sleeps()
    let client = hostile.client(
      requestTimeout: .seconds(9), totalTimeout: .seconds(12),
      retryPolicy: RetryPolicy(maximumRetries: 5, baseDelay: .seconds(4), maximumTotalTime: .seconds(600), jitter: 0),
      sleeps: sleeps)
    let error = try await #require(throws: APIError.self) {
      try await client.send(HTTPRequest(url: hostile.url("/items/5")))
    }
    #expect(error.kind == .transport(reason: .deadlineExceeded(limit: .seconds(12))))
    #expect(error.retries == 1, "the next retry's 8 s delay would end past the total")
    #expect(sleeps.all == [.seconds(4)])
    #expect(error.description.hasPrefix("\(hostile.endpoint("/items/5")) did not finish within 12 s"))
  }

  @Test func noRetryStartsThatTheTotalDeadlineWouldCut() async throws {
    let hostile = try HostileServer()
    defer { hostile.stop() }
    try await hostile.server.inject([LoopbackFault(match: "/api/items/6", action: .status(503, retryAfter: 30))])
    let sleeps = Sleeps()
    let client = hostile.client(totalTimeout: .seconds(20), retryPolicy: RetryPolicy(maximumRetries: 4, maximumTotalTime: .seconds(600)), sleeps: sleeps)
    let response = try await client.send(HTTPRequest(url: hostile.url("/items/6")))
    // A `retry-after: 30` retry would end after the 20 s the request has: the 503 is the answer.
    #expect(response.status == 503)
    #expect(sleeps.all.isEmpty)
    let error = try #require(throws: APIError.self) { try response.requireSuccess("item 6") }
    #expect(error.description == "The API server of 127.0.0.1 failed with HTTP 503 for item 6. This is usually temporary: try again in a few minutes.")
  }
}
