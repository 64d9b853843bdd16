import ExploreCore
import ExploreNetworking
import ExploreTestSupport
import Foundation
import Testing

/// A token sent in the query (issue 40, item 5) against the hostile
/// server: the response and every message name the URL without it, a
/// next page's URL that echoes it sends it once, and a truncated answer
/// is retried once as the server's failure.
@Suite struct QueryCredentialLoopbackTests {
  static let credential = Credential(secret: HostileServer.token, scheme: .query("api key"), source: "test")

  @Test func theResponseURLHoldsNoQueryToken() async throws {
    let hostile = try HostileServer()
    defer { hostile.stop() }
    let response = try await hostile.client().send(HTTPRequest(url: hostile.url("/items/1"), credential: Self.credential))
    #expect(response.status == 200)
    #expect(response.url == hostile.url("/items/1"))
    let request = try #require(try await hostile.server.requests().last)
    #expect(request.queryValue("api key") == HostileServer.token)
  }

  @Test func aNextURLThatEchoesTheTokenSendsItOnceAndNamesItNowhere() async throws {
    let hostile = try HostileServer()
    defer { hostile.stop() }
    // As a server's `next` link that copies the request's query.
    let echoed = hostile.url("/items/2?page=2&api%20key=\(HostileServer.token)")
    let response = try await hostile.client().send(HTTPRequest(url: echoed, credential: Self.credential))
    #expect(response.url == hostile.url("/items/2?page=2"))
    let request = try #require(try await hostile.server.requests().last)
    #expect(request.queryItems.filter { $0.name == "api key" }.count == 1)
    #expect(request.queryValue("page") == "2")
  }

  @Test func aTruncatedAnswerIsRetriedOnceAndNamedTheServers() async throws {
    let hostile = try HostileServer()
    defer { hostile.stop() }
    try await hostile.server.inject([LoopbackFault(match: "/api/items/3", action: .closeMidBody)])
    let sleeps = Sleeps()
    // NB: a total time no busy machine reaches: the retry is the policy's to refuse, not the clock's.
    let client = hostile.client(
      totalTimeout: .seconds(600), retryPolicy: RetryPolicy(maximumRetries: 4, maximumTotalTime: .seconds(600)), sleeps: sleeps)
    let error = try await #require(throws: APIError.self) {
      try await client.send(HTTPRequest(url: hostile.url("/items/3"), credential: Self.credential))
    }
    guard case .transport(.malformedResponse(let detail)) = error.kind else {
      Issue.record("a truncated answer is \(error.kind)")
      return
    }
    #expect(detail.contains("bytes remaining to read"))
    #expect(error.retries == 1)
    #expect(sleeps.all.count == 1)
    #expect(try await hostile.server.requestCount() == 2)
    #expect(!error.description.contains(HostileServer.token))
    #expect(error.description.hasPrefix("The server of 127.0.0.1 sent a malformed or truncated answer to \(hostile.url("/items/3").absoluteString), even after 1 retry ("))
  }

  @Test func aResetConnectionIsStillRetriedAsOften() async throws {
    let hostile = try HostileServer()
    defer { hostile.stop() }
    try await hostile.server.inject([LoopbackFault(match: "/api/items/4", action: .resetMidBody)])
    let client = hostile.client(totalTimeout: .seconds(600), retryPolicy: RetryPolicy(maximumRetries: 3, maximumTotalTime: .seconds(600)))
    let error = try await #require(throws: APIError.self) {
      try await client.send(HTTPRequest(url: hostile.url("/items/4")))
    }
    #expect(error.kind == .transport(reason: .connectionLost))
    #expect(error.retries == 3)
  }
}
