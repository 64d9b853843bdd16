import ExploreArguments
import ExploreCommandRuntime
import ExploreCore
import ExploreLiveLists
import ExploreRendering
import ExploreStorage
import ExploreTerminal
import Foundation

/// Runs a trackable list with `--changes`: loads every page, compares the
/// ids with the snapshot saved by the previous run (through the core
/// ``ListSnapshot`` changeset, see ``ListChanges``), prints what was added
/// and removed since, and saves the new snapshot.
///
/// ```text
/// $ explore github followers octocat --changes
/// Changes in followers of octocat since Nov 20, 14:02 (2 days ago)
///
/// New followers (2)
///   alice
///   bob
///
/// No longer following (1)
///   carol
/// ```
///
/// The first run records a baseline and says so. Snapshots live in
/// `$XDG_STATE_HOME/explore/snapshots/<provider>/<resource>-<arguments>.json`,
/// one per provider, resource and argument values (options such as a sort
/// order do not change which items are in the list, so they are not part
/// of the key).
struct ChangesRunner {
  var command: ResolvedCommand
  var definition: ProviderDefinition
  var environment: [String: String]
  var io: CommandIO

  func run() async throws {
    let session = try ProviderSession(command: command, definition: definition, environment: environment, io: io)
    let items = try await loadAll(from: session.provider, progress: session.progress)
    let resource = command.resource
    let arguments = resource.arguments.compactMap { command.request.arguments[$0.name] }
    let snapshot = ListStateSnapshot(
      provider: command.provider.name,
      resource: resource.path,
      arguments: arguments,
      takenAt: io.now(),
      items: items.map { SnapshotEntry(id: $0.id, title: $0.title) }
    )
    let store = SnapshotStore(directories: session.directories)
    let previous = try store.exchange(snapshot)
    let subject = arguments.isEmpty ? resource.name : "\(resource.name) of \(arguments.joined(separator: " "))"

    guard let previous else {
      let count = FieldFormatter.grouped(snapshot.items.count)
      let message = "Recorded a baseline of \(count) \(resource.name) for \(subject == resource.name ? "you" : arguments.joined(separator: " ")). "
        + "Run the same command again to see what changed."
      try write(baselineMessage: message, count: snapshot.items.count)
      return
    }

    let changes = ListChanges(from: previous.items, to: snapshot.items)
    let freshByID = Dictionary(items.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let itemKind = items.first?.kind ?? resource.path.last ?? "item"
    let titles = ChangeTracking.titles(for: resource)
    let added = ItemSection(
      id: "added",
      title: "\(titles.added) (\(changes.added.count))",
      items: changes.added.map { freshByID[$0.id] ?? Item(id: $0.id, kind: itemKind, title: $0.title) }
    )
    let removed = ItemSection(
      id: "removed",
      title: "\(titles.removed) (\(changes.removed.count))",
      items: changes.removed.map { Item(id: $0.id, kind: itemKind, title: $0.title) }
    )
    let since = ChangeTracking.timestamp(previous.takenAt, now: io.now())
    let relative = FieldFormatter.relative(previous.takenAt, now: io.now())
    let heading = changes.isEmpty
      ? "No changes in \(subject) since \(since) (\(relative)); \(FieldFormatter.grouped(snapshot.items.count)) in all."
      : "Changes in \(subject) since \(since) (\(relative))"

    if command.options.json {
      let document = OutputDocument(provider: command.provider.name, resource: resource.name, heading: heading, sections: [added, removed])
      guard case .object(var members) = JSONRenderer.value(for: document) else { return }
      members["baseline"] = .bool(false)
      members["previousSnapshot"] = .string(previous.takenAt.formatted(.iso8601))
      members["count"] = .integer(snapshot.items.count)
      members["message"] = .string(heading)
      io.writeOutput(JSONValue.object(members).serialized() + "\n")
      return
    }
    let useColor = ColorPolicy.useColor(command.options.color, environment: environment, isTerminal: io.outputIsTerminal)
    var lines = [ANSIStyle.bold.apply(heading, enabled: useColor)]
    for section in [added, removed] where !changes.isEmpty {
      lines.append("")
      lines.append(ANSIStyle.boldCyan.apply(section.title, enabled: useColor))
      if section.items.isEmpty {
        lines.append(ANSIStyle.dim.apply("  none", enabled: useColor))
      }
      for item in section.items {
        lines.append("  " + TextRenderer.Context.clean(item.title))
      }
    }
    io.writeOutput(lines.joined(separator: "\n") + "\n")
  }

  private func write(baselineMessage message: String, count: Int) throws {
    if command.options.json {
      let document = OutputDocument(provider: command.provider.name, resource: command.resource.name, message: message)
      guard case .object(var members) = JSONRenderer.value(for: document) else { return }
      members["baseline"] = .bool(true)
      members["previousSnapshot"] = .null
      members["count"] = .integer(count)
      io.writeOutput(JSONValue.object(members).serialized() + "\n")
    } else {
      io.writeOutput(message + "\n")
    }
  }

  /// Every item of the list, loaded as `--all` loads it
  /// (``WholeListLoader/everyPage(of:progress:load:)``), each id once.
  ///
  /// NB: the comparison needs the whole list, so memory is O(items); each
  /// item is kept compactly, as the output shows it.
  ///
  /// - Throws: ``UsageError`` when the command answered with a message and
  ///   no list (such as `starred --check owner/repo`): there is nothing to
  ///   track, and saving an empty snapshot would report every item as gone.
  private func loadAll(from provider: any ResourceLoader, progress: ProgressLine) async throws -> [Item] {
    let request = command.request
    let list = try await WholeListLoader.everyPage(of: command, progress: progress) { cursor in
      try await provider.load(request, at: cursor)
    }.load()
    try list.requireList(for: "--changes", of: command)
    return list.items
  }
}
