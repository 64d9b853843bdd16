import ExploreCore
import ExplorePaging
import ExploreNetworking
import ExploreSignIn
import ExploreTestSupport
import Foundation
@testable import GitHubProvider
import Testing

/// The provider against the loopback server's generated GitHub, through
/// `HTTPClient`: paging, search caps, stars, tokens and rate limits.
@Suite(.serialized) struct GitHubLoopbackTests {
  @Test func allFollowersOfManyFollowersIn24Requests() async throws {
    let loopback = try LoopbackGitHub.start()
    defer { loopback.server.stop() }
    let paginator = loopback.paginator(ResourceRequest(path: ["followers"], arguments: ["user": "many-followers"]))
    let followers = try await paginator.loadAll()

    #expect(followers.count == 2_350)
    #expect(Set(followers.map(\.id)).count == 2_350)
    #expect(followers.allSatisfy { $0[field: "login"] == .text($0.id) })
    #expect(await paginator.hasMore == false)

    let requests = try await loopback.requests()
    #expect(requests.count == 24)
    #expect(requests.first?.path == "/github/users/many-followers/followers")
    #expect(requests.allSatisfy { $0.queryValue("per_page") == "100" && $0.method == "GET" })
    #expect(requests.allSatisfy { $0.header("accept") == "application/vnd.github+json" })
    #expect(requests.allSatisfy { $0.header("x-github-api-version") == "2022-11-28" })
    let pages = Set(requests.map { $0.queryValue("page") ?? "1" })
    #expect(pages.count == 24)
  }

  @Test func followersOneAtATimeFollowTheLinkHeader() async throws {
    let loopback = try LoopbackGitHub.start()
    defer { loopback.server.stop() }
    let request = ResourceRequest(path: ["followers"], arguments: ["user": "many-followers"])
    let first = try await loopback.github.load(request, at: .first)
    #expect(first.items.count == 100)
    #expect(first.paging.totalPages == 24)
    let next = try #require(first.paging.next)
    guard case .url(let url) = next else {
      Issue.record("expected a URL cursor, got \(next)")
      return
    }
    #expect(url.path == "/github/user/9000001/followers")
    let second = try await loopback.github.load(request, at: next)
    #expect(second.items.first?.id == "follower-0101")
    #expect(try await loopback.requests().last?.path == "/github/user/9000001/followers")
  }

  @Test func noFollowersSaysSo() async throws {
    let loopback = try LoopbackGitHub.start()
    defer { loopback.server.stop() }
    let page = try await loopback.github.load(ResourceRequest(path: ["followers"], arguments: ["user": "no-followers"]), at: .first)
    #expect(page.items.isEmpty)
    #expect(page.paging.hasMore == false)
    #expect(page.sections.first?.emptyNote == "no-followers has no followers yet")
  }

