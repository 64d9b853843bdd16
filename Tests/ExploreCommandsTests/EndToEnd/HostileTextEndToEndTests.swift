import ExploreTestSupport
import Foundation
import Testing

/// The built `explore` against a loopback Rick and Morty that answers with
/// a hostile server's text in every field (escape sequences, controls,
/// invisible characters, a combining tower), through every text layout,
/// piped and on a terminal, `--watch`, and the interactive screen with its
/// status line: nothing that drives a terminal or draws nothing reaches it.
@Suite(.serialized)
final class HostileTextEndToEndTests: LoopbackEndToEndSuite {
  init() throws {
    try super.init(useCorpus: false)
  }

  // MARK: The hostile server

  /// A character as the Rick and Morty API writes it, `text` in every
  /// field a layout shows.
  static func character(_ id: Int, name: String, text: String) -> [String: Any] {
    [
      "id": id, "name": name, "status": "Alive", "species": "Human " + text, "type": text, "gender": "Female",
      "origin": ["name": "origin " + text, "url": ""], "location": ["name": "location " + text, "url": ""],
      "image": "https://rickandmortyapi.com/api/character/avatar/\(id).jpeg", "episode": [String](),
      "url": "https://rickandmortyapi.com/api/character/\(id)", "created": "2020-01-01T10:01:00.000Z",
    ]
  }

  /// A page of characters, one per hostile piece, each named `ad<piece>min`.
  static func hostileCharacters(reversed: Bool = false) -> [[String: Any]] {
    let characters = HostileText.pieces.enumerated().map { offset, piece in
      character(offset + 1, name: HostileText.inName(piece), text: piece.text)
    }
    return reversed ? characters.reversed() : characters
  }

  static func page(_ characters: [[String: Any]], count: Int? = nil) throws -> String {
    let body: [String: Any] = [
      "info": ["count": count ?? characters.count, "pages": 1, "next": NSNull(), "prev": NSNull()], "results": characters,
    ]
    return String(decoding: try JSONSerialization.data(withJSONObject: body), as: UTF8.self)
  }

  func serve(_ bodies: [String], status: Int = 200, times: Int? = nil) async throws {
    try await server.inject(
      bodies.enumerated().map { index, body in
        LoopbackFault(match: "/rickmorty/character", times: index == bodies.count - 1 ? times : 1, action: .status(status, body: body))
      })
  }

  func run(_ arguments: [String]) async throws -> ExploreBinary.Outcome {
    try await ExploreBinary.run(["--no-cache"] + arguments, environment: server.environment, home: home)
  }

  static func expectClean(_ text: String, _ what: String, allowed: Set<Unicode.Scalar> = ["\n", "\t"], sourceLocation: SourceLocation = #_sourceLocation) {
    let findings = HostileText.findings(in: text, allowed: allowed)
    #expect(findings.isEmpty, "\(what): \(findings.count) findings: \(findings.prefix(5))", sourceLocation: sourceLocation)
  }

  /// `text` without the control sequences explore writes itself (colours,
  /// erasing the line, moving the cursor, the alternate screen): what is
  /// left must hold no escape byte at all. Raw hostile pieces are looked
  /// for separately, so that a stripped CSI cannot hide one.
  static func withoutOwnSequences(_ text: String) -> String {
    text.replacingOccurrences(of: "\u{1B}\\[[0-9;?]*[A-Za-z]", with: "", options: .regularExpression)
  }

  static func expectNoRawPiece(_ text: String, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
    for piece in HostileText.pieces {
      #expect(!text.contains(HostileText.inName(piece)), "\(what): \(piece.name) reached the terminal raw", sourceLocation: sourceLocation)
    }
  }

  // MARK: Piped

