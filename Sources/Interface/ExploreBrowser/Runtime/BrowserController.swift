package import ExploreCore
package import Foundation

/// Runs the browser: takes events one at a time from a single stream (keys,
/// resizes, load outcomes), reduces them into the ``BrowserState``, writes
/// only the screen lines that changed, and hands effects to the
/// ``BrowserEngine``.
///
/// ```swift
/// let controller = BrowserController(state: state, provider: provider, write: terminal.write, openURL: open)
/// controller.send(.key(.down))       // from any thread
/// await controller.run()             // returns when the user quits
/// ```
package actor BrowserController {
  /// Loads one page of a request: the provider's, or one that answers
  /// unchanged pages without decoding them again.
  package typealias PageLoader = @Sendable (ResourceRequest, PageCursor) async throws -> ResourcePage
  /// The picture of an item as lines of half blocks, at most the given
  /// number of cells wide; empty when it has none or it failed.
  package typealias PictureLoader = @Sendable (Item, Int) async -> [String]
  /// How long `--watch` waits before the next refresh, and a sentence for
  /// the status line when the pace has just changed (an API's rate limit
  /// running low).
  package typealias RefreshPace = @Sendable () -> (wait: Duration, notice: String?)

  private(set) var state: BrowserState
  /// The lines on screen now.
  private(set) var screen: [String] = []
  /// The rows the last paint rewrote; every row after a resize.
  private(set) var lastRepaintedRows: [Int] = []
  private(set) var hasQuit = false
  /// The number of key events handled to the end, their effects started.
  private(set) var keysHandled = 0
  nonisolated let events: AsyncStream<BrowserEvent>
  private nonisolated let continuation: AsyncStream<BrowserEvent>.Continuation
  private let engine: BrowserEngine
  private let write: @Sendable (String) -> Void
  private let openURL: @Sendable (URL) throws -> Void
  private let toggleFavorite: @Sendable (Item) throws -> FavoriteToggle
  private let rateLimit: (@Sendable () -> BrowserRateLimit?)?
  private let clock: any Clock<Duration>
  private let refreshInterval: Duration?
  private let refreshPace: RefreshPace?

  package init(
    state: BrowserState,
    provider: any ResourceLoader,
    loadPage: PageLoader? = nil,
    loadPicture: PictureLoader? = nil,
    clock: any Clock<Duration> = ContinuousClock(),
    refreshInterval: Duration? = nil,
    refreshPace: RefreshPace? = nil,
    events: (stream: AsyncStream<BrowserEvent>, continuation: AsyncStream<BrowserEvent>.Continuation) = AsyncStream.makeStream(),
    write: @escaping @Sendable (String) -> Void,
    openURL: @escaping @Sendable (URL) throws -> Void,
    toggleFavorite: @escaping @Sendable (Item) throws -> FavoriteToggle = { _ in
      FavoriteToggle(message: "Favorites are not available here.", isFavorite: false)
    },
    rateLimit: (@Sendable () -> BrowserRateLimit?)? = nil,
    now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.rateLimit = rateLimit
    self.state = state
    self.toggleFavorite = toggleFavorite
    self.events = events.stream
    self.continuation = events.continuation
    self.write = write
    self.openURL = openURL
    self.clock = clock
    self.refreshInterval = refreshInterval
    self.refreshPace = refreshPace
    let continuation = events.continuation
    engine = BrowserEngine(
      provider: provider, maxPages: state.provider.pagingLimits.maxPages, loadPage: loadPage, clock: clock, loadPicture: loadPicture,
      now: now
    ) { continuation.yield($0) }
  }

  /// Queues an event; safe from any thread, signal handlers included.
  package nonisolated func send(_ event: BrowserEvent) {
    continuation.yield(event)
  }

  /// Paints the first screen, loads the first page, then handles events
  /// until the user quits; with a `refreshInterval` (`-i --watch`), the
  /// current level refreshes on its own every interval until then, or at
  /// the pace `refreshPace` gives, whose notices show on the status line.
  package func run() async {
    let effects = state.start()
    paint()
    await perform(effects)
    let timer = refreshInterval.map { interval in
      Task { [clock, continuation, refreshPace] in
        var seconds = interval.components.seconds
        while !Task.isCancelled {
          let pace = refreshPace?() ?? (wait: interval, notice: nil)
          if let notice = pace.notice { continuation.yield(.notice(notice)) }
          if pace.wait.components.seconds != seconds {
            seconds = pace.wait.components.seconds
            continuation.yield(.refreshPaced(seconds: Int(seconds)))
          }
          do { try await clock.sleep(for: pace.wait) } catch { return }
          continuation.yield(.refreshTimer)
        }
      }
    }
    for await event in events {
      await handle(event)
      if hasQuit { break }
    }
    timer?.cancel()
    await engine.stop()
  }

  /// Handles one event: reduce, paint, perform.
  func handle(_ event: BrowserEvent) async {
    // NB: `G` says what loading to the end leaves of the rate limit.
    if case .key = event, let rateLimit { state.rateLimit = rateLimit() }
    let effects = state.handle(event)
    paint()
    await perform(effects)
    if case .key = event { keysHandled += 1 }
  }

  /// Stops the event loop.
  func quit() {
    hasQuit = true
    continuation.finish()
  }

  private func perform(_ effects: [BrowserEffect]) async {
    for effect in effects {
      switch effect {
      case .quit:
        quit()
      case .openURL(let url):
        do {
          try openURL(url)
        } catch {
          send(.notice(BrowserEngine.describe(error)))
        }
      case .toggleFavorite(let item):
        do {
          let toggle = try toggleFavorite(item)
          send(.favoriteChanged(ItemKey(item), isFavorite: toggle.isFavorite, message: toggle.message))
        } catch {
          send(.notice(BrowserEngine.describe(error)))
        }
      default:
        await engine.perform(effect)
      }
    }
  }

  private func paint() {
    let lines = BrowserScreen.lines(for: state)
    if state.needsFullRedraw || screen.count != lines.count {
      state.needsFullRedraw = false
      lastRepaintedRows = Array(lines.indices)
      write(ScreenDiff.fullRedraw(lines))
    } else {
      lastRepaintedRows = ScreenDiff.changes(from: screen, to: lines)
      if !lastRepaintedRows.isEmpty { write(ScreenDiff.commands(for: lastRepaintedRows, in: lines)) }
    }
    screen = lines
  }
}
