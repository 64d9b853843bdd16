package import ExploreCore
package import ExploreTerminal
package import Foundation

/// The whole state of the interactive browser, as a value: the navigation
/// stack of levels, the screen size, search editing, help and the status
/// message, plus the laid-out lines of the current level.
///
/// It is a pure state machine: ``handle(_:)`` takes a key or the outcome of
/// a load and returns the ``BrowserEffect``s to perform; ``BrowserScreen``
/// turns it into screen lines. Nothing here reads a clock, a file or the
/// network, so tests drive it key by key.
///
/// ```swift
/// var state = BrowserState(provider: GitHub.descriptor, resource: followers, request: request,
///                          size: ScreenSize(width: 80, height: 24), style: BrowserStyle())
/// var effects = state.start()                 // [.loadPage(level: 0, …)]
/// effects = state.handle(.key(.down))
/// ```
package struct BrowserState: Sendable {
  package var provider: ProviderDescriptor
  /// The navigation stack; the last level is on screen.
  package private(set) var levels: [BrowserLevel]
  package private(set) var size: ScreenSize
  package var style: BrowserStyle
  /// Whether keys go to the search text (after `/`, until Return or Esc).
  package private(set) var isEditingSearch = false
  package private(set) var showsHelp = false
  /// A note for the status line that lasts until the next key.
  package private(set) var message: String?
  /// A question on the status line that waits for `y` or `n` (``BrowserPrompt``).
  package private(set) var prompt: BrowserPrompt?
  /// Keys that wait for a page: a move past the loaded rows that more
  /// pages can satisfy, and every key typed after it, replayed in order as
  /// pages arrive (at most ``maximumQueuedKeys``).
  package private(set) var queuedKeys: [Key] = []
  /// The user's favorites, whose rows show a ★.
  package var favorites: Set<ItemKey> = []
  /// The API's rate limit as last seen, for what `G` says loading to the
  /// end costs; the runtime keeps it up to date.
  package var rateLimit: BrowserRateLimit?
  /// What a request that has been out for a second or more waits for
  /// (``BrowserEvent/waiting(_:)``), said on the status line.
  package var waiting: String?
  /// The current level's body, laid out for the width.
  package private(set) var layout = BrowserLayout()
  /// Whether the next paint must redraw every line (after a resize).
  package var needsFullRedraw = true
  /// The rows (loaded and refreshed together) from which a refresh's
  /// answer is worked out by the runtime away from the key loop
  /// (``BrowserEffect/prepareRefresh(_:)``); a smaller list, up to about
  /// 1,000 rows refreshed (a few milliseconds), is refreshed at once.
  package var inlineRefreshRows = 2_000
  private var nextLevelID = 1

  package init(
    provider: ProviderDescriptor,
    resource: ResourceDescriptor,
    request: ResourceRequest,
    expansion: ExpansionDescriptor? = nil,
    size: ScreenSize,
    style: BrowserStyle = BrowserStyle()
  ) {
    self.provider = provider
    self.size = size
    self.style = style
    let title = Self.title(provider: provider.name, request: request)
    levels = [BrowserLevel(id: 0, title: title, resource: resource, request: request, expansion: expansion ?? resource.expansions.first)]
  }

  /// The level on screen.
  package var current: BrowserLevel {
    get { levels[levels.count - 1] }
    set { levels[levels.count - 1] = newValue }
  }

  /// The number of body lines between the title line and the status
  /// lines (one, or more for a message that needs them).
  package var bodyHeight: Int { max(size.height - 1 - statusLines().count, 1) }

  /// The most pages the local filter loads on its own, looking for rows
  /// that match, before it stops and says so; `G` loads the rest.
  package static let filterPageBound = 10

  /// The most keys that wait for a page; more are dropped, and the status
  /// line says so.
  package static let maximumQueuedKeys = 1_000

  /// The selected row, if the list has any.
  package var selectedRow: RowPath? {
    layout.rows.indices.contains(current.cursor) ? layout.rows[current.cursor] : nil
  }

  /// The selected item, if the list has any.
  package var selectedItem: Item? {
    selectedRow.flatMap { current.shownList.items[$0] }
  }

  /// Starts browsing: lays out the empty list and asks for the first page.
  package mutating func start() -> [BrowserEffect] {
    relayout()
    return loadMoreIfNeeded()
  }

  static func title(provider: String, request: ResourceRequest) -> String {
    var words = ["explore", provider] + request.path
    words += request.arguments.keys.sorted().compactMap { request.arguments[$0] }
    return words.joined(separator: " ")
  }
}