  @Test(arguments: [["--layout", "list"], ["--layout", "grid"], ["--layout", "detail"], ["--all"], ["--limit", "15"]])
  func pipedLayoutsAreClean(_ options: [String]) async throws {
    try await serve([try Self.page(Self.hostileCharacters())])
    let outcome = try await run(["rickmorty", "characters"] + options)
    #expect(outcome.status == 0, "\(outcome.standardError)")
    #expect(outcome.standardOutput.contains("ad\\u{200B}min"), "a name shows its invisible character")
    Self.expectClean(outcome.standardOutput, "stdout")
    Self.expectClean(outcome.standardError, "stderr")
  }

  @Test func jsonKeepsTheTextAndEscapesWhatIsHidden() async throws {
    try await serve([try Self.page(Self.hostileCharacters())])
    let outcome = try await run(["rickmorty", "characters", "--json"])
    #expect(outcome.status == 0, "\(outcome.standardError)")
    Self.expectClean(outcome.standardOutput, "stdout")
    #expect(outcome.standardOutput.contains(#"ad\u200bmin"#))
    let document = try #require(try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
    let items = (document["sections"] as? [[String: Any]] ?? []).flatMap { $0["items"] as? [[String: Any]] ?? [] }
    #expect(items.compactMap { $0["title"] as? String } == HostileText.pieces.map(HostileText.inName))
  }

  // MARK: On a terminal

  /// What explore writes to a terminal; a detail longer than the screen
  /// goes through a pager that passes it on as it came (`cat -`, which
  /// explore does not take for `cat`, no pager), so that the paged text is
  /// checked too, and no `less` waits for a key.
  func onATerminal(_ arguments: [String], columns: Int = 200) async throws -> String {
    let environment = server.environment.merging(["TERM": "xterm-256color", "EXPLORE_PAGER": "cat -"]) { _, new in new }
    let terminal = try PseudoTerminal(
      executable: try ExploreBinary.executable(), arguments: ["--no-cache"] + arguments,
      environment: ExploreBinary.childEnvironment(home: home, adding: environment),
      columns: columns, rows: 50)
    defer { terminal.shutdown() }
    let status = try await terminal.waitForExit(timeout: 60)
    try await terminal.drain()
    #expect(status == 0, "\(terminal.text)")
    return terminal.text
  }

  @Test(arguments: ["list", "grid", "detail"], ["never", "always"])
  func terminalLayoutsAreClean(layout: String, color: String) async throws {
    try await serve([try Self.page(Self.hostileCharacters())])
    let text = try await onATerminal(["rickmorty", "characters", "--layout", layout, "--color", color])
    Self.expectNoRawPiece(text, "\(layout), colour \(color)")
    // NB: the terminal turns each line feed into CR LF.
    Self.expectClean(Self.withoutOwnSequences(text), "\(layout), colour \(color)", allowed: ["\n", "\r"])
    #expect(text.contains("ad\\u{200B}min"))
  }

  // MARK: --watch

  @Test func watchTextIsClean() async throws {
    let first = Self.hostileCharacters()
    var second = Array(Self.hostileCharacters(reversed: true).dropFirst(2))
    second.append(Self.character(99, name: "new " + HostileText.all, text: "changed " + HostileText.all))
    second[0]["species"] = "Alien " + HostileText.all
    try await serve([try Self.page(first), try Self.page(second)])
    let outcome = try await run(["rickmorty", "characters", "--watch", "1", "--watch-count", "1", "--verbose"])
    #expect(outcome.status == 0, "\(outcome.standardError)")
    #expect(outcome.standardOutput.contains("\n+ new x"), "\(outcome.standardOutput)")
    #expect(outcome.standardOutput.contains("\n- ad"), "\(outcome.standardOutput)")
    #expect(outcome.standardOutput.contains("\n↕ ad"), "\(outcome.standardOutput)")
    Self.expectClean(outcome.standardOutput, "stdout")
    Self.expectClean(outcome.standardError, "stderr")
  }

