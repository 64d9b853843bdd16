@testable import ExploreBrowser
import ExploreCore
@testable import ExploreRendering
import ExploreTerminal
import Foundation
import Testing

/// `r` and `-i --watch` in the browser's state machine: the effect that
/// loads the pages again, the rows replaced by changeset and marked, the
/// selection following its item, and a refresh overtaken by a newer one.
@Suite struct BrowserRefreshTests {
  static let request = ResourceRequest(path: ["people"])

  /// `Person n` for each number, or the item `people` gives for it.
  static func sections(_ numbers: [Int], retitled: [Int: String] = [:]) -> [ItemSection] {
    let items = numbers.map { number in
      var person = Town.person(number)
      if let title = retitled[number] { person.title = title }
      return person
    }
    return [ItemSection(id: "people", title: "People", items: items)]
  }

  static func path(_ number: Int) -> RowPath { RowPath(section: "people", item: "p\(number)") }

  /// A browser showing one page of `numbers`, with the cursor on `selected`.
  static func browser(_ numbers: [Int], selected: Int? = nil, size: ScreenSize = ScreenSize(width: 60, height: 24), useColor: Bool = false)
    -> BrowserState
  {
    var state = BrowserState(provider: Town.descriptor, resource: Town.people, request: request, size: size, style: BrowserStyle(useColor: useColor))
    _ = state.start()
    _ = state.handle(.pageLoaded(level: 0, source: .list, sections: sections(numbers), paging: .single, replacing: false))
    if let selected, let index = numbers.firstIndex(of: selected) {
      for _ in 0..<index { _ = state.handle(.key(.down)) }
    }
    return state
  }

  /// Presses `r` and answers it with `numbers`.
  static func refresh(_ state: inout BrowserState, to numbers: [Int], retitled: [Int: String] = [:]) {
    let effects = state.handle(.key(.character("r")))
    guard case .refreshLevel(_, _, _, let generation) = effects.first else {
      Issue.record("r asked for \(effects), not a refresh")
      return
    }
    _ = state.handle(.refreshed(level: 0, generation: generation, sections: sections(numbers, retitled: retitled), paging: .single))
  }

  @Test func rLoadsTheLoadedPagesAgainWithANewGeneration() {
    var state = BrowserStateTests.browser(pages: 5, loaded: 2)
    #expect(state.handle(.key(.character("r"))) == [.refreshLevel(level: 0, request: Self.request, pages: 2, generation: 1)])
    #expect(state.current.isRefreshing)
    #expect(BrowserScreen.lines(for: state).last?.contains("Refreshing…") == true)
    // No next page loads while the refresh is under way.
    #expect(BrowserStateTests.loadPageEffects(state.handle(.key(.character("G")))).isEmpty)
    #expect(BrowserStateTests.loadPageEffects(state.handle(.key(.character("y")))).isEmpty)
    #expect(state.handle(.key(.character("r"))) == [.refreshLevel(level: 0, request: Self.request, pages: 2, generation: 2)])
  }

  @Test func theSelectionFollowsItsItemAcrossMoves() {
    var state = Self.browser([1, 2, 3, 4, 5], selected: 3)
    Self.refresh(&state, to: [5, 3, 1, 2, 4])
    #expect(state.selectedRow == Self.path(3))
    #expect(state.current.cursor == 1)
    #expect(state.current.marks.isEmpty)
  }

  @Test func whenItsItemIsRemovedTheSelectionGoesToTheNextItem() {
    var state = Self.browser([1, 2, 3, 4, 5], selected: 3)
    Self.refresh(&state, to: [1, 2, 5, 4])
    #expect(state.current.marks == [Self.path(3): .removed])
    #expect(state.selectedRow == Self.path(4))
    // The removed row still shows, after the row it followed, but is not selectable.
    #expect(state.layout.rows == [1, 2, 5, 4].map(Self.path))
    let titles = state.layout.lines.filter { $0.hasPrefix("Person") }.map { $0.split(separator: " ").prefix(2).joined(separator: " ") }
    #expect(titles == ["Person 1", "Person 2", "Person 3", "Person 5", "Person 4"])
  }

  @Test func withoutANextItemTheSelectionGoesToThePreviousOneElseNowhere() {
    var state = Self.browser([1, 2, 3], selected: 3)
    Self.refresh(&state, to: [1, 2])
    #expect(state.selectedRow == Self.path(2))
    Self.refresh(&state, to: [])
    #expect(state.selectedRow == nil)
    #expect(state.current.marks == [Self.path(1): .removed, Self.path(2): .removed])
  }

  @Test func marksStayThroughARefreshThatChangesNothingAndGoAtTheFirstMove() {
    var state = Self.browser([1, 2, 3])
    Self.refresh(&state, to: [1, 2, 4], retitled: [2: "Person 2 the second"])
    #expect(state.current.marks == [Self.path(2): .updated, Self.path(3): .removed, Self.path(4): .inserted])
    let lines = BrowserScreen.lines(for: state)
    #expect(lines.contains("+ Person 4"))
    #expect(lines.contains("~ Person 2 the second"))
    #expect(lines.contains("- Person 3"))
    #expect(lines.contains("› Person 1"))
    #expect(state.message == "Refreshed: −1 +1 ~1.")
    Self.refresh(&state, to: [1, 2, 4], retitled: [2: "Person 2 the second"])
    #expect(state.message == "No changes.")
    #expect(state.current.marks == [Self.path(2): .updated, Self.path(3): .removed, Self.path(4): .inserted])
    #expect(BrowserScreen.lines(for: state).contains("- Person 3"))
    _ = state.handle(.key(.down))
    #expect(state.current.marks.isEmpty)
    #expect(state.layout.lines.filter { $0.hasPrefix("Person") } == ["Person 1", "Person 2 the second", "Person 4"])
    // A refresh that changes something replaces the marks.
    Self.refresh(&state, to: [1, 2, 4, 5], retitled: [2: "Person 2 the second"])
    #expect(state.current.marks == [Self.path(5): .inserted])
  }

