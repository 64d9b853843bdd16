import ExploreTestSupport
import Foundation
import Testing

/// The real `explore -i` in a pseudo-terminal against a loopback GitHub
/// whose followers change between loads (``WatchedFollowers``): `r`, and
/// `-i --watch=1` on its own, show the changed rows marked in place.
@Suite(.serialized)
final class InteractiveRefreshEndToEndTests: EndToEndSuite {
  func launch(_ arguments: [String], server: LoopbackServer) throws -> PseudoTerminal {
    let environment = ExploreBinary.childEnvironment(
      home: home, adding: server.environment.merging(["TERM": "xterm-256color", "NO_COLOR": "1"]) { _, new in new })
    return try PseudoTerminal(
      executable: try ExploreBinary.executable(), arguments: ["-i", "github", "followers", "watched"] + arguments,
      environment: environment, columns: 80, rows: 24, newSession: true
    )
  }

  /// `-i --watch` paces itself by the rate limit as `--watch` does: with
  /// fewer than 10 % of the requests left, the status line says it slows down.
  @Test func aLowRateLimitSlowsTheWatchAndTheStatusLineSaysSo() async throws {
    let followers = WatchedFollowers(versions: [WatchedFollowers.before])
    followers.rateLimit.withLock { $0 = (limit: 5_000, remaining: 499) }
    let server = try followers.start()
    defer { server.stop() }
    let terminal = try launch(["--watch=1"], server: server)
    defer { terminal.shutdown() }
    try await terminal.waitFor("bob")
    try await terminal.waitFor("127.0.0.1 has 499 of 5,000 requests left")
    terminal.send("q")
    #expect(try await terminal.waitForExit() == 0)
  }

  @Test(arguments: [[], ["--watch=1"]])
  func aRefreshMarksTheRowsThatChanged(_ watch: [String]) async throws {
    let server = try WatchedFollowers(versions: [WatchedFollowers.before, WatchedFollowers.after]).start()
    defer { server.stop() }
    let terminal = try launch(watch, server: server)
    defer { terminal.shutdown() }
    try await terminal.waitFor("bob")
    // NB: from the first paint of bob on, not from the output's end now:
    // with --watch=1 on a loaded machine the refresh may have come already.
    let mark = try #require(terminal.offset(after: "bob"))
    if watch.isEmpty { terminal.send("r") }
    try await terminal.waitFor("+ dave", after: mark)
    let refreshed = terminal.text(after: mark)
    #expect(refreshed.contains("~ carol"))
    #expect(refreshed.contains("- bob"))
    // The selection stayed on alice, and the refresh did not clear the screen.
    #expect(!refreshed.contains("\u{1B}[2J"))
    terminal.send("q")
    #expect(try await terminal.waitForExit() == 0)
    #expect(terminal.isCooked)
    let loads = try await server.requests().filter { $0.path.hasSuffix("/followers") }
    #expect(loads.count >= 2)
    #expect(loads.prefix(2).map(\.status) == [200, 200])
  }
}
