import ExploreTestSupport
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The built `explore` with `--watch 1 --watch-count 2` against a loopback
/// GitHub whose followers change between loads (``WatchedFollowers``):
/// the lines each change prints, in text and NDJSON, exactly; refreshes of
/// an unchanged list answered 304 and printing nothing; Ctrl-C and a
/// reader that leaves.
@Suite(.serialized)
final class WatchEndToEndTests: EndToEndSuite {
  /// Runs `arguments` against a server of `versions`, then says what the
  /// server was asked.
  func run(_ arguments: [String], versions: [[WatchedFollowers.Follower]]) async throws -> (ExploreBinary.Outcome, [LoopbackRequest]) {
    let server = try WatchedFollowers(versions: versions).start()
    defer { server.stop() }
    let outcome = try await ExploreBinary.run(arguments, environment: server.environment, home: home)
    return (outcome, try await server.requests())
  }

  /// What the command prints without `--watch` for `followers`, from a
  /// server of its own (and a cache of its own).
  func plainOutput(_ arguments: [String], followers: [WatchedFollowers.Follower]) async throws -> String {
    let home = try ExploreBinary.temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let server = try WatchedFollowers(versions: [followers]).start()
    defer { server.stop() }
    let outcome = try await ExploreBinary.run(arguments, environment: server.environment, home: home)
    try #require(outcome.status == 0, "stderr: \(outcome.standardError)")
    return outcome.standardOutput
  }

  @Test func textPrintsTheListThenEachChangeOnce() async throws {
    let (outcome, requests) = try await run(
      ["github", "followers", "watched", "--watch", "1", "--watch-count", "2"], versions: [WatchedFollowers.before, WatchedFollowers.after])
    #expect(outcome.status == 0, "stderr: \(outcome.standardError)")
    let list = try await plainOutput(["github", "followers", "watched"], followers: WatchedFollowers.before)
    #expect(list.contains("bob"))
    // Piped, the refresh's header says the date and time (WatchRefreshBlocksEndToEndTests checks it).
    let blocks = String(outcome.standardOutput.dropFirst(list.count))
    #expect(outcome.standardOutput.hasPrefix(list))
    #expect(blocks.wholeMatch(of: #/── \d{4}-\d\d-\d\d \d\d:\d\d:\d\d · −1 \+1 ~1 ──\n- bob\n\+ dave\n~ carol: Type User → Organization\n/#) != nil, "stdout: \(blocks)")
    #expect(outcome.standardError == "")
    // The second refresh found the list unchanged: a 304.
    #expect(requests.map(\.status) == [200, 200, 304])
  }

  /// Page 1 of 13 watched while the 10 followers at its top leave and 5
  /// follow at the end of the list: the 10 rows that moved up from page 2
  /// are said as such, never as new (issue 43).
  static let thirteenPages = WatchedFollowers.many(1_300)
  static let tenLeftFiveCame =
    Array(thirteenPages.dropFirst(10)) + (1_301...1_305).map { WatchedFollowers.Follower.user("user-" + String(format: "%04d", $0)) }

  @Test func rowsThatMovedInFromTheNextPageAreNotCalledNew() async throws {
    let (outcome, _) = try await run(
      ["github", "followers", "watched", "--watch", "1", "--watch-count", "1"], versions: [Self.thirteenPages, Self.tenLeftFiveCame])
    #expect(outcome.status == 0, "stderr: \(outcome.standardError)")
    let list = try await plainOutput(["github", "followers", "watched"], followers: Self.thirteenPages)
    let blocks = String(outcome.standardOutput.dropFirst(list.count))
    let removed = (1...10).map { "- user-" + String(format: "%04d", $0) + "\n" }.joined()
    #expect(
      blocks.wholeMatch(of: #/── \d{4}-\d\d-\d\d \d\d:\d\d:\d\d · −10 · 10 in from page 2 ──\n(?<lines>[^─]*)/#)?.output.lines == removed[...],
      "stdout: \(blocks)")
    #expect(!blocks.contains("+ "), "nothing is new on page 1")
    // Piped: no status line and no hint.
    #expect(outcome.standardError == "")

    let (verbose, _) = try await run(
      ["github", "followers", "watched", "--watch", "1", "--watch-count", "1", "--verbose"], versions: [Self.thirteenPages, Self.tenLeftFiveCame])
    #expect(verbose.standardOutput.contains("↑ user-0101: in from page 2\n") && verbose.standardOutput.contains("↑ user-0110: in from page 2\n"))
    #expect(verbose.standardError.contains("watching page 1 of 13 every 1 s\n"), "\(verbose.standardError)")

    let (json, _) = try await run(
      ["github", "followers", "watched", "--watch", "1", "--watch-count", "1", "--json"], versions: [Self.thirteenPages, Self.tenLeftFiveCame])
    let lines = json.standardOutput.split(separator: "\n").dropFirst().map(String.init)
    #expect(lines.filter { $0.hasPrefix(#"{"change": "removed""#) }.count == 10)
    #expect(lines.filter { $0.hasPrefix(#"{"change": "entered""#) && $0.contains(#""over": "after""#) }.count == 10)
    #expect(!lines.contains { $0.hasPrefix(#"{"change": "added""#) })
    #expect(lines.last?.hasSuffix(#""added": 0, "removed": 10, "updated": 0, "moved": 0, "entered": 10, "left": 0}"#) == true, "\(lines.last ?? "")")
  }