  /// The header counts the rows the list has, as the status line does:
  /// not the API's older total, nor the removed rows still shown.
  @Test func theHeadersCountMatchesTheRows() {
    var state = BrowserState(provider: Town.descriptor, resource: Town.people, request: Self.request, size: ScreenSize(width: 60, height: 24))
    _ = state.start()
    let paging = PageInfo(number: 1, totalPages: 1, totalCount: 14, next: nil)
    _ = state.handle(.pageLoaded(level: 0, source: .list, sections: Self.sections([1, 2, 3]), paging: paging, replacing: false))
    #expect(BrowserScreen.lines(for: state)[1] == "  People · 3")
    Self.refresh(&state, to: [1, 2])
    let lines = BrowserScreen.lines(for: state)
    #expect(lines[1] == "  People · 2")
    #expect(lines.contains("- Person 3"))
    #expect(lines.last?.contains("2 rows") == true || state.message != nil)
  }

  @Test func aRefreshThatFinishesAfterANewerOneStartedIsDropped() {
    var state = Self.browser([1, 2, 3])
    _ = state.handle(.key(.character("r")))
    _ = state.handle(.key(.character("r")))
    // The newer answer arrives first, then the older one: the older is dropped.
    _ = state.handle(.refreshed(level: 0, generation: 2, sections: Self.sections([1, 2, 3, 4]), paging: .single))
    _ = state.handle(.refreshed(level: 0, generation: 1, sections: Self.sections([1]), paging: .single))
    #expect(state.layout.rows == [1, 2, 3, 4].map(Self.path))
    #expect(state.current.marks == [Self.path(4): .inserted])
    #expect(!state.current.isRefreshing)
    // A failure of an overtaken refresh says nothing either.
    _ = state.handle(.key(.character("r")))
    _ = state.handle(.key(.character("r")))
    _ = state.handle(.refreshFailed(level: 0, generation: 3, message: "The server is unavailable (503)."))
    #expect(state.message == "Refreshing…")
    _ = state.handle(.refreshFailed(level: 0, generation: 4, message: "The server is unavailable (503)."))
    #expect(state.message == "Refresh failed: The server is unavailable (503). — r tries again")
    #expect(state.layout.rows.count == 4)
  }

  @Test func theWatchTimerRefreshesQuietlyAndNotTwiceAtOnce() {
    var state = Self.browser([1, 2, 3])
    #expect(state.handle(.refreshTimer) == [.refreshLevel(level: 0, request: Self.request, pages: 1, generation: 1)])
    #expect(state.message == nil)
    #expect(state.handle(.refreshTimer).isEmpty)
  }

  @Test func marksAreColouredAndARemovedRowDimmedWhereColourIsOn() {
    var state = Self.browser([1, 2, 3], useColor: true)
    Self.refresh(&state, to: [1, 2, 4], retitled: [2: "Person 2 the second"])
    let lines = BrowserScreen.lines(for: state)
    #expect(lines.contains { $0.hasPrefix(ANSIStyle.green.apply("+", enabled: true) + " ") && $0.contains("Person 4") })
    #expect(lines.contains { $0.hasPrefix(ANSIStyle.yellow.apply("~", enabled: true) + " ") && $0.contains("Person 2 the second") })
    #expect(lines.contains { $0.hasPrefix(ANSIStyle.red.apply("-", enabled: true) + " " + "\u{1B}[2m") && $0.contains("Person 3") })
  }

  /// The figure for a refresh that changed one row of a 100-row screen:
  /// the bytes ``ScreenDiff`` writes, against a full redraw of that screen.
  @Test func aRefreshThatChangesOneRowRewritesOnlyThatRow() {
    let numbers = Array(1...100)
    var state = Self.browser(numbers, size: ScreenSize(width: 80, height: 104))
    let before = BrowserScreen.lines(for: state)
    _ = state.handle(.key(.character("r")))
    let refreshing = BrowserScreen.lines(for: state)
    _ = state.handle(.refreshed(level: 0, generation: 1, sections: Self.sections(numbers, retitled: [50: "Person 50 renamed"]), paging: .single))
    let after = BrowserScreen.lines(for: state)
    let changed = ScreenDiff.changes(from: refreshing, to: after)
    // The row itself, and the status line ("Refreshing…" goes).
    #expect(changed.count == 2)
    #expect(changed.contains { after[$0].hasPrefix("~ Person 50 renamed") })
    let written = ScreenDiff.commands(for: changed, in: after).utf8.count
      + ScreenDiff.commands(for: ScreenDiff.changes(from: before, to: refreshing), in: refreshing).utf8.count
    let full = ScreenDiff.fullRedraw(after).utf8.count
    #expect(written * 20 < full, "a refresh wrote \(written) bytes, a full redraw \(full)")
  }
}
