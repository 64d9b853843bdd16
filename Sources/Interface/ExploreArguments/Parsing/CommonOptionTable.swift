package import ExploreCore
package import ExploreTerminal
package import ExploreTerminalGraphics

/// The common options: one stored property each, in the order help lists
/// them. Each is a ``CommonOptionKey``: its description, where it applies,
/// its conflicts and needs, how its value is read, and its type.
///
/// Adding a common option is adding a property here: ``CommonOption/allCases``
/// finds it (the parser, help, completions and the checks walk that list),
/// and ``CommonOptions`` stores its value, read by the property's name
/// (`options.maxPages`).
package struct CommonOptionTable: Sendable {
  package let page: CommonOptionKey<Int?> = .value(
    CommonOptionSpec(
      descriptor: OptionDescriptor(name: "page", summary: "Show page <n> of the list.", kind: .value(name: "n")),
      unavailable: Self.doesNotPage, conflicts: [.init(\.all), .init(\.changes, why: Self.wholeList)]
    )
  ) { value throws(ParserError) in try value.positiveNumber() }

  package let limit: CommonOptionKey<Int?> = .value(
    CommonOptionSpec(
      descriptor: OptionDescriptor(
        name: "limit", summary: "Show the first <n> rows, loading as many pages as that takes.", kind: .value(name: "n")
      ),
      unavailable: { resource, _ in resource.kind == .list ? nil : "it is not a list" },
      conflicts: [.init(\.page), .init(\.all), .init(\.changes, why: Self.wholeList)]
    )
  ) { value throws(ParserError) in try value.positiveNumber() }

  package let all: CommonOptionKey<Bool> = .flag(
    CommonOptionSpec(descriptor: .flag("all", summary: "Load every page of the list."), unavailable: Self.doesNotPage)
  )

  package let maxPages: CommonOptionKey<Int?> = .value(
    CommonOptionSpec(
      descriptor: OptionDescriptor(
        name: "max-pages", summary: "With --all or --changes, load at most <n> pages of a long list.", kind: .value(name: "n")
      ),
      unavailable: Self.doesNotPage, needs: [.init(\.all), .init(\.changes)]
    )
  ) { value throws(ParserError) in try value.positiveNumber() }

  package let expand: CommonOptionKey<CommonOptions.Expansion?> = .value(
    CommonOptionSpec(
      descriptor: OptionDescriptor(
        name: "expand",
        summary: "Show what each item contains, such as an episode's characters. Name one with --expand <name> or --expand=<name>.",
        kind: .value(name: "name")
      ),
      unavailable: { resource, _ in resource.expansions.isEmpty ? "it has no expansions" : nil },
      conflicts: [
        .init(\.changes, why: Self.wholeList),
        .init(\.watch, why: "a refresh compares the rows themselves, and expanding them would cost requests every time"),
      ],
      nextWord: .expansionName
    )
  ) { value in value.text.map { .named($0) } ?? .defaultExpansion }

  package let search: CommonOptionKey<String?> = .value(
    CommonOptionSpec(
      descriptor: OptionDescriptor(name: "search", summary: "Show only items matching <text>.", kind: .value(name: "text")),
      unavailable: { resource, _ in resource.search == nil ? "it does not search" : nil },
      conflicts: [.init(\.changes, why: Self.wholeList)]
    )
  ) { value in value.value() }

  package let json: CommonOptionKey<Bool> = .flag(
    CommonOptionSpec(descriptor: .flag("json", summary: "Print one JSON document instead of text."))
  )

  package let layout: CommonOptionKey<LayoutStyle?> = .value(
    CommonOptionSpec(
      descriptor: OptionDescriptor(
        name: "layout", summary: "Lay items out as a list, a grid of names, or labelled details.", kind: .value(name: "layout"),
        allowedValues: LayoutStyle.allCases.map(\.rawValue)
      )
    )
  ) { value throws(ParserError) in LayoutStyle(rawValue: try value.choice()) }

  package let color = CommonOptionKey<ColorChoice>(
    CommonOptionSpec(
      descriptor: OptionDescriptor(
        name: "color", summary: "Colour the output: on a terminal only, always, or never.", kind: .value(name: "when"),
        allowedValues: ColorChoice.allCases.map(\.rawValue), defaultValue: ColorChoice.auto.rawValue
      )
    ),
    defaultValue: .auto
  ) { value throws(ParserError) in ColorChoice(rawValue: try value.choice()) ?? .auto }

  /// `--images`; without it the parser reads `EXPLORE_IMAGES`, else `auto`.
  package let images = CommonOptionKey<PictureMode>(
    CommonOptionSpec(
      descriptor: OptionDescriptor(
        name: "images",
        summary: "Show pictures in the grid and detail layouts: chosen for the terminal, with a protocol, or none (or set EXPLORE_IMAGES).",
        kind: .value(name: "how"), allowedValues: PictureMode.allCases.map(\.rawValue), defaultValue: PictureMode.auto.rawValue
      ),
      unavailable: { resource, _ in resource.kind == .action ? "it is an action" : nil }
    ),
    defaultValue: .auto
  ) { value throws(ParserError) in PictureMode(rawValue: try value.choice()) ?? .auto }

  package let offline: CommonOptionKey<Bool> = .flag(
    CommonOptionSpec(
      descriptor: .flag("offline", summary: "Answer every request from the replay fixtures (or set EXPLORE_OFFLINE=1)."),
      conflicts: [.init(\.record)]
    )
  )

  package let record: CommonOptionKey<String?> = .value(
    CommonOptionSpec(
      descriptor: OptionDescriptor(
        name: "record", summary: "Write every exchange as replay fixtures under <dir>, tokens removed.", kind: .value(name: "dir")
      )
    )
  ) { value in value.value() }

  package let noCache: CommonOptionKey<Bool> = .flag(
    CommonOptionSpec(descriptor: .flag("no-cache", summary: "Neither read nor write the HTTP cache."))
  )

  package let web: CommonOptionKey<Bool> = .flag(
    CommonOptionSpec(
      descriptor: .flag("web", summary: "Open the item's page (or the first item's) in the browser."),
      unavailable: { resource, _ in
        resource.kind == .action ? "it is an action" : resource.itemsHaveWebPages ? nil : "its items have no web page"
      },
      conflicts: [.init(\.changes, why: Self.wholeList), .init(\.watch, why: "it opens a page and ends")]
    )
  )

  package let verbose: CommonOptionKey<Bool> = .flag(
    CommonOptionSpec(descriptor: .flag("verbose", summary: "Log requests, cache hits and retries on standard error, tokens redacted."))
  )

  package let noPager: CommonOptionKey<Bool> = .flag(
    CommonOptionSpec(
      descriptor: .flag("no-pager", summary: "Print a detail longer than the screen instead of paging it with EXPLORE_PAGER, PAGER or less.")
    )
  )

  // NB: the parser checks these conflicts first, whatever else is wrong:
  // interactive mode changes what the rest of the command line means.
  package let interactive: CommonOptionKey<Bool> = .flag(
    CommonOptionSpec(
      descriptor: .flag(
        "interactive", shortName: "i", summary: "Browse full-screen: scroll to load pages, search, expand, drill down (keys: ?)."
      ),
      unavailable: { resource, _ in resource.kind == .action ? "it is an action" : nil },
      conflicts: [.init(\.json), .init(\.web), .init(\.changes), .init(\.watchCount)]
    )
  )

  /// `--changes`: compare the whole list with the last saved snapshot.
  package let changes: CommonOptionKey<Bool> = .flag(
    CommonOptionSpec(
      descriptor: .flag(
        "changes", summary: "Load the whole list and show what was added and removed since the last run with --changes."
      ),
      unavailable: { resource, provider in
        guard !(resource.isTrackable && resource.kind == .list) else { return nil }
        return provider.map(ChangeTracking.notTrackableReason) ?? "it is not a tracked list"
      },
      conflicts: [.init(\.watch, why: "--changes compares with the last saved run, --watch with its own previous refresh")]
    )
  )

  /// `--watch [SECONDS]`: the seconds between refreshes of the list.
  package let watch: CommonOptionKey<Int?> = .value(
    CommonOptionSpec(
      descriptor: OptionDescriptor(
        name: "watch",
        summary: "Print the list, then every <seconds> only what changed in it (+ added, - removed, ~ updated), until Ctrl-C.",
        kind: .value(name: "seconds"), defaultValue: String(CommonOption.defaultWatchSeconds)
      ),
      unavailable: Self.notAList, nextWord: .number
    )
  ) { value throws(ParserError) in try CommonOption.watchSeconds(value.text) }

  /// `--watch-count N`: the refreshes `--watch` makes before it ends.
  package let watchCount: CommonOptionKey<Int?> = .value(
    CommonOptionSpec(
      descriptor: OptionDescriptor(name: "watch-count", summary: "With --watch, stop after <n> refreshes.", kind: .value(name: "n")),
      unavailable: Self.notAList, needs: [.init(\.watch)]
    )
  ) { value throws(ParserError) in try value.positiveNumber() }

  /// The table the parser, help and completions read.
  package static let shared = CommonOptionTable()

  // MARK: - What several options share

  private static let wholeList = "changes are always worked out over the whole list"

  private static let doesNotPage: @Sendable (ResourceDescriptor, ProviderDescriptor?) -> String? = { resource, _ in
    !resource.paging.isPaged ? "it does not page" : nil
  }

  private static let notAList: @Sendable (ResourceDescriptor, ProviderDescriptor?) -> String? = { resource, _ in
    if FavoritesResources.isList(resource) { return "favorites are loaded fresh on every run; run it again instead" }
    return resource.kind == .list ? nil : "it is not a list"
  }
}
