@testable import ExploreCommandRuntime
import ExploreCommands
import ExploreArguments
import ExploreCore
import ExploreRendering
import Foundation
import Testing

/// Whole commands run in-process against the in-memory ``Zoo`` provider.
@Suite(.serialized) struct ExecutionTests {
  func json(_ run: CapturedRun) throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8))
    return try #require(object as? [String: Any], "not a JSON object: \(run.standardOutput)")
  }

  func titles(_ document: [String: Any]) -> [String] {
    let sections = document["sections"] as? [[String: Any]] ?? []
    return sections.flatMap { ($0["items"] as? [[String: Any]] ?? []).compactMap { $0["title"] as? String } }
  }

  @Test func firstPageByDefaultWithTheNextPageHint() async throws {
    let run = await CapturedRun.run(["zoo", "animals", "--json"])
    #expect(run.status == 0)
    let document = try json(run)
    #expect(document["provider"] as? String == "zoo")
    #expect(document["resource"] as? String == "animals")
    #expect(titles(document) == ["Tom", "Rex", "Tweety"])
    let section = try #require((document["sections"] as? [[String: Any]])?.first)
    let paging = try #require(section["paging"] as? [String: Any])
    #expect(paging["page"] as? Int == 1)
    #expect(paging["pages"] as? Int == 3)
    #expect(paging["hasMore"] as? Bool == true)
    #expect(paging["total"] as? Int == 8)

    let text = await CapturedRun.run(["zoo", "animals", "--species", "dog", "--sort", "age"])
    #expect(text.status == 0)
    #expect(text.standardOutput.contains("Rex"))
    // NB: piped, the next page's command is said only under --verbose, as gh says no hint there.
    let piped = await CapturedRun.run(["zoo", "animals"])
    #expect(!piped.standardError.contains("--page 2"))
    let verbose = await CapturedRun.run(["zoo", "animals", "--verbose"])
    #expect(verbose.standardError.contains("explore zoo animals --verbose --page 2"))
  }

  @Test func pageN() async throws {
    let run = await CapturedRun.run(["zoo", "animals", "--page", "3", "--json"])
    #expect(titles(try json(run)) == ["Garfield", "Snoopy"])
    #expect(!run.standardError.contains("--page 4"))
  }

  @Test func limitLoadsAsManyPagesAsNeededAndTrims() async throws {
    let run = await CapturedRun.run(["zoo", "animals", "--limit", "5", "--json"])
    #expect(titles(try json(run)) == ["Tom", "Rex", "Tweety", "Felix", "Lassie"])
  }

  @Test func allLoadsEveryPage() async throws {
    let run = await CapturedRun.run(["zoo", "animals", "--all", "--json"])
    #expect(titles(try json(run)) == Zoo.animals.map(\.name))
    let section = try #require((try json(run)["sections"] as? [[String: Any]])?.first)
    #expect((section["paging"] as? [String: Any])?["hasMore"] as? Bool == false)
  }

  @Test func expansionIsOneCallForEveryPageOfItems() async throws {
    let before = await ZooExpansionLog.shared.calls.count
    let run = await CapturedRun.run(["zoo", "animals", "--all", "--expand", "--json"])
    #expect(run.status == 0)
    // NB: --all streams, so each page (3 animals) is expanded in one batch
    // as it arrives. Other tests may expand at the same time, so look only
    // at the sizes: no call is larger than a page, and there are 3 pages.
    let calls = await ZooExpansionLog.shared.calls
    #expect(calls.count >= before + 3)
    #expect(calls[before...].allSatisfy { $0 <= 3 })
    let items = (try json(run)["sections"] as? [[String: Any]])?.first?["items"] as? [[String: Any]] ?? []
    #expect(items.count == 8)
    for item in items {
      let children = try #require(item["children"] as? [[String: Any]])
      #expect(children.count == 1)
      #expect((children[0]["title"] as? String)?.hasPrefix("Keeper k") == true)
    }
  }

  @Test func localSearchFiltersLoadedItemsIgnoringCaseAndAccents() async throws {
    let run = await CapturedRun.run(["zoo", "animals", "--all", "--search", "ZOE", "--json"])
    #expect(titles(try json(run)) == ["Zoë"])
  }

  @Test func remoteSearchReachesTheProvider() async throws {
    let run = await CapturedRun.run(["zoo", "search", "animals", "ie", "--json"])
    #expect(titles(try json(run)) == ["Lassie", "Garfield"], "\(run.standardOutput) \(run.standardError)")
  }

  @Test func webOpensTheItemsPage() async {
    let detail = await CapturedRun.run(["zoo", "animal", "2", "--web"])
    #expect(detail.status == 0)
    #expect(detail.openedURLs == [URL(string: "https://zoo.invalid/animals/2")!])
    #expect(detail.standardOutput.isEmpty)
    #expect(detail.standardError.contains("Opening https://zoo.invalid/animals/2"))
    let list = await CapturedRun.run(["zoo", "animals", "--page", "2", "--web"])
    #expect(list.openedURLs == [URL(string: "https://zoo.invalid/animals/4")!])
  }

  @Test func webWithNothingToOpenIsAnError() async {
    let run = await CapturedRun.run(["zoo", "visits", "--web"])
    #expect(run.status == 1)
    #expect(run.standardError.hasPrefix("Error: There is no web page to open"))
    #expect(run.openedURLs.isEmpty)
  }

  @Test func emptyResultSaysSoAndSucceeds() async {
    let piped = await CapturedRun.run(["zoo", "visits"])
    #expect(piped.status == 0)
    #expect((piped.standardOutput + piped.standardError).contains("Nobody has visited yet."))
    let terminal = await CapturedRun.run(["zoo", "visits"], terminal: true)
    #expect(terminal.status == 0)
    #expect(terminal.standardOutput.contains("Nobody has visited yet."))
  }

  @Test func actionsPrintTheirOutcome() async {
    let run = await CapturedRun.run(["zoo", "feed", "3"], terminal: true)
    #expect(run.status == 0)
    #expect(run.standardOutput.contains("Fed animal 3"))
  }

  @Test func runtimeFailuresExitOne() async {
    let run = await CapturedRun.run(["zoo", "animal", "99"])
    #expect(run.status == 1)
    #expect(run.standardError == "Error: There is no animal 99.\n")
    #expect(run.standardOutput.isEmpty)
  }

  @Test func progressOnlyOnATerminal() async {
    let terminal = await CapturedRun.run(["zoo", "animals", "--all"], terminal: true)
    #expect(terminal.standardError.contains("Loading page"))
    #expect(terminal.standardError.hasSuffix("\r\u{1B}[K"))
    let piped = await CapturedRun.run(["zoo", "animals", "--all"])
    #expect(!piped.standardError.contains("Loading page"))
  }

  @Test func versionAndHelpExitZeroOnStandardOutput() async {
    let version = await CapturedRun.run(["--version"])
    #expect(version.status == 0)
    #expect(version.standardOutput == ExploreVersion.current + "\n")
    let help = await CapturedRun.run(["zoo", "--help"])
    #expect(help.status == 0)
    #expect(help.standardOutput.hasPrefix("OVERVIEW: Animals and their keepers, for tests."))
    #expect(help.standardError.isEmpty)
  }

  @Test func offlineWithoutFixturesNamesTheFolder() async {
    let empty = FileManager.default.temporaryDirectory.appendingPathComponent("explore-no-fixtures-\(UUID().uuidString)")
    let run = await CapturedRun.run(["zoo", "animals", "--offline"], environment: ["EXPLORE_FIXTURES_DIR": empty.path])
    #expect(run.status == 1)
    #expect(run.standardError.hasPrefix("Error: There are no replay fixtures for zoo"))
  }

  @Test func nextPageHintKeepsTheCommandAndQuotes() {
    #expect(NextPageHint.command(arguments: ["zoo", "animals", "--page", "2", "--species", "cat"], page: 3)
      == "explore zoo animals --species cat --page 3")
    #expect(NextPageHint.command(arguments: ["gh", "search", "users", "location:new york", "--page=4"], page: 5)
      == "explore gh search users 'location:new york' --page 5")
  }

  @Test func sectionsMergeByIDWithoutDuplicates() {
    let a = Item(id: "1", kind: "k", title: "a"), b = Item(id: "2", kind: "k", title: "b")
    let pages = [
      ResourcePage.list(id: "s", title: "S", items: [a, b], paging: PageInfo(number: 1, next: .number(2))),
      ResourcePage.list(id: "s", title: "S", items: [b, Item(id: "3", kind: "k", title: "c")], paging: PageInfo(number: 2)),
    ]
    let merged = SectionMerger.merge(pages)
    #expect(merged.count == 1)
    #expect(merged[0].items.map(\.id) == ["1", "2", "3"])
    #expect(merged[0].paging?.number == 2)
    let (trimmed, cut) = SectionMerger.trim(merged, to: 2)
    #expect(trimmed[0].items.map(\.id) == ["1", "2"])
    #expect(cut)
  }

  /// Rows that share an id are shown once, as the first of them, and the
  /// note names each id with its number of rows and counts the rows left
  /// out.
  @Test func rowsThatShareAnIDAreNamedInANote() throws {
    let rows = ["1", "1", "0", "1", "2", "0"].enumerated().map { Item(id: $1, kind: "k", title: "row \($0)") }
    var repeated = RepeatedIDs()
    let merged = SectionMerger.merge([ResourcePage.list(id: "s", title: "S", items: rows, paging: PageInfo(number: 1, totalCount: 6))], repeated: &repeated)
    #expect(merged[0].items.map(\.title) == ["row 0", "row 2", "row 4"])
    #expect(repeated.leftOutCount == 3)
    let notice = try #require(repeated.notice)
    #expect(notice.contains("'1' (3 rows), '0' (2 rows)"), "\(notice)")
    #expect(notice.contains("3 rows were left out"), "\(notice)")
    #expect(RepeatedIDs().notice == nil)
    var many = RepeatedIDs()
    for id in (1...7).map(String.init) { many.leaveOut(id) }
    #expect(many.notice?.contains("'5' (2 rows) and 2 more.") == true, "\(many.notice ?? "")")
    var hidden = RepeatedIDs()
    hidden.leaveOut("ad\u{200B}min")
    #expect(hidden.notice?.contains("'ad\\u{200B}min' (2 rows)") == true)
  }
}
