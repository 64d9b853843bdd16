import ExploreCore
import ExploreNetworking
import ExploreTestSupport
import Foundation
import Testing
@testable import GitHubProvider

/// Real-shaped payloads that lack display fields, as GitHub sent them over
/// the years: only the identity (login, id, full name) and the list itself
/// are essential, so each command still answers, and `--verbose` says what
/// was left out.
@Suite struct GitHubTolerantDecodingTests {
  /// A 2012 profile: GitHub sent no `followers` count.
  static let profileWithoutFollowers = """
    {"login":"octocat","id":583231,"avatar_url":"https://secure.gravatar.com/avatar/7ad39074b0584bc555d0417ae3e7d974",
    "gravatar_id":"7ad39074b0584bc555d0417ae3e7d974","url":"https://api.github.com/users/octocat","name":"The Octocat",
    "company":"GitHub","blog":"http://www.github.com/blog","location":"San Francisco","email":null,"hireable":false,
    "bio":null,"public_repos":3,"public_gists":5,"following":0,"html_url":"https://github.com/octocat",
    "created_at":"2011-01-25T18:44:36Z","type":"User"}
    """

  /// A profile whose `created_at` is in GitHub's API v2 style, not ISO 8601.
  static let profileWithOldDate = """
    {"login":"defunkt","id":2,"name":"Chris Wanstrath","company":null,"blog":"http://chriswanstrath.com/",
    "location":"San Francisco","bio":null,"public_repos":107,"public_gists":273,"followers":20929,"following":210,
    "html_url":"https://github.com/defunkt","avatar_url":"https://avatars.githubusercontent.com/u/2?v=4","created_at":"2007/10/19 15:24:16 -0700","type":"User"}
    """

  /// 2014 searches: no `incomplete_results`.
  static let usersSearch2014 = """
    {"total_count":2,"items":[{"login":"mojombo","id":1,"url":"https://api.github.com/users/mojombo",
    "html_url":"https://github.com/mojombo","type":"User","score":105.47},
    {"login":"tpw","id":57,"html_url":"https://github.com/tpw","type":"User","score":12.1}]}
    """
  static let repositoriesSearch2014 = """
    {"total_count":1,"items":[{"id":3081286,"name":"Tetris","full_name":"dtrupenn/Tetris",
    "owner":{"login":"dtrupenn","id":872147},"private":false,"html_url":"https://github.com/dtrupenn/Tetris",
    "description":"A C implementation of Tetris using Pennsim through LC4","fork":false,
    "created_at":"2012-01-01T00:31:50Z","updated_at":"2013-01-05T17:58:47Z","pushed_at":"2012-01-01T00:37:02Z",
    "stargazers_count":1,"watchers_count":1,"language":"Assembly","forks_count":0,"score":10.309712}]}
    """

  /// A provider whose every request gets `body`, and the `--verbose` lines it logged.
  static func provider(answering body: String) -> (GitHub, LoggedLines) {
    let lines = LoggedLines()
    let transport = StubTransport { request in
      HTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: Data(body.utf8), url: request.url)
    }
    // NB: a home that does not exist: no stored token is found, and nothing is written.
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("explore-tolerant-\(UUID().uuidString)")
    let context = ProviderContext(
      baseURL: URL(string: "https://api.github.com")!, transport: transport,
      directories: ExploreDirectories(environment: [:], home: home), log: lines.append
    )
    return (GitHub(context: context), lines)
  }

  @Test func aProfileWithoutFollowersStillLoads() async throws {
    let (github, lines) = Self.provider(answering: Self.profileWithoutFollowers)
    let page = try await github.load(ResourceRequest(path: ["user"], arguments: ["user": "octocat"]), at: .first)
    let profile = try #require(page.items.first)
    #expect(profile.id == "octocat")
    #expect(profile[field: "followers"] == FieldValue.none)
    #expect(profile[field: "following"] == .integer(0))
    #expect(profile[field: "public_repos"] == .integer(3))
    #expect(lines.all == ["GET /users/octocat: followers: the field is missing, so it is left out"])
  }

  @Test func aProfileWhoseJoinDateIsNotADateStillLoads() async throws {
    let (github, lines) = Self.provider(answering: Self.profileWithOldDate)
    let page = try await github.load(ResourceRequest(path: ["user"], arguments: ["user": "defunkt"]), at: .first)
    let profile = try #require(page.items.first)
    #expect(profile[field: "joined"] == FieldValue.none)
    #expect(profile[field: "followers"] == .integer(20929))
    #expect(lines.all.count == 1)
    #expect(lines.all.first?.contains(#"created_at: expected an ISO 8601 date but found "2007/10/19 15:24:16 -0700""#) == true)
  }

  @Test func aUserSearchWithoutIncompleteResultsStillLoads() async throws {
    let (github, _) = Self.provider(answering: Self.usersSearch2014)
    let page = try await github.load(ResourceRequest(path: ["search", "users"], arguments: ["query": "tom"]), at: .first)
    #expect(page.items.map(\.id) == ["mojombo", "tpw"])
    #expect(page.paging.totalCount == 2)
    #expect(page.paging.next == nil)
    #expect(page.notices.isEmpty)
  }

  @Test func aRepositorySearchWithoutIncompleteResultsStillLoads() async throws {
    let (github, _) = Self.provider(answering: Self.repositoriesSearch2014)
    let page = try await github.load(ResourceRequest(path: ["search", "repos"], arguments: ["query": "tetris"]), at: .first)
    let repository = try #require(page.items.first)
    #expect(repository.id == "dtrupenn/Tetris")
    #expect(repository[field: "language"] == .text("Assembly"))
    #expect(repository[field: "topics"] == .list([]))
    #expect(page.notices.isEmpty)
  }

  @Test func aRowWithoutItsIdentityStillFails() async throws {
    let (github, _) = Self.provider(answering: #"{"total_count":1,"items":[{"id":1,"type":"User"}]}"#)
    await #expect(throws: APIError.self) {
      try await github.load(ResourceRequest(path: ["search", "users"], arguments: ["query": "x"]), at: .first)
    }
  }
}

/// Lines logged from any task.
typealias LoggedLines = Recorded<String>
