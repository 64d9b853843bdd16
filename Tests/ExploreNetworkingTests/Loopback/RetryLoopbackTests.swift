import ExploreCore
import ExploreHTTPCache
import ExploreNetworking
import ExploreTestSupport
import Foundation
import Testing

/// Retries and rate limits against the loopback server.
@Suite(.serialized) struct RetryLoopbackTests {
  @Test(arguments: [502, 503, 504])
  func retriesGatewayErrorsThenSucceeds(_ status: Int) async throws {
    let harness = try LoopbackHarness()
    defer { harness.stop() }
    try await harness.server.inject([LoopbackFault(match: "/api/user", times: 2, action: .status(status))])
    let sleeps = Sleeps()
    let log = Lines()
    let response = try await harness.client(log: log, sleeps: sleeps).send(HTTPRequest(url: harness.url("/user")))
    #expect(response.status == 200)
    #expect(try await harness.server.requestCount() == 3)
    #expect(sleeps.all.count == 2)
    #expect(log.all.filter { $0.hasPrefix("retrying") }.count == 2)
  }

  @Test func retriesAConnectionClosedMidBody() async throws {
    let harness = try LoopbackHarness()
    defer { harness.stop() }
    try await harness.server.inject([LoopbackFault(match: "/api/user", times: 1, action: .closeMidBody)])
    do {
      _ = try await harness.client(retryPolicy: .none).send(HTTPRequest(url: harness.url("/user")))
      Issue.record("a body cut short must not pass as a response")
    } catch let error as APIError {
      print("closeMidBody without retries: \(error.kind)")
    }
    try await harness.server.reset()
    try await harness.server.inject([LoopbackFault(match: "/api/user", times: 1, action: .closeMidBody)])
    let response = try await harness.client().send(HTTPRequest(url: harness.url("/user")))
    #expect(response.status == 200)
    #expect(try await harness.server.requestCount() == 2)
  }

  @Test func doesNotRetry500OrNonIdempotentRequests() async throws {
    let harness = try LoopbackHarness()
    defer { harness.stop() }
    try await harness.server.inject([
      LoopbackFault(match: "/api/user", times: 1, action: .status(500)),
      LoopbackFault(match: "/api/things", times: 1, action: .status(503)),
    ])
    let client = harness.client()
    #expect(try await client.send(HTTPRequest(url: harness.url("/user"))).status == 500)
    #expect(try await client.send(HTTPRequest(method: .post, url: harness.url("/things"), body: Data("{}".utf8))).status == 503)
    #expect(try await harness.server.requestCount() == 2)
  }

  @Test func givesUpAfterTheRetryBoundAndReturnsTheLastResponse() async throws {
    let harness = try LoopbackHarness()
    defer { harness.stop() }
    try await harness.server.inject([LoopbackFault(match: "/api/user", action: .status(503))])
    let response = try await harness.client(retryPolicy: RetryPolicy(maximumRetries: 2, baseDelay: .milliseconds(1))).send(HTTPRequest(url: harness.url("/user")))
    #expect(response.status == 503)
    #expect(try await harness.server.requestCount() == 3)
    #expect(throws: APIError.self) { try response.requireSuccess("user") }
  }

  @Test func stopsRetryingWhenTheTotalTimeWouldBeExceeded() async throws {
    let harness = try LoopbackHarness()
    defer { harness.stop() }
    try await harness.server.inject([LoopbackFault(match: "/api/user", action: .status(503))])
    let policy = RetryPolicy(maximumRetries: 10, baseDelay: .seconds(4), maximumDelay: .seconds(20), maximumTotalTime: .seconds(10), jitter: 0)
    let sleeps = Sleeps()
    let response = try await harness.client(retryPolicy: policy, sleeps: sleeps).send(HTTPRequest(url: harness.url("/user")))
    #expect(response.status == 503)
    // 4 s, then 8 s would pass the 10 s budget (the injected sleep takes no time).
    #expect(sleeps.all == [.seconds(4)])
  }

  @Test func honoursRetryAfterOnASecondaryRateLimit() async throws {
    let harness = try LoopbackHarness()
    defer { harness.stop() }
    let attempt = try await harness.getUser(after: [LoopbackFault(match: "/api/user", times: 1, action: .secondaryRateLimit(retryAfter: 3))])
    #expect(attempt.response.status == 200)
    #expect(attempt.sleeps == [.seconds(3)])
    #expect(attempt.notes.contains { $0.contains("waiting 3 s") })
  }

