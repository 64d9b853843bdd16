import ExploreCore
import ExploreNetworking
import ExploreReplay
import Foundation
@testable import GitHubProvider
import Testing

/// Every command the fixtures README lists replays offline from
/// `fixtures/github` with exactly the requests the provider makes.
@Suite struct GitHubFixtureTests {
  static let base = URL(string: "https://api.github.com")!

  func provider() throws -> GitHub {
    let replay = ReplayTransport(directory: GitHubTestSupport.fixtures, baseURL: Self.base, defaultBaseURL: Self.base)
    return try GitHubTestSupport.provider(transport: replay)
  }

  @Test func followersOfOctocat() async throws {
    let page = try await provider().load(ResourceRequest(path: ["followers"], arguments: ["user": "octocat"]), at: .first)
    #expect(page.items.map(\.id) == ["hubot", "monalisa", "spacecat-42", "quiet-quokka", "polyglot-org"])
    #expect(page.paging.hasMore == false)
  }

  @Test func followingOfOctocat() async throws {
    let page = try await provider().load(ResourceRequest(path: ["following"], arguments: ["user": "octocat"]), at: .first)
    #expect(page.items.count == 3)
  }

  @Test func expandedProfileOfOctocat() async throws {
    let page = try await provider().load(
      ResourceRequest(path: ["user"], arguments: ["user": "octocat"], expansion: "sections"), at: .first
    )
    #expect(page.sections.map(\.items.count) == [1, 3, 5, 3])
    let profile = try #require(page.items.first)
    #expect(profile[field: "joined"] == .date(try #require(ISO8601Parsing.date(from: "2011-01-25T18:44:36Z"))))
    #expect(profile[field: "bio"] == .text("Eight arms, one keyboard."))
  }

  @Test func starredByOctocat() async throws {
    let page = try await provider().load(ResourceRequest(path: ["starred"], arguments: ["user": "octocat"]), at: .first)
    #expect(page.items.map(\.id) == ["lighthouse-labs/beacon", "riverside/ferry"])
  }

  @Test func readmeRepositorySearch() async throws {
    let request = ResourceRequest(
      path: ["search", "repos"], arguments: ["query": "swift"],
      options: ["language": ["swift"], "sort": ["stars"], "order": ["desc"]]
    )
    let page = try await provider().load(request, at: .first)
    #expect(page.items.count == 5)
    #expect(page.paging.totalCount == 5)
    #expect(page.paging.hasMore == false)
    #expect(page.items.last?[field: "license"] == .text("Other"))
  }

  @Test func userSearchExample() async throws {
    let request = ResourceRequest(
      path: ["search", "users"], arguments: ["query": "location:berlin followers:>100"],
      options: ["sort": ["followers"], "order": ["desc"]]
    )
    let page = try await provider().load(request, at: .first)
    #expect(page.items.map(\.id) == ["berlin-bear", "spree-coder", "kreuzberg-dev", "tempelhof-kites"])
  }

  @Test func missingUser() async throws {
    let error = await #expect(throws: APIError.self) {
      try await provider().load(ResourceRequest(path: ["user"], arguments: ["user": "nobody-here-404"]), at: .first)
    }
    #expect(error?.description.contains("a GitHub user named 'nobody-here-404'") == true)
  }

  @Test func authStatusWithoutAToken() async throws {
    let page = try await provider().load(ResourceRequest(path: ["auth", "status"]), at: .first)
    #expect(page.items.first?[field: "rate_limit"] == .integer(60))
  }

  @Test func fixturesHoldNoSecrets() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: GitHubTestSupport.fixtures.path).filter { $0.hasSuffix(".json") }
    #expect(names.count >= 9)
    for name in names {
      let text = try String(contentsOf: GitHubTestSupport.fixtures.appendingPathComponent(name), encoding: .utf8).lowercased()
      #expect(!text.contains("authorization"), "\(name)")
      #expect(!text.contains("set-cookie"), "\(name)")
    }
  }
}
