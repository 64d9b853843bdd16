import ExploreTestSupport
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real `explore -i` in a pseudo-terminal against the loopback server:
/// paging as you scroll, debounced remote search, expansion, drill-down and
/// back, resize, and the terminal restored on the way out.
@Suite(.serialized)
final class InteractiveEndToEndTests: LoopbackEndToEndSuite {
  init() throws {
    try super.init(useCorpus: ProjectPaths.corpus != nil)
  }

  static let leaveFullScreen = "\u{1B}[?25h\u{1B}[?1049l"

  func launch(
    _ arguments: [String], columns: Int = 80, rows: Int = 24, adding extra: [String: String] = [:], newSession: Bool = true
  ) throws -> PseudoTerminal {
    let executable = try ExploreBinary.executable()
    let terminal = [
      "TERM": "xterm-256color",
      "NO_COLOR": "1",
      "EXPLORE_GITHUB_API_URL": server.baseURL(for: "github").absoluteString,
      "EXPLORE_RICKMORTY_API_URL": server.baseURL(for: "rickmorty").absoluteString,
    ]
    return try PseudoTerminal(
      executable: executable, arguments: ["-i"] + arguments,
      environment: ExploreBinary.childEnvironment(home: home, adding: terminal.merging(extra) { _, new in new }), columns: columns,
      rows: rows, newSession: newSession
    )
  }

  /// Quits with `keys` and checks that the terminal was given back: the
  /// output ends by showing the cursor and leaving the alternate screen,
  /// and the line discipline is cooked again.
  func quitAndCheckRestored(_ terminal: PseudoTerminal, with keys: String = "q", expecting code: Int32 = 0) async throws {
    terminal.send(keys)
    let status = try await terminal.waitForExit()
    #expect(status == code)
    try await terminal.waitFor(Self.leaveFullScreen)
    #expect(terminal.text.hasSuffix(Self.leaveFullScreen))
    #expect(terminal.text.contains("\u{1B}[?1049h"))
    #expect(terminal.isCooked)
  }

  func followerPageRequests() async throws -> [LoopbackRequest] {
    try await server.requests().filter { $0.path.hasSuffix("/followers") }
  }

  /// A detail view shows its record's portrait in half blocks above its
  /// sections on a truecolor terminal, and none without colour, even when
  /// `--images` names a protocol.
  @Test(arguments: [(["COLORTERM": "truecolor", "NO_COLOR": ""], [], true), (["COLORTERM": "truecolor"], ["--images", "kitty"], false)])
  func aDetailViewShowsItsPortraitInColour(environment: [String: String], options: [String], showsPortrait: Bool) async throws {
    let terminal = try launch(["--offline", "rickmorty", "character", "1"] + options, columns: 100, rows: 40, adding: environment)
    defer { terminal.shutdown() }
    try await terminal.waitFor("Nim Vortabel")
    if showsPortrait {
      try await terminal.waitFor("▀")
      // NB: the frame that brings the portrait may be read in parts: wait
      // for the record's line, which it moves down, to be written again.
      try await terminal.waitUntil("the record written again below the portrait") {
        let text = terminal.text
        guard let portrait = text.range(of: "▀"), let record = text.range(of: "Nim Vortabel", options: .backwards) else { return false }
        return portrait.lowerBound < record.lowerBound
      }
    } else {
      // NB: the status line is painted after the record; a portrait would
      // come later still, from its own load, so wait a moment for none.
      try await Task.sleep(for: .milliseconds(500))
      #expect(!terminal.text.contains("▀"))
    }
    try await quitAndCheckRestored(terminal)
  }

  @Test func scrollingToTheEndLoadsPageTwoOnce() async throws {
    let terminal = try launch(["github", "followers", "many-followers"])
    defer { terminal.shutdown() }
    try await terminal.waitFor("follower-0001")
    try await terminal.waitFor("page 1 of 24")
    #expect(try await followerPageRequests().count == 1)
    // G asks first whether to load all 24 pages; n goes to the last row loaded.
    terminal.send("G")
    try await terminal.waitFor("23 more pages")
    terminal.send("n")
    try await terminal.waitFor("page 2 of 24")
    let requests = try await followerPageRequests()
    #expect(requests.count == 2)
    #expect(requests.last?.query.contains("page=2") == true)
    // A move of one row rewrites two lines, not the screen.
    let before = terminal.byteCount
    terminal.send("k")
    try await terminal.waitFor("follower-0099", after: before)
    usleep(100_000)
    let redraw = terminal.text(after: before)
    #expect(!redraw.contains("\u{1B}[2J"))
    #expect(redraw.components(separatedBy: "\u{1B}[K").count - 1 == 2)
    try await quitAndCheckRestored(terminal)
  }

