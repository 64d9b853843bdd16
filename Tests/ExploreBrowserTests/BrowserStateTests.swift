@testable import ExploreBrowser
import ExploreCore
@testable import ExploreRendering
@testable import ExploreTerminal
import Foundation
import Testing

/// The browser's state machine: keys and load outcomes in, state, effects
/// and screen lines out. No terminal, no clock, no network.
@Suite struct BrowserStateTests {
  static let size = ScreenSize(width: 60, height: 24)

  /// A browser on `town people` with `pages` pages of 100 people, the
  /// first `loaded` of them delivered.
  static func browser(pages: Int = 5, loaded: Int = 1, size: ScreenSize = size) -> BrowserState {
    var state = BrowserState(
      provider: Town.descriptor, resource: Town.people, request: ResourceRequest(path: ["people"]), size: size
    )
    _ = state.start()
    for number in 1...max(loaded, 1) where loaded > 0 {
      let page = Town.page(number, of: pages)
      _ = state.handle(.pageLoaded(level: 0, source: .list, sections: page.sections, paging: page.paging, replacing: false))
    }
    return state
  }

  static func loadPageEffects(_ effects: [BrowserEffect]) -> [BrowserEffect] {
    effects.filter { if case .loadPage = $0 { true } else { false } }
  }

  @Test func startAsksForTheFirstPageAndShowsLoading() {
    var state = BrowserState(provider: Town.descriptor, resource: Town.people, request: ResourceRequest(path: ["people"]), size: Self.size)
    let effects = state.start()
    #expect(effects == [.loadPage(level: 0, request: ResourceRequest(path: ["people"]), source: .list, restart: false)])
    let lines = BrowserScreen.lines(for: state)
    #expect(lines.count == 24)
    #expect(lines[1].contains("loading…"))
    #expect(lines[0].contains("explore town people"))
  }

  /// A request out for a second or more is said on the status line, after
  /// "loading…", and goes when it ends; the text is cleaned.
  @Test func aLongWaitIsSaidOnTheStatusLine() {
    var state = BrowserState(
      provider: Town.descriptor, resource: Town.people, request: ResourceRequest(path: ["people"]), size: ScreenSize(width: 100, height: 24))
    _ = state.start()
    #expect(state.handle(.waiting("waiting for town.invalid · 4 s · retry 2 of 4\u{1B}[2J")).isEmpty)
    #expect(BrowserScreen.lines(for: state).last?.hasPrefix("loading… · waiting for town.invalid · 4 s · retry 2 of 4 · 0 rows") == true)
    #expect(BrowserScreen.lines(for: state).last?.contains("\u{1B}") == false)
    let page = Town.page(1, of: 5)
    _ = state.handle(.pageLoaded(level: 0, source: .list, sections: page.sections, paging: page.paging, replacing: false))
    _ = state.handle(.waiting(nil))
    #expect(BrowserScreen.lines(for: state).last?.contains("waiting") == false)
  }

  @Test func movementClampsAtBothEnds() {
    var state = Self.browser(pages: 1)
    _ = state.handle(.key(.up))
    #expect(state.current.cursor == 0)
    _ = state.handle(.key(.character("j")))
    _ = state.handle(.key(.down))
    #expect(state.current.cursor == 2)
    _ = state.handle(.key(.character("k")))
    #expect(state.current.cursor == 1)
    _ = state.handle(.key(.pageDown))
    #expect(state.current.cursor == 1 + 21)
    _ = state.handle(.key(.character("G")))
    #expect(state.current.cursor == 99)
    _ = state.handle(.key(.down))
    #expect(state.current.cursor == 99)
    #expect(state.selectedItem?.id == "p100")
    _ = state.handle(.key(.pageUp))
    #expect(state.current.cursor == 99 - 21)
    _ = state.handle(.key(.home))
    #expect(state.current.cursor == 0)
    #expect(state.current.scroll == 0)
  }

