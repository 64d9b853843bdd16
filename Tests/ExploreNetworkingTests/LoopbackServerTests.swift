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

// MARK: - Rick and Morty semantics

extension LoopbackServerTests {
  /// Spot checks of the real server's semantics over the corpus; expected numbers come from the corpus.
  @Suite(.enabled(if: ProjectPaths.rickAndMortyCorpus != nil, "needs ../shared/corpus/rickmorty"))
  struct RickAndMorty {
    @Test func listPagesCarryInfoAndRewrittenLinks() async throws {
      let server = try LoopbackServer.start()
      defer { server.stop() }
      #expect(server.servesRickAndMortyCorpus)
      let characters = try corpus("characters")
      let base = server.baseURL(for: "rickmorty").absoluteString
      let first = try await json(server, "/rickmorty/character")
      let info = try #require(first["info"] as? [String: Any])
      #expect(info["count"] as? Int == characters.count)
      #expect(info["pages"] as? Int == (characters.count + 19) / 20)
      #expect(info["next"] as? String == "\(base)/character?page=2")
      #expect(info["prev"] is NSNull)
      let results = try #require(first["results"] as? [[String: Any]])
      #expect(results.count == 20)
      #expect(results.map { $0["id"] as? Int } == characters.prefix(20).map { $0["id"] as? Int })
      #expect((results[0]["url"] as? String)?.hasPrefix(base + "/character/") == true)
      #expect((results[0]["image"] as? String)?.hasPrefix(base + "/character/avatar/") == true)
      let episodes = try #require(results[0]["episode"] as? [String])
      #expect(episodes.allSatisfy { $0.hasPrefix(base + "/episode/") })

      let junk = try await json(server, "/rickmorty/character?page=abc")
      #expect((junk["info"] as? [String: Any])?["next"] as? String == "\(base)/character?page=2")
      let slash = try await json(server, "/rickmorty/character/?page=2")
      let slashInfo = try #require(slash["info"] as? [String: Any])
      #expect(slashInfo["next"] as? String == "\(base)/character/?page=3")
      #expect(slashInfo["prev"] as? String == "\(base)/character/?page=1")
    }

    @Test func filtersAreAndedCaseInsensitiveSubstringsWithTheMaleAnchor() async throws {
      let server = try LoopbackServer.start()
      defer { server.stop() }
      let characters = try corpus("characters")
      func field(_ record: [String: Any], _ key: String) -> String { (record[key] as? String ?? "").lowercased() }
      let rickAlive = characters.count { field($0, "name").contains("rick") && field($0, "status").contains("alive") }
      let male = characters.count { field($0, "gender").hasPrefix("male") }
      let mister = characters.count { field($0, "name").contains("mr.") }
      #expect(try await count(server, "/rickmorty/character?name=RICK&status=alive") == rickAlive)
      #expect(try await count(server, "/rickmorty/character?gender=male") == male)
      #expect(try await count(server, "/rickmorty/character?name=mr.") == mister)
      #expect(try await count(server, "/rickmorty/character?name=%20rick%20&status=alive&unknown=1") == rickAlive)
    }

    @Test func nextLinksRepeatFilterValuesUnencoded() async throws {
      let server = try LoopbackServer.start()
      defer { server.stop() }
      let base = server.baseURL(for: "rickmorty").absoluteString
      let page = try await json(server, "/rickmorty/location?dimension=%20replacement%20dimension%20&page=2")
      let info = try #require(page["info"] as? [String: Any])
      #expect(info["next"] as? String == "\(base)/location?page=3&dimension=replacement dimension")
      #expect(info["prev"] as? String == "\(base)/location?page=1&dimension=replacement dimension")
    }

    @Test func pastTheEndAndNoMatchAre404NothingHere() async throws {
      let server = try LoopbackServer.start()
      defer { server.stop() }
      for path in ["/rickmorty/episode?page=99", "/rickmorty/character?name=no-such-name-anywhere"] {
        let reply = try await fetch(server, path)
        #expect(reply.status == 404)
        #expect(String(decoding: reply.body, as: UTF8.self) == #"{"error":"There is nothing here"}"#)
      }
    }

