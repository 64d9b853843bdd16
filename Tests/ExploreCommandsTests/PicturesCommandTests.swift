import ExploreCore
import ExploreReplay
import ExploreTerminalGraphics
import ExploreTestSupport
import Foundation
import GitHubProvider
import RickAndMortyProvider
import Testing

/// `--images` end to end, in-process: the detail and grid layouts with the
/// portrait of `fixtures/rickmorty`, JSON, pipes, bad values, recording.
@Suite struct PicturesCommandTests {
  static let providers: [any Provider.Type] = [GitHub.self, RickAndMorty.self]
  static let offline = ["EXPLORE_FIXTURES_DIR": ProjectPaths.fixtures.path, "COLUMNS": "80"]
  static let kittyStart = "\u{1B}_G"

  /// The environment of a run against `server`, with its home and cache in `home`.
  static func environment(of server: LoopbackServer, home: TemporaryFolder, columns: Int) -> [String: String] {
    server.environment.merging([
      "HOME": home.url.path, "XDG_CACHE_HOME": home.url.appendingPathComponent("cache").path, "COLUMNS": String(columns),
    ]) { _, new in new }
  }

  static func run(_ arguments: [String], environment: [String: String] = offline, terminal: Bool = true) async -> CapturedRun {
    await CapturedRun.run(arguments, providers: providers, environment: environment, terminal: terminal)
  }

  @Test(arguments: ["blocks", "kitty"]) func aCharacterShowsItsPortraitAboveItsFields(_ images: String) async throws {
    let run = await Self.run(["--offline", "rickmorty", "character", "1", "--images", images])
    #expect(run.status == 0, "\(run.standardError)")
    try GoldenFile("Pictures/character-1-\(images).txt").verify(run.standardOutput)
    #expect(run.standardOutput.contains(images == "kitty" ? "\u{1B}_Ga=T,f=100,q=2,c=30,r=15" : "▀"))
  }

  @Test func theTerminalsCellSizeShapesThePicture() async throws {
    let run = await CapturedRun.run(
      ["--offline", "rickmorty", "character", "1", "--images", "kitty"], providers: Self.providers, environment: Self.offline,
      terminal: true, cellPixels: (10, 25))
    #expect(run.standardOutput.contains("\n" + String(repeating: "\n", count: 11) + "\u{1B}[11A\u{1B}7\u{1B}[1G\u{1B}_Ga=T,f=100,q=2,c=30,r=12,"))
  }

  @Test func theJSONKeepsTheAddressAndNeverAPicture() async throws {
    let run = await Self.run(["--offline", "rickmorty", "character", "1", "--images", "kitty", "--json"])
    #expect(run.status == 0)
    #expect(!run.standardOutput.contains("\u{1B}"))
    #expect(run.standardOutput.contains(#""image" : "https://rickandmortyapi.com/api/character/avatar/1.jpeg""#))
    let users = await Self.run(["--offline", "github", "followers", "octocat", "--json"], terminal: false)
    #expect(users.standardOutput.contains(#""image" : "https://avatars.githubusercontent.com/u/"#))
  }

  @Test func autoShowsNothingIntoAPipeAndNamedProtocolsDo() async throws {
    let piped = await Self.run(["--offline", "rickmorty", "character", "1"], terminal: false)
    #expect(piped.status == 0)
    #expect(!piped.standardOutput.contains("\u{1B}"))
    let forced = await Self.run(["--offline", "rickmorty", "character", "1", "--images", "kitty"], terminal: false)
    #expect(forced.standardOutput.hasPrefix(String(repeating: "\n", count: 14) + "\u{1B}[14A\u{1B}7\u{1B}[1G" + Self.kittyStart))
    #expect(forced.standardOutput.contains("name\tNim Vortabel\n"))
    var environment = Self.offline
    environment["EXPLORE_IMAGES"] = "blocks"
    let fromEnvironment = await Self.run(["--offline", "rickmorty", "character", "1"], environment: environment, terminal: false)
    #expect(fromEnvironment.standardOutput.contains("▀"))
    environment["EXPLORE_IMAGES"] = "blocks"
    let overridden = await Self.run(["--offline", "rickmorty", "character", "1", "--images", "none"], environment: environment, terminal: true)
    #expect(!overridden.standardOutput.contains("▀"))
  }

