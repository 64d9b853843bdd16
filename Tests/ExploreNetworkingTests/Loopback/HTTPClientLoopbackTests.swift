import ExploreCore
import ExploreHTTPCache
import ExploreNetworking
import ExploreTestSupport
import Foundation
import Testing

/// The client through the real URLSession path against the loopback server.
@Suite(.serialized) struct HTTPClientLoopbackTests {
  @Test func sendsUserAgentDefaultAndRequestHeadersAndTheCredentialToTheAPIHost() async throws {
    let harness = try LoopbackHarness()
    defer { harness.stop() }
    let client = harness.client()
    let request = HTTPRequest(url: harness.url("/user"), headers: ["X-Request": "yes", "Accept": "application/vnd.test+json"], credential: harness.credential)
    let response = try await client.send(request)
    #expect(response.status == 200)
    #expect(response.origin == .network)
    struct User: Decodable { var login: String; var bio: String? }
    #expect(try response.decode(User.self, endpoint: "GET /user").login == "tester")

    let seen = try #require(try await harness.server.requests().first)
    #expect(seen.header("user-agent") == "explore/0.1.0")
    #expect(seen.header("x-api-version") == "2022-11-28")
    #expect(seen.header("x-request") == "yes")
    #expect(seen.header("accept") == "application/vnd.test+json")
    #expect(seen.header("authorization") == "Bearer \(LoopbackHarness.token)")
  }

  @Test func neverSendsTheCredentialToAnotherHost() async throws {
    let harness = try LoopbackHarness()
    defer { harness.stop() }
    let client = harness.client()
    // Same server, addressed as `localhost`: another origin than the API base.
    let other = try #require(URL(string: "http://localhost:\(harness.server.port)/api/user"))
    let response = try await client.send(HTTPRequest(url: other, credential: harness.credential))
    #expect(response.status == 200)
    let seen = try #require(try await harness.server.requests().first)
    #expect(seen.header("authorization") == nil)
  }

  @Test func dropsTheTokenOnACrossHostRedirect() async throws {
    let harness = try LoopbackHarness()
    defer { harness.stop() }
    try await harness.server.inject([LoopbackFault(match: "/api/user", times: 1, action: .redirect(status: 301, to: .otherHost))])
    let log = Lines()
    let client = harness.client(log: log)
    let response = try await client.send(HTTPRequest(url: harness.url("/user"), credential: harness.credential))
    #expect(response.status == 200)
    #expect(response.url.host == "localhost")

    let requests = try await harness.server.requests()
    try #require(requests.count == 2)
    #expect(requests[0].status == 301)
    #expect(requests[0].header("authorization") == "Bearer \(LoopbackHarness.token)")
    #expect(requests[1].header("host")?.hasPrefix("localhost") == true)
    #expect(requests[1].header("authorization") == nil)
    #expect(requests[1].header("user-agent") == "explore/0.1.0")
    #expect(log.all.contains { $0.contains("credential not sent") })
    #expect(!log.all.joined().contains(LoopbackHarness.token))
  }

  @Test func keepsTheTokenOnASameHostRedirect() async throws {
    let harness = try LoopbackHarness()
    defer { harness.stop() }
    try await harness.server.inject([LoopbackFault(match: "/api/old-user", times: 1, action: .redirect(status: 307, to: .path("/api/user")))])
    let response = try await harness.client().send(HTTPRequest(url: harness.url("/old-user"), credential: harness.credential))
    #expect(response.status == 200)
    let requests = try await harness.server.requests()
    try #require(requests.count == 2)
    #expect(requests[1].path == "/api/user")
    #expect(requests[1].header("authorization") == "Bearer \(LoopbackHarness.token)")
  }

  @Test func stopsFollowingRedirectLoops() async throws {
    let harness = try LoopbackHarness()
    defer { harness.stop() }
    try await harness.server.inject([LoopbackFault(match: "/api/loop", action: .redirect(status: 302, to: .sameHost))])
    let error = try await #require(throws: APIError.self) {
      try await harness.client().send(HTTPRequest(url: harness.url("/loop")))
    }
    #expect(error.kind == .transport(reason: .tooManyRedirects))
    #expect(try await harness.server.requestCount() == 6)
  }

  @Test func reEncodesRawSpacesFromNextLinks() async throws {
    let harness = try LoopbackHarness()
    defer { harness.stop() }
    let raw = harness.apiBase.absoluteString + "/character?page=2&name=rick sanchez"
    let response = try await harness.client().send(HTTPRequest(url: try #require(URL(lenient: raw))))
    #expect(response.status == 200)
    let seen = try #require(try await harness.server.requests().first)
    #expect(seen.query == "page=2&name=rick%20sanchez")
    #expect(seen.queryValue("name") == "rick sanchez")
  }

  @Test func followsTheLinkHeaderAsGiven() async throws {
    let harness = try LoopbackHarness()
    defer { harness.stop() }
    let response = try await harness.client().send(HTTPRequest(url: harness.url("/items?page=1")))
    // The server rewrites nothing here: the fixture's host is not a provider default.
    #expect(response.linkHeader?.next?.absoluteString == "https://api.example.invalid/items?page=2")
    #expect(response.linkHeader?.last?.absoluteString == "https://api.example.invalid/items?page=2")
  }

  @Test func validationErrorsQuoteTheAPI() async throws {
    let harness = try LoopbackHarness()
    defer { harness.stop() }
    let response = try await harness.client().send(HTTPRequest(url: harness.url("/search?q=x")))
    let error = try #require(throws: APIError.self) { try response.requireSuccess("search x") }
    #expect(error.kind == .validation(messages: ["Search q is invalid", "The listed users cannot be searched."]))
    #expect(error.description.contains("The listed users cannot be searched."))
    #expect(try await harness.server.requestCount() == 1)  // 4xx is not retried
  }

  @Test func notFoundIsAResponseThatNamesWhatIsMissing() async throws {
    let harness = try LoopbackHarness()
    defer { harness.stop() }
    let response = try await harness.client().send(HTTPRequest(url: harness.url("/users/nobody")))
    #expect(response.status == 404)
    let error = try #require(throws: APIError.self) { try response.requireSuccess("user nobody") }
    #expect(error.description.hasPrefix("Could not find user nobody"))
    #expect(try await harness.server.requestCount() == 1)
  }

  @Test func truncatedJSONNamesTheEndpoint() async throws {
    let harness = try LoopbackHarness()
    defer { harness.stop() }
    try await harness.server.inject([LoopbackFault(match: "/api/user", action: .truncateJSON)])
    let response = try await harness.client().send(HTTPRequest(url: harness.url("/user")))
    struct User: Decodable { var login: String }
    let error = try #require(throws: APIError.self) { try response.decode(User.self, endpoint: "GET /user") }
    guard case .undecodable(let endpoint, _, let reason) = error.kind else {
      Issue.record("expected undecodable, got \(error)")
      return
    }
    #expect(endpoint == "GET /user")
    #expect(reason.contains("not valid JSON"))
  }

  @Test func refusedConnectionsAreTransportErrorsAfterRetries() async throws {
    let harness = try LoopbackHarness()
    let url = harness.url("/user")
    harness.stop()  // nothing listens on the port any more
    let sleeps = Sleeps()
    let error = try await #require(throws: APIError.self) {
      try await harness.client(sleeps: sleeps).send(HTTPRequest(url: url, credential: harness.credential))
    }
    #expect(error.kind == .transport(reason: .cannotConnect))
    #expect(sleeps.all.count == 4)
    #expect(error.description.contains("127.0.0.1"))
    #expect(!error.description.contains(LoopbackHarness.token))
  }
}
