package import ExploreTerminal
package import ExploreRendering
package import ExploreCommandLine
package import ExploreBrowser
package import ExploreCore
package import ExploreStorage
package import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs `explore -i <provider> <resource> …`: the full-screen browser.
///
/// The terminal is restored on every way out: `q`, Ctrl-C (byte 3 in raw
/// mode), SIGINT and SIGTERM (handlers restore, then exit 130 or 143), the
/// end of input, and an error thrown while browsing (`defer`).
package struct InteractiveRunner: Sendable {
  package var command: ResolvedCommand
  package var providerType: any Provider.Type
  package var environment: [String: String]
  package var io: CommandIO

  package init(command: ResolvedCommand, providerType: any Provider.Type, environment: [String: String], io: CommandIO) {
    self.command = command
    self.providerType = providerType
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
    let provider = try ProviderSession(
      command: command, providerType: providerType, environment: environment,
      readStandardInput: { nil }, inform: inform
    ).provider

    let terminal = try RawTerminal.enter()
    defer { terminal.restore() }
    let style = BrowserStyle(
      useColor: ColorPolicy.useColor(command.options.color, environment: environment, isTerminal: true),
      now: io.now(),
      favorites: command.provider.favorites
    )
    let state = BrowserState(
      provider: command.provider, resource: command.resource, request: command.request,
      expansion: command.expansion, size: terminal.size(), style: style
    )
    let environment = self.environment
    let openURL = io.openURL
    let controller = BrowserController(
      state: state, provider: provider, events: events, write: terminal.write,
      openURL: { try openURL($0, environment) },
      toggleFavorite: Self.favoriteToggler(provider: command.provider.name, environment: environment, now: io.now)
    )
    let signals = SignalWatcher(
      resized: { controller.send(.resized(terminal.size())) },
      terminated: { signal in
        terminal.restore()
        exit(128 + signal)
      }
    )
    defer { signals.cancel() }
    let reader = InputReader { controller.send(.key($0)) }
    reader.start()
    defer { reader.stop() }
    await controller.run()
  }

  /// `f` in the browser: adds an item to the provider's favorites, or
  /// removes it when it is one already, through the same store as
  /// `explore <provider> favorites`.
  static func favoriteToggler(
    provider: String,
    environment: [String: String],
    now: @escaping @Sendable () -> Date
  ) -> @Sendable (Item) throws -> String {
    let directories = ExploreDirectories(environment: environment, home: ResourceRunner.home(environment))
    let store = FavoritesStore(directories: directories)
    return { item in
      if try store.remove(id: item.id, kind: item.kind, provider: provider) != nil {
        return "Removed \(item.title) from your favorites."
      }
      _ = try store.add(Favorite(id: item.id, kind: item.kind, title: item.title, addedAt: now()), provider: provider)
      return "Added \(item.title) to your favorites."
    }
  }
}
