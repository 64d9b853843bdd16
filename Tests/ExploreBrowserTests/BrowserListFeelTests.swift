@testable import ExploreBrowser
import ExploreCore
@testable import ExploreRendering
@testable import ExploreTerminal
import Foundation
import Testing

/// The interactive list as k9s, lazygit and htop make people expect it:
/// headers that stay while the rows scroll, columns that keep their
/// widths, a highlighted row, keys that wait for their page, `G` that asks
/// before loading everything, messages read in full.
@Suite struct BrowserListFeelTests {
  static let request = ResourceRequest(path: ["people"])

  /// A person with a `name` field as long as `nameLength`, and a town.
  static func person(_ number: Int, nameLength: Int = 6) -> Item {
    var item = Town.person(number)
    let name = "n\(number)" + String(repeating: "x", count: max(nameLength - 1 - String(number).count, 0))
    item.fields = [ItemField(key: "name", label: "Name", value: .text(name)), ItemField(key: "town", label: "Town", value: .text("Springfield"))]
    return item
  }

  /// Page `number` of `pages` of `size` people with a `name` column.
  static func page(_ number: Int, of pages: Int, size: Int = 30, nameLength: Int = 6) -> (sections: [ItemSection], paging: PageInfo) {
    let items = (1...size).map { person((number - 1) * size + $0, nameLength: nameLength) }
    let paging = PageInfo(number: number, totalPages: pages, totalCount: pages * size, next: number < pages ? .number(number + 1) : nil)
    return ([ItemSection(id: "people", title: "People", items: items)], paging)
  }

  static func browser(pages: Int = 3, size: ScreenSize = ScreenSize(width: 60, height: 12), useColor: Bool = false) -> BrowserState {
    var state = BrowserState(provider: Town.descriptor, resource: Town.people, request: request, size: size, style: BrowserStyle(useColor: useColor))
    _ = state.start()
    let first = page(1, of: pages)
    _ = state.handle(.pageLoaded(level: 0, source: .list, sections: first.sections, paging: first.paging, replacing: false))
    return state
  }

  static func deliver(_ state: inout BrowserState, page number: Int, of pages: Int, nameLength: Int = 6) -> [BrowserEffect] {
    let next = page(number, of: pages, nameLength: nameLength)
    return state.handle(.pageLoaded(level: 0, source: .list, sections: next.sections, paging: next.paging, replacing: false))
  }

  // MARK: Pinned heads

  @Test func theTitleAndColumnHeaderStayOnScreenAfterPageDown() {
    var state = Self.browser()
    let top = BrowserScreen.lines(for: state)
    #expect(top[1].hasPrefix("  People"))
    #expect(top[2].contains("PERSON") && top[2].contains("NAME"))
    _ = state.handle(.key(.pageDown))
    _ = state.handle(.key(.pageDown))
    #expect(state.current.scroll > 2)
    let lines = BrowserScreen.lines(for: state)
    #expect(lines[1] == top[1], "the section title stays on line 2")
    #expect(lines[2] == top[2], "the column header stays on line 3")
    #expect(lines.contains { $0.hasPrefix("›") }, "the cursor's row shows below them")
    // Back to the first row, the head is in its own place again.
    _ = state.handle(.key(.home))
    #expect(BrowserScreen.lines(for: state) == top)
  }

  @Test func theCursorNeverHidesUnderThePinnedHead() {
    var state = Self.browser()
    for _ in 0..<25 { _ = state.handle(.key(.down)) }
    for _ in 0..<20 {
      _ = state.handle(.key(.up))
      let lines = BrowserScreen.lines(for: state)
      let cursorLine = lines.firstIndex { $0.hasPrefix("›") }
      #expect(cursorLine.map { $0 >= 3 } == true, "the cursor's row is on line \(cursorLine ?? -1)")
      #expect(lines[2].contains("NAME"))
    }
  }

  // MARK: Stable widths

