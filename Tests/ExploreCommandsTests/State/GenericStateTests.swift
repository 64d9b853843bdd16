import ExploreCommands
import ExploreArguments
import ExploreCore
import Foundation
import Testing

/// Favorites and `--changes` in-process, for a provider the CLI has never
/// seen (``Shelf``), with temporary XDG folders.
@Suite final class GenericStateTests {
  let home: URL

  deinit {
    try? FileManager.default.removeItem(at: home)
  }

  init() throws {
    home = FileManager.default.temporaryDirectory.appendingPathComponent("explore-state-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
  }

  func run(_ arguments: [String], books: [String] = []) async -> CapturedRun {
    return await CapturedRun.run(
      arguments,
      providers: [Shelf.self],
      environment: [
        "HOME": home.path,
        "XDG_DATA_HOME": home.appendingPathComponent("data").path,
        "XDG_STATE_HOME": home.appendingPathComponent("state").path,
        "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
        "SHELF_BOOKS": books.joined(separator: ","),
      ]
    )
  }

  func json(_ run: CapturedRun) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any], "\(run.standardOutput)\(run.standardError)")
  }

  func ids(in section: String, of run: CapturedRun) throws -> [String] {
    let sections = try #require(try json(run)["sections"] as? [[String: Any]])
    let found = try #require(sections.first { $0["id"] as? String == section })
    return (found["items"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
  }

  @Test func parserTakesSeveralIDsAndChecksEachWithTheDetailRule() throws {
    let parser = CommandLineParser(catalog: ProviderCatalog([Shelf.descriptor]))
    guard case .run(let command) = try parser.parse(["shelf", "favorites", "add", "a1", "b2", "--kind", "author"]) else {
      Issue.record("not a run")
      return
    }
    #expect(command.resource.path == ["favorites", "add"])
    #expect(command.repeatedArguments == ["a1", "b2"])
    #expect(command.request.option("kind") == "author")
    #expect(throws: UsageError.self) { try parser.parse(["shelf", "favorites", "--kind", "film"]) }
    #expect(throws: UsageError.self) { try parser.parse(["shelf", "book", "x", "--changes"]) }
  }

  @Test func kindsAreKeptApartAndTheFirstIsTheDefault() async throws {
    // With several kinds the rule is known only once --kind is: still a usage error.
    let bad = await run(["shelf", "favorites", "add", "Not-Valid", "--kind", "author"])
    #expect(bad.status == 64)
    #expect(bad.standardError.contains("The value 'Not-Valid' is invalid for '<id>': lowercase letters and digits."))
    #expect(await run(["shelf", "favorites", "add", "dune", "gone"]).status == 0)
    #expect(await run(["shelf", "favorites", "add", "herbert", "--kind", "author"]).status == 0)

    let books = await run(["shelf", "favorites", "--json"])
    #expect(books.status == 0, "\(books.standardError)")
    let bookItems = try #require((try json(books)["sections"] as? [[String: Any]])?.first?["items"] as? [[String: Any]])
    #expect(bookItems.compactMap { $0["id"] as? String } == ["dune", "gone"])
    #expect(bookItems[0]["title"] as? String == "Book dune")
    #expect(bookItems[1]["missing"] as? Bool == true)

    let authors = await run(["shelf", "favorites", "--kind", "author", "--json"])
    #expect(try ids(in: "favorites", of: authors) == ["herbert"])

    let empty = await run(["shelf", "favorites", "remove", "herbert", "--kind", "author"])
    #expect(empty.standardOutput == "Removed herbert from your shelf favorites.\n")
    let none = await run(["shelf", "favorites", "--kind", "author"])
    #expect(none.standardError.contains("You have no shelf favorites yet. Add one with 'explore shelf favorites add <author>'."))
  }

  @Test func changesUseGenericTitlesAndFollowChurnAcrossRuns() async throws {
    let baseline = await run(["shelf", "books", "--changes"], books: ["a", "b", "c"])
    #expect(baseline.status == 0, "\(baseline.standardError)")
    #expect(baseline.standardOutput.contains("Recorded a baseline of 3 books"))

    let churn = await run(["shelf", "books", "--changes"], books: ["b", "d", "c", "e"])
    #expect(churn.standardOutput.contains("New books (2)"))
    #expect(churn.standardOutput.contains("No longer in books (1)"))
    #expect(churn.standardOutput.contains("since "))

    let json = await run(["shelf", "books", "--changes", "--json"], books: ["e"])
    #expect(try ids(in: "added", of: json).isEmpty)
    #expect(try ids(in: "removed", of: json) == ["b", "d", "c"])
    #expect(try self.json(json)["previousSnapshot"] is String)

    let same = await run(["shelf", "books", "--changes"], books: ["e"])
    #expect(same.standardOutput.hasPrefix("No changes in books since "))
  }

  @Test func corruptFavoritesFileIsReportedWithWhereItWent() async throws {
    let file = home.appendingPathComponent("data/explore/favorites.json")
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("{ torn".utf8).write(to: file)
    let outcome = await run(["shelf", "favorites", "add", "dune"])
    #expect(outcome.status == 1)
    #expect(outcome.standardError.contains("favorites.json.corrupt-"))
    let moved = try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path).filter { $0.contains(".corrupt-") }
    #expect(moved.count == 1)
    #expect(try String(contentsOf: file.deletingLastPathComponent().appendingPathComponent(moved[0]), encoding: .utf8) == "{ torn")
  }

  @Test func timestampsReadAsMonthDayAndTime() {
    let utc = TimeZone(identifier: "UTC")!
    let date = Date(timeIntervalSince1970: 1_795_183_320)  // 2026-11-20T14:02:00Z
    #expect(ChangeTracking.timestamp(date, now: date.addingTimeInterval(86_400), timeZone: utc) == "Nov 20, 14:02")
    #expect(ChangeTracking.timestamp(date, now: date.addingTimeInterval(400 * 86_400), timeZone: utc) == "Nov 20 2026, 14:02")
  }
}