  @Test func withoutATerminalItIsAUsageError() async throws {
    let outcome = try await ExploreBinary.run(
      ["-i", "github", "followers", "many-followers"],
      environment: ["EXPLORE_GITHUB_API_URL": server.baseURL(for: "github").absoluteString],
      home: home, timeout: 30
    )
    #expect(outcome.status == 64)
    #expect(outcome.standardError.contains("Interactive mode needs a terminal"))
    #expect(outcome.standardOutput.isEmpty)
  }

  @Test func ctrlCQuitsAndRestores() async throws {
    let terminal = try launch(["github", "followers", "many-followers"])
    defer { terminal.shutdown() }
    try await terminal.waitFor("follower-0001")
    try await quitAndCheckRestored(terminal, with: "\u{03}", expecting: 130)
  }

  @Test(.enabled(if: ProjectPaths.corpus != nil, "needs ../shared/corpus"))
  func typingASearchSendsOneRequestAfterThePause() async throws {
    let terminal = try launch(["rickmorty", "characters"])
    defer { terminal.shutdown() }
    try await terminal.waitFor("Rick Sanchez")
    try await server.reset()
    terminal.send("/")
    // NB: one key at a time, as a person types, each well inside the pause.
    for character in "morty smith" {
      terminal.send(String(character))
      usleep(20_000)
    }
    try await terminal.waitFor("search: /morty smith")
    let before = terminal.byteCount
    try await terminal.waitFor("Morty Smith", after: before)
    // Return keeps the search and leaves the search line for the status.
    let kept = terminal.byteCount
    terminal.send("\r")
    try await terminal.waitFor("/morty smith · r refresh · ? help", after: kept)
    let searches = try await server.requests().filter { $0.path.hasSuffix("/character") && $0.query.contains("name=") }
    #expect(searches.count == 1, "one request after the pause, not one per key: \(searches.map(\.query))")
    #expect(searches.first?.query.contains("morty") == true)
    // Esc clears the search and shows the whole list again.
    terminal.send("\u{1B}")
    try await terminal.waitFor("Rick Sanchez", after: before)
    try await quitAndCheckRestored(terminal)
  }

  @Test(.enabled(if: ProjectPaths.corpus != nil, "needs ../shared/corpus"))
  func expandingDrillingDownComingBackAndResizing() async throws {
    let terminal = try launch(["rickmorty", "episodes"])
    defer { terminal.shutdown() }
    try await terminal.waitFor("Pilot")
    // Space expands the first episode: its characters load in one request.
    var mark = terminal.byteCount
    terminal.send(" ")
    try await terminal.waitFor("Rick Sanchez", after: mark)
    #expect(terminal.text(after: mark).contains("├─"))
    let characterRequests = try await server.requests().filter { $0.path.contains("/character/") }
    #expect(characterRequests.count == 1)
    // Collapse, move down one row, drill into the second episode.
    terminal.send(" ")
    terminal.send("j")
    mark = terminal.byteCount
    terminal.send("d")
    try await terminal.waitFor("explore rickmorty episode 2", after: mark)
    try await terminal.waitFor("Lawnmower Dog", after: mark)
    // Backspace comes back with the cursor on the second episode.
    mark = terminal.byteCount
    terminal.send("\u{7F}")
    try await terminal.waitFor("explore rickmorty episodes", after: mark)
    try await terminal.waitFor("› Lawnmower Dog", after: mark)
    // A resize lays the screen out again.
    mark = terminal.byteCount
    terminal.resize(columns: 50, rows: 12)
    try await terminal.waitFor("\u{1B}[2J", after: mark)
    try await terminal.waitFor("\u{1B}[12;1H", after: mark)
    #expect(!terminal.text(after: mark).contains("\u{1B}[13;1H"))
    try await quitAndCheckRestored(terminal)
  }
}