/// How the browser paints: colour (following the CLI's ``ColorPolicy``)
/// and the moment relative times count from.
package struct BrowserStyle: Sendable {
  package var useColor: Bool
  package var now: Date
  /// The item kinds `f` keeps as favorites (the provider's favoritable
  /// kinds); none means the key is absent.
  package var favoritableKinds: Set<String>
  /// The plural the provider declares for each favoritable kind ("people"),
  /// for messages; a kind without one reads as ``FavoritableKind/defaultPlural(of:)``.
  package var favoritePlurals: [String: String]
  /// Whether a detail level shows its record's picture (`--images`, in
  /// half blocks); off without colour and with `--images none`.
  package var showsPictures = false
  /// `-i --watch`'s seconds between refreshes, for the status line
  /// (`auto 2s · 08:51:03 · −9 +5`); `nil` without `--watch`.
  package var watchSeconds: Int?
  /// The time zone the status line gives times in.
  package var timeZone = TimeZone.current
  /// The API's base URL: an item whose web address lies under it has no
  /// page for people (Rick and Morty's records link to their JSON), and
  /// `o` says so instead of opening it.
  package var apiBaseURL: URL?

  /// Whether `f` toggles favorites.
  package var favoritesEnabled: Bool { !favoritableKinds.isEmpty }

  package init(
    useColor: Bool = false, now: Date = Date(timeIntervalSince1970: 0), favoritableKinds: Set<String> = [],
    favoritePlurals: [String: String] = [:]
  ) {
    self.useColor = useColor
    self.now = now
    self.favoritableKinds = favoritableKinds
    self.favoritePlurals = favoritePlurals
  }

  /// The style's favorites as `favorites` declares them: their kinds and plurals.
  package init(useColor: Bool, now: Date, favorites: [FavoritableKind]) {
    self.init(
      useColor: useColor, now: now, favoritableKinds: Set(favorites.map(\.kind)),
      favoritePlurals: Dictionary(favorites.map { ($0.kind, $0.plural) }, uniquingKeysWith: { first, _ in first })
    )
  }
}

extension BrowserState {
  mutating func setSize(_ newSize: ScreenSize) {
    size = newSize
    needsFullRedraw = true
  }

  mutating func setMessage(_ text: String?) {
    message = text
  }

  mutating func setEditingSearch(_ editing: Bool) {
    isEditingSearch = editing
  }

  mutating func setShowsHelp(_ shows: Bool) {
    showsHelp = shows
  }

  mutating func setPrompt(_ newPrompt: BrowserPrompt?) {
    prompt = newPrompt
  }

  mutating func setQueuedKeys(_ keys: [Key]) {
    queuedKeys = keys
  }

  mutating func pushLevel(title: String, resource: ResourceDescriptor, request: ResourceRequest) -> BrowserLevel {
    let level = BrowserLevel(id: nextLevelID, title: title, resource: resource, request: request, expansion: resource.expansions.first)
    nextLevelID += 1
    levels.append(level)
    return level
  }

  mutating func popLevel() -> BrowserLevel? {
    guard levels.count > 1 else { return nil }
    return levels.removeLast()
  }

  /// The index of the level with `id` in the stack, if it is still there.
  func levelIndex(_ id: Int) -> Int? {
    levels.firstIndex { $0.id == id }
  }

  mutating func updateLevel(_ id: Int, _ change: (inout BrowserLevel) -> Void) {
    guard let index = levelIndex(id) else { return }
    change(&levels[index])
  }

  mutating func setLayout(_ newLayout: BrowserLayout) {
    layout = newLayout
  }
}