  @Test func theCursorStaysOnScreenAsItScrolls() {
    var state = Self.browser(pages: 1)
    for _ in 0..<50 { _ = state.handle(.key(.down)) }
    let lines = BrowserScreen.lines(for: state)
    let marked = lines.filter { $0.hasPrefix("›") }
    #expect(marked.count == 1)
    #expect(marked.first?.contains("Person 51") == true)
    #expect(state.current.scroll > 0)
  }

  @Test func theNextPageLoadsOnceWhenTheCursorNearsTheEnd() {
    var state = Self.browser(pages: 5)
    #expect(state.layout.rows.count == 100)
    // 22 body lines: the load starts when at most a screen of rows is left.
    var requested: [BrowserEffect] = []
    for _ in 0..<77 { requested += Self.loadPageEffects(state.handle(.key(.down))) }
    #expect(requested.isEmpty)
    requested += Self.loadPageEffects(state.handle(.key(.down)))
    #expect(requested == [.loadPage(level: 0, request: ResourceRequest(path: ["people"]), source: .list, restart: false)])
    for _ in 0..<30 { requested += Self.loadPageEffects(state.handle(.key(.down))) }
    #expect(requested.count == 1, "only one load at a time")
    #expect(BrowserScreen.lines(for: state).contains { $0.contains("loading…") })
    let page = Town.page(2, of: 5)
    let effects = state.handle(.pageLoaded(level: 0, source: .list, sections: page.sections, paging: page.paging, replacing: false))
    #expect(state.layout.rows.count == 200)
    #expect(Self.loadPageEffects(effects).isEmpty)
    #expect(BrowserScreen.lines(for: state).last?.contains("page 2 of 5") == true)
  }

  @Test func theLastPageLoadsNothingMore() {
    var state = Self.browser(pages: 1)
    var requested: [BrowserEffect] = []
    for _ in 0..<120 { requested += Self.loadPageEffects(state.handle(.key(.down))) }
    #expect(requested.isEmpty)
  }

  @Test func expandingLoadsChildrenLazilyOnceAndCollapses() throws {
    var state = Self.browser(pages: 1)
    _ = state.handle(.key(.down))
    let effects = state.handle(.key(.character(" ")))
    let row = RowPath(section: "people", item: "p2")
    #expect(effects == [.loadChildren(level: 0, row: row, item: Town.person(2), expansion: Town.pets, request: ResourceRequest(path: ["people"]))])
    #expect(state.layout.lines.contains { $0.contains("loading…") })
    #expect(state.layout.rows.count == 100, "the loading note is not a row")
    var loaded = Town.person(2)
    loaded.children = [Item(id: "cat", kind: "pet", title: "Cat"), Item(id: "dog", kind: "pet", title: "Dog")]
    _ = state.handle(.childrenLoaded(level: 0, row: row, item: loaded))
    #expect(state.layout.rows.count == 102)
    #expect(state.layout.rows[2] == row.appending("cat"))
    #expect(state.layout.rowLevels[2] == 1)
    #expect(state.layout.lines.contains { $0.contains("└─") && $0.contains("Dog") })
    // Collapse, and expand again without a load.
    #expect(state.handle(.key(.character(" "))).isEmpty)
    #expect(state.layout.rows.count == 100)
    #expect(state.handle(.key(.right)).isEmpty)
    #expect(state.layout.rows.count == 102)
    // ← on a child goes to its parent; ← on the parent collapses it.
    _ = state.handle(.key(.down))
    #expect(state.selectedRow == row.appending("cat"))
    _ = state.handle(.key(.left))
    #expect(state.selectedRow == row)
    _ = state.handle(.key(.left))
    #expect(state.layout.rows.count == 100)
    // A child has nothing to expand.
    _ = state.handle(.key(.character(" ")))
    _ = state.handle(.key(.down))
    #expect(state.handle(.key(.character(" "))).isEmpty)
    #expect(state.message?.contains("Nothing to expand") == true)
  }

