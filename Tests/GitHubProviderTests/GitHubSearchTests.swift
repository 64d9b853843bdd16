import ExploreCore
import ExploreTestSupport
import Foundation
import Testing
@testable import GitHubProvider

/// Searches: qualifiers, fixed page size, the 1,000-result cap, and
/// starred marks.
@Suite struct GitHubSearchTests {
  /// A search endpoint with `total` results, 100 a page, with Link headers.
  static func searchServer(total: Int, incomplete: Bool = false) -> StubTransport {
    StubTransport { request in
      let page = Int(request.queryItems["page"] ?? "1") ?? 1
      let start = (page - 1) * 100
      let count = max(0, min(100, total - start))
      let items = (0..<count).map { GitHubTestSupport.userJSON("user-\(start + $0)", id: start + $0) }
      var headers: [String: String] = [:]
      let pages = (min(total, 1000) + 99) / 100
      if page < pages {
        var components = URLComponents(url: request.url, resolvingAgainstBaseURL: false)!
        components.queryItems = (components.queryItems ?? []).filter { $0.name != "page" } + [URLQueryItem(name: "page", value: "\(page + 1)")]
        headers["link"] = "<\(components.url!.absoluteString)>; rel=\"next\""
      }
      return .json(["total_count": total, "incomplete_results": incomplete, "items": items], headers: headers, for: request)
    }
  }

  @Test func usersQueryPassesQualifiersThroughWithFixedPageSize() async throws {
    let transport = Self.searchServer(total: 3)
    let github = try GitHubTestSupport.provider(transport: transport)
    let request = ResourceRequest(
      path: ["search", "users"], arguments: ["query": "location:berlin followers:>100"],
      options: ["sort": ["followers"], "order": ["asc"]]
    )
    let page = try await github.load(request, at: .first)
    let sent = try #require(transport.requests.first)
    #expect(sent.url.path == "/search/users")
    #expect(sent.queryItems == ["q": "location:berlin followers:>100", "per_page": "100", "sort": "followers", "order": "asc"])
    #expect(page.items.count == 3)
    #expect(page.paging.totalCount == 3)
    #expect(page.paging.next == nil)
    #expect(page.notices.isEmpty)
  }

  @Test func orderIsSentOnlyWithSort() async throws {
    let transport = Self.searchServer(total: 1)
    let github = try GitHubTestSupport.provider(transport: transport)
    _ = try await github.load(ResourceRequest(path: ["search", "users"], arguments: ["query": "x"], options: ["order": ["desc"]]), at: .first)
    #expect(transport.requests.first?.queryItems == ["q": "x", "per_page": "100"])
  }

