@testable import ExploreBrowser
import ExploreCore
import ExploreTerminal
import ExploreTestSupport
import Foundation
import Testing

/// The key table (``BrowserKeyBinding``): Enter opens a row's detail,
/// Space and → expand, Esc goes back where nothing else takes it, and the
/// help and the README are written from the same table as the handling.
@Suite struct BrowserKeyTableTests {
  static let space = Key.character(" ")

  /// A browser on page 1 of `town people`, with the cursor on person 2.
  static func onPersonTwo() -> BrowserState {
    var state = BrowserStateTests.browser(pages: 1)
    _ = state.handle(.key(.down))
    return state
  }

  @Test func enterOpensTheRowsDetailAndEscComesBack() {
    var state = Self.onPersonTwo()
    let effects = state.handle(.key(.enter))
    #expect(state.levels.count == 2)
    #expect(state.current.request == ResourceRequest(path: ["person"], arguments: ["id": "p2"]))
    #expect(effects == [.loadPage(level: 1, request: ResourceRequest(path: ["person"], arguments: ["id": "p2"]), source: .list, restart: false)])
    #expect(BrowserScreen.lines(for: state)[0].contains("explore town person p2  (Esc: back to explore town people)"))
    #expect(state.handle(.key(.escape)) == [.discardLevel(1)])
    #expect(state.levels.count == 1)
    #expect(state.selectedItem?.id == "p2")
  }

  @Test func spaceAndRightExpandWhereEnterOpens() {
    var state = Self.onPersonTwo()
    let row = RowPath(section: "people", item: "p2")
    let expected = BrowserEffect.loadChildren(level: 0, row: row, item: Town.person(2), expansion: Town.pets, request: ResourceRequest(path: ["people"]))
    #expect(state.handle(.key(Self.space)) == [expected])
    #expect(state.levels.count == 1)
    var again = Self.onPersonTwo()
    #expect(again.handle(.key(.right)) == [expected])
  }

  /// On the record a detail level shows, and on a row of a kind without a
  /// detail resource, Enter expands or collapses, else says why not.
  @Test func enterWithoutADetailToOpenExpandsOrSaysSo() {
    var state = Self.onPersonTwo()
    _ = state.handle(.key(Self.space))
    var loaded = Town.person(2)
    loaded.children = [Item(id: "cat", kind: "pet", title: "Cat")]
    _ = state.handle(.childrenLoaded(level: 0, row: RowPath(section: "people", item: "p2"), item: loaded))
    _ = state.handle(.key(.down))
    #expect(state.selectedItem?.id == "cat")
    #expect(state.handle(.key(.enter)).isEmpty)
    #expect(state.levels.count == 1)
    #expect(state.message == "Nothing to open or expand under Cat.")

    var detail = Self.onPersonTwo()
    _ = detail.handle(.key(.enter))
    let page = ItemSection(id: "person", title: "Person", items: [Town.person(2)])
    _ = detail.handle(.pageLoaded(level: 1, source: .list, sections: [page], paging: .single, replacing: false))
    #expect(detail.handle(.key(.enter)).isEmpty)
    #expect(detail.levels.count == 2, "the record the level shows is not opened again")
    #expect(detail.message == "Nothing to open or expand under Person 2; d drills into it.")
  }

