import ExploreTestSupport
import Foundation
import Testing

/// Results that used to be silent or wrong, through the built `explore`
/// against the loopback server: rows that share an id, a favorite that
/// fails among others, a huge argument, and the next-page hint after a
/// failed write.
@Suite(.serialized)
final class SilentResultsEndToEndTests: LoopbackEndToEndSuite {
  init() throws {
    try super.init(useCorpus: false)
  }

  func run(_ arguments: [String]) async throws -> ExploreBinary.Outcome {
    try await ExploreBinary.run(["--no-cache"] + arguments, environment: server.environment, home: home)
  }

  // MARK: Rows that share an id

  /// Three characters with id 1, and ids 0 and -0 (one number): each id is
  /// shown once, and a note on standard error names the ids, their rows
  /// and how many rows were left out, without `--verbose`.
  static func repeatedPage() throws -> String {
    let rows: [[String: Any]] = [(1, "First"), (1, "Second"), (1, "Third"), (2, "Other")].map { id, name in
      HostileTextEndToEndTests.character(id, name: name, text: "")
    }
    var body = try HostileTextEndToEndTests.page(rows, count: 6)
    // NB: JSONSerialization cannot write -0 as a number; the text can.
    body = body.replacingOccurrences(of: #""results":["#, with: #""results":[{"id":0,"name":"Zero","status":"Alive","species":"Human","type":"","gender":"Female","origin":{"name":"","url":""},"location":{"name":"","url":""},"image":"","episode":[],"url":"","created":"2020-01-01T10:01:00.000Z"},{"id":-0,"name":"Minus zero","status":"Alive","species":"Human","type":"","gender":"Female","origin":{"name":"","url":""},"location":{"name":"","url":""},"image":"","episode":[],"url":"","created":"2020-01-01T10:01:00.000Z"},"#)
    return body
  }

  @Test(arguments: [[], ["--all"], ["--json"]])
  func rowsThatShareAnIDAreShownOnceAndSaidSo(_ options: [String]) async throws {
    try await server.inject([LoopbackFault(match: "/rickmorty/character", action: .status(200, body: try Self.repeatedPage()))])
    let outcome = try await run(["rickmorty", "characters"] + options)
    #expect(outcome.status == 0, "\(outcome.standardError)")
    let note = "The API sent more than one row with the same id: '0' (2 rows), '1' (3 rows). Each id is shown once, as its first row: 3 rows were left out, which a total the API gives still counts."
    if options == ["--json"] {
      let document = try #require(try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
      #expect((document["notices"] as? [String])?.contains(note) == true, "\(outcome.standardOutput)")
      let items = (document["sections"] as? [[String: Any]] ?? []).flatMap { $0["items"] as? [[String: Any]] ?? [] }
      #expect(items.compactMap { $0["title"] as? String } == ["Zero", "First", "Other"])
    } else {
      #expect(outcome.standardOutput.split(separator: "\n").map { String($0.split(separator: "\t")[0]) } == ["Zero", "First", "Other"])
      #expect(outcome.standardError.contains("note: " + note), "\(outcome.standardError)")
    }
  }

  // MARK: A favorite that fails

  @Test func aFavoriteThatFailsDoesNotHideTheOthers() async throws {
    #expect(try await run(["rickmorty", "favorites", "add", "1", "2", "3"]).status == 0)
    try await server.inject([LoopbackFault(match: "/rickmorty/character/2", action: .status(400, body: #"{"error": "Bad request"}"#))])
    let outcome = try await run(["rickmorty", "favorites"])
    #expect(outcome.status == 1, "\(outcome.standardError)")
    let ids = outcome.standardOutput.split(separator: "\n").count
    #expect(ids == 2, "\(outcome.standardOutput)")
    #expect(outcome.standardError.contains("Error: Could not load 1 of 3 favorites: 2 ("), "\(outcome.standardError)")
    #expect(outcome.standardError.contains("The other 2 are shown; run the command again to retry, or remove it with 'explore rickmorty favorites remove 2'."))

    let json = try await run(["rickmorty", "favorites", "--json"])
    #expect(json.status == 1)
    let document = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
    let items = (document["sections"] as? [[String: Any]] ?? []).flatMap { $0["items"] as? [[String: Any]] ?? [] }
    #expect(items.compactMap { $0["id"] as? String } == ["1", "3"])
  }

  @Test func whenEveryFavoriteFailsTheErrorIsTheirs() async throws {
    #expect(try await run(["rickmorty", "favorites", "add", "1", "2"]).status == 0)
    try await server.inject([LoopbackFault(match: "/rickmorty/character", action: .status(400, body: #"{"error": "Bad request"}"#))])
    let outcome = try await run(["rickmorty", "favorites"])
    #expect(outcome.status == 1)
    #expect(outcome.standardOutput.isEmpty)
    #expect(!outcome.standardError.contains("Could not load"), "\(outcome.standardError)")
  }

  // MARK: A huge argument

  @Test(arguments: [["rickmorty", "WORD"], ["WORD"], ["rickmorty", "characters", "--WORD"], ["rickmorty", "character", "WORD"]])
  func aHugeArgumentIsRefusedInOneShortLine(_ template: [String]) async throws {
    let word = "x" + String(repeating: "y", count: 130_000) + "z"
    let outcome = try await run(template.map { $0.replacingOccurrences(of: "WORD", with: word) })
    #expect(outcome.status == 64)
    let firstLine = outcome.standardError.split(separator: "\n").first ?? ""
    #expect(firstLine.count < 200, "\(firstLine.prefix(300))")
    #expect(firstLine.contains("xyyy") && firstLine.contains("…") && firstLine.contains("yyyz"), "\(firstLine)")
    #expect(outcome.standardError.utf8.count < 2_000)
    #expect(try await server.requestCount() == 0)
  }

  // MARK: The hint after a failed write

  @Test func noNextPageHintAfterStandardOutputFailed() async throws {
    // NB: --verbose, since piped output gets hints only under it.
    let child = try ChildProcess(
      executable: try ExploreBinary.executable(), arguments: ["rickmorty", "characters", "--verbose"],
      environment: ExploreBinary.childEnvironment(home: home, adding: server.environment),
      standardInput: .file("/dev/null"), standardOutput: .file("/dev/full"), standardError: .pipe)
    defer { child.terminate() }
    #expect(try await child.waitForExit() == .exited(1))
    #expect(child.standardError.contains("Error: Could not write to standard output: No space left on device."), "\(child.standardError)")
    #expect(!child.standardError.contains("More:"), "\(child.standardError)")

    let piped = try await run(["rickmorty", "characters", "--verbose"])
    #expect(
      piped.standardError.contains("More: explore --no-cache rickmorty characters --verbose --page 2"), "the hint is there when the write works")
  }
}