  /// On a terminal, a status line at the bottom says what is watched and
  /// keeps the last change in sight.
  @Test func aTerminalShowsWhatIsWatchedAndTheLastChange() async throws {
    let server = try WatchedFollowers(versions: [Self.thirteenPages, Self.tenLeftFiveCame]).start()
    defer { server.stop() }
    let terminal = try PseudoTerminal(
      executable: try ExploreBinary.executable(), arguments: ["github", "followers", "watched", "--watch", "1", "--watch-count", "2"],
      environment: ExploreBinary.childEnvironment(home: home, adding: server.environment.merging(["TERM": "xterm-256color"]) { _, new in new }),
      columns: 140, rows: 40)
    defer { terminal.shutdown() }
    #expect(try await terminal.waitForExit(timeout: 30) == 0)
    try await terminal.drain()
    let text = terminal.text
    #expect(text.contains("watching page 1 of 13 every 1 s · Ctrl-C to stop"), "\(text.suffix(600))")
    #expect(text.wholeMatch(of: #/(?s).*watching page 1 of 13 every 1 s · last change \d\d:\d\d:\d\d −10 · 10 in from page 2 · Ctrl-C to stop.*/#) != nil, "\(text.suffix(600))")
  }

  @Test func jsonPrintsTheSnapshotThenOneLinePerChange() async throws {
    let (outcome, _) = try await run(
      ["github", "followers", "watched", "--watch=1", "--watch-count", "2", "--json"], versions: [WatchedFollowers.before, WatchedFollowers.after])
    #expect(outcome.status == 0, "stderr: \(outcome.standardError)")
    let lines = outcome.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    try #require(lines.count == 6, "stdout: \(outcome.standardOutput)")
    let document = try await plainOutput(["github", "followers", "watched", "--json"], followers: WatchedFollowers.before)
    let snapshot = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
    #expect(Set(snapshot.keys) == ["snapshot", "refresh", "at"])
    let expected = try JSONSerialization.jsonObject(with: Data(document.utf8))
    #expect(NSDictionary(dictionary: try #require(snapshot["snapshot"] as? [String: Any])).isEqual(expected))
    // Each event then names its refresh and time, and a line closes the refresh.
    let time = #/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ/#
    #expect(
      lines[1...].map { $0.replacing(time, with: "AT") } == [
        #"{"change": "removed", "id": "bob", "title": "bob", "refresh": 1, "at": "AT"}"#,
        #"{"change": "added", "item": {"id": "dave", "kind": "user", "login": "dave", "subtitle": null, "title": "dave", "type": "User", "url": "https://github.com/dave"}, "refresh": 1, "at": "AT"}"#,
        #"{"change": "updated", "item": {"id": "carol", "kind": "user", "login": "carol", "subtitle": null, "title": "carol", "type": "Organization", "url": "https://github.com/carol"}, "fields": ["type"], "refresh": 1, "at": "AT"}"#,
        #"{"refresh": 1, "at": "AT", "added": 1, "removed": 1, "updated": 1, "moved": 0}"#,
        "",
      ])
  }

  @Test func refreshesOfAnUnchangedListAreAnswered304AndDecodeNothing() async throws {
    let followers = WatchedFollowers.many(250)
    let (outcome, requests) = try await run(
      ["github", "followers", "watched", "--all", "--watch", "1", "--watch-count", "2", "--verbose"], versions: [followers])
    #expect(outcome.status == 0, "stderr: \(outcome.standardError)")
    let list = try await plainOutput(["github", "followers", "watched", "--all"], followers: followers)
    #expect(outcome.standardOutput == list, "an unchanged refresh prints nothing")
    // Three pages a load; both refreshes revalidated every page.
    #expect(requests.count == 9)
    #expect(requests.prefix(3).allSatisfy { $0.status == 200 })
    #expect(requests.dropFirst(3).allSatisfy { $0.status == 304 && $0.header("if-none-match") != nil })
    let refreshLines = outcome.standardError.split(separator: "\n").filter { $0.hasPrefix("watch: refresh") }
    #expect(
      refreshLines == [
        "watch: refresh 1: 3 requests (3 not modified), 0 bytes received, 0 pages decoded (3 kept), 0 items decoded",
        "watch: refresh 2: 3 requests (3 not modified), 0 bytes received, 0 pages decoded (3 kept), 0 items decoded",
      ], "stderr: \(outcome.standardError)")
  }

  /// Starts `--watch 30` (a refresh never comes) and waits for the list.
  func startWatching(_ server: LoopbackServer) async throws -> ChildProcess {
    let child = try ChildProcess(
      executable: try ExploreBinary.executable(), arguments: ["github", "followers", "watched", "--watch", "30"],
      environment: ExploreBinary.childEnvironment(home: home, adding: server.environment.merging(["SWIFT_BACKTRACE": "enable=no"]) { _, new in new }))
    try await child.waitForOutput("carol")
    return child
  }

  @Test func ctrlCWhileWaitingExits130AtOnce() async throws {
    let server = try WatchedFollowers(versions: [WatchedFollowers.before]).start()
    defer { server.stop() }
    let child = try await startWatching(server)
    defer { child.terminate() }
    kill(child.pid, SIGINT)
    // NB: the bound is far below the 30 s wait: the sleep ended with the stop.
    #expect(try await child.waitForExit(timeout: 10) == .exited(130), "stderr: \(child.standardError)")
    #expect(child.standardError == "")
  }

  @Test func aReaderThatLeavesEndsTheWatchWithStatus0() async throws {
    let server = try WatchedFollowers(versions: [WatchedFollowers.before]).start()
    defer { server.stop() }
    let child = try await startWatching(server)
    defer { child.terminate() }
    child.closePipe(1)
    #expect(try await child.waitForExit(timeout: 10) == .exited(0), "stderr: \(child.standardError)")
    #expect(try await server.requestCount() == 1, "no refresh after the reader left")
  }
}