  @Test func aFailedExpansionSaysSoAndSpaceTriesAgain() {
    var state = Self.browser(pages: 1)
    let row = RowPath(section: "people", item: "p1")
    _ = state.handle(.key(.character(" ")))
    _ = state.handle(.childrenFailed(level: 0, row: row, message: "The server said 503."))
    #expect(state.layout.lines.contains { $0.contains("could not load: The server said 503.") })
    _ = state.handle(.key(.character(" ")))
    let effects = state.handle(.key(.character(" ")))
    #expect(effects.count == 1)
  }

  @Test func localSearchFiltersWhatIsLoadedAndEscapeClears() {
    var state = BrowserState(
      provider: Town.descriptor, resource: Town.friends, request: ResourceRequest(path: ["friends"], arguments: ["person": "p1"]),
      size: Self.size
    )
    _ = state.start()
    let page = Town.page(1, of: 1, size: 30)
    _ = state.handle(.pageLoaded(level: 0, source: .list, sections: page.sections, paging: page.paging, replacing: false))
    _ = state.handle(.key(.character("/")))
    #expect(state.isEditingSearch)
    var effects: [BrowserEffect] = []
    for character in "son 2" { effects += state.handle(.key(.character(character))) }
    #expect(effects.isEmpty, "a local filter asks for nothing")
    // Every word matches: Person 2, 12, 20…29.
    #expect(state.layout.rows.count == 12)
    #expect(BrowserScreen.lines(for: state).last?.contains("filter: /son 2") == true)
    _ = state.handle(.key(.enter))
    #expect(!state.isEditingSearch)
    #expect(state.layout.rows.count == 12)
    _ = state.handle(.key(.escape))
    #expect(state.layout.rows.count == 30)
    #expect(state.current.searchText.isEmpty)
  }

  @Test func remoteSearchSendsEachChangeToTheSearchModelAndShowsTheLatestResults() {
    var state = Self.browser(pages: 5)
    _ = state.handle(.key(.character("/")))
    var effects: [BrowserEffect] = []
    for character in "rick" { effects += state.handle(.key(.character(character))) }
    let request = ResourceRequest(path: ["people"])
    #expect(effects == ["r", "ri", "ric", "rick"].map { .updateSearch(level: 0, request: request, text: $0) })
    let results = [ItemSection(id: "people", title: "People", items: [Town.person(7)])]
    _ = state.handle(.pageLoaded(level: 0, source: .search("rick"), sections: results, paging: .single, replacing: true))
    #expect(state.layout.rows.count == 1)
    #expect(state.selectedItem?.id == "p7")
    let cleared = state.handle(.key(.escape))
    #expect(cleared == [.updateSearch(level: 0, request: request, text: "")])
    #expect(state.layout.rows.count == 100)
  }

  @Test func drillingDownAndBackRestoresCursorAndScroll() {
    var state = Self.browser(pages: 1)
    state.needsFullRedraw = false
    for _ in 0..<40 { _ = state.handle(.key(.down)) }
    let before = (cursor: state.current.cursor, scroll: state.current.scroll)
    #expect(before.scroll > 0)
    let effects = state.handle(.key(.character("d")))
    let request = ResourceRequest(path: ["friends"], arguments: ["person": "p41"])
    #expect(effects == [.loadPage(level: 1, request: request, source: .list, restart: false)])
    #expect(state.levels.count == 2)
    #expect(BrowserScreen.lines(for: state)[0].contains("explore town friends p41"))
    let page = Town.page(1, of: 1, size: 5)
    _ = state.handle(.pageLoaded(level: 1, source: .list, sections: page.sections, paging: page.paging, replacing: false))
    _ = state.handle(.key(.down))
    #expect(state.current.cursor == 1)
    // A late page of the level below changes nothing here.
    _ = state.handle(.pageFailed(level: 7, source: .list, message: "gone"))
    let back = state.handle(.key(.backspace))
    #expect(back == [.discardLevel(1)])
    #expect(!state.needsFullRedraw, "only a resize redraws everything")
    #expect(state.levels.count == 1)
    #expect(state.current.cursor == before.cursor)
    #expect(state.current.scroll == before.scroll)
    #expect(state.selectedItem?.id == "p41")
    #expect(BrowserScreen.lines(for: state).contains { $0.hasPrefix("›") && $0.contains("Person 41") })
  }

