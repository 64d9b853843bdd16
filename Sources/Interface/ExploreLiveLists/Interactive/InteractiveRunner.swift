import ExploreBrowser
package import ExploreArguments
package import ExploreCommandRuntime
package import ExploreCore
import ExploreBrowserBridge
import ExploreStorage
import ExploreTerminal
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs `explore -i <provider> <resource> …`: the full-screen browser.
///
/// The terminal is given back on every way out, before the process ends:
///
/// | what | exit status |
/// |---|---|
/// | `q` | 0 |
/// | the Ctrl-C key (byte 3 in raw mode) or SIGINT | 130 |
/// | SIGTERM | 143 |
/// | SIGHUP, or the end of input (the terminal went away) | 129 |
/// | an error thrown while browsing | 1 |
/// | a fatal signal (``FatalSignalGuard``) | dies of it |
///
/// A stop (``RunStopper``) restores the terminal first, then cancels the
/// run. SIGTSTP (or the Ctrl-Z key) gives the terminal back and stops the
/// process; when it is continued, raw mode and the alternate screen come
/// back and the screen is drawn again. SIGWINCH lays the screen out for the
/// new size.
///
/// `r` refreshes the current level: its loaded pages load again through the
/// cache, whose `ETag`s make unchanged pages 304s that are not decoded again
/// (``PageKeepers``), and the rows change by changeset, marked `+`, `~` and
/// `-`. With `--watch[=SECONDS]` the current level refreshes so on its own,
/// more slowly while an API's rate limit runs low (``RefreshPacer``), which
/// the status line says.
package struct InteractiveRunner: Sendable {
  var command: ResolvedCommand
  var definition: ProviderDefinition
  var environment: [String: String]
  var io: CommandIO

  package init(command: ResolvedCommand, definition: ProviderDefinition, environment: [String: String], io: CommandIO) {
    self.command = command
    self.definition = definition
    self.environment = environment
    self.io = io
  }

  package func run() async throws {
    guard io.outputIsTerminal, TerminalSize.isTerminal(STDIN_FILENO), TerminalSize.isTerminal(STDOUT_FILENO) else {
      throw UsageError(
        "Interactive mode needs a terminal: standard input and output must both be one. Run without '-i' to print the list, or with '--json' for scripts.",
        scope: .resource(provider: command.provider.name, path: command.resource.path)
      )
    }
    let events = AsyncStream.makeStream(of: BrowserEvent.self)
    let continuation = events.continuation
    let inform: @Sendable (String) -> Void = { continuation.yield(.notice($0)) }
    let now = io.now
    var refreshTransport: RefreshTransport?
    // NB: a request out for a second or more is said on the status line
    // ("waiting for api.github.com · 4 s · retry 2 of 4"), as the text
    // output says it on standard error.
    let waitNotice = WaitNotice { continuation.yield(.waiting($0)) }
    defer { waitNotice.stop() }
    let session = try ProviderSession(
      command: command, definition: definition, environment: environment,
      wrapTransport: { upstream in
        let transport = RefreshTransport(upstream: upstream, now: now)
        refreshTransport = transport
        return transport
      },
      observeRequest: { waitNotice.observe($0) },
      readStandardInput: { nil }, inform: inform
    )
    let favorites = FavoriteToggler(
      provider: command.provider.name,
      store: FavoritesStore(directories: ExploreDirectories(environment: environment, home: ResourceRunner.home(environment))), now: io.now)
    let provider = browsedProvider(session.provider, store: favorites.store)
    var style = BrowserStyle(
      useColor: ColorPolicy.useColor(command.options.color, environment: environment, isTerminal: true),
      now: io.now(),
      favorites: command.provider.favorites
    )
    style.watchSeconds = command.options.watch
    style.apiBaseURL = command.provider.baseURL(in: environment)
    let loadPicture = await pictureLoader(transport: session.transport, useColor: style.useColor, note: inform)
    style.showsPictures = loadPicture != nil

    let terminal = try RawTerminal.enter()
    defer { terminal.restore() }
    var state = BrowserState(
      provider: command.provider, resource: command.resource, request: command.request,
      expansion: command.expansion, size: terminal.size(), style: style
    )
    state.favorites = favorites.keys(of: command.provider.favorites.map(\.kind))
    // NB: a remote search is in the request already; a local one filters.
    if command.resource.search == .local, let search = command.options.search { state.current.searchText = search }
    let environment = self.environment
    let openURL = io.openURL
    var refreshPace: BrowserController.RefreshPace?
    if let seconds = command.options.watch {
      let pacer = RefreshPacer(
        pace: WatchPace(interval: seconds, apiName: command.provider.baseURL(in: environment).host ?? command.provider.name),
        transport: refreshTransport, now: now)
      refreshPace = { pacer.next() }
    }
    let controller = BrowserController(
      state: state, provider: provider, loadPage: PageKeepers().loader(for: provider), loadPicture: loadPicture,
      refreshInterval: command.options.watch.map { .seconds($0) }, refreshPace: refreshPace,
      events: events, write: terminal.write,
      openURL: { try openURL($0, environment) },
      toggleFavorite: favorites.toggle,
      rateLimit: { [refreshTransport] in refreshTransport?.latestRateLimit?.browserRateLimit }
    )
    if let note = InteractiveOptionNote.note(for: command) { controller.send(.notice(note)) }
    let stopper = io.stopper
    stopper.onStop { _ in terminal.restore() }
    let relay = SignalRelay.shared
    relay.route(Self.terminalSignals) { signal in
      switch signal {
      case SIGTSTP:
        terminal.suspend()
        relay.stopProcess()
        // NB: continued here (or at once, when the system discards the
        // stop); unless the run stopped meanwhile, full screen again.
        guard stopper.reason == nil, terminal.resume() else { return }
        controller.send(.resized(terminal.size()))
      default:
        // NB: SIGWINCH, and SIGCONT: a stop by SIGSTOP, which cannot be
        // caught, left the screen to whoever used the terminal meanwhile.
        controller.send(.resized(terminal.size()))
      }
    }
    defer { relay.release(Self.terminalSignals) }
    let reader = InputReader(
      deliver: { key in
        // NB: raw mode turns Ctrl-C and Ctrl-Z into keys; they do what
        // SIGINT and SIGTSTP do.
        switch key {
        case .interrupt: stopper.stop(.interrupted)
        case .suspend: _ = kill(getpid(), SIGTSTP)
        default: break
        }
        controller.send(.key(key))
      },
      ended: {
        stopper.stop(.hungUp)
        controller.send(.key(.interrupt))
      }
    )
    reader.start()
    defer { reader.stop() }
    await controller.run()
  }

  /// `provider`, or for `-i <provider> favorites`, the provider with the
  /// favorites list (``FavoritesBrowsing``) of the kind `--kind` chose.
  func browsedProvider(_ provider: any ResourceLoader, store: FavoritesStore) -> any ResourceLoader {
    let kinds = FavoritesResources.usableKinds(of: command.provider)
    let chosen = command.request.option(FavoritesResources.kindOption)
    guard FavoritesResources.isList(command.resource), let kind = kinds.first(where: { $0.favoritable.kind == chosen }) ?? kinds.first else {
      return provider
    }
    return FavoritesBrowsing(
      provider: provider, store: store, providerName: command.provider.name, kind: kind.favoritable, describe: UnexpectedError.describe)
  }

  /// The signals the full-screen browser handles itself: a resize, a stop
  /// (Ctrl-Z from a shell, `kill -TSTP`) and the continue after it.
  static let terminalSignals: [Int32] = [SIGWINCH, SIGTSTP, SIGCONT]
}
