import ExploreCore
import ExploreNetworking
import ExploreTestSupport
import Foundation
import Testing
@testable import GitHubProvider

/// What the provider sends and how it reads the answers, against a stub.
@Suite struct GitHubRequestTests {
  static let followersPage: @Sendable (HTTPRequest) -> HTTPResponse = { request in
    .json([GitHubTestSupport.userJSON("hubot", id: 1), GitHubTestSupport.userJSON("monalisa", id: 2)], for: request)
  }

  @Test func followersAskForOneHundredWithGitHubsHeaders() async throws {
    let transport = StubTransport(answer: Self.followersPage)
    let github = try GitHubTestSupport.provider(transport: transport)
    let page = try await github.load(ResourceRequest(path: ["followers"], arguments: ["user": "octocat"]), at: .first)

    let request = try #require(transport.requests.first)
    #expect(request.method == .get)
    #expect(request.url.absoluteString == "https://api.github.com/users/octocat/followers?per_page=100")
    #expect(request.headers["accept"] == "application/vnd.github+json")
    #expect(request.headers["x-github-api-version"] == "2022-11-28")
    #expect(request.credential == nil)
    #expect(page.items.map(\.id) == ["hubot", "monalisa"])
    #expect(page.sections.first?.emptyNote == "octocat has no followers yet")
    #expect(page.paging == PageInfo(number: 1, totalPages: 1, totalCount: nil, next: nil))
  }

  @Test func followingSaysWhoIsFollowedAndItsEmptyNote() async throws {
    let transport = StubTransport { .json([], for: $0) }
    let github = try GitHubTestSupport.provider(transport: transport)
    let page = try await github.load(ResourceRequest(path: ["following"], arguments: ["user": "octocat"]), at: .first)
    #expect(transport.requests.first?.url.path == "/users/octocat/following")
    #expect(page.items.isEmpty)
    #expect(page.sections.first?.emptyNote == "octocat isn't following anyone yet")
  }

  @Test func enterpriseBaseURLKeepsItsPathPrefix() async throws {
    let transport = StubTransport(answer: Self.followersPage)
    let github = try GitHubTestSupport.provider(transport: transport, baseURL: URL(string: "https://ghe.example.com/api/v3")!)
    _ = try await github.load(ResourceRequest(path: ["followers"], arguments: ["user": "octocat"]), at: .first)
    let request = try #require(transport.requests.first)
    #expect(request.url.absoluteString == "https://ghe.example.com/api/v3/users/octocat/followers?per_page=100")
  }

  @Test func baseURLWithTrailingSlashJoinsCleanly() throws {
    let api = GitHubAPI(baseURL: URL(string: "http://127.0.0.1:8080/github/")!, transport: StubTransport.refusingEverything(), credential: nil)
    #expect(try api.url(["users", "octocat"]).absoluteString == "http://127.0.0.1:8080/github/users/octocat")
  }

  @Test func searchTextIsEncodedSoPlusAndAmpersandSurvive() throws {
    let api = GitHubAPI(baseURL: URL(string: "https://api.github.com")!, transport: StubTransport.refusingEverything(), credential: nil)
    let url = try api.url(["search", "repositories"], query: [(name: "q", value: "c++ & stars:>=10")])
    #expect(url.absoluteString == "https://api.github.com/search/repositories?q=c%2B%2B%20%26%20stars%3A%3E%3D10")
    #expect(URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first?.value == "c++ & stars:>=10")
  }

  @Test func followsTheLinkHeadersNextURLExactly() async throws {
    let next = "https://api.github.com/user/583231/followers?per_page=100&page=2"
    let last = "https://api.github.com/user/583231/followers?per_page=100&page=3"
    let transport = StubTransport { request in
      .json(
        [GitHubTestSupport.userJSON("u\(request.queryItems["page"] ?? "1")", id: 1)],
        headers: ["link": "<\(next)>; rel=\"next\", <\(last)>; rel=\"last\""],
        for: request
      )
    }
    let github = try GitHubTestSupport.provider(transport: transport)
    let request = ResourceRequest(path: ["followers"], arguments: ["user": "octocat"])
    let first = try await github.load(request, at: .first)
    #expect(first.paging.number == 1)
    #expect(first.paging.totalPages == 3)
    let cursor = try #require(first.paging.next)
    #expect(cursor == .url(URL(string: next)!))

    let second = try await github.load(request, at: cursor)
    #expect(second.paging.number == 2)
    #expect(transport.requests.last?.url.absoluteString == next)
  }

  @Test func pageNumberCursorAddsThePage() async throws {
    let transport = StubTransport(answer: Self.followersPage)
    let github = try GitHubTestSupport.provider(transport: transport)
    _ = try await github.load(ResourceRequest(path: ["followers"], arguments: ["user": "octocat"]), at: .number(4))
    #expect(transport.requests.first?.queryItems == ["per_page": "100", "page": "4"])
  }

