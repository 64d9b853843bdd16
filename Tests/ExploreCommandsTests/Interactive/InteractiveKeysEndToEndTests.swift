import ExploreTestSupport
import Foundation
import Testing

/// The keys of the second round, in the real `explore -i` in a
/// pseudo-terminal: Enter opens a follower's profile and Esc comes back,
/// a remote search says "searching…" at once, a slow page is said on the
/// status line, and the selected row is highlighted across the whole width.
extension InteractiveEndToEndTests {
  /// The lines of the screen.
  static func lines(of terminal: PseudoTerminal, columns: Int, rows: Int) -> [Substring] {
    screen(of: terminal, columns: columns, rows: rows).split(separator: "\n", omittingEmptySubsequences: false)
  }

  @Test func enterOnAFollowerOpensTheProfileAndEscComesBack() async throws {
    let (columns, rows) = (100, 30)
    let terminal = try launch(["github", "followers", "many-followers"], columns: columns, rows: rows)
    defer { terminal.shutdown() }
    try await terminal.waitFor("page 1 of 24")
    terminal.send("j")
    terminal.send("\r")
    try await terminal.waitUntil("the profile of follower-0002") {
      Self.screen(of: terminal, columns: columns, rows: rows).contains("Followers:")
    }
    let profile = Self.screen(of: terminal, columns: columns, rows: rows)
    #expect(profile.hasPrefix("explore github user follower-0002  (Esc: back to explore github followers many-followers)"))
    try GoldenFile(url: Self.goldens.appendingPathComponent("follower-profile-100x30.txt")).verify(profile)
    terminal.send("\u{1B}")
    try await terminal.waitUntil("back on the followers, on follower-0002") {
      let lines = Self.lines(of: terminal, columns: columns, rows: rows)
      return lines.first == "explore github followers many-followers" && lines.contains { $0.hasPrefix("›") && $0.contains("follower-0002") }
    }
    try await quitAndCheckRestored(terminal)
  }

  @Test func helpIsTheKeyTable() async throws {
    let terminal = try launch(["github", "followers", "many-followers"], columns: 100, rows: 30)
    defer { terminal.shutdown() }
    try await terminal.waitFor("page 1 of 24")
    terminal.send("?")
    try await terminal.waitUntil("the help") { Self.screen(of: terminal, columns: 100, rows: 30).contains("Press any key to go back") }
    try GoldenFile(url: Self.goldens.appendingPathComponent("help-100x30.txt")).verify(Self.screen(of: terminal, columns: 100, rows: 30))
    try await quitAndCheckRestored(terminal, with: "qq")
  }

  /// At 1.5 s a request, the search says "searching…" in place of the
  /// count from the key that changed it, before its answer could come
  /// (a bound of the answer's own latency, so that a loaded machine's slow
  /// redraw does not fail it).
  @Test(.enabled(if: ProjectPaths.corpus != nil, "needs ../shared/corpus"))
  func aSlowRemoteSearchSaysSearchingAtOnce() async throws {
    let terminal = try launch(["rickmorty", "characters"], columns: 100, rows: 30)
    defer { terminal.shutdown() }
    try await terminal.waitFor("Rick Sanchez")
    try await server.inject([LoopbackFault(match: "/rickmorty", action: .latency(milliseconds: 1_500))])
    terminal.send("/")
    let sent = ContinuousClock.now
    terminal.send("morty")
    try await terminal.waitUntil("searching in the header and the status line") {
      let lines = Self.lines(of: terminal, columns: 100, rows: 30)
      return lines.contains { $0.contains("Characters · searching “morty”…") } && lines.contains { $0.contains("· searching…") }
    }
    let shown = ContinuousClock.now - sent
    #expect(shown < .milliseconds(1_500), "said after \(shown), before the answer (≥ 1.8 s)")
    try await terminal.waitUntil("the answer", timeout: 20) {
      Self.lines(of: terminal, columns: 100, rows: 30).contains { $0.contains("Morty Smith") && !$0.contains("searching") }
        && !Self.screen(of: terminal, columns: 100, rows: 30).contains("searching")
    }
    try await quitAndCheckRestored(terminal, with: "\u{1B}q")
  }

  /// At 2.5 s a page, the status line says what explore waits for after a
  /// second, and the words go when the rows come.
  @Test func aSlowPageIsSaidOnTheStatusLine() async throws {
    try await server.inject([LoopbackFault(match: "/github/users/many-followers/followers", action: .latency(milliseconds: 2_500))])
    let terminal = try launch(["github", "followers", "many-followers"], columns: 100, rows: 30)
    defer { terminal.shutdown() }
    let host = "127.0.0.1:\(server.baseURL(for: "github").port ?? 0)"
    try await terminal.waitUntil("the wait on the status line") {
      Self.lines(of: terminal, columns: 100, rows: 30).last { !$0.isEmpty }?.hasPrefix("loading… · waiting for \(host) · 1 s") == true
    }
    try await terminal.waitFor("page 1 of 24")
    try await terminal.waitUntil("the words gone with the rows") {
      !Self.screen(of: terminal, columns: 100, rows: 30).contains("waiting for")
    }
    try await quitAndCheckRestored(terminal)
  }

  /// With colour, the selected row is in reverse video from the first
  /// column to the last, in a GitHub list too.
  @Test func theHighlightCoversTheWholeRow() async throws {
    let terminal = try launch(["github", "followers", "many-followers"], columns: 80, rows: 24, adding: ["NO_COLOR": "", "CLICOLOR_FORCE": "1"])
    defer { terminal.shutdown() }
    try await terminal.waitFor("page 1 of 24")
    let before = terminal.byteCount
    terminal.send("j")
    try await terminal.waitFor("follower-0002", after: before)
    usleep(100_000)
    let redraw = terminal.text(after: before)
    let reverse = try #require(redraw.range(of: "\u{1B}[7m"), "the new cursor row is in reverse video: \(redraw.debugDescription)")
    let row = redraw[reverse.lowerBound...].prefix { $0 != "\r" && $0 != "\n" }
    let visible = row.replacing(/\x1B\[[0-9;]*[mK]/, with: "")
    #expect(visible.count == 80, "the highlight spans the row: \(row.debugDescription)")
    #expect(row.hasSuffix("\u{1B}[0m") || row.hasSuffix("\u{1B}[0m\u{1B}[K"))
    try await quitAndCheckRestored(terminal)
  }
}