  /// As pages load no column narrows; one a later page needs wider takes
  /// the room left at the line's end, and a cell that still does not fit
  /// is cut.
  @Test func columnsGrowIntoTheFreeRoomWhileWiderPagesLoad() {
    var state = Self.browser(pages: 3, size: ScreenSize(width: 80, height: 12))
    #expect(state.current.columnWidths["people"]?.depths.first?.widths == [9, 6, 11])
    for _ in 0..<25 { _ = state.handle(.key(.down)) }
    _ = Self.deliver(&state, page: 2, of: 3, nameLength: 20)
    #expect(state.layout.rows.count == 60)
    #expect(BrowserScreen.lines(for: state)[2] == "  PERSON     NAME                  TOWN", "the header widens with its column")
    #expect(state.layout.lines.contains { $0.contains("Person 31") && $0.contains("n31xxxxxxxxxxxxxxxxx  Springfield") })
    #expect(state.current.columnWidths["people"]?.depths.first?.widths == [9, 20, 11])
    // On a narrow screen, only the room there is: 40 columns less the
    // gutter, the other columns and the gaps leave 14 for names.
    var narrow = Self.browser(pages: 3, size: ScreenSize(width: 40, height: 12))
    _ = Self.deliver(&narrow, page: 2, of: 3, nameLength: 20)
    #expect(narrow.current.columnWidths["people"]?.depths.first?.widths == [9, 14, 11])
    #expect(narrow.layout.lines.contains { $0.contains("Person 31") && $0.contains("n31xxxxxxxxxx…  Springfield") })
    // A resize lays the columns out afresh, for every row loaded.
    _ = state.handle(.resized(ScreenSize(width: 100, height: 12)))
    #expect(state.current.columnWidths["people"]?.depths.first?.widths == [9, 20, 11])
  }

  // MARK: The selected row

  @Test func theWholeSelectedRowIsInReverseVideoWithColourAndMarkedWithout() {
    let coloured = BrowserScreen.lines(for: Self.browser(useColor: true))
    let selected = coloured.filter { $0.contains("\u{1B}[7m") }
    #expect(selected.count == 1)
    #expect(selected.first?.contains("Person 1") == true)
    #expect(DisplayWidth.of(selected[0]) == 60, "the highlight spans the width")
    let plain = BrowserScreen.lines(for: Self.browser(useColor: false))
    #expect(!plain.joined().contains("\u{1B}"))
    #expect(plain.filter { $0.hasPrefix("›") }.count == 1)
  }

  // MARK: Queued keys

  @Test func movesPastTheLoadedRowsWaitForTheirPageAndEndWhereTyped() {
    var state = Self.browser(pages: 3)
    var loads: [BrowserEffect] = []
    for _ in 0..<60 { loads += BrowserStateTests.loadPageEffects(state.handle(.key(.character("j")))) }
    #expect(loads.count == 1, "one page at a time")
    #expect(state.current.cursor == 29)
    #expect(state.queuedKeys.count == 31)
    #expect(BrowserScreen.lines(for: state).last?.contains("31 keys wait for the next page") == true)
    loads = BrowserStateTests.loadPageEffects(Self.deliver(&state, page: 2, of: 3))
    #expect(state.current.cursor == 59)
    #expect(state.queuedKeys.count == 1)
    #expect(loads.count == 1, "the key still waiting asks for the next page")
    _ = Self.deliver(&state, page: 3, of: 3)
    #expect(state.queuedKeys.isEmpty)
    #expect(state.current.cursor == 60, "60 presses of j end on row 61")
  }

  @Test func keysTypedBeforeTheFirstPageWaitForIt() {
    var state = BrowserState(provider: Town.descriptor, resource: Town.people, request: Self.request, size: ScreenSize(width: 60, height: 12))
    _ = state.start()
    for _ in 0..<60 { _ = state.handle(.key(.character("j"))) }
    #expect(state.queuedKeys.count == 60)
    _ = Self.deliver(&state, page: 1, of: 3)
    _ = Self.deliver(&state, page: 2, of: 3)
    _ = Self.deliver(&state, page: 3, of: 3)
    #expect(state.queuedKeys.isEmpty)
    #expect(state.current.cursor == 60)
  }

  @Test func escDropsTheWaitingKeysAndCtrlCNeverWaits() {
    var state = Self.browser(pages: 3)
    for _ in 0..<40 { _ = state.handle(.key(.down)) }
    #expect(!state.queuedKeys.isEmpty)
    #expect(state.handle(.key(.interrupt)) == [.quit])
    _ = state.handle(.key(.escape))
    #expect(state.queuedKeys.isEmpty)
    #expect(state.message?.contains("keys dropped") == true)
    _ = Self.deliver(&state, page: 2, of: 3)
    #expect(state.current.cursor == 29)
  }