  /// A refresh that reverses the list moves every row but the middle one,
  /// which stays where it was: no `moved` event has `from` equal to `to`.
  @Test func watchJSONNeverMovesARowToWhereItWas() async throws {
    let rows = (1...5).map { Self.character($0, name: "Row \($0)", text: "") }
    try await serve([try Self.page(rows), try Self.page(rows.reversed())])
    let outcome = try await run(["rickmorty", "characters", "--watch", "1", "--watch-count", "1", "--json"])
    #expect(outcome.status == 0, "\(outcome.standardError)")
    let events = outcome.standardOutput.split(separator: "\n").dropFirst().compactMap {
      try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
    }
    let moves = events.filter { $0["change"] as? String == "moved" }
    #expect(moves.count == 4, "\(outcome.standardOutput)")
    for move in moves {
      #expect(move["from"] as? Int != move["to"] as? Int, "\(move)")
      #expect(move["id"] as? String != "3")
    }
  }

  // MARK: The interactive screen

  func interactive(_ arguments: [String]) throws -> PseudoTerminal {
    let environment = server.environment.merging(["TERM": "xterm-256color", "NO_COLOR": "1"]) { _, new in new }
    return try PseudoTerminal(
      executable: try ExploreBinary.executable(), arguments: ["-i", "--no-cache"] + arguments,
      environment: ExploreBinary.childEnvironment(home: home, adding: environment), columns: 200, rows: 50)
  }

  func quit(_ terminal: PseudoTerminal) async throws -> String {
    terminal.send("q")
    #expect(try await terminal.waitForExit() == 0)
    // NB: the last bytes may be read after the exit is seen, under load.
    try await terminal.waitFor("\u{1B}[?1049l")
    let text = terminal.text
    // NB: the only way out of the alternate screen is explore's own, at the end.
    #expect(text.components(separatedBy: "\u{1B}[?1049l").count == 2, "the alternate screen was left before the end")
    #expect(text.hasSuffix("\u{1B}[?1049l"))
    return text
  }

  @Test func theInteractiveScreenIsClean() async throws {
    try await serve([try Self.page(Self.hostileCharacters())])
    let terminal = try interactive(["rickmorty", "characters"])
    defer { terminal.shutdown() }
    try await terminal.waitFor("ad\\u{200B}min")
    terminal.send("/")
    terminal.send("ad\u{200B}min\u{202E}")
    try await terminal.waitFor("/ad\\u{200B}min\\u{202E}")
    terminal.send("\u{1B}")
    let text = try await quit(terminal)
    Self.expectNoRawPiece(text, "the interactive screen")
    Self.expectClean(Self.withoutOwnSequences(text), "the interactive screen", allowed: ["\n", "\r"])
  }

  @Test(arguments: [404, 429])
  func theStatusLineShowsAServersErrorClean(status: Int) async throws {
    let hostile = "Nope\u{1B}[2J\u{1B}]52;c;cm0gLXJmIH4=\u{07}\u{1B}]8;;https://evil.invalid\u{1B}\\link\u{1B}]8;;\u{1B}\\\u{1B}P1$qm\u{1B}\\\u{9B}31m\u{1B}[?1049l\u{200B}\u{202E}gone"
    let body = String(decoding: try JSONSerialization.data(withJSONObject: ["error": hostile]), as: UTF8.self)
    // NB: a 429 is retried (four times, a second apart here) before it shows.
    try await server.inject([LoopbackFault(match: "/rickmorty/character", action: .status(status, body: body, retryAfter: 1))])
    let terminal = try interactive(["rickmorty", "characters"])
    defer { terminal.shutdown() }
    try await terminal.waitFor("r retries", timeout: 60)
    let text = try await quit(terminal)
    #expect(!text.contains("\u{1B}[2JNope") && !text.contains("Nope\u{1B}"))
    Self.expectClean(Self.withoutOwnSequences(text), "the status line after a \(status)", allowed: ["\n", "\r"])
  }
}