  @Test func unknownUserNamesTheUser() async throws {
    let transport = StubTransport { .json(["message": "Not Found"], status: 404, for: $0) }
    let github = try GitHubTestSupport.provider(transport: transport)
    let error = await #expect(throws: APIError.self) {
      try await github.load(ResourceRequest(path: ["user"], arguments: ["user": "ghost-x"]), at: .first)
    }
    #expect(error?.description.contains("a GitHub user named 'ghost-x'") == true)
  }

  @Test func profileIsOneSection() async throws {
    let transport = StubTransport { request in
      .json(
        ["login": "octocat", "id": 1, "name": "The Octocat", "public_repos": 8, "public_gists": 1,
         "followers": 20, "following": 0, "created_at": "2011-01-25T18:44:36Z"],
        for: request
      )
    }
    let github = try GitHubTestSupport.provider(transport: transport)
    let page = try await github.load(ResourceRequest(path: ["user"], arguments: ["user": "octocat"]), at: .first)
    #expect(transport.requests.map(\.url.path) == ["/users/octocat"])
    #expect(page.sections.map(\.id) == ["profile"])
    #expect(page.items.first?[field: "name"] == .text("The Octocat"))
  }

  @Test func expandedProfileLoadsFourSections() async throws {
    let transport = StubTransport { request in
      switch request.url.path {
      case "/users/octocat":
        return .json(
          ["login": "octocat", "id": 1, "public_repos": 1, "public_gists": 0, "followers": 1,
           "following": 0, "created_at": "2011-01-25T18:44:36Z"],
          for: request
        )
      case "/users/octocat/repos":
        return .json([["id": 9, "full_name": "octocat/inkwell", "stargazers_count": 3]], for: request)
      case "/users/octocat/followers":
        return .json([GitHubTestSupport.userJSON("hubot", id: 2)], for: request)
      default:
        return .json([], for: request)
      }
    }
    let github = try GitHubTestSupport.provider(transport: transport)
    let request = ResourceRequest(path: ["user"], arguments: ["user": "octocat"], expansion: "sections")
    let page = try await github.load(request, at: .first)
    #expect(page.sections.map(\.id) == ["profile", "repositories", "followers", "following"])
    #expect(page.sections[1].items.map(\.id) == ["octocat/inkwell"])
    #expect(page.sections[2].items.map(\.id) == ["hubot"])
    #expect(page.sections[3].items.isEmpty)
    #expect(page.sections[3].emptyNote == "octocat isn't following anyone yet")
    let requests = transport.requests
    #expect(Set(requests.map(\.url.path)) == ["/users/octocat", "/users/octocat/repos", "/users/octocat/followers", "/users/octocat/following"])
    #expect(requests.first { $0.url.path == "/users/octocat/repos" }?.queryItems == ["per_page": "100", "sort": "pushed"])
    let expanded = try await github.expand(page.items, by: GitHub.sectionsExpansion, for: request)
    #expect(expanded == page.items)
  }

  @Test func reposDefaultToPushedAndTakeASort() async throws {
    let transport = StubTransport { .json([], for: $0) }
    let github = try GitHubTestSupport.provider(transport: transport)
    _ = try await github.load(ResourceRequest(path: ["repos"], arguments: ["user": "octocat"]), at: .first)
    _ = try await github.load(ResourceRequest(path: ["repositories"], arguments: ["user": "octocat"], options: ["sort": ["full_name"]]), at: .first)
    let queries = transport.requests.map(\.queryItems)
    #expect(queries == [["per_page": "100", "sort": "pushed"], ["per_page": "100", "sort": "full_name"]])
  }

  @Test func starredOfAUserNeedsNoToken() async throws {
    let transport = StubTransport { .json([["id": 1, "full_name": "apple/swift"]], for: $0) }
    let github = try GitHubTestSupport.provider(transport: transport)
    let page = try await github.load(ResourceRequest(path: ["starred"], arguments: ["user": "octocat"]), at: .first)
    #expect(transport.requests.first?.url.path == "/users/octocat/starred")
    #expect(page.items.map(\.id) == ["apple/swift"])
  }

  @Test(arguments: [
    ResourceRequest(path: ["followers"], arguments: ["user": "not a name"]),
    ResourceRequest(path: ["following"], arguments: ["user": String(repeating: "x", count: 40)]),
    ResourceRequest(path: ["user"], arguments: ["user": "../admin"]),
    ResourceRequest(path: ["repos"], arguments: ["user": "octo_cat"]),
    ResourceRequest(path: ["repos"], arguments: ["user": "octocat"], options: ["sort": ["stars"]]),
    ResourceRequest(path: ["starred"], arguments: ["user": "a b"]),
    ResourceRequest(path: ["starred"], options: ["check": ["apple"]]),
    ResourceRequest(path: ["star"], arguments: ["repository": "apple/swift/extra"]),
    ResourceRequest(path: ["unstar"], arguments: ["repository": "apple/.."]),
    ResourceRequest(path: ["star"]),
    ResourceRequest(path: ["search", "repos"], arguments: ["query": "swift"], options: ["stars": ["lots"]]),
    ResourceRequest(path: ["search", "repos"], arguments: ["query": "swift"], options: ["topic": ["ok", "not ok"]]),
    ResourceRequest(path: ["search", "users"], arguments: ["query": "  "]),
    ResourceRequest(path: ["search", "users"], arguments: ["query": "x"], options: ["sort": ["stars"]]),
  ])
  func invalidValuesMakeNoRequest(_ request: ResourceRequest) async throws {
    let transport = StubTransport.refusingEverything()
    let github = try GitHubTestSupport.provider(transport: transport, environment: ["GH_TOKEN": "secret-token"])
    let error = await #expect(throws: InvalidValueError.self) { try await github.load(request, at: .first) }
    #expect(error?.category == .usage)
    #expect(transport.requests.isEmpty)
  }

  @Test func invalidUsernameErrorStatesTheRule() async throws {
    let github = try GitHubTestSupport.provider(transport: StubTransport.refusingEverything())
    let error = await #expect(throws: InvalidValueError.self) {
      try await github.load(ResourceRequest(path: ["followers"], arguments: ["user": "octo_cat"]), at: .first)
    }
    #expect(error?.description.contains("'octo_cat' is not a valid value for <user>") == true)
    #expect(error?.description.contains("1–39") == true)
  }
}