  @Test func aFailedPageLetsTheWaitingKeysGo() {
    var state = Self.browser(pages: 3)
    for _ in 0..<35 { _ = state.handle(.key(.down)) }
    _ = state.handle(.pageFailed(level: 0, source: .list, message: "The server is unavailable (503)."))
    #expect(state.queuedKeys.isEmpty)
    #expect(state.current.cursor == 29)
  }

  // MARK: G

  @Test func gAsksBeforeLoadingEveryPageAndSaysTheCost() {
    var state = Self.browser(pages: 3, size: ScreenSize(width: 60, height: 24))
    state.rateLimit = BrowserRateLimit(limit: 5_000, remaining: 4_990)
    #expect(BrowserStateTests.loadPageEffects(state.handle(.key(.character("G")))).isEmpty)
    let question = state.prompt?.question ?? ""
    #expect(question.contains("2 more pages (90 rows in all), about 2 requests"))
    #expect(question.contains("4,990 of 5,000 requests left"))
    #expect(BrowserScreen.lines(for: state).joined(separator: " ").contains("y loads them"))
    var loads = BrowserStateTests.loadPageEffects(state.handle(.key(.character("y"))))
    #expect(state.current.loadsToEnd)
    #expect(loads.count == 1)
    loads = BrowserStateTests.loadPageEffects(Self.deliver(&state, page: 2, of: 3))
    #expect(loads.count == 1, "each page asks for the next")
    _ = Self.deliver(&state, page: 3, of: 3)
    #expect(!state.current.loadsToEnd)
    #expect(state.current.cursor == 89)
    #expect(state.message == "Every page is loaded: 90 rows.")
  }

  @Test func anyOtherAnswerGoesToTheLastRowLoaded() {
    var state = Self.browser(pages: 3)
    _ = state.handle(.key(.end))
    #expect(state.prompt != nil)
    #expect(BrowserStateTests.loadPageEffects(state.handle(.key(.character("n")))).isEmpty || state.current.loadsToEnd == false)
    #expect(state.prompt == nil)
    #expect(!state.current.loadsToEnd)
    #expect(state.current.cursor == 29)
  }

  // MARK: Messages, help

  @Test func aLongMessageIsReadInFullOnMoreStatusLines() {
    var state = Self.browser(size: ScreenSize(width: 40, height: 20))
    let advice = "The token was refused (401). Check your GH_TOKEN, or run 'explore github login' again."
    _ = state.handle(.notice(advice))
    let lines = BrowserScreen.lines(for: state)
    #expect(lines.count == 20)
    let status = lines.suffix(3).joined(separator: " ")
    #expect(status.contains("explore github login"), "the advice is not cut: \(status)")
    #expect(state.bodyHeight < 18)
  }

  @Test func qInTheHelpGoesBack() {
    var state = Self.browser(size: ScreenSize(width: 100, height: 24))
    _ = state.handle(.key(.character("?")))
    #expect(BrowserScreen.lines(for: state).joined().contains("(q too)"))
    #expect(state.handle(.key(.character("q"))).isEmpty)
    #expect(!state.showsHelp)
    #expect(state.handle(.key(.character("q"))) == [.quit])
  }

  @Test func aShortHelpStillSaysHowToGoBack() {
    var state = Self.browser(size: ScreenSize(width: 60, height: 8))
    _ = state.handle(.key(.character("?")))
    let lines = BrowserScreen.lines(for: state)
    #expect(lines.count == 8)
    #expect(lines[lines.count - 2].contains("Press any key to go back (q too)."))
  }

  // MARK: Favorites