  @Test func repositoryOptionsBecomeQualifiers() async throws {
    let transport = StubTransport { .json(["total_count": 0, "incomplete_results": false, "items": []], for: $0) }
    let github = try GitHubTestSupport.provider(transport: transport)
    let request = ResourceRequest(
      path: ["search", "repositories"], arguments: ["query": "parser"],
      options: ["language": ["Visual Basic"], "topic": ["cli", "Swift"], "stars": [">=100"], "sort": ["stars"], "order": ["desc"]]
    )
    let page = try await github.load(request, at: .first)
    let sent = try #require(transport.requests.first)
    #expect(sent.url.path == "/search/repositories")
    #expect(sent.queryItems == [
      "q": "parser language:\"Visual Basic\" topic:cli topic:swift stars:>=100", "per_page": "100", "sort": "stars", "order": "desc",
    ])
    #expect(page.items.isEmpty)
    #expect(page.sections.first?.emptyNote?.contains("No repositories match") == true)
  }

  @Test func readmeExampleRequestsTheFixturePath() async throws {
    let transport = StubTransport { .json(["total_count": 0, "incomplete_results": false, "items": []], for: $0) }
    let github = try GitHubTestSupport.provider(transport: transport)
    let request = ResourceRequest(
      path: ["search", "repos"], arguments: ["query": "swift"],
      options: ["language": ["swift"], "sort": ["stars"], "order": ["desc"]]
    )
    _ = try await github.load(request, at: .first)
    #expect(transport.requests.first?.queryItems == ["q": "swift language:swift", "sort": "stars", "order": "desc", "per_page": "100"])
  }

  @Test func tenthPageEndsPagingWithTheCapNotice() async throws {
    let transport = Self.searchServer(total: 5_000)
    let github = try GitHubTestSupport.provider(transport: transport)
    let request = ResourceRequest(path: ["search", "users"], arguments: ["query": "a"])
    let first = try await github.load(request, at: .first)
    #expect(first.paging.totalCount == 5_000)
    #expect(first.paging.totalPages == 10)
    #expect(first.paging.next != nil)
    #expect(first.notices.isEmpty)

    let tenth = try await github.load(request, at: .number(10))
    #expect(tenth.items.count == 100)
    #expect(tenth.paging.next == nil)
    #expect(tenth.notices == [GitHub.searchCapNotice])
  }

  @Test func aPagePastTheCapIsNeverRequested() async throws {
    let transport = StubTransport.refusingEverything()
    let github = try GitHubTestSupport.provider(transport: transport)
    let request = ResourceRequest(path: ["search", "users"], arguments: ["query": "a"])
    let page = try await github.load(request, at: .url(URL(string: "https://api.github.com/search/users?q=a&per_page=100&page=11")!))
    #expect(page.items.isEmpty)
    #expect(page.paging.next == nil)
    #expect(page.notices == [GitHub.searchCapNotice])
    #expect(transport.requests.isEmpty)
  }

  @Test func linkToAnEleventhPageIsDropped() async throws {
    let transport = StubTransport { request in
      .json(
        ["total_count": 2_000, "incomplete_results": false,
         "items": (0..<100).map { GitHubTestSupport.userJSON("u\($0)", id: $0) }],
        headers: ["link": "<https://api.github.com/search/users?q=a&per_page=100&page=11>; rel=\"next\""],
        for: request
      )
    }
    let github = try GitHubTestSupport.provider(transport: transport)
    let page = try await github.load(ResourceRequest(path: ["search", "users"], arguments: ["query": "a"]), at: .number(10))
    #expect(page.paging.next == nil)
    #expect(page.notices == [GitHub.searchCapNotice])
  }

  @Test func capAnsweredWith422EndsPagingWithoutAnError() async throws {
    let transport = StubTransport { request in
      .json(
        ["message": "Only the first 1000 search results are available",
         "documentation_url": "https://docs.github.com/v3/search/"],
        status: 422, for: request
      )
    }
    let github = try GitHubTestSupport.provider(transport: transport)
    let page = try await github.load(ResourceRequest(path: ["search", "repos"], arguments: ["query": "a"]), at: .number(7))
    #expect(page.items.isEmpty)
    #expect(page.paging.next == nil)
    #expect(page.notices == [GitHub.searchCapNotice])
  }

  @Test func otherValidationErrorsAreErrors() async throws {
    let transport = StubTransport { request in
      .json(["message": "Validation Failed", "errors": [["message": "The search is longer than 256 characters."]]], status: 422, for: request)
    }
    let github = try GitHubTestSupport.provider(transport: transport)
    await #expect(throws: (any Error).self) {
      try await github.load(ResourceRequest(path: ["search", "users"], arguments: ["query": "a"]), at: .first)
    }
  }

  @Test func incompleteResultsAreNoticed() async throws {
    let github = try GitHubTestSupport.provider(transport: Self.searchServer(total: 4, incomplete: true))
    let page = try await github.load(ResourceRequest(path: ["search", "users"], arguments: ["query": "a"]), at: .first)
    #expect(page.notices == [GitHub.incompleteResultsNotice])
  }

  @Test func withATokenRowsSayWhetherYouStarredThemFromOneStarredListLoad() async throws {
    let transport = StubTransport { request in
      if request.url.path == "/user/starred" {
        return .json([["id": 1, "full_name": "Apple/Swift"]], for: request)
      }
      let page = Int(request.queryItems["page"] ?? "1") ?? 1
      return .json(
        ["total_count": 200, "incomplete_results": false,
         "items": [["id": 1, "full_name": "apple/swift"], ["id": 2, "full_name": "octocat/inkwell"]]],
        headers: page == 1 ? ["link": "<https://api.github.com/search/repositories?q=s&per_page=100&page=2>; rel=\"next\""] : [:],
        for: request
      )
    }
    let github = try GitHubTestSupport.provider(transport: transport, environment: ["GH_TOKEN": "secret-token"])
    let request = ResourceRequest(path: ["search", "repos"], arguments: ["query": "s"])
    let first = try await github.load(request, at: .first)
    #expect(first.items.map { $0[field: "starred"] } == [.bool(true), .bool(false)])
    let second = try await github.load(request, at: try #require(first.paging.next))
    #expect(second.items.count == 2)
    let paths = transport.requests.map(\.url.path)
    #expect(paths.filter { $0 == "/user/starred" }.count == 1)
    #expect(transport.requests.allSatisfy { $0.credential?.secret == "secret-token" })
  }

  @Test func starredCheckIsBoundedAndSaysUnknownBeyondIt() async throws {
    let transport = StubTransport { request in
      if request.url.path == "/user/starred" {
        let page = Int(request.queryItems["page"] ?? "1") ?? 1
        return .json(
          (0..<100).map { ["id": page * 1000 + $0, "full_name": "owner/r\(page)-\($0)"] },
          headers: ["link": "<https://api.github.com/user/starred?per_page=100&page=\(page + 1)>; rel=\"next\""],
          for: request
        )
      }
      return .json(["total_count": 2, "incomplete_results": false,
                    "items": [["id": 1, "full_name": "owner/r2-5"], ["id": 2, "full_name": "other/x"]]], for: request)
    }
    let github = try GitHubTestSupport.provider(transport: transport, environment: ["GITHUB_TOKEN": "t"])
    let page = try await github.load(ResourceRequest(path: ["search", "repos"], arguments: ["query": "s"]), at: .first)
    #expect(page.items.map { $0[field: "starred"] } == [.bool(true), FieldValue.none])
    let starredRequests = transport.requests.filter { $0.url.path == "/user/starred" }
    #expect(starredRequests.count == GitHub.starredCheckLimit / 100)
  }

  @Test func withoutATokenNoStarredField() async throws {
    let transport = StubTransport { .json(["total_count": 1, "incomplete_results": false, "items": [["id": 1, "full_name": "a/b"]]], for: $0) }
    let github = try GitHubTestSupport.provider(transport: transport)
    let page = try await github.load(ResourceRequest(path: ["search", "repos"], arguments: ["query": "s"]), at: .first)
    #expect(page.items.first?[field: "starred"] == nil)
    #expect(transport.requests.count == 1)
  }
}
