import ExploreTestSupport
import Foundation
import Testing

/// A picture belongs to the record it describes, or there is none: in
/// `-i`, a location's or an episode's detail shows no resident's or
/// character's portrait as its own (`-i rickmorty location 3` showed
/// character 8's), while a character's detail shows the character's.
/// Against the loopback server serving the shared corpus, whose pictures
/// include those of the residents.
@Suite(.serialized, .enabled(if: ProjectPaths.corpus != nil, "needs ../shared/corpus (its residents' pictures)"))
final class PortraitOwnershipEndToEndTests: LoopbackEndToEndSuite {
  init() throws {
    try super.init(useCorpus: true)
  }

  func launch(_ arguments: [String]) throws -> PseudoTerminal {
    let environment = [
      "TERM": "xterm-256color", "COLORTERM": "truecolor",
      "EXPLORE_RICKMORTY_API_URL": server.baseURL(for: "rickmorty").absoluteString,
    ]
    return try PseudoTerminal(
      executable: try ExploreBinary.executable(), arguments: ["-i"] + arguments,
      environment: ExploreBinary.childEnvironment(home: home, adding: environment), columns: 100, rows: 40)
  }

  @Test(arguments: [(["location", "3"], "Citadel of Ricks"), (["episode", "1"], "Pilot")])
  func aPlaceOrAnEpisodeShowsNoBorrowedPortrait(_ record: [String], name: String) async throws {
    let terminal = try launch(["rickmorty"] + record)
    defer { terminal.shutdown() }
    try await terminal.waitFor(name)
    // NB: a portrait comes from its own load after the record's rows; the
    // character's detail below shows it arrives well within this wait.
    try await Task.sleep(for: .seconds(1))
    #expect(!terminal.text.contains("▀"))
    #expect(try await server.requests().filter { $0.path.contains("/avatar/") }.isEmpty, "no portrait asked for")
    terminal.send("q")
    #expect(try await terminal.waitForExit() == 0)
  }

  @Test func aCharacterShowsItsOwnPortrait() async throws {
    let terminal = try launch(["rickmorty", "character", "8"])
    defer { terminal.shutdown() }
    try await terminal.waitFor("▀")
    #expect(try await server.requests().filter { $0.path.contains("/avatar/") }.map(\.path) == ["/rickmorty/character/avatar/8.jpeg"])
    terminal.send("q")
    #expect(try await terminal.waitForExit() == 0)
  }
}
