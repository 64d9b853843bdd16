import ExploreTestSupport
import Foundation
import Testing

/// The built `explore --watch 1 --watch-count 4` against a loopback GitHub
/// whose followers change in three ways and then stay: what heads each
/// refresh's lines, on a terminal and into a pipe, and the NDJSON lines
/// that carry each refresh's number and time and close it, compared with
/// golden files (`Goldens/Watch/`) once the clock's values are masked; the
/// times themselves are checked against the run's.
@Suite(.serialized)
final class WatchRefreshBlocksEndToEndTests: EndToEndSuite {
  /// Four loads: bob removed, carol updated and dave added; then only a
  /// move (dave first), which the text does not print without
  /// `--verbose`; then erin and frank added; then no change (a 304).
  static let versions: [[WatchedFollowers.Follower]] = {
    let moved: [WatchedFollowers.Follower] = [.user("dave"), .user("alice"), .user("carol", type: "Organization")]
    return [WatchedFollowers.before, WatchedFollowers.after, moved, moved + [.user("erin"), .user("frank")]]
  }()

  static let arguments = ["github", "followers", "watched", "--watch", "1", "--watch-count", "4"]

  /// `Tests/ExploreCommandsTests/Goldens/Watch/<name>`.
  static func golden(_ name: String) -> GoldenFile {
    GoldenFile(
      url: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Goldens/Watch", isDirectory: true).appendingPathComponent(name))
  }

  /// `text` with each match of `pattern` replaced by `mask`, and the
  /// matches, in order.
  static func masking(_ text: String, _ pattern: Regex<Substring>, with mask: String) -> (text: String, matches: [String]) {
    (text.replacing(pattern, with: mask), text.matches(of: pattern).map { String($0.output) })
  }

  /// The dates `texts` give in UTC in `format`, each checked to lie within
  /// the run (a second either side, the header's time being whole seconds),
  /// in order.
  static func checkTimes(_ texts: [String], format: String, from start: Date, to end: Date) throws {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = format
    var previous = Date.distantPast
    for text in texts {
      var date = try #require(formatter.date(from: text), "\(text) is no time in \(format)")
      if format == "HH:mm:ss" {
        // NB: a time of day alone: put it on the run's day in UTC (or the next, past midnight).
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = formatter.timeZone
        let secondsOfDay = date.timeIntervalSince(try #require(formatter.date(from: "00:00:00")))
        date = calendar.startOfDay(for: start).addingTimeInterval(secondsOfDay)
        if date < start.addingTimeInterval(-1) { date.addTimeInterval(86_400) }
      }
      #expect(date >= start.addingTimeInterval(-1) && date <= end.addingTimeInterval(1), "\(text) is not within the run")
      #expect(date >= previous, "\(text) comes before the refresh above it")
      previous = date
    }
  }

  /// What the command prints without `--watch` for the first version.
  func plainOutput(_ arguments: [String]) async throws -> String {
    let home = try ExploreBinary.temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let server = try WatchedFollowers(versions: [Self.versions[0]]).start()
    defer { server.stop() }
    let outcome = try await ExploreBinary.run(arguments, environment: server.environment, home: home)
    try #require(outcome.status == 0, "stderr: \(outcome.standardError)")
    return outcome.standardOutput
  }

  @Test func pipedTextHeadsEachRefreshWithItsDateTimeAndCounts() async throws {
    let server = try WatchedFollowers(versions: Self.versions).start()
    defer { server.stop() }
    let start = Date()
    let outcome = try await ExploreBinary.run(Self.arguments, environment: server.environment.merging(["TZ": "UTC"]) { _, new in new }, home: home)
    let end = Date()
    #expect(outcome.status == 0, "stderr: \(outcome.standardError)")
    #expect(outcome.standardError == "")
    let list = try await plainOutput(["github", "followers", "watched"])
    try #require(outcome.standardOutput.hasPrefix(list), "stdout: \(outcome.standardOutput)")
    let blocks = String(outcome.standardOutput.dropFirst(list.count))
    #expect(!blocks.contains("\t"), "a header holds no tab, so `cut -f` passes it whole")
    let (masked, times) = Self.masking(blocks, #/\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/#, with: "YYYY-MM-DD hh:mm:ss")
    try Self.golden("refresh-blocks-piped.txt").verify(masked)
    #expect(times.count == 2)
    try Self.checkTimes(times, format: "yyyy-MM-dd HH:mm:ss", from: start, to: end)
    #expect(try await server.requests().map(\.status) == [200, 200, 200, 200, 304])
  }

  @Test func ndjsonCarriesEachRefreshsNumberAndTimeAndClosesIt() async throws {
    let server = try WatchedFollowers(versions: Self.versions).start()
    defer { server.stop() }
    let start = Date()
    let outcome = try await ExploreBinary.run(Self.arguments + ["--json"], environment: server.environment, home: home)
    let end = Date()
    #expect(outcome.status == 0, "stderr: \(outcome.standardError)")
    let (masked, times) = Self.masking(
      outcome.standardOutput, #/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ/#, with: "YYYY-MM-DDThh:mm:ssZ")
    let lines = masked.split(separator: "\n", omittingEmptySubsequences: false)
    try #require(lines.count > 2, "stdout: \(outcome.standardOutput)")
    // The snapshot line is the document `--json` writes, then the first load's number and time.
    let snapshot = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
    #expect(Set(snapshot.keys) == ["snapshot", "refresh", "at"])
    #expect(snapshot["refresh"] as? Int == 0)
    let document = try JSONSerialization.jsonObject(with: Data(try await plainOutput(["github", "followers", "watched", "--json"]).utf8))
    #expect(NSDictionary(dictionary: try #require(snapshot["snapshot"] as? [String: Any])).isEqual(document))
    try Self.golden("refresh-lines.ndjson").verify(lines.dropFirst().joined(separator: "\n"))
    // The snapshot's time, then refresh 1 (3 changes, closed), 2 (a move,
    // closed) and 3 (2 added, closed); refresh 4 changed nothing.
    let expectedTimes = 1 + (3 + 1) + (1 + 1) + (2 + 1)
    #expect(times.count == expectedTimes)
    try Self.checkTimes(times, format: "yyyy-MM-dd'T'HH:mm:ss'Z'", from: start, to: end)
  }

  /// The lines scripts read today still read the same: `select(.change)`
  /// finds the events, with the keys they had first, and each closing line
  /// has neither `change` nor `snapshot`.
  @Test func theEventsAScriptReadsKeepTheirKeys() async throws {
    let server = try WatchedFollowers(versions: Array(Self.versions.prefix(2))).start()
    defer { server.stop() }
    let outcome = try await ExploreBinary.run(
      ["github", "followers", "watched", "--watch=1", "--watch-count", "1", "--json"], environment: server.environment, home: home)
    #expect(outcome.status == 0, "stderr: \(outcome.standardError)")
    let objects = try outcome.standardOutput.split(separator: "\n").map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    let events = objects.filter { $0["change"] != nil }
    #expect(events.map { $0["change"] as? String } == ["removed", "added", "updated"])
    #expect(Set(events[0].keys) == ["change", "id", "title", "refresh", "at"])
    #expect(Set(events[1].keys) == ["change", "item", "refresh", "at"])
    #expect(Set(events[2].keys) == ["change", "item", "fields", "refresh", "at"])
    let closing = try #require(objects.last)
    #expect(Set(closing.keys) == ["refresh", "at", "added", "removed", "updated", "moved"])
    #expect([closing["refresh"], closing["added"], closing["removed"], closing["updated"], closing["moved"]].map { $0 as? Int } == [1, 1, 1, 1, 0])
  }

  @Test func onATerminalTheHeaderSaysTheTimeInColour() async throws {
    let server = try WatchedFollowers(versions: Self.versions).start()
    defer { server.stop() }
    let environment = ExploreBinary.childEnvironment(
      home: home, adding: server.environment.merging(["TERM": "xterm-256color", "TZ": "UTC"]) { _, new in new })
    let start = Date()
    let terminal = try PseudoTerminal(
      executable: try ExploreBinary.executable(), arguments: Self.arguments + ["--images", "none"],
      environment: environment, columns: 80, rows: 24)
    defer { terminal.shutdown() }
    #expect(try await terminal.waitForExit(timeout: 60) == 0, "output: \(terminal.text.debugDescription)")
    let end = Date()
    try await terminal.waitFor("+ frank")
    try await terminal.drain()
    // NB: the status line --watch keeps at the bottom (on standard error,
    // the same terminal) is checked on its own, then left out of the blocks.
    let statusLine = #/\r?watching [^\r\n]*?Ctrl-C to stop\x1B\[K/#
    let statuses = terminal.text.matches(of: statusLine).map { String($0.output) }
    #expect(statuses.contains { $0.contains(#/last change \d\d:\d\d:\d\d −1 \+1 ~1 · Ctrl-C/#) }, "\(statuses)")
    #expect(statuses.last?.contains(#/last change \d\d:\d\d:\d\d \+2 · Ctrl-C/#) == true, "\(statuses)")
    #expect(!statuses.contains { $0.contains("· ·") }, "a refresh of moves alone is no change to show: \(statuses)")
    let output = terminal.text.replacing(statusLine, with: "").replacingOccurrences(of: "\r\u{1B}[K", with: "")
      .replacingOccurrences(of: "\r\n", with: "\n")
    let blocks = try #require(output.range(of: "\u{1B}[2m── ").map { String(output[$0.lowerBound...]) }, "output: \(output.debugDescription)")
    let (masked, times) = Self.masking(blocks, #/\d\d:\d\d:\d\d/#, with: "hh:mm:ss")
    try Self.golden("refresh-blocks-terminal.txt").verify(masked)
    #expect(times.count == 2)
    try Self.checkTimes(times, format: "HH:mm:ss", from: start, to: end)
  }
}
