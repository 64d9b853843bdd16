package import ExploreCore
import ExploreRendering

/// The declarations of the common options, for parsing, help and
/// completions. Each is described with the same ``OptionDescriptor`` a
/// provider uses for its own options.
package enum CommonOption: String, CaseIterable, Sendable {
  case page, limit, all
  case maxPages = "max-pages"
  case expand, search, json, layout, color, offline, record
  case noCache = "no-cache"
  case web, verbose, interactive, changes, watch
  case watchCount = "watch-count"

  /// The long name without dashes.
  package var name: String { rawValue }

  /// The option as help and completions describe it.
  package var descriptor: OptionDescriptor {
    switch self {
    case .page:
      OptionDescriptor(name: name, summary: "Show page <n> of the list.", kind: .value(name: "n"))
    case .limit:
      OptionDescriptor(
        name: name,
        summary: "Show the first <n> rows, loading as many pages as that takes.",
        kind: .value(name: "n")
      )
    case .all:
      .flag(name, summary: "Load every page of the list.")
    case .maxPages:
      OptionDescriptor(
        name: name,
        summary: "With --all or --changes, load at most <n> pages of a long list.",
        kind: .value(name: "n")
      )
    case .expand:
      OptionDescriptor(
        name: name,
        summary: "Show what each item contains, such as an episode's characters. Name one with --expand <name> or --expand=<name>.",
        kind: .value(name: "name")
      )
    case .search:
      OptionDescriptor(name: name, summary: "Show only items matching <text>.", kind: .value(name: "text"))
    case .json:
      .flag(name, summary: "Print one JSON document instead of text.")
    case .layout:
      OptionDescriptor(
        name: name,
        summary: "Lay items out as a list, a grid of names, or labelled details.",
        kind: .value(name: "layout"),
        allowedValues: LayoutStyle.allCases.map(\.rawValue)
      )
    case .color:
      OptionDescriptor(
        name: name,
        summary: "Colour the output: on a terminal only, always, or never.",
        kind: .value(name: "when"),
        allowedValues: ColorChoice.allCases.map(\.rawValue),
        defaultValue: ColorChoice.auto.rawValue
      )
    case .offline:
      .flag(name, summary: "Answer every request from the replay fixtures (or set EXPLORE_OFFLINE=1).")
    case .record:
      OptionDescriptor(
        name: name,
        summary: "Write every exchange as replay fixtures under <dir>, tokens removed.",
        kind: .value(name: "dir")
      )
    case .noCache:
      .flag(name, summary: "Neither read nor write the HTTP cache.")
    case .web:
      .flag(name, summary: "Open the item's page (or the first item's) in the browser.")
    case .verbose:
      .flag(name, summary: "Log requests, cache hits and retries on standard error, tokens redacted.")
    case .interactive:
      .flag(name, shortName: "i", summary: "Browse full-screen: scroll to load pages, search, expand, drill down (keys: ?).")
    case .changes:
      .flag(name, summary: "Load the whole list and show what was added and removed since the last run with --changes.")
    case .watch:
      OptionDescriptor(
        name: name,
        summary: "Print the list, then every <seconds> only what changed in it (+ added, - removed, ~ updated), until Ctrl-C.",
        kind: .value(name: "seconds"),
        defaultValue: String(Self.defaultWatchSeconds)
      )
    case .watchCount:
      OptionDescriptor(name: name, summary: "With --watch, stop after <n> refreshes.", kind: .value(name: "n"))
    }
  }

  /// The seconds between refreshes of a bare `--watch`.
  package static let defaultWatchSeconds = 30
  /// The most seconds `--watch` waits between refreshes: a day.
  package static let longestWatchSeconds = 86_400

  /// Whether the option's value may be left out: `--expand` (the first
  /// expansion) and `--watch` (every ``defaultWatchSeconds``). The next
  /// word is its value only when it fits (see ``CommandLineParser``).
  package var hasOptionalValue: Bool {
    self == .expand || self == .watch
  }

  /// Whether the option always takes a value, in its own word or after
  /// `=`. Options with an optional value do not: see ``hasOptionalValue``.
  package var takesValue: Bool {
    if hasOptionalValue { return false }
    if case .value = descriptor.kind { return true }
    return false
  }

  /// The option looked up by its long name.
  package static func named(_ name: String) -> CommonOption? { CommonOption(rawValue: name) }

  /// Whether the option means something for `resource`; the others are
  /// left out of its help and completions and rejected on its command line.
  package func applies(to resource: ResourceDescriptor) -> Bool {
    // NB: a resource's own option of the same name, such as `login --web`,
    // wins when parsing, so the common one is left out of help and completions.
    if resource.options.contains(where: { $0.name == name }) { return false }
    return switch self {
    case .page, .all, .maxPages: resource.paging != .none
    case .limit: resource.kind == .list
    case .expand: !resource.expansions.isEmpty
    case .search: resource.search != nil
    case .interactive: resource.kind != .action
    case .changes: resource.isTrackable && resource.kind == .list
    case .watch, .watchCount: resource.kind == .list && !FavoritesResources.isList(resource)
    default: true
    }
  }
}
