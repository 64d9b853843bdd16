import ExploreTestSupport
import Foundation
import GitHubSimulation
import Testing

/// GitHub's simulation: profiles, repositories, search and its cap, tokens,
/// stars and rate limits, over HTTP. (Link paging is walked by
/// `GitHubLinkPagingLoopbackTests` and `GitHubLoopbackTests`.)
@Suite struct GitHubSimulationTests {
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
    let empty = try await server.fetch("/github/users/no-followers/followers")
    #expect(String(decoding: empty.body, as: UTF8.self) == "[]")
    #expect(empty.headers["link"] == nil)
    let missing = try await server.fetch("/github/users/nobody-at-all")
    #expect(missing.status == 404)
    #expect(missing.jsonObject as? [String: String] == ["message": "Not Found", "documentation_url": "https://docs.github.com/rest", "status": "404"])
  }

  @Test func reposHonourSortAndPaging() async throws {
    let server = try LoopbackServer.start(useCorpus: false)
    defer { server.stop() }
    let pushed = try await server.fetch("/github/users/octo-gen/repos?sort=pushed")
    let repos = try #require(try JSONSerialization.jsonObject(with: pushed.body) as? [[String: Any]])
    #expect(repos.count == 12)
    let dates = repos.compactMap { $0["pushed_at"] as? String }
    #expect(dates == dates.sorted(by: >))
    for key in ["full_name", "description", "topics", "stargazers_count", "language", "license", "updated_at",
                "html_url", "owner"] {
      #expect(repos[0].keys.contains(key), "missing \(key)")
    }
    let page = try await server.fetch("/github/users/many-repos/repos?per_page=100&page=3")
    #expect(try #require(try JSONSerialization.jsonObject(with: page.body) as? [Any]).count == 50)
    #expect(page.links["next"] == nil)
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
    let last = try await server.fetch("/github/search/users?q=octo&per_page=100&page=10")
    #expect(last.status == 200)
    #expect(last.links["next"] == nil)
    let beyond = try await server.fetch("/github/search/users?q=octo&per_page=100&page=11")
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
    #expect(try await server.fetch("/github/user").status == 401)
    let bad = try await server.fetch("/github/users/octo-gen", headers: ["Authorization": "Bearer wrong"])
    #expect(bad.status == 401)
    #expect(String(decoding: bad.body, as: UTF8.self).contains("Bad credentials"))
    for header in ["Bearer sekrit", "token sekrit"] {
      let me = try await server.fetch("/github/user", headers: ["Authorization": header])
      #expect(me.status == 200)
      #expect(try #require(try JSONSerialization.jsonObject(with: me.body) as? [String: Any])["login"] as? String == "octo-gen")
    }
  }

  @Test func starUnstarAndCheck() async throws {
    let server = try LoopbackServer.start(useCorpus: false)
    defer { server.stop() }
    let auth = ["Authorization": "Bearer test-token"]
    let path = "/github/user/starred/rust-lang/rust"
    #expect(try await server.fetch(path, headers: auth).status == 404)
    #expect(try await server.fetch(path, method: "PUT").status == 401)
    #expect(try await server.fetch(path, method: "PUT", headers: auth).status == 204)
    #expect(try await server.fetch(path, headers: auth).status == 204)
    let stars = try await server.fetch("/github/user/starred", headers: auth)
    let names = try #require(try JSONSerialization.jsonObject(with: stars.body) as? [[String: Any]])
      .compactMap { $0["full_name"] as? String }
    #expect(names.first == "rust-lang/rust")
    #expect(try await server.fetch(path, method: "DELETE", headers: auth).status == 204)
    #expect(try await server.fetch(path, headers: auth).status == 404)
    #expect(try await server.fetch("/github/user/starred/apple/swift", method: "DELETE", headers: auth).status == 204)
    try await server.resetState()
    #expect(try await server.fetch("/github/user/starred/apple/swift", headers: auth).status == 204)
  }

  @Test func rateLimitsDependOnTheTokenAnd304CostsNothing() async throws {
    let server = try LoopbackServer.start(useCorpus: false)
    defer { server.stop() }
    let anonymous = try await json(server, "/github/rate_limit")
    #expect((anonymous["rate"] as? [String: Any])?["limit"] as? Int == 60)
    let authenticated = try await json(server, "/github/rate_limit", headers: ["Authorization": "token test-token"])
    #expect((authenticated["rate"] as? [String: Any])?["limit"] as? Int == 5000)
    let first = try await server.fetch("/github/users/octo-gen")
    #expect(first.headers["x-ratelimit-limit"] == "60")
    #expect(first.headers["x-ratelimit-resource"] == "core")
    let used = try #require(first.headers["x-ratelimit-used"].flatMap { Int($0) })
    let etag = try #require(first.headers["etag"])
    let revalidated = try await server.fetch("/github/users/octo-gen", headers: ["If-None-Match": etag])
    #expect(revalidated.status == 304)
    #expect(revalidated.headers["x-ratelimit-used"] == String(used))
    let again = try await server.fetch("/github/users/octo-gen")
    #expect(again.headers["x-ratelimit-used"] == String(used + 1))
    let search = try await server.fetch("/github/search/users?q=x")
    #expect(search.headers["x-ratelimit-resource"] == "search")
  }
}

/// The answer to `path` as a JSON object; fails the test when it is not one.
private func json(_ server: LoopbackServer, _ path: String, headers: [String: String] = [:]) async throws -> [String: Any] {
  try #require(try await server.fetch(path, headers: headers).jsonObject, "\(path) is not a JSON object")
}
