package import ExploreCore
import ExploreRendering
import ExploreTerminal
import ExploreTerminalGraphics

/// The declarations of the common options, for parsing, help and
/// completions. Each is described with the same ``OptionDescriptor`` a
/// provider uses for its own options.
package enum CommonOption: String, CaseIterable, Sendable {
  case page, limit, all
  case maxPages = "max-pages"
  case expand, search, json, layout, color, images, offline, record
  case noCache = "no-cache"
  case web, verbose, interactive, changes, watch
  case watchCount = "watch-count"

  /// The long name without dashes.
  package var name: String { rawValue }

  /// The option as help and completions describe it.
  package var descriptor: OptionDescriptor { spec.descriptor }

  /// Everything about the option, in one place: its description, where it
  /// applies, its conflicts and needs, and how its value is read and stored.
  package var spec: CommonOptionSpec {
    let doesNotPage: @Sendable (ResourceDescriptor, ProviderDescriptor?) -> String? = { resource, _ in
      resource.paging == .none ? "it does not page" : nil
    }
    let wholeList = "changes are always worked out over the whole list"
    let notAList: @Sendable (ResourceDescriptor, ProviderDescriptor?) -> String? = { resource, _ in
      if FavoritesResources.isList(resource) { return "favorites are loaded fresh on every run; run it again instead" }
      return resource.kind == .list ? nil : "it is not a list"
    }
    switch self {
    case .page:
      return CommonOptionSpec(
        descriptor: OptionDescriptor(name: name, summary: "Show page <n> of the list.", kind: .value(name: "n")),
        unavailable: doesNotPage, conflicts: [.init(.all), .init(.changes, why: wholeList)]
      ) { options, value throws(ParserError) in options.page = try value.positiveNumber() }
    case .limit:
      return CommonOptionSpec(
        descriptor: OptionDescriptor(
          name: name, summary: "Show the first <n> rows, loading as many pages as that takes.", kind: .value(name: "n")
        ),
        unavailable: { resource, _ in resource.kind == .list ? nil : "it is not a list" },
        conflicts: [.init(.page), .init(.all), .init(.changes, why: wholeList)]
      ) { options, value throws(ParserError) in options.limit = try value.positiveNumber() }
    case .all:
      return CommonOptionSpec(descriptor: .flag(name, summary: "Load every page of the list."), unavailable: doesNotPage) {
        options, _ in options.all = true
      }
    case .maxPages:
      return CommonOptionSpec(
        descriptor: OptionDescriptor(
          name: name, summary: "With --all or --changes, load at most <n> pages of a long list.", kind: .value(name: "n")
        ),
        unavailable: doesNotPage, needs: [.all, .changes]
      ) { options, value throws(ParserError) in options.maxPages = try value.positiveNumber() }
    case .expand:
      return CommonOptionSpec(
        descriptor: OptionDescriptor(
          name: name,
          summary: "Show what each item contains, such as an episode's characters. Name one with --expand <name> or --expand=<name>.",
          kind: .value(name: "name")
        ),
        unavailable: { resource, _ in resource.expansions.isEmpty ? "it has no expansions" : nil },
        conflicts: [
          .init(.changes, why: wholeList),
          .init(.watch, why: "a refresh compares the rows themselves, and expanding them would cost requests every time"),
        ],
        nextWord: .expansionName
      ) { options, value in options.expand = value.text.map { .named($0) } ?? .defaultExpansion }
    case .search:
      return CommonOptionSpec(
        descriptor: OptionDescriptor(name: name, summary: "Show only items matching <text>.", kind: .value(name: "text")),
        unavailable: { resource, _ in resource.search == nil ? "it does not search" : nil },
        conflicts: [.init(.changes, why: wholeList)]
      ) { options, value in options.search = value.value() }
    case .json:
      return CommonOptionSpec(descriptor: .flag(name, summary: "Print one JSON document instead of text.")) { options, _ in
        options.json = true
      }
    case .layout:
      return CommonOptionSpec(
        descriptor: OptionDescriptor(
          name: name, summary: "Lay items out as a list, a grid of names, or labelled details.", kind: .value(name: "layout"),
          allowedValues: LayoutStyle.allCases.map(\.rawValue)
        )
      ) { options, value throws(ParserError) in options.layout = LayoutStyle(rawValue: try value.choice()) }
    case .color:
      return CommonOptionSpec(
        descriptor: OptionDescriptor(
          name: name, summary: "Colour the output: on a terminal only, always, or never.", kind: .value(name: "when"),
          allowedValues: ColorChoice.allCases.map(\.rawValue), defaultValue: ColorChoice.auto.rawValue
        )
      ) { options, value throws(ParserError) in options.color = ColorChoice(rawValue: try value.choice()) ?? .auto }
    case .images:
      return CommonOptionSpec(
        descriptor: OptionDescriptor(
          name: name,
          summary: "Show pictures in the grid and detail layouts: chosen for the terminal, with a protocol, or none (or set EXPLORE_IMAGES).",
          kind: .value(name: "how"), allowedValues: PictureMode.allCases.map(\.rawValue), defaultValue: PictureMode.auto.rawValue
        ),
        unavailable: { resource, _ in resource.kind == .action ? "it is an action" : nil }
      ) { options, value throws(ParserError) in options.images = PictureMode(rawValue: try value.choice()) ?? .auto }
    case .offline:
      return CommonOptionSpec(
        descriptor: .flag(name, summary: "Answer every request from the replay fixtures (or set EXPLORE_OFFLINE=1)."),
        conflicts: [.init(.record)]
      ) { options, _ in options.offline = true }
    case .record:
      return CommonOptionSpec(
        descriptor: OptionDescriptor(
          name: name, summary: "Write every exchange as replay fixtures under <dir>, tokens removed.", kind: .value(name: "dir")
        )
      ) { options, value in options.record = value.value() }
    case .noCache:
      return CommonOptionSpec(descriptor: .flag(name, summary: "Neither read nor write the HTTP cache.")) { options, _ in
        options.noCache = true
      }
    case .web:
      return CommonOptionSpec(
        descriptor: .flag(name, summary: "Open the item's page (or the first item's) in the browser."),
        unavailable: { resource, _ in
          resource.kind == .action ? "it is an action" : resource.itemsHaveWebPages ? nil : "its items have no web page"
        },
        conflicts: [.init(.changes, why: wholeList), .init(.watch, why: "it opens a page and ends")]
      ) { options, _ in options.web = true }
    case .verbose:
      return CommonOptionSpec(
        descriptor: .flag(name, summary: "Log requests, cache hits and retries on standard error, tokens redacted.")
      ) { options, _ in options.verbose = true }
    case .interactive:
      // NB: the parser checks these conflicts first, whatever else is wrong:
      // interactive mode changes what the rest of the command line means.
      return CommonOptionSpec(
        descriptor: .flag(
          name, shortName: "i", summary: "Browse full-screen: scroll to load pages, search, expand, drill down (keys: ?)."
        ),
        unavailable: { resource, _ in resource.kind == .action ? "it is an action" : nil },
        conflicts: [.init(.json), .init(.web), .init(.changes), .init(.watchCount)]
      ) { options, _ in options.interactive = true }
    case .changes:
      return CommonOptionSpec(
        descriptor: .flag(
          name, summary: "Load the whole list and show what was added and removed since the last run with --changes."
        ),
        unavailable: { resource, provider in
          guard !(resource.isTrackable && resource.kind == .list) else { return nil }
          return provider.map(ChangeTracking.notTrackableReason) ?? "it is not a tracked list"
        },
        conflicts: [
          .init(.watch, why: "--changes compares with the last saved run, --watch with its own previous refresh")
        ]
      ) { options, _ in options.changes = true }
    case .watch:
      return CommonOptionSpec(
        descriptor: OptionDescriptor(
          name: name,
          summary: "Print the list, then every <seconds> only what changed in it (+ added, - removed, ~ updated), until Ctrl-C.",
          kind: .value(name: "seconds"), defaultValue: String(Self.defaultWatchSeconds)
        ),
        unavailable: notAList, nextWord: .number
      ) { options, value throws(ParserError) in options.watch = try Self.watchSeconds(value.text) }
    case .watchCount:
      return CommonOptionSpec(
        descriptor: OptionDescriptor(name: name, summary: "With --watch, stop after <n> refreshes.", kind: .value(name: "n")),
        unavailable: notAList, needs: [.watch]
      ) { options, value throws(ParserError) in options.watchCount = try value.positiveNumber() }
    }
  }

  /// `--watch`'s seconds: ``defaultWatchSeconds`` when none were given,
  /// else a whole number from 1 to a day.
  static func watchSeconds(_ text: String?) throws(ParserError) -> Int {
    guard let text else { return defaultWatchSeconds }
    guard let seconds = Int(text), (1...longestWatchSeconds).contains(seconds) else {
      throw .notWatchSeconds(TerminalText.escaped(text), longest: longestWatchSeconds)
    }
    return seconds
  }

  /// The seconds between refreshes of a bare `--watch`.
  package static let defaultWatchSeconds = 30
  /// The most seconds `--watch` waits between refreshes: a day.
  package static let longestWatchSeconds = 86_400

  /// Whether the option's value may be left out: `--expand` (the first
  /// expansion) and `--watch` (every ``defaultWatchSeconds``). The next
  /// word is its value only when it fits (``CommonOptionSpec/nextWord``).
  package var hasOptionalValue: Bool { spec.nextWord != nil }

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
    return spec.unavailable(resource, nil) == nil
  }
}
