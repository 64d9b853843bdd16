import ExploreTestSupport
import Foundation
import Testing

/// Golden screens of the real `explore -i` in a pseudo-terminal: what a
/// person sees, rebuilt from the bytes written (``ScreenModel``). Record
/// them again with `EXPLORE_RECORD_GOLDENS=1`.
extension InteractiveEndToEndTests {
  /// `Tests/ExploreCommandsTests/Goldens/Interactive`.
  static let goldens = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Goldens/Interactive", isDirectory: true)

  /// The screen rebuilt from everything `terminal` received.
  static func screen(of terminal: PseudoTerminal, columns: Int = 80, rows: Int = 24) -> String {
    ScreenModel.screen(after: terminal.text, columns: columns, rows: rows)
  }

  @Test func theSectionTitleAndColumnHeaderStayAfterPageDown() async throws {
    let terminal = try launch(["github", "followers", "many-followers"])
    defer { terminal.shutdown() }
    try await terminal.waitFor("page 1 of 24")
    terminal.send("\u{1B}[6~")
    try await terminal.waitUntil("the cursor a screen down") {
      Self.screen(of: terminal).split(separator: "\n").contains { $0.hasPrefix("›") && $0.contains("follower-0022") }
    }
    let screen = Self.screen(of: terminal)
    let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count > 3 && lines[1].contains("Followers"), "line 2 is the section title: \(screen)")
    #expect(lines.count > 3 && lines[2].contains("USER"), "line 3 is the column header: \(screen)")
    #expect(!screen.contains("LOGIN"), "the login, the same as the user, shows once")
    try GoldenFile(url: Self.goldens.appendingPathComponent("followers-page-down-80x24.txt")).verify(screen)
    try await quitAndCheckRestored(terminal)
  }

  /// At 800 ms a request, 60 `j` typed before the first page arrives all
  /// count: the cursor ends on the 61st follower, not where the page found it.
  @Test func sixtyQuickMovesAtEightHundredMillisecondsAllCount() async throws {
    try await server.inject([LoopbackFault(match: "/github", action: .latency(milliseconds: 800))])
    let terminal = try launch(["github", "followers", "many-followers"], rows: 30)
    defer { terminal.shutdown() }
    try await terminal.waitFor("explore github followers")
    for _ in 0..<60 { terminal.send("j") }
    try await terminal.waitUntil("the cursor on the 61st follower", timeout: 20) {
      Self.screen(of: terminal, rows: 30).split(separator: "\n").contains { $0.hasPrefix("›") && $0.contains("follower-0061") }
    }
    try await quitAndCheckRestored(terminal)
  }

  /// `-i github favorites` browses the favorites that `favorites add`
  /// wrote, each loaded fresh and marked with a ★.
  @Test func favoritesAreBrowsedAndMarked() async throws {
    let added = try await ExploreBinary.run(
      ["github", "favorites", "add", "follower-0007"],
      environment: ["EXPLORE_GITHUB_API_URL": server.baseURL(for: "github").absoluteString], home: home, timeout: 30)
    #expect(added.status == 0, "\(added.standardError)")
    let terminal = try launch(["github", "favorites"])
    defer { terminal.shutdown() }
    try await terminal.waitFor("Favorite users")
    try await terminal.waitUntil("the favorite's row") {
      Self.screen(of: terminal).split(separator: "\n").contains { $0.hasPrefix("›★follower-0007") }
    }
    try await quitAndCheckRestored(terminal)
  }
}
