import ExploreArguments
import ExploreCommandRuntime
import ExploreCore
import ExploreBrowserBridge
import ExploreLiveLists
import ExploreRendering
import ExploreStorage
import ExploreTerminal
import Foundation

/// Runs `favorites`, `favorites add <id…>` and `favorites remove <id…>`
/// for any provider with favoritable kinds.
///
/// - Adding one that is already there says so and succeeds (exit 0).
/// - Removing one that is not there says so on standard error and also
///   succeeds (exit 0): the favorite is absent either way, as `rm -f`
///   treats a missing file.
/// - Listing loads every favorite fresh through the detail resource,
///   ``FavoritesLoader/maximumConcurrentLoads`` at a time, through the normal transport
///   (so the cache applies). A favorite whose load answers "not found" is
///   shown marked "no longer exists upstream" (with `"missing": true` in
///   JSON), never dropped. A favorite that fails to load otherwise does not
///   hide the others: they are printed, then ``FavoritesLoadError`` names
///   the ones that failed (exit 1, as `--all` ends a list it could not
///   finish); when every one fails, the first failure is the error.
struct FavoritesRunner {
  var command: ResolvedCommand
  var action: FavoritesResources.Action
  var definition: ProviderDefinition
  var environment: [String: String]
  var io: CommandIO

  func run() async throws {
    let kind = try selectedKind()
    let directories = ExploreDirectories(environment: environment, home: ResourceRunner.home(environment))
    let store = FavoritesStore(directories: directories)
    switch action {
    case .add: try add(kind: kind, store: store)
    case .remove: try remove(kind: kind, store: store)
    case .list: try await list(kind: kind, store: store)
    }
  }

  private var providerName: String { command.provider.name }

  /// The kind `--kind` chose, or the first.
  private func selectedKind() throws -> FavoritesResources.UsableKind {
    let kinds = FavoritesResources.usableKinds(of: command.provider)
    let chosen = command.request.option(FavoritesResources.kindOption)
    guard let kind = kinds.first(where: { $0.favoritable.kind == chosen }) ?? kinds.first else {
      preconditionFailure("Favorites commands exist only for providers with favoritable kinds")
    }
    return kind
  }

  // MARK: - Add and remove

  private func add(kind: FavoritesResources.UsableKind, store: FavoritesStore) throws {
    // NB: with one kind the parser already checked the rule; with several
    // it can only be checked once --kind is known.
    if let rule = kind.argument.rule {
      for id in command.repeatedArguments where !rule.accepts(id) {
        throw UsageError(
          "The value '\(id)' is invalid for '<\(command.resource.arguments.first?.name ?? "id")>': \(CommandLineParseState.sentence(rule.summary))",
          scope: .resource(provider: providerName, path: command.resource.path)
        )
      }
    }
    var lines: [String] = []
    for id in command.repeatedArguments {
      let favorite = Favorite(id: id, kind: kind.favoritable.kind, title: id, addedAt: io.now())
      switch try store.add(favorite, provider: providerName) {
      case .added:
        lines.append("Added \(id) to your \(providerName) favorites.")
      case .alreadyPresent(let existing):
        lines.append("\(existing.id) is already in your favorites.")
      }
    }
    try report(lines)
  }

  private func remove(kind: FavoritesResources.UsableKind, store: FavoritesStore) throws {
    var lines: [String] = []
    for id in command.repeatedArguments {
      if let removed = try store.remove(id: id, kind: kind.favoritable.kind, provider: providerName) {
        lines.append("Removed \(removed.id) from your \(providerName) favorites.")
      } else {
        lines.append("\(id) is not in your \(providerName) favorites; nothing to remove.")
      }
    }
    try report(lines)
  }

  private func report(_ lines: [String]) throws {
    let message = lines.joined(separator: "\n")
    if command.options.json {
      let document = OutputDocument(provider: providerName, resource: command.resource.name, message: message)
      io.writeOutput(try JSONRenderer.render(document) + "\n")
    } else {
      io.writeOutput(message + "\n")
    }
  }

  // MARK: - List

  private func list(kind: FavoritesResources.UsableKind, store: FavoritesStore) async throws {
    let favorites = try store.favorites(provider: providerName, kind: kind.favoritable.kind)
    var items: [Item] = []
    var failures: [FavoritesLoadError.Failure] = []
    if !favorites.isEmpty {
      let session = try ProviderSession(command: command, definition: definition, environment: environment, io: io)
      if favorites.count > 1 { session.progress.update("Loading \(favorites.count) favorites…") }
      defer { session.progress.clear() }
      (items, failures) = try await FavoritesLoader.load(favorites, kind: kind.favoritable, provider: session.provider, describe: UnexpectedError.describe)
    }
    var section = ItemSection(
      id: "favorites",
      title: "Favorite \(kind.favoritable.plural)",
      items: items,
      emptyNote: "You have no \(providerName) favorites yet. Add one with 'explore \(providerName) favorites add <\(kind.argument.name)>'."
    )
    var trimmed = false
    if let limit = command.options.limit {
      let result = SectionMerger.trim([section], to: limit)
      section = result.sections[0]
      trimmed = result.trimmed
    }
    let document = OutputDocument(
      provider: providerName,
      resource: command.resource.name,
      sections: [section],
      notices: trimmed ? ["Showing the first \(section.items.count) of \(items.count) favorites."] : []
    )
    if command.options.web {
      guard let address = section.items.lazy.compactMap(\.webURL).first else {
        throw NoWebPageError(command: "explore \(providerName) favorites")
      }
      let url = try WebPageOpener.checked(address)
      io.writeMessage("Opening \(url.absoluteString) in your browser.\n")
      try io.openURL(url, environment)
      return
    }
    let failed = failures.isEmpty ? nil : FavoritesLoadError(failures: failures, total: favorites.count, removeCommand: "explore \(providerName) favorites remove")
    if command.options.json {
      io.writeOutput(try JSONRenderer.render(document) + "\n")
      if let failed { throw failed }
      return
    }
    let renderOptions = RenderOptions(
      layout: command.options.layout ?? .list,
      width: io.terminalWidth(environment),
      isTerminal: io.outputIsTerminal,
      useColor: ColorPolicy.useColor(command.options.color, environment: environment, isTerminal: io.outputIsTerminal),
      now: io.now()
    )
    let text = TextRenderer.render(document, options: renderOptions)
    if !text.isEmpty { io.writeOutput(text + "\n") }
    for note in TextRenderer.stderrNotes(for: document, options: renderOptions) {
      io.writeMessage(note + "\n")
    }
    if let failed { throw failed }
  }
}
