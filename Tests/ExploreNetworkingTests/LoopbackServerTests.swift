import ExploreCore
import ExploreTestSupport
import Foundation
import Testing

/// The loopback server's contract over real HTTP (URLSession): mounts and
/// routes, fixture replay, ETags, faults, the request log, and stopping.
/// Each provider's simulation is tested with that provider's tests.
@Suite struct LoopbackServerTests {
  /// A mount `zoo` with two routes; `https://zoo.example` in answers becomes the mount URL.
  static var zoo: LoopbackMount {
    var router = LoopbackRouter()
    router.get("/animals/:name") { call in
      .json(["name": call["name"]!, "url": "https://zoo.example/animals/\(call["name"]!)", "sort": call.request.queryValue("sort") ?? ""])
    }
    router.add("POST", "/animals") { call in
      .json(["received": String(decoding: call.request.body, as: UTF8.self)], status: 201)
    }
    return LoopbackMount(
      name: "zoo", router: router, realBaseURL: URL(string: "https://zoo.example")!, environmentVariable: "EXPLORE_ZOO_API_URL")
  }

  @Test func startsOnAnEphemeralPortAndStops() async throws {
    let server = try LoopbackServer.start(mounts: [Self.zoo])
    #expect(server.port > 0)
    #expect(server.baseURL(for: "zoo").absoluteString == "http://127.0.0.1:\(server.port)/zoo")
    #expect(server.environment == ["EXPLORE_ZOO_API_URL": "http://127.0.0.1:\(server.port)/zoo"])
    #expect(try await server.fetch("/zoo/animals/okapi").status == 200)
    server.stop()
    #expect(!server.isRunning)
    await #expect(throws: (any Error).self) {
      _ = try await server.fetch("/zoo/animals/okapi")
    }
    server.stop()  // a second stop is harmless
  }

  @Test func twoServersGetDifferentPorts() throws {
    let first = try LoopbackServer.start(mounts: [])
    let second = try LoopbackServer.start(mounts: [])
    defer {
      first.stop()
      second.stop()
    }
    #expect(first.port != second.port)
  }

  @Test func routesTakeParametersQueriesAndBodiesAndRewriteTheRealBaseURL() async throws {
    let server = try LoopbackServer.start(mounts: [Self.zoo])
    defer { server.stop() }
    let animal = try #require(try await server.fetch("/zoo/animals/red%20panda?sort=name").jsonObject)
    #expect(animal["name"] as? String == "red panda")
    #expect(animal["sort"] as? String == "name")
    #expect(animal["url"] as? String == "http://127.0.0.1:\(server.port)/zoo/animals/red panda")
    let created = try await server.fetch("/zoo/animals", method: "POST", body: Data("okapi".utf8))
    #expect(created.status == 201)
    #expect(created.jsonObject?["received"] as? String == "okapi")
    // A large body, which curl (URLSession on Linux) sends after `Expect: 100-continue`.
    let large = String(repeating: "zebra ", count: 2_000)
    #expect(try await server.fetch("/zoo/animals", method: "POST", body: Data(large.utf8)).jsonObject?["received"] as? String == large)
  }

  @Test func answersConcurrentRequests() async throws {
    let server = try LoopbackServer.start(mounts: [Self.zoo])
    defer { server.stop() }
    let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
      for index in 0..<16 {
        group.addTask { try await server.fetch("/zoo/animals/a\(index)").status }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(statuses == Array(repeating: 200, count: 16))
    #expect(try await server.requestCount(pathPrefix: "/zoo/animals/a") == 16)
  }

  @Test func logsRequests() async throws {
    let server = try LoopbackServer.start(mounts: [Self.zoo])
    defer { server.stop() }
    _ = try await server.fetch("/loopback-selftest/greeting?b=2&a=1")
    _ = try await server.fetch("/loopback-selftest/nothing-here")
    _ = try await server.fetch("/other/thing", method: "DELETE", headers: ["X-Probe": "yes"])
    #expect(try await server.requestCount() == 3)
    #expect(try await server.requestCount(pathPrefix: "/loopback-selftest") == 2)
    let requests = try await server.requests()
    #expect(requests.map(\.method) == ["GET", "GET", "DELETE"])
    #expect(requests[0].path == "/loopback-selftest/greeting")
    #expect(requests[0].query == "b=2&a=1")
    #expect(requests[0].queryValue("a") == "1")
    #expect(requests[0].status == 200)
    #expect(requests[1].status == 404)
    #expect(requests[2].header("x-probe") == "yes")
    try await server.reset()
    #expect(try await server.requestCount() == 0)
  }

  // MARK: Fixtures (Contract A, matched as --offline matches)

  @Test func servesFixturesMatchingQueryInAnyOrderAndDecoded() async throws {
    let server = try LoopbackServer.start(mounts: [])
    defer { server.stop() }
    let sorted = try await server.fetch("/loopback-selftest/greeting?a=1&b=2")
    let shuffled = try await server.fetch("/loopback-selftest/greeting?b=2&a=1")
    #expect(sorted.status == 200)
    #expect(sorted.body == shuffled.body)
    #expect(sorted.jsonObject?["greeting"] as? String == "hello from the loopback self-test")
    // A folder without a mount keeps absolute URLs as written.
    #expect(sorted.jsonObject?["more"] as? String == "https://example.com/not-rewritten")
    #expect(try await server.fetch("/loopback-selftest/search?name=rick%20sanchez").status == 200)
    let text = try await server.fetch("/loopback-selftest/notes.txt")
    #expect(String(decoding: text.body, as: UTF8.self) == "plain text, served as written\n")
    let deleted = try await server.fetch("/loopback-selftest/items/7", method: "DELETE")
    #expect(deleted.status == 204)
    #expect(deleted.body.isEmpty)
  }

  @Test func aMissAnswers404WithTheRequestNamed() async throws {
    let server = try LoopbackServer.start(mounts: [])
    defer { server.stop() }
    let reply = try await server.fetch("/loopback-selftest/greeting?a=2&b=2")
    #expect(reply.status == 404)
    #expect(reply.jsonObject?["error"] as? String == "no loopback route or fixture for GET /loopback-selftest/greeting?a=2&b=2")
  }

  @Test func etagAndIfNoneMatchGive304() async throws {
    let server = try LoopbackServer.start(mounts: [])
    defer { server.stop() }
    let first = try await server.fetch("/loopback-selftest/greeting?a=1&b=2")
    let etag = try #require(first.headers["etag"])
    #expect(etag.hasPrefix("\"") && etag.hasSuffix("\""))
    let again = try await server.fetch("/loopback-selftest/greeting?a=1&b=2", headers: ["If-None-Match": "W/\"x\", \(etag)"])
    #expect(again.status == 304)
    #expect(again.body.isEmpty)
    #expect(try await server.fetch("/loopback-selftest/greeting?a=1&b=2", headers: ["If-None-Match": "\"other\""]).status == 200)
    #expect(try await server.fetch("/loopback-selftest/dated").headers["etag"] == "\"selftest-dated-v1\"")
  }

  // MARK: Faults

  @Test(arguments: [500, 502, 503])
  func statusFaultThenSuccess(status: Int) async throws {
    let server = try LoopbackServer.start(mounts: [])
    defer { server.stop() }
    try await server.inject([LoopbackFault(match: "/loopback-selftest/greeting", times: 2, action: .status(status))])
    var statuses: [Int] = []
    for _ in 0..<3 { statuses.append(try await server.fetch("/loopback-selftest/greeting?a=1&b=2").status) }
    #expect(statuses == [status, status, 200])
    #expect(try await server.requests().map(\.fault) == ["status", "status", nil])
  }

  @Test func status429WithRetryAfterAndCustomBody() async throws {
    let server = try LoopbackServer.start(mounts: [])
    defer { server.stop() }
    try await server.inject([
      LoopbackFault(
        match: "/loopback-selftest", times: 1,
        action: .status(429, headers: ["X-Extra": "1"], body: #"{"message":"slow down"}"#, retryAfter: 3))
    ])
    let reply = try await server.fetch("/loopback-selftest/greeting?a=1&b=2")
    #expect(reply.status == 429)
    #expect(reply.headers["retry-after"] == "3")
    #expect(reply.headers["x-extra"] == "1")
    #expect(String(decoding: reply.body, as: UTF8.self) == #"{"message":"slow down"}"#)
  }

  @Test func rateLimitFaults() async throws {
    let server = try LoopbackServer.start(mounts: [])
    defer { server.stop() }
    try await server.inject([
      LoopbackFault(match: "/loopback-selftest", times: 1, action: .primaryRateLimit(resetInSeconds: 5)),
      LoopbackFault(match: "/loopback-selftest", times: 1, action: .secondaryRateLimit(retryAfter: 2)),
    ])
    let before = Int(Date().timeIntervalSince1970)
    let primary = try await server.fetch("/loopback-selftest/greeting?a=1&b=2")
    #expect(primary.status == 403)
    #expect(primary.headers["x-ratelimit-remaining"] == "0")
    let reset = try #require(primary.headers["x-ratelimit-reset"].flatMap { Int($0) })
    #expect(reset >= before + 4 && reset <= before + 7)
    let secondary = try await server.fetch("/loopback-selftest/greeting?a=1&b=2")
    #expect(secondary.status == 403)
    #expect(secondary.headers["retry-after"] == "2")
    #expect(String(decoding: secondary.body, as: UTF8.self).contains("secondary rate limit"))
    #expect(try await server.fetch("/loopback-selftest/greeting?a=1&b=2").status == 200)
  }

  @Test func closeMidBodyFailsTheTransfer() async throws {
    let server = try LoopbackServer.start(mounts: [])
    defer { server.stop() }
    try await server.inject([LoopbackFault(match: "/loopback-selftest/greeting", times: 1, action: .closeMidBody)])
    await #expect(throws: (any Error).self) {
      _ = try await server.fetch("/loopback-selftest/greeting?a=1&b=2")
    }
    #expect(try await server.fetch("/loopback-selftest/greeting?a=1&b=2").status == 200)
  }

  @Test func truncateJSONSendsHalfABodyThatDoesNotParse() async throws {
    let server = try LoopbackServer.start(mounts: [])
    defer { server.stop() }
    let whole = try await server.fetch("/loopback-selftest/greeting?a=1&b=2")
    try await server.inject([LoopbackFault(match: "/loopback-selftest/greeting", times: 1, action: .truncateJSON)])
    let cut = try await server.fetch("/loopback-selftest/greeting?a=1&b=2")
    #expect(cut.status == 200)
    #expect(cut.body == whole.body.prefix(whole.body.count / 2))
    #expect(cut.jsonObject == nil)
  }

  @Test(arguments: [LoopbackFault.RedirectTarget.sameHost, .otherHost])
  func redirects(to target: LoopbackFault.RedirectTarget) async throws {
    let server = try LoopbackServer.start(mounts: [])
    defer { server.stop() }
    try await server.inject([LoopbackFault(match: "/loopback-selftest/greeting", times: 1, action: .redirect(to: target))])
    #expect(try await server.fetch("/loopback-selftest/greeting?a=1&b=2").status == 200)
    let requests = try await server.requests()
    #expect(requests.map(\.status) == [301, 200])
    #expect(requests[1].header("host") == (target == .sameHost ? "127.0.0.1" : "localhost") + ":\(server.port)")
    #expect(requests[1].target == "/loopback-selftest/greeting?a=1&b=2")
  }

  @Test func latencyDelaysButAnswers() async throws {
    let server = try LoopbackServer.start(mounts: [])
    defer { server.stop() }
    try await server.inject([LoopbackFault(match: "/loopback-selftest", times: 1, action: .latency(milliseconds: 30))])
    #expect(try await server.fetch("/loopback-selftest/greeting?a=1&b=2").status == 200)
    // No timing assertion (unit tests stay timing-free): the rule was consumed by that request.
    #expect(try await server.faults() == [LoopbackFaultStatus(match: "/loopback-selftest", timesLeft: 0, hits: 1)])
  }

  @Test func randomTransientIsSeededAndRepeatable() async throws {
    func outcomes() async throws -> [Int] {
      let service = LoopbackService(mounts: [], fixtures: ProjectPaths.fixtures)
      service.inject([LoopbackFault(match: "/loopback-selftest", action: .randomTransient(probability: 0.3, seed: 7))])
      let transport = LoopbackTransport(service)
      var outcomes: [Int] = []
      for _ in 0..<40 {
        let url = URL(string: transport.baseURL(for: "loopback-selftest").absoluteString + "/greeting?a=1&b=2")!
        outcomes.append((try? await transport.send(HTTPRequest(url: url)).status) ?? -1)
      }
      return outcomes
    }
    let first = try await outcomes()
    #expect(first == (try await outcomes()))
    #expect(first.contains(200))
    #expect(first.contains { $0 != 200 })
    #expect(Set(first).isSubset(of: [200, 502, 503, 504, -1]))
  }

  // MARK: In process

  @Test func theTransportAnswersLikeTheServerWithoutASocket() async throws {
    let service = LoopbackService(mounts: [Self.zoo], fixtures: ProjectPaths.fixtures)
    let transport = LoopbackTransport(service)
    let url = URL(string: transport.baseURL(for: "zoo").absoluteString + "/animals/okapi")!
    let response = try await transport.send(HTTPRequest(url: url, credential: Credential(secret: "s3cret", source: "test")))
    #expect(response.status == 200)
    #expect(response.headers["etag"] != nil)
    #expect(service.requests.first?.header("authorization")?.hasSuffix("s3cret") == true)
    let fixture = URL(string: transport.baseURL(for: "loopback-selftest").absoluteString + "/greeting?b=2&a=1")!
    #expect(try await transport.send(HTTPRequest(url: fixture)).status == 200)
  }
}