  @Test func drillingIntoSomethingWithoutATargetSaysSo() {
    var state = Self.browser(pages: 1)
    _ = state.handle(.key(.character(" ")))
    var loaded = Town.person(1)
    loaded.children = [Item(id: "cat", kind: "pet", title: "Cat")]
    _ = state.handle(.childrenLoaded(level: 0, row: RowPath(section: "people", item: "p1"), item: loaded))
    _ = state.handle(.key(.down))
    #expect(state.handle(.key(.character("d"))).isEmpty)
    #expect(state.levels.count == 1)
    #expect(BrowserScreen.lines(for: state).last?.contains("Nothing to drill into for pet Cat") == true)
  }

  @Test func resizingLaysOutAgainAndRedrawsEverything() {
    var state = Self.browser(pages: 1)
    for _ in 0..<30 { _ = state.handle(.key(.down)) }
    state.needsFullRedraw = false
    _ = state.handle(.resized(ScreenSize(width: 30, height: 10)))
    #expect(state.needsFullRedraw)
    let lines = BrowserScreen.lines(for: state)
    #expect(lines.count == 10)
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= 30 })
    #expect(lines.contains { $0.hasPrefix("›") && $0.contains("Person 31") })
  }

  @Test func aFailedPageShowsInTheStatusLineAndRRetries() {
    var state = Self.browser(pages: 5)
    _ = state.handle(.key(.character("G")))
    _ = state.handle(.key(.character("y")))
    #expect(state.current.shownList.isLoading)
    _ = state.handle(.pageFailed(level: 0, source: .list, message: "The server is unavailable (503)."))
    #expect(BrowserScreen.lines(for: state).last?.contains("Error: The server is unavailable (503). — r retries") == true)
    // The list stays usable, and nothing retries by itself.
    #expect(Self.loadPageEffects(state.handle(.key(.up))).isEmpty)
    #expect(state.current.cursor == 98)
    let retry = state.handle(.key(.character("r")))
    #expect(retry == [.loadPage(level: 0, request: ResourceRequest(path: ["people"]), source: .list, restart: false)])
    let page = Town.page(2, of: 5)
    _ = state.handle(.pageLoaded(level: 0, source: .list, sections: page.sections, paging: page.paging, replacing: false))
    #expect(state.layout.rows.count == 200)
    #expect(!BrowserScreen.lines(for: state).last!.contains("Error"))
  }

  @Test func refreshBeforeAnyPageStartsAgainFromTheFirstPage() {
    var state = Self.browser(pages: 5, loaded: 0)
    _ = state.handle(.pageFailed(level: 0, source: .list, message: "The server is unavailable (503)."))
    let effects = state.handle(.key(.character("r")))
    #expect(effects == [.loadPage(level: 0, request: ResourceRequest(path: ["people"]), source: .list, restart: true)])
    let page = Town.page(1, of: 5, size: 3)
    _ = state.handle(.pageLoaded(level: 0, source: .list, sections: page.sections, paging: page.paging, replacing: true))
    #expect(state.layout.rows.count == 3)
  }

  @Test func movingTheCursorOneRowRedrawsExactlyTwoLines() {
    var state = Self.browser(pages: 5)
    for _ in 0..<3 { _ = state.handle(.key(.down)) }
    let before = BrowserScreen.lines(for: state)
    _ = state.handle(.key(.down))
    let after = BrowserScreen.lines(for: state)
    let changed = ScreenDiff.changes(from: before, to: after)
    #expect(changed.count == 2)
    let commands = ScreenDiff.commands(for: changed, in: after)
    #expect(commands.components(separatedBy: "\u{1B}[K").count - 1 == 2)
    #expect(!commands.contains("\u{1B}[2J"))
  }

  @Test func helpShowsTheKeysAndAnyKeyCloses() {
    var state = Self.browser(pages: 1)
    _ = state.handle(.key(.character("?")))
    let help = BrowserScreen.lines(for: state).joined(separator: "\n")
    #expect(help.contains("drill into"))
    #expect(!help.contains("favorite"), "f is absent for a provider without favoritable kinds")
    #expect(state.handle(.key(.character("x"))).isEmpty)
    #expect(!state.showsHelp)
  }

  @Test func fTogglesAFavoriteOfAFavoritableKind() {
    var state = Self.browser(pages: 1)
    // Without favoritable kinds the key does nothing.
    #expect(state.handle(.key(.character("f"))).isEmpty)
    state.style.favoritableKinds = ["person"]
    _ = state.handle(.key(.character("?")))
    #expect(BrowserScreen.lines(for: state).joined(separator: "\n").contains("add the row to your favorites"))
    _ = state.handle(.key(.character("x")))
    guard case .toggleFavorite(let item)? = state.handle(.key(.character("f"))).first else {
      Issue.record("f asks for no favorite toggle")
      return
    }
    #expect(item.id == "p1")
    // A kind that cannot be a favorite is refused with a message, no effect.
    state.style.favoritableKinds = ["pet"]
    #expect(state.handle(.key(.character("f"))).isEmpty)
    #expect(BrowserScreen.lines(for: state).last?.contains("Only pets can be favorites.") == true)
    // The message uses the plurals the provider declares.
    state.style = BrowserStyle(useColor: false, now: state.style.now, favorites: [
      FavoritableKind(kind: "mouse", detailResource: ["mouse"], argumentName: "id", plural: "mice"),
      FavoritableKind(kind: "goose", detailResource: ["goose"], argumentName: "id", plural: "geese"),
    ])
    #expect(state.handle(.key(.character("f"))).isEmpty)
    #expect(BrowserScreen.lines(for: state).last?.contains("Only geese or mice can be favorites.") == true)
  }

  @Test(arguments: [Key.character("q"), Key.interrupt])
  func quitKeysQuit(_ key: Key) {
    var state = Self.browser(pages: 1)
    #expect(state.handle(.key(key)) == [.quit])
  }

  @Test func openAsksToOpenTheItemsPage() {
    var state = Self.browser(pages: 1)
    #expect(state.handle(.key(.character("o"))) == [.openURL(URL(string: "https://town.invalid/p1")!)])
  }

  /// A record that links only into the API (Rick and Morty's) has no page
  /// for people: `o` says so and opens nothing.
  @Test func openSaysWhenTheOnlyLinkIsTheAPIsOwn() {
    var state = Self.browser(pages: 1)
    state.style.apiBaseURL = URL(string: "https://town.invalid")
    #expect(state.handle(.key(.character("o"))).isEmpty)
    #expect(state.message == "Person 1 has no web page: the API links only to its JSON record.")
    state.style.apiBaseURL = URL(string: "https://api.town.invalid/v1")
    #expect(state.handle(.key(.character("o"))) == [.openURL(URL(string: "https://town.invalid/p1")!)])
  }

  @Test func colourFollowsTheStyleAndNoColourMeansNoEscapes() {
    var plain = Self.browser(pages: 1)
    #expect(!BrowserScreen.lines(for: plain).joined().contains("\u{1B}"))
    plain.style.useColor = true
    _ = plain.handle(.resized(Self.size))
    #expect(BrowserScreen.lines(for: plain).joined().contains("\u{1B}[1m"))
  }

  @Test func wideTextIsMeasuredByDisplayWidth() {
    var state = BrowserState(provider: Town.descriptor, resource: Town.people, request: ResourceRequest(path: ["people"]), size: ScreenSize(width: 20, height: 6))
    _ = state.start()
    let wide = Item(id: "w", kind: "person", title: "東京都の人々と🎉🎉🎉の長い名前")
    _ = state.handle(.pageLoaded(level: 0, source: .list, sections: [ItemSection(id: "s", title: "S", items: [wide])], paging: .single, replacing: false))
    #expect(BrowserScreen.lines(for: state).allSatisfy { DisplayWidth.of($0) <= 20 })
  }
}
