import ExploreTestSupport
import Foundation
import Testing

/// What the output says, from the real explore: children headed once per
/// section, details without repeats, a wait said on a terminal (and never
/// into a pipe), and a 404 no API explains said as what answered.
@Suite(.serialized)
final class OutputSaysEndToEndTests: LoopbackEndToEndSuite {
  init() throws {
    try super.init(useCorpus: false)
  }

  /// `Tests/ExploreCommandsTests/Goldens/Output`.
  static let goldens = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Goldens/Output", isDirectory: true)

  /// `explore <arguments>` with its standard output and error on a
  /// terminal of `columns` × 40, to its end.
  func onATerminal(_ arguments: [String], columns: Int = 120, expecting status: Int32 = 0) async throws -> PseudoTerminal {
    let environment = server.environment.merging(["TERM": "xterm-256color", "NO_COLOR": "1"]) { _, new in new }
    let terminal = try PseudoTerminal(
      executable: try ExploreBinary.executable(), arguments: ["--no-cache"] + arguments,
      environment: ExploreBinary.childEnvironment(home: home, adding: environment), columns: columns, rows: 40)
    let exit = try await terminal.waitForExit(timeout: 60)
    #expect(exit == status, "\(terminal.text)")
    return terminal
  }

  @Test func expandedEpisodesHeadTheirCharactersOncePerSection() async throws {
    let terminal = try await onATerminal(["--offline", "rickmorty", "episodes", "--expand"])
    defer { terminal.shutdown() }
    let screen = ScreenModel.screen(after: terminal.text, columns: 120, rows: 40)
    let headers = screen.split(separator: "\n").filter { $0.hasPrefix("   CHARACTER ") }
    #expect(headers.count == 1, "one header for the section: \(screen)")
    try GoldenFile(url: Self.goldens.appendingPathComponent("episodes-expand-120x40.txt")).verify(screen)
  }

  @Test func aUserDetailSaysEachThingOnce() async throws {
    let terminal = try await onATerminal(["github", "user", "follower-0002"], columns: 100)
    defer { terminal.shutdown() }
    let screen = ScreenModel.screen(after: terminal.text, columns: 100, rows: 40)
    // NB: no golden: `Joined:` says how long ago, which the years change.
    let lines = screen.split(separator: "\n")
    #expect(Array(lines.prefix(3)) == ["follower-0002", "Name:         —", "Bio:          —"], "\(screen)")
    #expect(!screen.contains("Login:"), "the login is the title: \(screen)")
    let piped = try await ExploreBinary.run(["github", "user", "follower-0002"], environment: server.environment, home: home, timeout: 30)
    #expect(piped.status == 0, "\(piped.standardError)")
    #expect(piped.standardOutput.hasPrefix("name\t\nlogin\tfollower-0002\n"), "\(piped.standardOutput)")
    #expect(!piped.standardOutput.contains("title\t") && !piped.standardOutput.contains("subtitle\t"))
  }

  /// At 2.5 s a request, the terminal is told what explore waits for after
  /// a second, and the line is gone before the rows print.
  @Test func aSlowServerIsSaidOnATerminalAndErasedBeforeTheRows() async throws {
    try await server.inject([LoopbackFault(match: "/github/users/follower-0002", action: .latency(milliseconds: 2_500))])
    let terminal = try await onATerminal(["github", "user", "follower-0002"], columns: 100)
    defer { terminal.shutdown() }
    let host = "127.0.0.1:\(server.baseURL(for: "github").port ?? 0)"
    let text = terminal.text
    let notice = try #require(text.range(of: "\rwaiting for \(host) · 1 s\u{1B}[K"), "\(text.debugDescription)")
    #expect(text.contains("\rwaiting for \(host) · 2 s\u{1B}[K"))
    let erased = try #require(text.range(of: "\r\u{1B}[K", range: notice.upperBound..<text.endIndex))
    let rows = try #require(text.range(of: "follower-0002"))
    #expect(erased.upperBound <= rows.lowerBound, "erased before the rows")
    #expect(!ScreenModel.screen(after: text, columns: 100, rows: 40).contains("waiting for"))
  }

  @Test func aPipeIsNeverToldOfAWait() async throws {
    try await server.inject([LoopbackFault(match: "/github/users/follower-0002", action: .latency(milliseconds: 1_500))])
    let outcome = try await ExploreBinary.run(["github", "user", "follower-0002"], environment: server.environment, home: home, timeout: 30)
    #expect(outcome.status == 0, "\(outcome.standardError)")
    #expect(!outcome.standardError.contains("waiting"), "\(outcome.standardError)")
  }

  /// An empty 404 is not GitHub's: the error says what answered, with
  /// what, to which URL, and where the address came from.
  @Test func anEmptyNotFoundSaysWhatAnswered() async throws {
    try await server.inject([LoopbackFault(match: "/github/users/midsize", action: .status(404, body: ""))])
    let outcome = try await ExploreBinary.run(["github", "user", "midsize"], environment: server.environment, home: home, timeout: 30)
    #expect(outcome.status == 1)
    let base = server.baseURL(for: "github")
    let message = outcome.standardError.replacingOccurrences(of: "\n", with: " ")
    #expect(message.hasPrefix("Error: The server at 127.0.0.1:\(base.port ?? 0) answered HTTP 404 with an empty body"), "\(message)")
    #expect(message.contains("to \(base.absoluteString)/users/midsize, which asked for a GitHub user named 'midsize'."), "\(message)")
    #expect(message.contains("check the address (EXPLORE_GITHUB_API_URL)."))
    // GitHub's own 404 still says what it could not find.
    let github = try await ExploreBinary.run(["github", "user", "nobody-here-404"], environment: server.environment, home: home, timeout: 30)
    #expect(github.standardError.hasPrefix("Error: Could not find a GitHub user named 'nobody-here-404'"), "\(github.standardError)")
  }
}