  @Test func unknownUserIsANotFoundError() async throws {
    let loopback = try LoopbackGitHub.start()
    defer { loopback.server.stop() }
    let error = await #expect(throws: APIError.self) {
      try await loopback.github.load(ResourceRequest(path: ["user"], arguments: ["user": "nobody-at-all"]), at: .first)
    }
    #expect(error?.kind == .notFound(what: "a GitHub user named 'nobody-at-all'"))
  }

  @Test func expandedProfileLoadsItsSectionsConcurrently() async throws {
    let loopback = try LoopbackGitHub.start()
    defer { loopback.server.stop() }
    let request = ResourceRequest(path: ["user"], arguments: ["user": "octo-gen"], expansion: "sections")
    let page = try await loopback.github.load(request, at: .first)
    #expect(page.sections.map(\.id) == ["profile", "repositories", "followers", "following"])
    let profile = try #require(page.sections[0].items.first)
    #expect(profile[field: "name"] == .text("Octo Generated"))
    #expect(profile[field: "public_repos"] == .integer(12))
    #expect(page.sections[1].items.count == 12)
    let pushed = page.sections[1].items.compactMap { item -> Date? in
      if case .date(let date)? = item[field: "pushed"] { return date } else { return nil }
    }
    #expect(pushed == pushed.sorted(by: >))
    #expect(page.sections[2].items.count == 7)
    #expect(page.sections[3].items.count == 5)
    #expect(try await loopback.requests().count == 4)
  }

  @Test func searchWithLimit150Returns150DistinctItemsFromTwoPages() async throws {
    let loopback = try LoopbackGitHub.start()
    defer { loopback.server.stop() }
    let paginator = loopback.paginator(ResourceRequest(path: ["search", "users"], arguments: ["query": "octo type:user"]))
    let users = try await paginator.loadAll(limit: 150)
    #expect(users.count == 150)
    #expect(Set(users.map(\.id)).count == 150)
    #expect(await paginator.lastPage?.totalCount == 4321)
    let requests = try await loopback.requests()
    #expect(requests.count == 2)
    #expect(requests.allSatisfy { $0.queryValue("per_page") == "100" && $0.queryValue("q") == "octo type:user" })
  }

  @Test func pagingASearchStopsCleanlyAtTheCap() async throws {
    let loopback = try LoopbackGitHub.start()
    defer { loopback.server.stop() }
    let request = ResourceRequest(path: ["search", "repos"], arguments: ["query": "tools"], options: ["sort": ["stars"]])
    let paginator = loopback.paginator(request)
    let repositories = try await paginator.loadAll()
    #expect(repositories.count == 1_000)
    #expect(Set(repositories.map(\.id)).count == 1_000)
    #expect(await paginator.hasMore == false)

    let requests = try await loopback.requests()
    #expect(requests.count == 10)
    #expect(requests.allSatisfy { Int($0.queryValue("page") ?? "1")! <= 10 })

    let tenth = try await loopback.github.load(request, at: .number(10))
    #expect(tenth.notices.contains(GitHub.searchCapNotice))
    #expect(tenth.paging.next == nil)

    let before = try await loopback.requests().count
    let eleventh = try await loopback.github.load(request, at: .number(11))
    #expect(eleventh.items.isEmpty)
    #expect(eleventh.notices == [GitHub.searchCapNotice])
    #expect(try await loopback.requests().count == before)
  }

  @Test func aCap422FromTheServerEndsPagingWithTheNotice() async throws {
    let loopback = try LoopbackGitHub.start()
    defer { loopback.server.stop() }
    try await loopback.server.inject([
      LoopbackFault(
        match: "/github/search/users", times: 1,
        action: .status(422, body: #"{"message":"Only the first 1000 search results are available","documentation_url":"https://docs.github.com/v3/search/"}"#)
      )
    ])
    let page = try await loopback.github.load(ResourceRequest(path: ["search", "users"], arguments: ["query": "x"]), at: .number(3))
    #expect(page.items.isEmpty)
    #expect(page.paging.hasMore == false)
    #expect(page.notices == [GitHub.searchCapNotice])
  }

  @Test func incompleteResultsAreNoticed() async throws {
    let loopback = try LoopbackGitHub.start()
    defer { loopback.server.stop() }
    let page = try await loopback.github.load(ResourceRequest(path: ["search", "users"], arguments: ["query": "incomplete count-5"]), at: .first)
    #expect(page.items.count == 5)
    #expect(page.notices == [GitHub.incompleteResultsNotice])
  }

  @Test func starCheckAndUnstarWithAToken() async throws {
    let loopback = try LoopbackGitHub.start(environment: ["GH_TOKEN": "test-token"])
    defer { loopback.server.stop() }
    let github = loopback.github
    func check(_ name: String) async throws -> String? {
      try await github.load(ResourceRequest(path: ["starred"], options: ["check": [name]]), at: .first).message
    }
    #expect(try await check("apple/swift") == "You have starred apple/swift")
    let unstar = try await github.load(ResourceRequest(path: ["unstar"], arguments: ["repository": "apple/swift"]), at: .first)
    #expect(unstar.message == "Unstarred apple/swift")
    #expect(try await check("apple/swift") == "You have not starred apple/swift")
    let star = try await github.load(ResourceRequest(path: ["star"], arguments: ["repository": "apple/swift"]), at: .first)
    #expect(star.message == "Starred apple/swift")
    #expect(try await check("apple/swift") == "You have starred apple/swift")

    let requests = try await loopback.requests()
    #expect(requests.map(\.method) == ["GET", "DELETE", "GET", "PUT", "GET"])
    #expect(requests.allSatisfy { $0.path == "/github/user/starred/apple/swift" })
    #expect(requests.allSatisfy { $0.header("authorization") == "Bearer test-token" })

    let mine = try await github.load(ResourceRequest(path: ["starred"]), at: .first)
    #expect(mine.items.first?.id == "apple/swift")
  }

  @Test func starCheckAndUnstarWithoutATokenSendNothing() async throws {
    let loopback = try LoopbackGitHub.start()
    defer { loopback.server.stop() }
    let requests = [
      ResourceRequest(path: ["star"], arguments: ["repository": "apple/swift"]),
      ResourceRequest(path: ["unstar"], arguments: ["repository": "apple/swift"]),
      ResourceRequest(path: ["starred"], options: ["check": ["apple/swift"]]),
      ResourceRequest(path: ["starred"]),
    ]
    for request in requests {
      let error = await #expect(throws: TokenRequiredError.self) { try await loopback.github.load(request, at: .first) }
      #expect(error?.description.contains("needs a GitHub token. Run `explore github login` or set GH_TOKEN.") == true)
    }
    #expect(try await loopback.server.requestCount() == 0)
  }

  @Test func aRejectedTokenSaysSoAndKeepsTheStoredLogin() async throws {
    let directories = try GitHubTestSupport.temporaryDirectories()
    let store = GitHub.tokenStore(in: directories.config)
    let loopback = try LoopbackGitHub.start(directories: directories)
    defer { loopback.server.stop() }
    let host = LoginStore.storageKey(for: loopback.server.baseURL(for: "github"))
    try store.save(.init(token: "revoked-token", login: "octo-gen"), forHost: host)

    let error = await #expect(throws: TokenRejectedError.self) {
      try await loopback.github.load(ResourceRequest(path: ["star"], arguments: ["repository": "apple/swift"]), at: .first)
    }
    #expect(error?.description.hasPrefix("GitHub rejected your stored sign-in (stored login): the token expired or was revoked. Run `explore github login`") == true)
    #expect(!(error?.description.contains("revoked-token") ?? true))
    #expect(try store.login(forHost: host)?.token == "revoked-token")
  }

  @Test func loginThenAuthStatusThenLogout() async throws {
    let directories = try GitHubTestSupport.temporaryDirectories()
    let loopback = try LoopbackGitHub.start(standardInput: "test-token\n", directories: directories)
    defer { loopback.server.stop() }
    let host = LoginStore.hostKey(for: loopback.server.baseURL(for: "github"))

    let login = try await loopback.github.load(ResourceRequest(path: ["login"], flags: ["with-token"]), at: .first)
    #expect(login.message == "Logged in to \(host) as octo-gen")

    let status = try await loopback.github.load(ResourceRequest(path: ["auth", "status"]), at: .first)
    let item = try #require(status.items.first)
    #expect(item[field: "login"] == .text("octo-gen"))
    #expect(item[field: "token_source"] == .text("stored login"))
    #expect(item[field: "rate_limit"] == .integer(5000))
    #expect(!"\(status)".contains("test-token"))

    let logout = try await loopback.github.load(ResourceRequest(path: ["logout"]), at: .first)
    #expect(logout.message == "Logged out of \(host): removed the stored token for octo-gen")
    let anonymous = try await loopback.github.load(ResourceRequest(path: ["auth", "status"]), at: .first)
    #expect(anonymous.items.first?[field: "rate_limit"] == .integer(60))
    #expect(anonymous.items.first?[field: "token_source"] == FieldValue.none)
  }

  @Test func searchReposWithATokenMarksStarsFromOneStarredListRequest() async throws {
    let loopback = try LoopbackGitHub.start(environment: ["GH_TOKEN": "test-token"])
    defer { loopback.server.stop() }
    let request = ResourceRequest(path: ["search", "repos"], arguments: ["query": "swift"], options: ["language": ["swift"]])
    let first = try await loopback.github.load(request, at: .first)
    _ = try await loopback.github.load(request, at: try #require(first.paging.next))
    #expect(first.items.allSatisfy { $0[field: "starred"] == .bool(false) })
    let requests = try await loopback.requests()
    #expect(requests.filter { $0.path == "/github/user/starred" }.count == 1)
    #expect(requests.filter { $0.path == "/github/search/repositories" }.count == 2)
  }

  @Test func aPrimaryRateLimitBeyondTheWaitIsAClearError() async throws {
    let loopback = try LoopbackGitHub.start(maximumRateLimitWait: .seconds(5))
    defer { loopback.server.stop() }
    try await loopback.server.inject([
      LoopbackFault(match: "/github/users/octo-gen/followers", times: 1, action: .primaryRateLimit(resetInSeconds: 3_600))
    ])
    let error = await #expect(throws: APIError.self) {
      try await loopback.github.load(ResourceRequest(path: ["followers"], arguments: ["user": "octo-gen"]), at: .first)
    }
    guard case .rateLimited(.primary)? = error?.kind else {
      Issue.record("expected a primary rate limit, got \(String(describing: error))")
      return
    }
    #expect(error?.description.contains("rate limit") == true)
    #expect(await loopback.sleeps.durations.isEmpty)
  }

  @Test func aSecondaryRateLimitIsWaitedOutAndRetried() async throws {
    let loopback = try LoopbackGitHub.start()
    defer { loopback.server.stop() }
    try await loopback.server.inject([
      LoopbackFault(match: "/github/users/octo-gen/followers", times: 1, action: .secondaryRateLimit(retryAfter: 2))
    ])
    let page = try await loopback.github.load(ResourceRequest(path: ["followers"], arguments: ["user": "octo-gen"]), at: .first)
    #expect(page.items.count == 7)
    #expect(await loopback.sleeps.durations == [.seconds(2)])
    #expect(try await loopback.requests().count == 2)
  }

  @Test func invalidNamesNeverReachTheServer() async throws {
    let loopback = try LoopbackGitHub.start(environment: ["GH_TOKEN": "test-token"])
    defer { loopback.server.stop() }
    for request in [
      ResourceRequest(path: ["followers"], arguments: ["user": "bad name"]),
      ResourceRequest(path: ["user"], arguments: ["user": "a_b"]),
      ResourceRequest(path: ["star"], arguments: ["repository": "apple/swift/x"]),
      ResourceRequest(path: ["starred"], options: ["check": ["noslash"]]),
    ] {
      await #expect(throws: InvalidValueError.self) { try await loopback.github.load(request, at: .first) }
    }
    #expect(try await loopback.server.requestCount() == 0)
  }

  @Test func handWrittenFixturesAreServedToo() async throws {
    let loopback = try LoopbackGitHub.start()
    defer { loopback.server.stop() }
    let page = try await loopback.github.load(ResourceRequest(path: ["followers"], arguments: ["user": "octocat"]), at: .first)
    #expect(page.items.map(\.id) == ["hubot", "monalisa", "spacecat-42", "quiet-quokka", "polyglot-org"])
  }
}