  @Test func autoOnATerminalFollowsTheEnvironmentAndNoColor() async throws {
    var environment = Self.offline
    environment["COLORTERM"] = "truecolor"
    let blocks = await Self.run(["--offline", "rickmorty", "character", "1"], environment: environment)
    #expect(blocks.standardOutput.contains("▀"))
    environment["NO_COLOR"] = "1"
    let noColor = await Self.run(["--offline", "rickmorty", "character", "1"], environment: environment)
    #expect(!noColor.standardOutput.contains("▀"))
    environment["KITTY_WINDOW_ID"] = "3"
    let kitty = await Self.run(["--offline", "rickmorty", "character", "1"], environment: environment)
    #expect(kitty.standardOutput.contains(Self.kittyStart))
    // The list layout stays text.
    let list = await Self.run(["--offline", "rickmorty", "characters", "--images", "kitty"], environment: environment)
    #expect(list.status == 0)
    #expect(!list.standardOutput.contains(Self.kittyStart))
  }

  /// `auto` finding no protocol on a terminal says once how to turn
  /// pictures on, even over several pages; never into a pipe, with
  /// `--json`, in the list layout or a resource's own grid (no pictures
  /// wanted) or with `--images none`.
  @Test func autoShowingNothingOnATerminalSaysOnceHowToTurnPicturesOn() async throws {
    let note = "note: no pictures: this terminal did not say it can show them."
    let grid = await Self.run(["--offline", "rickmorty", "characters", "--all", "--layout", "grid"])
    #expect(grid.status == 0, "\(grid.standardError)")
    #expect(grid.standardError.components(separatedBy: note).count == 2, "said once: \(grid.standardError)")
    #expect(grid.standardError.contains("--images blocks") && grid.standardError.contains("EXPLORE_IMAGES=blocks"))
    #expect(!grid.standardOutput.contains("\u{1B}_G") && !grid.standardOutput.contains("▀"))
    for (arguments, terminal) in [
      (["--offline", "rickmorty", "characters", "--layout", "grid"], false),
      (["--offline", "rickmorty", "characters", "--layout", "grid", "--json"], true),
      (["--offline", "rickmorty", "characters"], true),
      (["--offline", "rickmorty", "character", "1", "--images", "none"], true),
      // A resource's own grid wants no pictures unless asked: nothing to turn on.
      (["--offline", "github", "followers", "octocat"], true),
    ] {
      let quiet = await Self.run(arguments, terminal: terminal)
      #expect(quiet.status == 0)
      #expect(!quiet.standardError.contains(note), "\(arguments), terminal: \(terminal)")
    }
  }

  @Test func autoAsksTheTerminalOnceAndOnlyWhenThereArePictures() async throws {
    let queries = Locked<[[UInt8]]>([])
    let kitty: @Sendable ([UInt8]) async -> PictureQueryReply = { query in
      queries.withLock { $0.append(query) }
      return PictureQueryReply(Array("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;22c".utf8))
    }
    let run = await CapturedRun.run(
      ["--offline", "rickmorty", "character", "1"], providers: Self.providers, environment: Self.offline, terminal: true, queryTerminal: kitty)
    #expect(run.standardOutput.contains(Self.kittyStart))
    #expect(queries.withLock { $0 } == [PictureQuery.bytes])
    var tmux = Self.offline
    tmux["TMUX"] = "/tmp/tmux-0/default,1,0"
    let wrapped = await CapturedRun.run(
      ["--offline", "rickmorty", "character", "1"], providers: Self.providers, environment: tmux, terminal: true, queryTerminal: kitty)
    #expect(wrapped.standardOutput.contains("\u{1B}Ptmux;\u{1B}\u{1B}_G"))
    #expect(queries.withLock { $0.last } == PictureQuery.tmuxBytes)
    // Repositories have no pictures: the terminal is not asked.
    let before = queries.withLock { $0.count }
    let repositories = await CapturedRun.run(
      ["--offline", "github", "repos", "octocat", "--layout", "grid"], providers: Self.providers, environment: Self.offline, terminal: true,
      queryTerminal: kitty)
    #expect(repositories.status == 0)
    #expect(queries.withLock { $0.count } == before)
  }