  @Test func retries429WithRetryAfter() async throws {
    let harness = try LoopbackHarness()
    defer { harness.stop() }
    let attempt = try await harness.getUser(after: [LoopbackFault(match: "/api/user", times: 2, action: .status(429, retryAfter: 1))])
    #expect(attempt.response.status == 200)
    #expect(attempt.sleeps == [.seconds(1), .seconds(1)])
  }

  @Test func aSecondaryLimitLongerThanTheWaitFails() async throws {
    let harness = try LoopbackHarness()
    defer { harness.stop() }
    try await harness.server.inject([LoopbackFault(match: "/api/user", action: .secondaryRateLimit(retryAfter: 120))])
    let error = try await #require(throws: APIError.self) {
      try await harness.client().send(HTTPRequest(url: harness.url("/user")))
    }
    #expect(error.kind == .rateLimited(.secondary(retryAfter: .seconds(120))))
    #expect(error.description.contains("secondary rate limit"))
    #expect(try await harness.server.requestCount() == 1)
  }

  @Test func waitsForAPrimaryLimitThatResetsSoon() async throws {
    let harness = try LoopbackHarness()
    defer { harness.stop() }
    let attempt = try await harness.getUser(after: [LoopbackFault(match: "/api/user", times: 1, action: .primaryRateLimit(resetInSeconds: 5))])
    #expect(attempt.response.status == 200)
    try #require(attempt.sleeps.count == 1)
    #expect(attempt.sleeps[0] > .seconds(3) && attempt.sleeps[0] <= .seconds(7))
    let note = try #require(attempt.notes.first)
    #expect(note.hasPrefix("Loopback rate limit reached; waiting "))
    #expect(note.contains(" until "))
    #expect(try await harness.server.requestCount() == 2)
  }

  @Test func failsOnAPrimaryLimitThatResetsTooLate() async throws {
    let harness = try LoopbackHarness()
    defer { harness.stop() }
    try await harness.server.inject([LoopbackFault(match: "/api/user", action: .primaryRateLimit(resetInSeconds: 600))])
    let sleeps = Sleeps()
    let notes = Lines()
    let error = try await #require(throws: APIError.self) {
      try await harness.client(maximumRateLimitWait: .seconds(60), notes: notes, sleeps: sleeps)
        .send(HTTPRequest(url: harness.url("/user")))
    }
    guard case .rateLimited(.primary(let resetsAt, _)) = error.kind, let resetsAt else {
      Issue.record("expected a primary rate limit with a reset time, got \(error.kind)")
      return
    }
    #expect(resetsAt.timeIntervalSinceNow > 500)
    #expect(error.description.contains(try #require(APIError.localTime(resetsAt, in: .current)) + " local time"))
    #expect(error.description.contains("Authenticat"))
    #expect(sleeps.all.isEmpty)
    #expect(notes.all.isEmpty)
    #expect(try await harness.server.requestCount() == 1)
  }

  /// REQUIRED by the issue: 1,000 requests, 20% transient faults, all succeed.
  @Test func aThousandRequestsWithTwentyPercentTransientFaultsAllSucceed() async throws {
    let harness = try LoopbackHarness()
    defer { harness.stop() }
    try await harness.server.inject([LoopbackFault(match: "/api/items", action: .randomTransient(probability: 0.2, seed: 7))])
    // NB: real (tiny) sleeps. With 4 retries a request fails only after 5
    // faults in a row (0.2^5), which over 1,000 requests happens in about a
    // quarter of runs; 8 retries make that about 1 in 2,000.
    let policy = RetryPolicy(maximumRetries: 8, baseDelay: .milliseconds(1), maximumDelay: .milliseconds(8), maximumTotalTime: .seconds(30))
    let client = harness.client(retryPolicy: policy, sleeps: nil)
    let url = harness.url("/items?page=1")
    let total = 1000
    let width = 8
    let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
      var statuses: [Int] = []
      var started = 0
      while started < min(width, total) {
        group.addTask { try await client.send(HTTPRequest(url: url)).status }
        started += 1
      }
      while let status = try await group.next() {
        statuses.append(status)
        if started < total {
          group.addTask { try await client.send(HTTPRequest(url: url)).status }
          started += 1
        }
      }
      return statuses
    }
    #expect(statuses.count == total)
    #expect(statuses.allSatisfy { $0 == 200 })
    let requests = try await harness.server.requests()
    let faulted = requests.filter { $0.fault != nil }.count
    #expect(requests.count == total + faulted)
    // About 20% of attempts were faults: the test really exercised retries.
    #expect(faulted > 100)
  }
}
