import ExploreTestSupport
import Foundation
import GitHubSimulation
import RickAndMortySimulation
import Testing

/// `explore <provider> favorites` lists every favorite, in the order they
/// were added, in every run (issue 40): the release build once crashed in 3
/// to 5 runs of 10 (a trap in `FavoritesLoader.load`) and otherwise showed
/// one row of three, with exit 0. Each favorite here exists upstream, so
/// each run must print every row and nothing on stderr.
///
/// The runs go four at a time, text and `--json` mixed, so that they also
/// meet each other's load. `.ci/run` runs this suite against the release
/// build too (``ExploreBinary/executable()``). Fifty favorites added at
/// once are listed in `StateEndToEndTests`.
@Suite(.serialized)
final class FavoritesListingEndToEndTests: EndToEndSuite {
  let server: LoopbackServer

  /// How many times each listing runs.
  static let runs = 20

  /// GitHub users the simulation serves (and `octocat` from the fixtures).
  static let githubUsers = ["octocat", "many-followers", "octo-gen", "many-repos", "follower-0007"]

  /// Characters that the route below serves, and one the fixtures serve (1).
  static let characters = ["1", "2", "7", "3", "12"]

  override init() throws {
    server = try Self.startServer()
    try super.init()
  }

  deinit {
    server.stop()
  }

  /// The GitHub simulation, and Rick and Morty's fixtures with a route that
  /// answers any character (from character 1's fixture, renamed), so that
  /// every favorite is a full row with its places and episodes.
  static func startServer() throws -> LoopbackServer {
    let options = LoopbackSimulationOptions()
    var rickAndMorty = RickAndMortySimulation.mount(options)
    let fixture = ProjectPaths.fixtures.appendingPathComponent("rickmorty/GET-character-1.json")
    let recorded = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: fixture)) as? [String: Any])
    let body = try #require((recorded["response"] as? [String: Any])?["body"] as? [String: Any])
    let template = try JSONSerialization.data(withJSONObject: body)
    rickAndMorty.router.get("/character/:id") { call in
      guard let id = call["id"].flatMap(Int.init), id > 1, id < 100,
        var character = (try? JSONSerialization.jsonObject(with: template)) as? [String: Any]
      else { return nil }
      character["id"] = id
      character["name"] = "Character \(id)"
      character["url"] = "https://rickandmortyapi.com/api/character/\(id)"
      return .json(character)
    }
    return try LoopbackServer.start(mounts: [GitHubSimulation.mount(options), rickAndMorty])
  }

  func run(_ arguments: [String]) async throws -> ExploreBinary.Outcome {
    try await ExploreBinary.run(arguments, environment: server.environment, home: home)
  }

  /// Runs each of `listings` at once (the suite is not `Sendable`, so the
  /// tasks take its environment and home, not `self`).
  func runTogether(_ listings: [[String]]) async throws -> [(arguments: [String], outcome: ExploreBinary.Outcome)] {
    let environment = server.environment, home = home
    return try await withThrowingTaskGroup(of: ([String], ExploreBinary.Outcome).self) { group in
      for arguments in listings {
        group.addTask {
          let outcome = try await ExploreBinary.run(arguments, environment: environment, home: home)
          return (arguments, outcome)
        }
      }
      return try await group.reduce(into: []) { $0.append(($1.0, $1.1)) }
    }
  }

  /// The ids of `--json` output's rows.
  static func jsonIDs(_ outcome: ExploreBinary.Outcome) -> [String]? {
    guard let document = (try? JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8))) as? [String: Any] else { return nil }
    return (document["sections"] as? [[String: Any]] ?? []).flatMap { $0["items"] as? [[String: Any]] ?? [] }.compactMap { $0["id"] as? String }
  }

  /// The first column of each line of piped text output: a GitHub user's
  /// login, a character's name.
  static func textFirstColumns(_ outcome: ExploreBinary.Outcome) -> [String] {
    outcome.standardOutput.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
  }

  /// Lists `provider`'s favorites ``runs`` times as text and as many as
  /// JSON, four at once, and checks that every run shows the rows
  /// `expected` (their ids), whose text lines start with `firstColumns`.
  func listRepeatedly(_ provider: String, expected: [String], firstColumns: [String]) async throws {
    let listings = (0..<(2 * Self.runs)).map { $0 % 2 == 0 ? [provider, "favorites"] : [provider, "favorites", "--json"] }
    var outcomes: [(arguments: [String], outcome: ExploreBinary.Outcome)] = []
    for start in stride(from: 0, to: listings.count, by: 4) {
      outcomes += try await runTogether(Array(listings[start..<min(start + 4, listings.count)]))
    }
    #expect(outcomes.count == 2 * Self.runs)
    for (arguments, outcome) in outcomes {
      let isJSON = arguments.last == "--json"
      let listed = isJSON ? Self.jsonIDs(outcome) : Self.textFirstColumns(outcome)
      #expect(outcome.status == 0, "explore \(arguments.joined(separator: " ")): \(outcome.standardError)")
      #expect(outcome.standardError.isEmpty, "explore \(arguments.joined(separator: " ")): \(outcome.standardError)")
      #expect(listed == (isJSON ? expected : firstColumns), "explore \(arguments.joined(separator: " ")) printed:\n\(outcome.standardOutput)")
    }
  }

  @Test func githubFavoritesListEveryRowInOrderInEveryRun() async throws {
    let added = try await run(["github", "favorites", "add"] + Self.githubUsers)
    #expect(added.status == 0, "\(added.standardError)")
    try await listRepeatedly("github", expected: Self.githubUsers, firstColumns: Self.githubUsers)
  }

  @Test func rickAndMortyFavoritesListEveryRowInOrderInEveryRun() async throws {
    let added = try await run(["rickmorty", "favorites", "add"] + Self.characters)
    #expect(added.status == 0, "\(added.standardError)")
    // Each row is a full character, not one that no longer exists upstream.
    let first = try await run(["rickmorty", "favorites", "--json"])
    #expect(!first.standardOutput.contains("no longer exists upstream"), "\(first.standardOutput)")
    #expect(first.standardOutput.contains("Character 12"))
    let names = Self.characters.map { $0 == "1" ? "Nim Vortabel" : "Character \($0)" }
    try await listRepeatedly("rickmorty", expected: Self.characters, firstColumns: names)
  }
}