  @Test func favoritesAreMarkedWithAStarAndFollowF() {
    var state = Self.browser()
    state.favorites = [ItemKey(kind: "person", id: "p2")]
    _ = state.handle(.resized(state.size))
    #expect(BrowserScreen.lines(for: state).contains { $0.hasPrefix("★ Person 2") })
    _ = state.handle(.favoriteChanged(ItemKey(kind: "person", id: "p3"), isFavorite: true, message: "Added Person 3 to your favorites."))
    #expect(BrowserScreen.lines(for: state).contains { $0.hasPrefix("★ Person 3") })
    _ = state.handle(.favoriteChanged(ItemKey(kind: "person", id: "p2"), isFavorite: false, message: "Removed Person 2 from your favorites."))
    #expect(!BrowserScreen.lines(for: state).contains { $0.hasPrefix("★ Person 2") })
    #expect(state.message == "Removed Person 2 from your favorites.")
  }

  // MARK: Search

  @Test func aRemoteSearchSaysSearchingUntilItsResultsCome() {
    var state = Self.browser()
    _ = state.handle(.searchStarted(level: 0, query: "ann"))
    #expect(BrowserScreen.lines(for: state).last?.contains("searching “ann”…") == true)
    let results = Self.page(1, of: 1)
    _ = state.handle(.pageLoaded(level: 0, source: .search("ann"), sections: results.sections, paging: results.paging, replacing: true))
    #expect(BrowserScreen.lines(for: state).last?.contains("searching") == false)
  }

  // MARK: The local filter's paging

  @Test func theLocalFilterPagesOnItsOwnUpToItsBoundAndSaysSo() {
    let request = ResourceRequest(path: ["friends"], arguments: ["person": "p1"])
    var state = BrowserState(provider: Town.descriptor, resource: Town.friends, request: request, size: ScreenSize(width: 100, height: 12))
    _ = state.start()
    let pages = 40
    _ = Self.deliver(&state, page: 1, of: pages)
    _ = state.handle(.key(.character("/")))
    var loads = 0
    for character in "nobody" { loads += BrowserStateTests.loadPageEffects(state.handle(.key(.character(character)))).count }
    _ = state.handle(.key(.enter))
    var number = 1
    while loads > 0, number < pages {
      number += 1
      loads = BrowserStateTests.loadPageEffects(Self.deliver(&state, page: number, of: pages)).count
      if number == 5 { #expect(BrowserScreen.lines(for: state).last?.contains("filter looks through 10 more pages at most") == true) }
    }
    #expect(number == 1 + BrowserState.filterPageBound, "the filter stopped after its bound")
    let status = BrowserScreen.lines(for: state).last ?? ""
    #expect(status.contains("page 11 of 40"))
    #expect(status.contains("filter stopped after 10 more pages · G loads the rest"))
  }

  // MARK: -i --watch

  @Test func theWatchStatusSaysAutoRefreshItsTimeAndWhatItChanged() throws {
    var state = BrowserRefreshTests.browser([1, 2, 3], size: ScreenSize(width: 100, height: 12))
    state.style.watchSeconds = 2
    state.style.timeZone = try #require(TimeZone(identifier: "UTC"))
    #expect(BrowserScreen.lines(for: state).last?.contains("auto 2s · ") == true)
    guard case .refreshLevel(_, _, _, let generation)? = state.handle(.refreshTimer).first else {
      Issue.record("the timer asked for no refresh")
      return
    }
    let at = Date(timeIntervalSince1970: 8 * 3600 + 51 * 60 + 3)
    _ = state.handle(
      .refreshed(level: 0, generation: generation, sections: BrowserRefreshTests.sections([1, 2, 4, 5]), paging: .single, at: at))
    #expect(BrowserScreen.lines(for: state).last?.contains("auto 2s · 08:51:03 · −1 +2") == true)
    // An auto-refresh that changes nothing keeps the marks, and says so.
    guard case .refreshLevel(_, _, _, let next)? = state.handle(.refreshTimer).first else { return }
    _ = state.handle(
      .refreshed(level: 0, generation: next, sections: BrowserRefreshTests.sections([1, 2, 4, 5]), paging: .single, at: at + 2))
    #expect(BrowserScreen.lines(for: state).last?.contains("auto 2s · 08:51:05 · no changes since 08:51:03 −1 +2") == true)
    #expect(state.current.marks.count == 3)
    // Slowed down by the rate limit, it says the pace it keeps.
    _ = state.handle(.refreshPaced(seconds: 4))
    #expect(BrowserScreen.lines(for: state).last?.contains("auto 4s · 08:51:05") == true)
  }
}