  @Test func theGridShowsAThumbnailPerCellPageByPage() async throws {
    let run = await Self.run(["--offline", "rickmorty", "characters", "--all", "--layout", "grid", "--images", "blocks", "--verbose"])
    #expect(run.status == 0, "\(run.standardError)")
    let lines = run.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.contains { $0.hasPrefix("Nim Vortabel") })
    #expect(run.standardOutput.contains("▀"))
    // Only character 1 has a picture fixture; the others are left out, said under --verbose.
    #expect(run.standardError.contains("picture left out: https://rickandmortyapi.com/api/character/avatar/2.jpeg"))
  }

  @Test(.enabled(if: ProjectPaths.corpus != nil, "needs ../shared/corpus"))
  func theSimulationServesTheCorpusPicturesToAWholeGrid() async throws {
    let server = try LoopbackServer.start(useCorpus: true)
    defer { server.stop() }
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let environment = Self.environment(of: server, home: folder, columns: 120)
    let run = await Self.run(["rickmorty", "characters", "--all", "--layout", "grid", "--images", "kitty", "--verbose"], environment: environment)
    #expect(run.status == 0, "\(run.standardError)")
    let pictures = try await server.requests().filter { $0.path.hasPrefix("/rickmorty/character/avatar/") }
    // Every character's picture is asked once; the corpus holds 28 of them, the others are left out with a note.
    #expect(pictures.count == 826)
    #expect(Set(pictures.map(\.path)).count == 826)
    #expect(pictures.allSatisfy { $0.header("authorization") == nil })
    #expect(run.standardOutput.components(separatedBy: Self.kittyStart + "a=T").count - 1 == 28)
    #expect(run.standardError.components(separatedBy: "picture left out:").count - 1 == 798)
    #expect(run.standardOutput.contains("Rick Sanchez"))
  }

  @Test func aPictureThatCannotBeHadIsLeftOutQuietly() async throws {
    let run = await Self.run(["--offline", "github", "user", "octocat", "--images", "kitty"])
    #expect(run.status == 0)
    #expect(!run.standardOutput.contains(Self.kittyStart))
    #expect(!run.standardError.contains("picture"))
    let verbose = await Self.run(["--offline", "github", "user", "octocat", "--images", "kitty", "--verbose"])
    #expect(verbose.status == 0)
    #expect(verbose.standardError.contains("picture left out: https://avatars.githubusercontent.com/u/583231?v=4&s=300"))
  }

  @Test func badValuesAreUsageErrorsThatListTheChoices() async throws {
    let option = await Self.run(["--offline", "rickmorty", "character", "1", "--images", "sometimes"])
    #expect(option.status == 64)
    #expect(option.standardError.contains("'auto', 'kitty', 'iterm', 'sixel', 'blocks' or 'none'"))
    var environment = Self.offline
    environment["EXPLORE_IMAGES"] = "sometimes"
    let variable = await Self.run(["--offline", "rickmorty", "character", "1"], environment: environment)
    #expect(variable.status == 64)
    #expect(variable.standardError.contains("Invalid value 'sometimes' in EXPLORE_IMAGES: use one of auto, kitty, iterm, sixel, blocks, none, or unset it."))
  }

  @Test func recordingKeepsThePictureAndReplaysIt() async throws {
    let server = try LoopbackServer.start(useCorpus: false)
    defer { server.stop() }
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let environment = Self.environment(of: server, home: folder, columns: 80)
    let record = folder.url.appendingPathComponent("recorded")
    let recorded = await Self.run(
      ["rickmorty", "character", "1", "--images", "kitty", "--record", record.path], environment: environment)
    #expect(recorded.status == 0, "\(recorded.standardError)")
    #expect(recorded.standardOutput.contains(Self.kittyStart))
    let file = record.appendingPathComponent("rickmorty/GET-character-avatar-1-jpeg.json")
    let exchange = try JSONDecoder().decode(RecordedExchange.self, from: Data(contentsOf: file))
    #expect(try exchange.bodyData() == Data(Portrait.png()))
    #expect(exchange.response.bodyBase64 != nil)

    var offline = Self.offline
    offline["EXPLORE_FIXTURES_DIR"] = record.path
    let replayed = await Self.run(["--offline", "rickmorty", "character", "1", "--images", "kitty"], environment: offline)
    #expect(replayed.status == 0, "\(replayed.standardError)")
    let picture = { (output: String) in output.split(separator: "\n").first { $0.contains(Self.kittyStart) } }
    #expect(picture(replayed.standardOutput) != nil)
    #expect(picture(replayed.standardOutput) == picture(recorded.standardOutput))
  }
}