    /// (path, status, expected): "object N", "array 1,2,3" (ids in order), or the exact body.
    static let identifierCases: [(String, Int, String)] = [
      ("/rickmorty/character/1", 200, "object 1"),
      ("/rickmorty/character/999999", 404, #"{"error":"Character not found"}"#),
      ("/rickmorty/location/999999", 404, #"{"error":"Location not found"}"#),
      ("/rickmorty/episode/999999", 404, #"{"error":"Episode not found"}"#),
      ("/rickmorty/character/abc", 500, #"{"error":"Hey! you must provide an id"}"#),
      ("/rickmorty/character/3,1,2", 200, "array 1,2,3"),
      ("/rickmorty/character/%5B1,2,3%5D", 200, "array 1,2,3"),
      ("/rickmorty/character/1,", 200, "array 1"),
      ("/rickmorty/character/999998,999999", 200, "array "),
      ("/rickmorty/character/%5B1,2", 500, #"{"error":"Bad... bad array :/"}"#),
      ("/rickmorty/character/1,2%5D", 500, #"{"error":"Bad... bad array :/"}"#),
      ("/rickmorty/character/%5B1,abc%5D", 500, #"{"error":"Bad... bad array :/"}"#),
      ("/rickmorty/character/avatar", 404, #"{"error":"There is nothing here"}"#),
    ]

    @Test func byIdentifier() async throws {
      let server = try LoopbackServer.start()
      defer { server.stop() }
      for (path, status, expected) in Self.identifierCases {
        let reply = try await fetch(server, path)
        #expect(reply.status == status, "\(path)")
        let value = try JSONSerialization.jsonObject(with: reply.body)
        if expected.hasPrefix("object ") {
          #expect((value as? [String: Any])?["id"] as? Int == Int(expected.dropFirst(7)), "\(path)")
        } else if expected.hasPrefix("array ") {
          let ids = ((value as? [[String: Any]]) ?? []).compactMap { $0["id"] as? Int }
          #expect(ids.map(String.init).joined(separator: ",") == String(expected.dropFirst(6)), "\(path)")
          #expect(value is [Any], "\(path)")
        } else {
          #expect(String(decoding: reply.body, as: UTF8.self) == expected, "\(path)")
        }
      }
    }

    @Test func episodeRecordsMatchTheCorpusWithRewrittenURLs() async throws {
      let server = try LoopbackServer.start()
      defer { server.stop() }
      let base = server.baseURL(for: "rickmorty").absoluteString
      let episode = try #require(try corpus("episodes").first { $0["id"] as? Int == 28 })
      let served = try await json(server, "/rickmorty/episode/28")
      let expected = (episode["characters"] as? [String] ?? []).map {
        $0.replacingOccurrences(of: "https://rickandmortyapi.com/api", with: base)
      }
      #expect(served["characters"] as? [String] == expected)
      #expect(served["name"] as? String == episode["name"] as? String)
    }

    @Test func withoutTheCorpusServesFixtures() async throws {
      let server = try LoopbackServer.start(useCorpus: false)
      defer { server.stop() }
      #expect(!server.servesRickAndMortyCorpus)
      let reply = try await fetch(server, "/rickmorty/character/abc")
      // No Rick and Morty semantics: whatever fixtures/rickmorty lacks is a loopback miss.
      #expect(reply.status == 404)
      #expect(String(decoding: reply.body, as: UTF8.self).contains("no loopback route or fixture"))
    }

    private func corpus(_ name: String) throws -> [[String: Any]] {
      let folder = try #require(ProjectPaths.rickAndMortyCorpus)
      let data = try Data(contentsOf: folder.appendingPathComponent("\(name).json"))
      return try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
    }

    private func count(_ server: LoopbackServer, _ path: String) async throws -> Int? {
      let page = try await json(server, path)
      return (page["info"] as? [String: Any])?["count"] as? Int
    }
  }
}

// MARK: - GitHub generated data

extension LoopbackServerTests {
  @Suite struct GitHub {
    @Test func manyFollowersPagesThroughLinkHeadersIn24Requests() async throws {
      let server = try LoopbackServer.start(useCorpus: false)
      defer { server.stop() }
      var next: URL? = URL(string: server.baseURL(for: "github").absoluteString + "/users/many-followers/followers?per_page=100")
      var logins: [String] = []
      var requests = 0
      while let url = next, requests < 30 {
        let reply = try await fetch(url)
        requests += 1
        #expect(reply.status == 200)
        let page = try #require(try JSONSerialization.jsonObject(with: reply.body) as? [[String: Any]])
        logins += page.compactMap { $0["login"] as? String }
        let links = linkHeader(reply.headers["link"])
        next = links["next"]
        if requests == 1 {
          #expect(links["last"]?.absoluteString
            == server.baseURL(for: "github").absoluteString + "/user/9000001/followers?per_page=100&page=24")
          #expect(links["prev"] == nil)
        }
        if next == nil {
          #expect(links["first"] != nil && links["prev"] != nil)
        }
      }
      #expect(requests == 24)
      #expect(logins.count == 2350)
      #expect(Set(logins).count == 2350)
      #expect(logins.first == "follower-0001" && logins.last == "follower-2350")
      #expect(try await server.requestCount(pathPrefix: "/github/user") == 24)
    }

    @Test func profilesAndUnknownUsers() async throws {
      let server = try LoopbackServer.start(useCorpus: false)
      defer { server.stop() }
      let profile = try await json(server, "/github/users/many-followers")
      #expect(profile["followers"] as? Int == 2350)
      #expect(profile["id"] as? Int == 9000001)
      for key in ["login", "node_id", "avatar_url", "html_url", "type", "site_admin", "name", "company", "blog",
                  "location", "email", "bio", "public_repos", "public_gists", "following", "created_at", "updated_at"] {
        #expect(profile.keys.contains(key), "missing \(key)")
      }
      let none = try await json(server, "/github/users/no-followers")
      #expect(none["followers"] as? Int == 0)
      let empty = try await fetch(server, "/github/users/no-followers/followers")
      #expect(String(decoding: empty.body, as: UTF8.self) == "[]")
      #expect(empty.headers["link"] == nil)
      let missing = try await fetch(server, "/github/users/nobody-at-all")
      #expect(missing.status == 404)
      #expect(String(decoding: missing.body, as: UTF8.self)
        == #"{"message":"Not Found","documentation_url":"https://docs.github.com/rest","status":"404"}"#)
    }

    @Test func reposHonourSortAndPaging() async throws {
      let server = try LoopbackServer.start(useCorpus: false)
      defer { server.stop() }
      let pushed = try await fetch(server, "/github/users/octo-gen/repos?sort=pushed")
      let repos = try #require(try JSONSerialization.jsonObject(with: pushed.body) as? [[String: Any]])
      #expect(repos.count == 12)
      let dates = repos.compactMap { $0["pushed_at"] as? String }
      #expect(dates == dates.sorted(by: >))
      for key in ["full_name", "description", "topics", "stargazers_count", "language", "license", "updated_at",
                  "html_url", "owner"] {
        #expect(repos[0].keys.contains(key), "missing \(key)")
      }
      let page = try await fetch(server, "/github/users/many-repos/repos?per_page=100&page=3")
      #expect(try #require(try JSONSerialization.jsonObject(with: page.body) as? [Any]).count == 50)
      #expect(linkHeader(page.headers["link"])["next"] == nil)
    }

    @Test func searchHasTheThousandResultCap() async throws {
      let server = try LoopbackServer.start(useCorpus: false)
      defer { server.stop() }
      let first = try await json(server, "/github/search/users?q=octo&per_page=100&page=1")
      let second = try await json(server, "/github/search/users?q=octo&per_page=100&page=2")
      #expect(first["total_count"] as? Int == 4321)
      #expect(first["incomplete_results"] as? Bool == false)
      let logins = [first, second].flatMap { ($0["items"] as? [[String: Any]] ?? []).compactMap { $0["login"] as? String } }
      #expect(logins.count == 200)
      #expect(Set(logins).count == 200)
      let last = try await fetch(server, "/github/search/users?q=octo&per_page=100&page=10")
      #expect(last.status == 200)
      #expect(linkHeader(last.headers["link"])["next"] == nil)
      let beyond = try await fetch(server, "/github/search/users?q=octo&per_page=100&page=11")
      #expect(beyond.status == 422)
      #expect(String(decoding: beyond.body, as: UTF8.self).contains("Only the first 1000 search results are available"))
      let repos = try await json(server, "/github/search/repositories?q=parser+language:swift&sort=stars&per_page=5")
      let stars = (repos["items"] as? [[String: Any]] ?? []).compactMap { $0["stargazers_count"] as? Int }
      #expect(stars.count == 5 && stars == stars.sorted(by: >))
      let nothing = try await json(server, "/github/search/repositories?q=nothing-matches")
      #expect(nothing["total_count"] as? Int == 0)
      let incomplete = try await json(server, "/github/search/users?q=incomplete")
      #expect(incomplete["incomplete_results"] as? Bool == true)
    }

    @Test func authenticatedUserNeedsTheToken() async throws {
      let server = try LoopbackServer.start(useCorpus: false, token: "sekrit")
      defer { server.stop() }
      #expect(try await fetch(server, "/github/user").status == 401)
      let bad = try await fetch(server, "/github/users/octo-gen", headers: ["Authorization": "Bearer wrong"])
      #expect(bad.status == 401)
      #expect(String(decoding: bad.body, as: UTF8.self).contains("Bad credentials"))
      for header in ["Bearer sekrit", "token sekrit"] {
        let me = try await fetch(server, "/github/user", headers: ["Authorization": header])
        #expect(me.status == 200)
        #expect(try #require(try JSONSerialization.jsonObject(with: me.body) as? [String: Any])["login"] as? String == "octo-gen")
      }
    }

    @Test func starUnstarAndCheck() async throws {
      let server = try LoopbackServer.start(useCorpus: false)
      defer { server.stop() }
      let auth = ["Authorization": "Bearer test-token"]
      let path = "/github/user/starred/rust-lang/rust"
      #expect(try await fetch(server, path, headers: auth).status == 404)
      #expect(try await fetch(server, path, method: "PUT").status == 401)
      #expect(try await fetch(server, path, method: "PUT", headers: auth).status == 204)
      #expect(try await fetch(server, path, headers: auth).status == 204)
      let stars = try await fetch(server, "/github/user/starred", headers: auth)
      let names = try #require(try JSONSerialization.jsonObject(with: stars.body) as? [[String: Any]])
        .compactMap { $0["full_name"] as? String }
      #expect(names.first == "rust-lang/rust")
      #expect(try await fetch(server, path, method: "DELETE", headers: auth).status == 204)
      #expect(try await fetch(server, path, headers: auth).status == 404)
      #expect(try await fetch(server, "/github/user/starred/apple/swift", method: "DELETE", headers: auth).status == 204)
      try await server.resetState()
      #expect(try await fetch(server, "/github/user/starred/apple/swift", headers: auth).status == 204)
    }

    @Test func rateLimitsDependOnTheTokenAnd304CostsNothing() async throws {
      let server = try LoopbackServer.start(useCorpus: false)
      defer { server.stop() }
      let anonymous = try await json(server, "/github/rate_limit")
      #expect((anonymous["rate"] as? [String: Any])?["limit"] as? Int == 60)
      let authenticated = try await json(server, "/github/rate_limit", headers: ["Authorization": "token test-token"])
      #expect((authenticated["rate"] as? [String: Any])?["limit"] as? Int == 5000)
      let first = try await fetch(server, "/github/users/octo-gen")
      #expect(first.headers["x-ratelimit-limit"] == "60")
      #expect(first.headers["x-ratelimit-resource"] == "core")
      let used = try #require(first.headers["x-ratelimit-used"].flatMap { Int($0) })
      let etag = try #require(first.headers["etag"])
      let revalidated = try await fetch(server, "/github/users/octo-gen", headers: ["If-None-Match": etag])
      #expect(revalidated.status == 304)
      #expect(revalidated.headers["x-ratelimit-used"] == String(used))
      let again = try await fetch(server, "/github/users/octo-gen")
      #expect(again.headers["x-ratelimit-used"] == String(used + 1))
      let search = try await fetch(server, "/github/search/users?q=x")
      #expect(search.headers["x-ratelimit-resource"] == "search")
    }
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

/// Decodes a JSON object answer; fails the test when the body is not one.
fileprivate func json(
  _ server: LoopbackServer,
  _ pathAndQuery: String,
  headers: [String: String] = [:]
) async throws -> [String: Any] {
  let reply = try await fetch(server, pathAndQuery, headers: headers)
  return try #require(try JSONSerialization.jsonObject(with: reply.body) as? [String: Any])
}

/// The URLs of a `Link` header by `rel`.
fileprivate func linkHeader(_ value: String?) -> [String: URL] {
  var links: [String: URL] = [:]
  for part in (value ?? "").components(separatedBy: ", <") {
    let pieces = part.components(separatedBy: ">; rel=\"")
    guard pieces.count == 2 else { continue }
    let url = pieces[0].hasPrefix("<") ? String(pieces[0].dropFirst()) : pieces[0]
    links[pieces[1].replacingOccurrences(of: "\"", with: "")] = URL(string: url)
  }
  return links
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
