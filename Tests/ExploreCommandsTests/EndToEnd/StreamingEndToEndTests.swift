import ExploreTestSupport
import Foundation
import Testing

/// The built `explore` binary streaming `--all` against the loopback
/// server, serving lists written for each test into a temporary fixtures
/// root (replay fixtures, Contract A): a reader that leaves after one line,
/// a next link back to an earlier page, a first page claiming a billion.
@Suite(.serialized)
final class StreamingEndToEndTests: EndToEndSuite {
  let fixtures: URL

  override init() throws {
    fixtures = FileManager.default.temporaryDirectory.appendingPathComponent("explore-stream-fixtures-\(UUID().uuidString)")
    try super.init()
  }

  deinit {
    try? FileManager.default.removeItem(at: fixtures)
  }

  // MARK: Fixtures

  /// Writes a replay fixture answering `GET path` with `body` under `mount`.
  func fixture(_ mount: String, _ path: String, body: Any, headers: [String: String] = [:]) throws {
    let folder = fixtures.appendingPathComponent(mount, isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var allHeaders = ["content-type": "application/json; charset=utf-8"]
    allHeaders.merge(headers) { _, new in new }
    let exchange: [String: Any] = [
      "request": ["method": "GET", "path": path],
      "response": ["status": 200, "headers": allHeaders, "body": body],
    ]
    let name = "GET" + path.map { $0.isLetter || $0.isNumber ? String($0) : "-" }.joined() + ".json"
    let data = try JSONSerialization.data(withJSONObject: exchange, options: [.sortedKeys])
    try data.write(to: folder.appendingPathComponent(name))
  }

  /// Page `page` of a Rick and Morty episode list that claims `pages` pages
  /// of 20 episodes.
  func episodesPage(_ page: Int, of pages: Int) throws {
    let base = "https://rickandmortyapi.com/api"
    let episodes = (1...20).map { offset -> [String: Any] in
      let id = (page - 1) * 20 + offset
      return [
        "id": id, "name": "Episode \(id)", "air_date": "January 5, 2020", "episode": "S01E\(id)",
        "characters": ["\(base)/character/1"], "url": "\(base)/episode/\(id)", "created": "2020-01-03T10:01:00.000Z",
      ]
    }
    let info: [String: Any] = [
      "count": pages * 20, "pages": pages,
      "next": page < pages ? "\(base)/episode?page=\(page + 1)" : NSNull(),
      "prev": page > 1 ? "\(base)/episode?page=\(page - 1)" : NSNull(),
    ]
    try fixture("rickmorty", "/episode?page=\(page)", body: ["info": info, "results": episodes])
  }

  /// Followers of `loop`, whose second page links back to the first.
  func loopingFollowers() throws {
    let base = "https://api.github.com/users/loop/followers"
    for page in 1...2 {
      let users = (1...100).map { offset -> [String: Any] in
        let id = page * 1000 + offset
        return ["login": "user-\(id)", "id": id, "type": "User", "html_url": "https://github.com/user-\(id)"]
      }
      let next = page == 1 ? "\(base)?per_page=100&page=2" : "\(base)?per_page=100&page=1"
      try fixture(
        "github", page == 1 ? "/users/loop/followers?per_page=100" : "/users/loop/followers?page=2&per_page=100",
        body: users, headers: ["link": "<\(next)>; rel=\"next\""])
    }
  }

  func run(_ arguments: [String], server: LoopbackServer) async throws -> ExploreBinary.Outcome {
    try await ExploreBinary.run(arguments, environment: server.environment, home: home)
  }

  // MARK: Tests

  /// A reader that leaves after one line (as `head -1` does) stops
  /// everything with status 0, and Ctrl-C with 130: after page 1, at most
  /// one window of the provider's 6 requests for the leaver, and fewer than
  /// all 30 pages for Ctrl-C.
  @Test(arguments: [
    (action: ExploreBinary.AfterFirstLine.closeOutput, status: Int32(0), mostRequests: 7),
    (action: .interrupt, status: 130, mostRequests: 29),
  ])
  func aStoppedReaderStopsEverything(action: ExploreBinary.AfterFirstLine, status: Int32, mostRequests: Int) async throws {
    for page in 1...30 { try episodesPage(page, of: 30) }
    let server = try LoopbackServer.start(useCorpus: false, fixtures: fixtures)
    defer { server.stop() }
    try await server.inject([LoopbackFault(match: "/rickmorty/episode", action: .latency(milliseconds: 200))])

    let outcome = try await ExploreBinary.runReadingOneLine(
      ["rickmorty", "episodes", "--all"], environment: server.environment, home: home, then: action)
    #expect(outcome.firstLine.hasPrefix("Episode 1\t"), "first line: \(outcome.firstLine)")
    #expect(outcome.status == status, "stderr: \(outcome.standardError)")
    #expect(!outcome.standardError.contains("Error"), "stderr: \(outcome.standardError)")
    let requests = try await server.requestCount(pathPrefix: "/rickmorty/episode")
    #expect(requests >= 1 && requests <= mostRequests, "\(requests) requests")
  }

  @Test func aNextLinkBackToAnEarlierPageEndsWithAnErrorNamingIt() async throws {
    try loopingFollowers()
    let server = try LoopbackServer.start(useCorpus: false, fixtures: fixtures)
    defer { server.stop() }

    let outcome = try await run(["github", "followers", "loop", "--all"], server: server)
    #expect(outcome.status == 1)
    #expect(outcome.standardError.contains("already loaded"), "stderr: \(outcome.standardError)")
    #expect(outcome.standardError.contains("\(server.baseURL(for: "github"))/users/loop/followers?per_page=100&page=1"))
    #expect(outcome.standardOutput.split(separator: "\n").count == 200)
    #expect(try await server.requestCount(pathPrefix: "/github/users/loop") == 2)
  }

  @Test func aFirstPageClaimingABillionPagesIsRefusedBeforeAnotherRequest() async throws {
    for page in 1...3 { try episodesPage(page, of: 1_000_000_000) }
    let server = try LoopbackServer.start(useCorpus: false, fixtures: fixtures)
    defer { server.stop() }

    let refused = try await run(["rickmorty", "episodes", "--all"], server: server)
    #expect(refused.status == 1)
    #expect(refused.standardError.contains("claims 1000000000 pages"), "stderr: \(refused.standardError)")
    #expect(refused.standardError.contains("--max-pages"))
    #expect(refused.standardOutput.isEmpty)
    #expect(try await server.requestCount(pathPrefix: "/rickmorty/episode") == 1)

    try await server.reset()
    let capped = try await run(["rickmorty", "episodes", "--all", "--max-pages", "3", "--json"], server: server)
    #expect(capped.status == 0, "stderr: \(capped.standardError)")
    let document = try JSONSerialization.jsonObject(with: Data(capped.standardOutput.utf8)) as? [String: Any]
    let items = (document?["sections"] as? [[String: Any]])?.first?["items"] as? [[String: Any]]
    #expect(items?.count == 60)
    #expect(try await server.requestCount(pathPrefix: "/rickmorty/episode") == 3)

    try await server.reset()
    let limited = try await run(["rickmorty", "episodes", "--limit", "25"], server: server)
    #expect(limited.status == 0, "stderr: \(limited.standardError)")
    #expect(limited.standardOutput.split(separator: "\n").count == 25)
  }
}
