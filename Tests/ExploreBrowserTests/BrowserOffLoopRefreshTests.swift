@testable import ExploreBrowser
import ExploreCore
import ExploreTerminal
import Testing

/// A large list's refresh worked out away from the key loop: the answer
/// becomes a ``BrowserEffect/prepareRefresh(_:)``, keys are handled while it
/// is worked out, and the prepared result is applied only when nothing newer
/// came since.
@Suite struct BrowserOffLoopRefreshTests {
  typealias Refresh = BrowserRefreshTests

  /// A browser of `numbers` that works out every refresh off the loop.
  static func browser(_ numbers: [Int], selected: Int? = nil) -> BrowserState {
    var state = Refresh.browser(numbers, selected: selected)
    state.inlineRefreshRows = 0
    return state
  }

  /// Presses `r` and answers it with `numbers`: the work asked for.
  static func answer(_ state: inout BrowserState, with numbers: [Int]) -> RefreshWork? {
    guard case .refreshLevel(_, _, _, let generation) = state.handle(.key(.character("r"))).first else { return nil }
    return work(state.handle(.refreshed(level: 0, generation: generation, sections: Refresh.sections(numbers), paging: .single)))
  }

  static func work(_ effects: [BrowserEffect]) -> RefreshWork? {
    for case .prepareRefresh(let work) in effects { return work }
    return nil
  }

  @Test func aLargeListsAnswerIsWorkedOutByTheRuntimeThenApplied() throws {
    var state = Self.browser([1, 2, 3])
    let work = try #require(Self.answer(&state, with: [1, 2, 4]))
    // Nothing changes until the prepared result comes back.
    #expect(state.layout.rows == [1, 2, 3].map(Refresh.path))
    #expect(state.current.isRefreshing)
    #expect(state.handle(.refreshPrepared(work.prepare())).isEmpty)
    #expect(state.current.marks == [Refresh.path(3): .removed, Refresh.path(4): .inserted])
    #expect(state.layout.rows == [1, 2, 4].map(Refresh.path))
    #expect(!state.current.isRefreshing)
  }

  @Test func aSmallListIsRefreshedAtOnce() {
    var state = Refresh.browser([1, 2, 3])
    #expect(state.inlineRefreshRows > 6)
    _ = state.handle(.key(.character("r")))
    let effects = state.handle(.refreshed(level: 0, generation: 1, sections: Refresh.sections([1, 2, 4]), paging: .single))
    #expect(Self.work(effects) == nil)
    #expect(state.layout.rows == [1, 2, 4].map(Refresh.path))
  }

  @Test func keysAreHandledWhileTheRefreshIsWorkedOutAndTheSelectionFollowsItsItem() throws {
    var state = Self.browser([1, 2, 3, 4, 5])
    let work = try #require(Self.answer(&state, with: [5, 3, 1, 2, 4]))
    _ = state.handle(.key(.down))
    _ = state.handle(.key(.down))
    #expect(state.selectedRow == Refresh.path(3))
    _ = state.handle(.refreshPrepared(work.prepare()))
    #expect(state.selectedRow == Refresh.path(3))
    #expect(state.current.cursor == 1)
  }

  @Test func aResultOfAnOvertakenRefreshIsDropped() throws {
    var state = Self.browser([1, 2, 3])
    let older = try #require(Self.answer(&state, with: [1]))
    let newer = try #require(Self.answer(&state, with: [1, 2, 3, 4]))
    // The newer result comes first, then the older one: the older is dropped.
    _ = state.handle(.refreshPrepared(newer.prepare()))
    #expect(state.handle(.refreshPrepared(older.prepare())).isEmpty)
    #expect(state.layout.rows == [1, 2, 3, 4].map(Refresh.path))
    #expect(state.current.marks == [Refresh.path(4): .inserted])
    // An older result that arrives while the newer one is still worked out
    // is dropped too, and the refresh stays under way.
    let overtaken = try #require(Self.answer(&state, with: [9]))
    _ = state.handle(.key(.character("r")))
    #expect(state.handle(.refreshPrepared(overtaken.prepare())).isEmpty)
    #expect(state.layout.rows == [1, 2, 3, 4].map(Refresh.path))
    #expect(state.current.isRefreshing)
  }

  @Test func aResultForAListLoadedAgainMeanwhileIsDropped() throws {
    var state = Self.browser([1, 2, 3])
    let work = try #require(Self.answer(&state, with: [1]))
    _ = state.handle(.pageLoaded(level: 0, source: .list, sections: Refresh.sections([7, 8]), paging: .single, replacing: true))
    #expect(state.handle(.refreshPrepared(work.prepare())).isEmpty)
    #expect(state.layout.rows == [7, 8].map(Refresh.path))
    #expect(state.current.marks.isEmpty)
  }

  @Test func aResultForALevelLeftIsDroppedAndOneForTheLevelBelowIsKeptForIt() throws {
    var state = Self.browser([1, 2, 3])
    let below = try #require(Self.answer(&state, with: [1, 2, 4]))
    // Drill into Person 1's friends, refresh that level, and leave it.
    _ = state.handle(.key(.character("d")))
    let friends = Town.page(1, of: 1, size: 5)
    _ = state.handle(.pageLoaded(level: 1, source: .list, sections: friends.sections, paging: friends.paging, replacing: false))
    guard case .refreshLevel(1, _, _, let generation) = state.handle(.key(.character("r"))).first else {
      Issue.record("r did not refresh the friends")
      return
    }
    let left = try #require(Self.work(state.handle(.refreshed(level: 1, generation: generation, sections: [], paging: .single))))
    // The level below's result arrives while the friends show: kept for it.
    _ = state.handle(.refreshPrepared(below.prepare()))
    #expect(state.current.id == 1)
    #expect(state.levels[0].marks == [Refresh.path(3): .removed, Refresh.path(4): .inserted])
    #expect(state.handle(.key(.backspace)) == [.discardLevel(1)])
    #expect(state.handle(.refreshPrepared(left.prepare())).isEmpty)
    #expect(state.levels.count == 1)
    #expect(state.layout.rows == [1, 2, 4].map(Refresh.path))
  }

  @Test func aResultForAListThatChangedMeanwhileIsWorkedOutAgainAndKeepsTheChange() throws {
    var state = Self.browser([1, 2, 3])
    let work = try #require(Self.answer(&state, with: [1, 2, 4]))
    // Children arrive and the row expands while the refresh is worked out.
    var loaded = Town.person(1)
    loaded.children = [Item(id: "cat", kind: "pet", title: "Cat")]
    _ = state.handle(.childrenLoaded(level: 0, row: Refresh.path(1), item: loaded))
    #expect(state.layout.rows.contains(Refresh.path(1).appending("cat")))
    let again = try #require(Self.work(state.handle(.refreshPrepared(work.prepare()))))
    #expect(again.generation == work.generation)
    #expect(again.listVersion != work.listVersion)
    #expect(state.current.isRefreshing)
    _ = state.handle(.refreshPrepared(again.prepare()))
    #expect(state.layout.rows == [Refresh.path(1), Refresh.path(1).appending("cat"), Refresh.path(2), Refresh.path(4)])
    #expect(state.current.marks == [Refresh.path(3): .removed, Refresh.path(4): .inserted])
  }
}
