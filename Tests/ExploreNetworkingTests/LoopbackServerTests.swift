import ExploreTestSupport
import Foundation
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The loopback test server and its Swift launcher, exercised over real HTTP with URLSession.
@Suite struct LoopbackServerTests {
  // MARK: Launcher and control API

  @Test func startsOnAnEphemeralPortAndStops() async throws {
    let server = try LoopbackServer.start(useCorpus: false)
    #expect(server.port > 0)
    #expect(server.baseURL.absoluteString == "http://127.0.0.1:\(server.port)")
    #expect(server.baseURL(for: "github").absoluteString == "http://127.0.0.1:\(server.port)/github")
    #expect(server.environment["EXPLORE_RICKMORTY_API_URL"] == "http://127.0.0.1:\(server.port)/rickmorty")
    let reply = try await fetch(server, "/loopback-selftest/greeting?a=1&b=2")
    #expect(reply.status == 200)
    server.stop()
    #expect(!server.isRunning)
    await #expect(throws: (any Error).self) {
      _ = try await fetch(server, "/loopback-selftest/greeting?a=1&b=2")
    }
    server.stop()  // a second stop is harmless
  }

  @Test func twoServersGetDifferentPorts() throws {
    let first = try LoopbackServer.start(useCorpus: false)
    let second = try LoopbackServer.start(useCorpus: false)
    defer {
      first.stop()
      second.stop()
    }
    #expect(first.port != second.port)
  }

  @Test func countsRequestsButNotControlCalls() async throws {
    let server = try LoopbackServer.start(useCorpus: false)
    defer { server.stop() }
    _ = try await fetch(server, "/loopback-selftest/greeting?b=2&a=1")
    _ = try await fetch(server, "/loopback-selftest/nothing-here")
    _ = try await fetch(server, "/other/thing", method: "DELETE", headers: ["X-Probe": "yes"])
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

  // MARK: Fixtures (Contract A)

  @Test func servesFixturesMatchingQueryInAnyOrderAndDecoded() async throws {
    let server = try LoopbackServer.start(useCorpus: false)
    defer { server.stop() }
    let sorted = try await fetch(server, "/loopback-selftest/greeting?a=1&b=2")
    let shuffled = try await fetch(server, "/loopback-selftest/greeting?b=2&a=1")
    #expect(sorted.status == 200)
    #expect(sorted.body == shuffled.body)
    let json = try #require(try JSONSerialization.jsonObject(with: sorted.body) as? [String: Any])
    #expect(json["greeting"] as? String == "hello from the loopback self-test")
    // Other folders keep absolute URLs as written.
    #expect(json["more"] as? String == "https://example.com/not-rewritten")
    let encoded = try await fetch(server, "/loopback-selftest/search?name=rick%20sanchez")
    #expect(encoded.status == 200)
    let text = try await fetch(server, "/loopback-selftest/notes.txt")
    #expect(String(decoding: text.body, as: UTF8.self) == "plain text, served as written\n")
    let deleted = try await fetch(server, "/loopback-selftest/items/7", method: "DELETE")
    #expect(deleted.status == 204)
    #expect(deleted.body.isEmpty)
  }

  @Test func aMissAnswers404WithTheRequestNamed() async throws {
    let server = try LoopbackServer.start(useCorpus: false)
    defer { server.stop() }
    let reply = try await fetch(server, "/loopback-selftest/greeting?a=2&b=2")
    #expect(reply.status == 404)
    let json = try #require(try JSONSerialization.jsonObject(with: reply.body) as? [String: Any])
    #expect(json["message"] as? String == "Not Found")
    #expect(json["error"] as? String == "no loopback route or fixture for GET /loopback-selftest/greeting?a=2&b=2")
  }

  @Test func etagAndIfNoneMatchGive304() async throws {
    let server = try LoopbackServer.start(useCorpus: false)
    defer { server.stop() }
    let first = try await fetch(server, "/loopback-selftest/greeting?a=1&b=2")
    let etag = try #require(first.headers["etag"])
    #expect(etag.hasPrefix("\"") && etag.hasSuffix("\""))
    let again = try await fetch(server, "/loopback-selftest/greeting?a=1&b=2", headers: ["If-None-Match": etag])
    #expect(again.status == 304)
    #expect(again.body.isEmpty)
    let stale = try await fetch(server, "/loopback-selftest/greeting?a=1&b=2", headers: ["If-None-Match": "\"other\""])
    #expect(stale.status == 200)
    let dated = try await fetch(
      server, "/loopback-selftest/dated", headers: ["If-Modified-Since": "Wed, 11 Oct 2017 00:00:00 GMT"])
    #expect(dated.status == 304)
    let older = try await fetch(
      server, "/loopback-selftest/dated", headers: ["If-Modified-Since": "Mon, 09 Oct 2017 00:00:00 GMT"])
    #expect(older.status == 200)
  }

  // MARK: Faults

  @Test(arguments: [500, 502, 503])
  func statusFaultThenSuccess(status: Int) async throws {
    let server = try LoopbackServer.start(useCorpus: false)
    defer { server.stop() }
    try await server.inject([LoopbackFault(match: "/loopback-selftest/greeting", times: 2, action: .status(status))])
    let statuses = try await (0..<3).asyncMap { _ in
      try await fetch(server, "/loopback-selftest/greeting?a=1&b=2").status
    }
    #expect(statuses == [status, status, 200])
  }

  @Test func status429WithRetryAfterAndCustomBody() async throws {
    let server = try LoopbackServer.start(useCorpus: false)
    defer { server.stop() }
    try await server.inject([
      LoopbackFault(
        match: "/loopback-selftest", times: 1,
        action: .status(429, headers: ["X-Extra": "1"], body: #"{"message":"slow down"}"#, retryAfter: 3))
    ])
    let reply = try await fetch(server, "/loopback-selftest/greeting?a=1&b=2")
    #expect(reply.status == 429)
    #expect(reply.headers["retry-after"] == "3")
    #expect(reply.headers["x-extra"] == "1")
    #expect(String(decoding: reply.body, as: UTF8.self) == #"{"message":"slow down"}"#)
  }

  @Test func rateLimitFaults() async throws {
    let server = try LoopbackServer.start(useCorpus: false)
    defer { server.stop() }
    try await server.inject([
      LoopbackFault(match: "/loopback-selftest", times: 1, action: .primaryRateLimit(resetInSeconds: 5)),
      LoopbackFault(match: "/loopback-selftest", times: 1, action: .secondaryRateLimit(retryAfter: 2)),
    ])
    let before = Int(Date().timeIntervalSince1970)
    let primary = try await fetch(server, "/loopback-selftest/greeting?a=1&b=2")
    #expect(primary.status == 403)
    #expect(primary.headers["x-ratelimit-remaining"] == "0")
    let reset = try #require(primary.headers["x-ratelimit-reset"].flatMap { Int($0) })
    #expect(reset >= before + 4 && reset <= before + 7)
    let secondary = try await fetch(server, "/loopback-selftest/greeting?a=1&b=2")
    #expect(secondary.status == 403)
    #expect(secondary.headers["retry-after"] == "2")
    #expect(String(decoding: secondary.body, as: UTF8.self).contains("secondary rate limit"))
    #expect(try await fetch(server, "/loopback-selftest/greeting?a=1&b=2").status == 200)
  }

  @Test func closeMidBodyFailsTheTransfer() async throws {
    let server = try LoopbackServer.start(useCorpus: false)
    defer { server.stop() }
    try await server.inject([LoopbackFault(match: "/loopback-selftest/greeting", times: 1, action: .closeMidBody)])
    await #expect(throws: (any Error).self) {
      _ = try await fetch(server, "/loopback-selftest/greeting?a=1&b=2")
    }
    #expect(try await fetch(server, "/loopback-selftest/greeting?a=1&b=2").status == 200)
  }

  @Test func truncateJSONSendsHalfABodyThatDoesNotParse() async throws {
    let server = try LoopbackServer.start(useCorpus: false)
    defer { server.stop() }
    let whole = try await fetch(server, "/loopback-selftest/greeting?a=1&b=2")
    try await server.inject([LoopbackFault(match: "/loopback-selftest/greeting", times: 1, action: .truncateJSON)])
    let cut = try await fetch(server, "/loopback-selftest/greeting?a=1&b=2")
    #expect(cut.status == 200)
    #expect(cut.body.count == whole.body.count / 2)
    #expect(cut.body == whole.body.prefix(whole.body.count / 2))
    #expect(throws: (any Error).self) { try JSONSerialization.jsonObject(with: cut.body) }
  }

  @Test func redirectToTheSameHost() async throws {
    let server = try LoopbackServer.start(useCorpus: false)
    defer { server.stop() }
    try await server.inject([
      LoopbackFault(match: "/loopback-selftest/greeting", times: 1, action: .redirect(to: .sameHost))
    ])
    let reply = try await fetch(server, "/loopback-selftest/greeting?a=1&b=2")
    #expect(reply.status == 200)
    let requests = try await server.requests()
    #expect(requests.map(\.status) == [301, 200])
    #expect(requests.map { $0.header("host") } == ["127.0.0.1:\(server.port)", "127.0.0.1:\(server.port)"])
    #expect(requests[1].query == "a=1&b=2")
  }

  @Test func redirectToAnotherHostNameUsesLocalhost() async throws {
    let server = try LoopbackServer.start(useCorpus: false)
    defer { server.stop() }
    try await server.inject([
      LoopbackFault(match: "/loopback-selftest/greeting", times: 1, action: .redirect(to: .otherHost))
    ])
    let reply = try await fetch(server, "/loopback-selftest/greeting?a=1&b=2")
    #expect(reply.status == 200)
    let requests = try await server.requests()
    #expect(requests.map(\.status) == [301, 200])
    #expect(requests[1].header("host") == "localhost:\(server.port)")
    #expect(requests[1].path == "/loopback-selftest/greeting")
  }

  @Test func latencyDelaysButAnswers() async throws {
    let server = try LoopbackServer.start(useCorpus: false)
    defer { server.stop() }
    try await server.inject([LoopbackFault(match: "/loopback-selftest", times: 1, action: .latency(milliseconds: 30))])
    #expect(try await fetch(server, "/loopback-selftest/greeting?a=1&b=2").status == 200)
    // No timing assertion (unit tests stay timing-free): the rule was consumed by that request.
    let faults = try await server.faults()
    #expect(faults.count == 1)
    #expect(faults.first?.timesLeft == 0)
    #expect(faults.first?.hits == 1)
  }

  @Test func randomTransientIsSeededAndRepeatable() async throws {
    func outcomes() async throws -> [Int] {
      let server = try LoopbackServer.start(useCorpus: false)
      defer { server.stop() }
      try await server.inject([
        LoopbackFault(match: "/loopback-selftest", action: .randomTransient(probability: 0.3, seed: 7))
      ])
      return await (0..<40).asyncMap { _ in
        do {
          return try await fetch(server, "/loopback-selftest/greeting?a=1&b=2").status
        } catch {
          return -1  // the connection was closed mid-body
        }
      }
    }
    let first = try await outcomes()
    let second = try await outcomes()
    #expect(first == second)
    #expect(first.contains(200))
    #expect(first.contains { $0 != 200 })
    #expect(Set(first).isSubset(of: [200, 502, 503, 504, -1]))
  }

  @Test func badFaultRulesAreRefused() async throws {
    let server = try LoopbackServer.start(useCorpus: false)
    defer { server.stop() }
    let request = {
      var request = URLRequest(url: server.baseURL.appendingPathComponent("_control/faults"))
      request.httpMethod = "POST"
      request.httpBody = Data(#"[{"match":"no-slash","action":{"status":500}}]"#.utf8)
      return request
    }()
    let (data, response) = try await URLSession.shared.data(for: request)
    #expect((response as? HTTPURLResponse)?.statusCode == 400)
    #expect(String(decoding: data, as: UTF8.self).contains("path prefix"))
  }
}

// MARK: - Helpers

/// A response reduced to what the tests look at; header names lowercased.
fileprivate struct FetchedReply: Sendable {
  var status: Int
  var headers: [String: String]
  var body: Data
}

/// Sends one request to the server with a fresh ephemeral session (no shared cache).
fileprivate func fetch(
  _ server: LoopbackServer,
  _ pathAndQuery: String,
  method: String = "GET",
  headers: [String: String] = [:],
  body: Data? = nil
) async throws -> FetchedReply {
  try await fetch(URL(string: server.baseURL.absoluteString + pathAndQuery)!, method: method, headers: headers, body: body)
}

fileprivate func fetch(
  _ url: URL,
  method: String = "GET",
  headers: [String: String] = [:],
  body: Data? = nil
) async throws -> FetchedReply {
  var request = URLRequest(url: url)
  request.httpMethod = method
  request.httpBody = body
  for (name, value) in headers {
    request.setValue(value, forHTTPHeaderField: name)
  }
  let configuration = URLSessionConfiguration.ephemeral
  configuration.urlCache = nil
  configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
  let session = URLSession(configuration: configuration)
  defer { session.finishTasksAndInvalidate() }
  let (data, response) = try await session.data(for: request)
  let http = try #require(response as? HTTPURLResponse)
  var lowered: [String: String] = [:]
  for (name, value) in http.allHeaderFields {
    if let name = name as? String, let value = value as? String {
      lowered[name.lowercased()] = value
    }
  }
  return FetchedReply(status: http.statusCode, headers: lowered, body: data)
}

extension Sequence where Element: Sendable {
  /// Maps in order, one element at a time.
  fileprivate func asyncMap<Result>(_ transform: (Element) async throws -> Result) async rethrows -> [Result] {
    var results: [Result] = []
    for element in self {
      try await results.append(transform(element))
    }
    return results
  }
}