  /// Esc goes back only when nothing else takes it: the search being typed,
  /// a search kept, `G`'s question, a load to the end.
  @Test func escGoesBackWhenNothingElseTakesIt() {
    var state = Self.onPersonTwo()
    _ = state.handle(.key(.character("d")))
    #expect(state.levels.count == 2)
    let page = Town.page(1, of: 3)
    _ = state.handle(.pageLoaded(level: 1, source: .list, sections: page.sections, paging: page.paging, replacing: false))
    // The search being typed: Esc clears it and stays.
    _ = state.handle(.key(.character("/")))
    _ = state.handle(.key(.character("7")))
    _ = state.handle(.key(.escape))
    #expect(state.levels.count == 2 && !state.isEditingSearch && state.current.searchText.isEmpty)
    // A search kept with Return: the first Esc clears it.
    for key in [Key.character("/"), .character("7"), .enter] { _ = state.handle(.key(key)) }
    _ = state.handle(.key(.escape))
    #expect(state.levels.count == 2 && state.current.searchText.isEmpty)
    // G's question: Esc answers no.
    _ = state.handle(.key(.character("G")))
    #expect(state.prompt != nil)
    _ = state.handle(.key(.escape))
    #expect(state.levels.count == 2 && state.prompt == nil)
    // A load to the end: Esc stops it.
    _ = state.handle(.key(.character("G")))
    _ = state.handle(.key(.character("y")))
    #expect(state.current.loadsToEnd)
    _ = state.handle(.key(.escape))
    #expect(state.levels.count == 2 && !state.current.loadsToEnd)
    // Then Esc goes back.
    _ = state.handle(.key(.escape))
    #expect(state.levels.count == 1)
    #expect(state.selectedItem?.id == "p2")
    _ = state.handle(.key(.escape))
    #expect(state.message == "This is the first list; q quits.")
  }

  /// The help lists every binding of the table with its summary, `f` only
  /// where favorites are kept; the keys it lists do what it says.
  @Test(arguments: [false, true])
  func theHelpIsWrittenFromTheKeyTable(favorites: Bool) {
    var state = BrowserStateTests.browser(pages: 1, size: ScreenSize(width: 120, height: 30))
    if favorites { state.style.favoritableKinds = ["person"] }
    _ = state.handle(.key(.character("?")))
    let help = BrowserScreen.lines(for: state).joined(separator: "\n")
    for binding in BrowserKeyBinding.all {
      let listed = help.contains("  " + binding.label) && help.contains(binding.summary)
      #expect(listed == (binding.label != "f" || favorites), "\(binding.label): \(binding.summary)")
    }
    #expect(BrowserKeyBinding.shown(with: state.style).count == BrowserKeyBinding.all.count - (favorites ? 0 : 1))
  }

  /// Each key is bound once, and each binding reaches its handler: a key of
  /// the table changes the state or asks for an effect, from the same
  /// starting screen.
  @Test func everyKeyOfTheTableDoesSomething() {
    var expanded = Self.onPersonTwo()
    _ = expanded.handle(.key(Self.space))
    var loaded = Town.person(2)
    loaded.children = [Item(id: "cat", kind: "pet", title: "Cat")]
    _ = expanded.handle(.childrenLoaded(level: 0, row: RowPath(section: "people", item: "p2"), item: loaded))
    var seen: Set<Key> = []
    for binding in BrowserKeyBinding.all {
      for key in binding.keys {
        #expect(seen.insert(key).inserted, "\(key) is bound once")
        // NB: ← collapses what is open.
        let start = key == .left ? expanded : Self.onPersonTwo()
        var state = start
        state.style.favoritableKinds = ["person"]
        let effects = state.handle(.key(key))
        let changed =
          !effects.isEmpty || state.levels.count != start.levels.count || state.current.cursor != start.current.cursor
          || state.message != nil || state.isEditingSearch || state.showsHelp || state.prompt != nil || state.layout != start.layout
        #expect(changed, "\(key) (\(binding.label)) did nothing")
      }
    }
  }

  /// The README's key table lists the same keys, in the same order, as the
  /// table the browser handles them with.
  @Test func theReadmesKeyTableIsTheBrowsersTable() throws {
    let readme = try String(contentsOf: ProjectPaths.root.appendingPathComponent("README.md"), encoding: .utf8)
    let start = try #require(readme.range(of: "| key | what it does |\n|---|---|\n"))
    let rows = readme[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false).prefix { $0.hasPrefix("| ") }
    let documented = rows.map { row -> [String] in
      let keys = row.dropFirst(2).prefix { $0 != "|" }
      return keys.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }
    let handled = BrowserKeyBinding.all.map { $0.label.split(separator: " ").map(String.init) }
    #expect(documented == handled)
  }
}
