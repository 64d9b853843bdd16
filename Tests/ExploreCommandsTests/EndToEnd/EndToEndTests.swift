import ExploreCore
import ExploreTestSupport
import Foundation
import RickAndMortyProvider
import Testing

/// The built `explore` binary against the loopback server, configured only
/// through `EXPLORE_*_API_URL` and temporary XDG folders, as a user would.
@Suite(.serialized)
final class EndToEndTests: LoopbackEndToEndSuite {
  init() throws {
    try super.init(useCorpus: true)
  }

  func run(_ arguments: [String], environment: [String: String] = [:], input: String = "") async throws -> ExploreBinary.Outcome {
    try await ExploreBinary.run(arguments, environment: server.environment.merging(environment) { _, new in new }, home: home, input: input)
  }

  func json(_ outcome: ExploreBinary.Outcome) throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8))
    return try #require(object as? [String: Any], "stdout: \(outcome.standardOutput) stderr: \(outcome.standardError)")
  }

  func items(_ document: [String: Any]) -> [[String: Any]] {
    (document["sections"] as? [[String: Any]] ?? []).flatMap { $0["items"] as? [[String: Any]] ?? [] }
  }

  @Test func followersOfOctocat() async throws {
    let outcome = try await run(["github", "followers", "octocat"])
    #expect(outcome.status == 0, "\(outcome.standardError)")
    let rows = outcome.standardOutput.split(separator: "\n").map { $0.split(separator: "\t").first.map(String.init) ?? "" }
    #expect(rows.contains("hubot"))
    #expect(rows.contains("monalisa"))
    let requests = try await server.requests()
    #expect(requests.contains { $0.path.hasSuffix("/users/octocat/followers") && $0.queryValue("per_page") == "100" })
  }

  @Test func jsonIsOneDocumentAcrossPages() async throws {
    let outcome = try await run(["github", "followers", "many-followers", "--limit", "150", "--json"])
    #expect(outcome.status == 0, "\(outcome.standardError)")
    let document = try json(outcome)
    #expect(document["provider"] as? String == "github")
    #expect(document["resource"] as? String == "followers")
    let logins = items(document).compactMap { $0["id"] as? String }
    #expect(logins.count == 150)
    #expect(Set(logins).count == 150)
    let section = try #require((document["sections"] as? [[String: Any]])?.first)
    let paging = try #require(section["paging"] as? [String: Any])
    #expect(paging["hasMore"] as? Bool == true)
    #expect(try await server.requests().filter { $0.path.hasSuffix("/followers") }.count == 2)
  }

  /// Piped, the next page's command is said on standard error only under
  /// `--verbose`, as gh prints no hint when its output is not a terminal.
  @Test func pipedOutputHintsTheNextPageOnlyUnderVerbose() async throws {
    let outcome = try await run(["gh", "followers", "many-followers"])
    #expect(outcome.status == 0)
    #expect(outcome.standardOutput.split(separator: "\n").count == 100)
    #expect(!outcome.standardError.contains("--page 2"), "\(outcome.standardError)")
    let verbose = try await run(["gh", "followers", "many-followers", "--verbose"])
    #expect(verbose.standardError.contains("explore gh followers many-followers --verbose --page 2"), "\(verbose.standardError)")
    #expect(!outcome.standardOutput.contains("\u{1B}["), "no colour when piped")
  }

  @Test func searchReposExampleFromTheReadme() async throws {
    let outcome = try await run(["github", "search", "repos", "swift", "--language", "swift", "--sort", "stars", "--limit", "50", "--json"])
    #expect(outcome.status == 0, "\(outcome.standardError)")
    let found = items(try json(outcome))
    #expect(!found.isEmpty)
    #expect(found.count <= 50)
    #expect(Set(found.compactMap { $0["id"] as? String }).count == found.count)
    let search = try await server.requests().first { $0.path.hasSuffix("/search/repositories") }
    #expect(search?.queryValue("q")?.contains("language:swift") == true)
    #expect(search?.queryValue("sort") == "stars")
  }

  @Test func episodesExpandIntoCharacters() async throws {
    let outcome = try await run(["rickmorty", "episodes", "--expand", "--json"])
    #expect(outcome.status == 0, "\(outcome.standardError)")
    let episodes = items(try json(outcome))
    #expect(!episodes.isEmpty)
    for episode in episodes {
      #expect(episode["id"] is String)
      let children = try #require(episode["children"] as? [[String: Any]], "episode \(episode["id"] ?? "?") was not expanded")
      #expect(!children.isEmpty)
    }
    // Expansion is batched: never one request per episode.
    let characterRequests = try await server.requests().filter { $0.path.contains("/character") }
    #expect(characterRequests.count < episodes.count)
  }

  @Test(.enabled(if: ProjectPaths.corpus != nil, "needs ../shared/corpus"))
  func charactersExampleFromTheReadme() async throws {
    let outcome = try await run(["rickmorty", "characters", "--status", "alive", "--search", "smith", "--all", "--json"])
    #expect(outcome.status == 0, "\(outcome.standardError)")
    let characters = items(try json(outcome))
    #expect(!characters.isEmpty)
    for character in characters {
      #expect((character["title"] as? String)?.lowercased().contains("smith") == true)
      #expect((character["status"] as? String)?.lowercased() == "alive")
    }
  }

  @Test func runtimeFailureExitsOneAndNamesTheThing() async throws {
    let outcome = try await run(["github", "user", "nobody-here"])
    #expect(outcome.status == 1)
    #expect(outcome.standardOutput.isEmpty)
    #expect(outcome.standardError.hasPrefix("Error: "))
    #expect(outcome.standardError.contains("nobody-here"))
  }

  @Test func usageErrorsExit64WithoutARequest() async throws {
    let outcome = try await run(["github", "followers", "not a name"])
    #expect(outcome.status == 64)
    #expect(outcome.standardError.hasPrefix("Error: 'not a name' is not a valid value for <user>"))
    #expect(outcome.standardError.contains("Usage: explore github followers <user>"))
    #expect(try await server.requestCount() == 0)
  }

  @Test func helpAndVersionExitZero() async throws {
    let help = try await run(["github", "search", "repos", "--help"])
    #expect(help.status == 0)
    #expect(help.standardOutput.hasPrefix("OVERVIEW: "))
    #expect(help.standardOutput.contains("--language <language>"))
    let version = try await run(["--version"])
    #expect(version.status == 0)
    #expect(version.standardOutput == "0.1.0\n")
  }

  @Test func verboseLogsRequestsWithoutTheToken() async throws {
    let outcome = try await run(["github", "followers", "octocat", "--verbose"], environment: ["GH_TOKEN": "test-token"])
    #expect(outcome.status == 0, "\(outcome.standardError)")
    #expect(outcome.standardError.contains("/users/octocat/followers"))
    #expect(!outcome.standardError.contains("test-token"))
    #expect(!outcome.standardOutput.contains("test-token"))
  }

  @Test func theCacheRevalidatesUnlessTurnedOff() async throws {
    _ = try await run(["github", "followers", "octocat"])
    _ = try await run(["github", "followers", "octocat"])
    _ = try await run(["github", "followers", "octocat", "--no-cache"])
    let followers = try await server.requests().filter { $0.path.hasSuffix("/users/octocat/followers") }
    #expect(followers.count == 3)
    guard followers.count == 3 else { return }
    #expect(followers[0].header("if-none-match") == nil)
    #expect(followers[1].header("if-none-match") != nil)
    #expect(followers[2].header("if-none-match") == nil)
  }

  @Test func recordThenReplayOffline() async throws {
    let recorded = home.appendingPathComponent("recorded", isDirectory: true)
    let online = try await run(["rickmorty", "episodes", "--json", "--record", recorded.path])
    #expect(online.status == 0, "\(online.standardError)")
    let files = try FileManager.default.contentsOfDirectory(atPath: recorded.appendingPathComponent("rickmorty").path)
    #expect(files.contains { $0.hasSuffix(".json") })
    let before = try await server.requestCount()
    let offline = try await ExploreBinary.run(
      ["rickmorty", "episodes", "--json", "--offline"],
      environment: ["EXPLORE_FIXTURES_DIR": recorded.path],
      home: home
    )
    #expect(offline.status == 0, "\(offline.standardError)")
    // The recording names the real API, not the loopback server it came from.
    let loopback = server.baseURL(for: "rickmorty").absoluteString
    let real = RickAndMorty.metadata.defaultBaseURL.absoluteString
    #expect(online.standardOutput.contains(loopback))
    #expect(!offline.standardOutput.contains("127.0.0.1"))
    #expect(offline.standardOutput == online.standardOutput.replacingOccurrences(of: loopback, with: real))
    #expect(try await server.requestCount() == before)
  }

}
