@testable import ExploreBrowser
import ExploreCore
@testable import ExploreTerminal
import ExploreTestSupport
import Foundation
import Testing

/// The browser's runtime without a terminal: a provider stub, an injected
/// clock for the search debounce, and the escape sequences it writes.
@Suite struct BrowserControllerTests {
  /// Collects what the controller writes.
  typealias Screen = Recorded<String>

  static func controller(provider: Town, clock: TestClock, screen: Screen) -> BrowserController {
    let state = BrowserState(
      provider: Town.descriptor, resource: Town.people, request: ResourceRequest(path: ["people"]),
      size: ScreenSize(width: 60, height: 8)
    )
    return BrowserController(state: state, provider: provider, clock: clock, write: screen.append, openURL: { _ in })
  }

  /// Waits (bounded) until `condition` holds for the controller's state.
  static func eventually(
    _ controller: BrowserController, _ what: String, _ condition: @escaping @Sendable (BrowserState) -> Bool
  ) async throws {
    for _ in 0..<2_000 {
      if condition(await controller.state) { return }
      try await Task.sleep(for: .milliseconds(5))
    }
    Issue.record("Timed out waiting for \(what)")
  }

  @Test func typingASearchSearchesOnceAfterTheDebounce() async throws {
    let provider = Town()
    let clock = TestClock()
    let screen = Screen()
    let controller = Self.controller(provider: provider, clock: clock, screen: screen)
    let running = Task { await controller.run() }
    try await Self.eventually(controller, "the first page") { $0.layout.rows.count == 10 }
    controller.send(.key(.character("/")))
    for character in "rick" { controller.send(.key(.character(character))) }
    try await Self.eventually(controller, "the search text") { $0.current.searchText == "rick" }
    for _ in 0..<2_000 where await controller.keysHandled < 5 {
      try await Task.sleep(for: .milliseconds(5))
    }
    // Every keystroke reached the search model; only the last one waits.
    await clock.waitForSleepers(1)
    #expect(clock.sleeperCount == 1)
    #expect(await provider.calls.searches.isEmpty, "nothing is searched before the pause")
    clock.advance(by: .milliseconds(300))
    try await Self.eventually(controller, "the results") { $0.current.searchQuery == "rick" }
    #expect(await provider.calls.searches == ["rick"])
    #expect(await controller.state.selectedItem?.title == "Person 1 rick")
    // While editing the search, q is text; Ctrl-C still quits.
    controller.send(.key(.character("q")))
    try await Self.eventually(controller, "q typed") { $0.current.searchText == "rickq" }
    controller.send(.key(.interrupt))
    await running.value
    #expect(await controller.hasQuit)
  }

  @Test func aCursorMoveWritesTwoRowsAndAResizeRedrawsAll() async throws {
    let screen = Screen()
    let controller = Self.controller(provider: Town(), clock: TestClock(), screen: screen)
    let running = Task { await controller.run() }
    try await Self.eventually(controller, "the first page") { $0.layout.rows.count == 10 }
    controller.send(.key(.down))
    try await Self.eventually(controller, "the move") { $0.current.cursor == 1 }
    #expect(await controller.lastRepaintedRows.count == 2)
    controller.send(.resized(ScreenSize(width: 40, height: 7)))
    try await Self.eventually(controller, "the resize") { $0.size.height == 7 }
    #expect(await controller.lastRepaintedRows == Array(0..<7))
    #expect(screen.all.last?.hasPrefix("\u{1B}[0m\u{1B}[2J") == true)
    controller.send(.key(.interrupt))
    await running.value
  }

  /// A refresh that the state hands to the runtime (a large list: here any
  /// list) is worked out by the engine off the loop and comes back applied.
  @Test func aRefreshWorkedOutOffTheLoopComesBackApplied() async throws {
    var state = BrowserState(
      provider: Town.descriptor, resource: Town.people, request: ResourceRequest(path: ["people"]),
      size: ScreenSize(width: 60, height: 8))
    state.inlineRefreshRows = 0
    let controller = BrowserController(state: state, provider: Town(), clock: TestClock(), write: { _ in }, openURL: { _ in })
    let running = Task { await controller.run() }
    try await Self.eventually(controller, "the first page") { $0.layout.rows.count == 10 }
    let loaded = await controller.state.current.listVersion
    controller.send(.key(.character("r")))
    try await Self.eventually(controller, "the refresh applied") {
      $0.current.refreshGeneration == 1 && !$0.current.isRefreshing && $0.current.listVersion != loaded
    }
    #expect(await controller.state.layout.rows.count == 10)
    #expect(await controller.state.message == "No changes.")
    controller.send(.key(.interrupt))
    await running.value
  }

  @Test func expandingLoadsChildrenThroughTheProvider() async throws {
    let controller = Self.controller(provider: Town(), clock: TestClock(), screen: Screen())
    let running = Task { await controller.run() }
    try await Self.eventually(controller, "the first page") { $0.layout.rows.count == 10 }
    controller.send(.key(.character(" ")))
    try await Self.eventually(controller, "the pets") { $0.layout.lines.contains { $0.contains("Cat of Person 1") } }
    #expect(await controller.state.layout.rows.count == 12)
    controller.send(.key(.character("q")))
    await running.value
  }
}
