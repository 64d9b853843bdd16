import ExploreTestSupport
import Foundation
import Testing

/// The built binary with `--offline`: every answer comes from the project's
/// own `fixtures/`, found from the checkout whose `.build` holds the binary,
/// with no server and no network. These are the README's examples.
@Suite
struct OfflineTests {
  /// Base URLs that would fail at once if anything tried the network.
  static let unreachable = [
    "EXPLORE_GITHUB_API_URL": "http://127.0.0.1:9/github",
    "EXPLORE_RICKMORTY_API_URL": "http://127.0.0.1:9/rickmorty",
  ]

  func run(_ arguments: [String], environment: [String: String] = [:]) async throws -> ExploreBinary.Outcome {
    let home = try ExploreBinary.temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    return try await ExploreBinary.run(arguments, environment: Self.unreachable.merging(environment) { _, new in new }, home: home)
  }

  static let examples: [[String]] = [
    ["--offline", "rickmorty", "episodes", "--expand"],
    ["--offline", "github", "followers", "octocat"],
    ["--offline", "github", "user", "octocat"],
    ["github", "followers", "octocat", "--offline"],
    ["--offline", "github", "search", "repos", "swift", "--language", "swift", "--sort", "stars", "--limit", "50"],
    ["--offline", "rm", "episodes", "--expand", "--json"],
    ["--offline", "github", "user", "octocat", "--expand"],
  ]

  @Test(arguments: examples)
  func exampleWorksOffline(_ arguments: [String]) async throws {
    let outcome = try await run(arguments)
    #expect(outcome.status == 0, "stderr: \(outcome.standardError)")
    #expect(!outcome.standardOutput.isEmpty)
    #expect(!outcome.standardError.contains("Error"))
  }

  @Test func offlineFromTheEnvironment() async throws {
    let outcome = try await run(["github", "followers", "octocat"], environment: ["EXPLORE_OFFLINE": "1"])
    #expect(outcome.status == 0, "stderr: \(outcome.standardError)")
    #expect(outcome.standardOutput.contains("hubot"))
  }

  @Test func expandedEpisodesCarryTheirCharacters() async throws {
    let outcome = try await run(["--offline", "rickmorty", "episodes", "--expand", "--json"])
    let document = try #require(try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
    let episodes = (document["sections"] as? [[String: Any]])?.first?["items"] as? [[String: Any]] ?? []
    #expect(!episodes.isEmpty)
    #expect(episodes.allSatisfy { ($0["children"] as? [[String: Any]])?.isEmpty == false })
  }

  @Test func charactersExampleFromTheReadme() async throws {
    let outcome = try await run(["--offline", "rickmorty", "characters", "--status", "alive", "--search", "smith", "--all", "--json"])
    #expect(outcome.status == 0, "stderr: \(outcome.standardError)")
    let document = try #require(try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
    let characters = (document["sections"] as? [[String: Any]])?.first?["items"] as? [[String: Any]] ?? []
    #expect(characters.map { $0["title"] as? String } == ["Benedict Smith"])
    #expect(characters.allSatisfy { $0["status"] as? String == "Alive" })
  }

  @Test func aMissingFixtureNamesTheRequest() async throws {
    let outcome = try await run(["--offline", "rickmorty", "character", "424242"])
    #expect(outcome.status == 1)
    #expect(outcome.standardError.hasPrefix("Error: "))
    #expect(outcome.standardError.contains("/character/424242"))
  }
}
