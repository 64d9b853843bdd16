@testable import ExploreBrowser
import ExploreCore
@testable import ExploreRendering
import ExploreTerminal
import Foundation
import Testing

/// What the section header and the status line count: the same rows,
/// "searching…" in their place while a remote search is out, and `-i
/// --watch`'s changes in the order text `--watch` gives them.
@Suite struct BrowserCountsTests {
  static let people = ResourceRequest(path: ["people"])

  @Test func aRemoteSearchSaysSearchingFromTheKeyInPlaceOfTheCount() {
    var state = BrowserStateTests.browser(pages: 5, size: ScreenSize(width: 100, height: 24))
    #expect(BrowserScreen.lines(for: state)[1] == "  People · 500 · page 1 of 5")
    #expect(BrowserScreen.lines(for: state).last?.contains("page 1 of 5 · 100 of 500 rows") == true)
    _ = state.handle(.key(.character("/")))
    #expect(state.handle(.key(.character("m"))) == [.updateSearch(level: 0, request: Self.people, text: "m")])
    // At once, before the pause ends and the request goes.
    var lines = BrowserScreen.lines(for: state)
    #expect(lines[1] == "  People · searching “m”…")
    #expect(lines.last?.hasPrefix("search: /m▏ · searching…") == true)
    #expect(lines.contains("› Person 1"), "the last answer's rows stay")
    _ = state.handle(.searchStarted(level: 0, query: "m"))
    _ = state.handle(.key(.enter))
    lines = BrowserScreen.lines(for: state)
    #expect(lines.last?.contains("searching “m”…") == true)
    #expect(lines.last?.contains("rows") == false)
    // The answer replaces the rows and the count.
    let answer = Town.page(1, of: 1, size: 7)
    _ = state.handle(.pageLoaded(level: 0, source: .search("m"), sections: answer.sections, paging: answer.paging, replacing: true))
    lines = BrowserScreen.lines(for: state)
    #expect(lines[1] == "  People · 7")
    #expect(lines.last?.contains("7 rows · /m") == true)
    #expect(lines.last?.contains("searching") == false)
    // A space the search model ignores sends no new search, and says none.
    _ = state.handle(.key(.character("/")))
    _ = state.handle(.key(.character(" ")))
    #expect(state.current.searchInFlight == nil)
    #expect(BrowserScreen.lines(for: state)[1] == "  People · 7")
  }

  @Test func aSearchTheModelRefusesOrThatFailsStopsSayingSearching() {
    var state = BrowserStateTests.browser(pages: 5, size: ScreenSize(width: 100, height: 24))
    _ = state.handle(.key(.character("/")))
    _ = state.handle(.key(.character("x")))
    _ = state.handle(.searchIdle(level: 0, note: "Type at least 2 characters."))
    #expect(state.current.searchInFlight == nil)
    #expect(BrowserScreen.lines(for: state)[1] == "  People · 500 · page 1 of 5")
    _ = state.handle(.key(.character("y")))
    _ = state.handle(.searchFailed(level: 0, query: "xy", message: "HTTP 500"))
    #expect(state.current.searchInFlight == nil)
  }

  /// `-i --watch` on a list with more pages: the header and the status
  /// line count the rows the list has (the removed ones still shown
  /// dimmed are not), and a refresh that changes nothing says whose marks
  /// still show.
  @Test func theHeaderAndTheStatusLineCountTheSameRowsWhileWatching() throws {
    var state = BrowserState(provider: Town.descriptor, resource: Town.people, request: Self.people, size: ScreenSize(width: 120, height: 30))
    state.style.watchSeconds = 2
    state.style.timeZone = try #require(TimeZone(identifier: "UTC"))
    _ = state.start()
    let more = PageInfo(number: 1, totalPages: nil, totalCount: nil, next: .number(2))
    _ = state.handle(.pageLoaded(level: 0, source: .list, sections: BrowserRefreshTests.sections(Array(1...10)), paging: more, replacing: false))
    #expect(BrowserScreen.lines(for: state)[1] == "  People · 10 shown · more available")
    let at = Date(timeIntervalSince1970: 8 * 3600 + 51 * 60 + 3)
    func refresh(_ numbers: [Int], at time: Date) {
      guard case .refreshLevel(_, _, _, let generation)? = state.handle(.refreshTimer).first else {
        Issue.record("the timer asked for no refresh")
        return
      }
      _ = state.handle(.refreshed(level: 0, generation: generation, sections: BrowserRefreshTests.sections(numbers), paging: more, at: time))
    }
    refresh(Array(3...12), at: at)
    var lines = BrowserScreen.lines(for: state)
    #expect(lines[1] == "  People · 10 shown · more available")
    #expect(lines.filter { $0.hasPrefix("- Person") }.count == 2, "the removed rows still show")
    #expect(lines.last?.contains("auto 2s · 08:51:03 · −2 +2 · 10 rows") == true)
    refresh(Array(3...12), at: at + 2)
    lines = BrowserScreen.lines(for: state)
    #expect(lines[1] == "  People · 10 shown · more available")
    #expect(lines.last?.contains("auto 2s · 08:51:05 · no changes since 08:51:03 −2 +2 · 10 rows") == true)
    // Once the marks go, so does the word about them.
    _ = state.handle(.key(.down))
    #expect(BrowserScreen.lines(for: state).last?.contains("auto 2s · 08:51:05 · no changes · 10 rows") == true)
  }

  /// Expanded children are not counted: the status line counts what the
  /// header counts.
  @Test func expandedChildrenAreNotCounted() {
    var state = BrowserStateTests.browser(pages: 1, size: ScreenSize(width: 100, height: 24))
    _ = state.handle(.key(.character(" ")))
    var loaded = Town.person(1)
    loaded.children = [Item(id: "cat", kind: "pet", title: "Cat"), Item(id: "dog", kind: "pet", title: "Dog")]
    _ = state.handle(.childrenLoaded(level: 0, row: RowPath(section: "people", item: "p1"), item: loaded))
    #expect(state.layout.rows.count == 102)
    #expect(BrowserScreen.lines(for: state)[1] == "  People · 100")
    #expect(BrowserScreen.lines(for: state).last?.contains("100 rows") == true)
  }
}
