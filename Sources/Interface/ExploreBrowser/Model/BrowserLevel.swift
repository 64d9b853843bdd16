package import ExploreCore
package import ExploreRendering

/// One screen of the browser's navigation stack: the list of one resource,
/// with its own cursor, scroll position, expansions and search. Drilling
/// down pushes a level; Backspace pops it, and the level below shows again
/// exactly as it was left.
package struct BrowserLevel: Sendable {
  /// What a child row's expansion is doing.
  package enum ChildStatus: Sendable, Hashable {
    case loading
    case failed(String)
  }

  /// Unique for the life of the browser, so that late results of a level
  /// that was left are dropped.
  package let id: Int
  /// The command this level shows: "github followers octocat".
  package var title: String
  package var resource: ResourceDescriptor
  package var request: ResourceRequest
  /// The expansion Enter loads for top-level rows, if the resource has one.
  package var expansion: ExpansionDescriptor?
  package var list = LoadedList() {
    didSet { listVersion &+= 1 }
  }
  /// Counts the changes of ``list`` (pages, children, expansions, refreshes),
  /// so that a refresh worked out from an older list is not applied.
  package private(set) var listVersion = 0
  /// The results of a remote search, shown instead of ``list`` while the
  /// search text is not empty.
  package var searchList: LoadedList?
  /// The query ``searchList`` holds results for.
  package var searchQuery: String?
  package var childStatus: [RowPath: ChildStatus] = [:]
  /// What the user typed after `/`.
  package var searchText = ""
  /// The selected row, an index into the visible selectable rows.
  package var cursor = 0
  /// The first body line shown.
  package var scroll = 0
  /// What the last refresh of ``list`` did to its top-level rows; replaced
  /// by the next refresh.
  package var marks: [RowPath: RowMark] = [:]
  /// Counts the refreshes asked for; a refresh that answers with an older
  /// number was overtaken by a newer one and is dropped.
  package var refreshGeneration = 0
  /// Whether a refresh of ``list`` is under way.
  package var isRefreshing = false
  /// Whether the refresh under way is the user's `r`, which says what it
  /// found ("No changes."), rather than `--watch`'s timer.
  package var refreshIsManual = false
  /// The column widths each section of the shown list was first drawn
  /// with, kept while pages load (``TextRenderer/ColumnWidths``), for
  /// ``columnWidthsSource``.
  package var columnWidths: [String: TextRenderer.ColumnWidths] = [:]
  /// The list ``columnWidths`` were drawn for: another search's results
  /// lay their columns out afresh.
  package var columnWidthsSource: PageSource?
  /// The query of a remote search under way, from the key that changed it
  /// (through the debounce) until its answer, for "searching…".
  package var searchInFlight: String?
  /// The pages loaded on their own while the local filter showed fewer
  /// rows than the screen; at ``BrowserState/filterPageBound`` they stop.
  package var filterPages = 0
  /// Whether `G` asked for every page to the end: each page that arrives
  /// asks for the next, then the cursor goes to the last row.
  package var loadsToEnd = false
  /// What the last refresh did, for the status line (`auto 2s · 08:51:03 · −9 +5`).
  package var lastRefresh: RefreshSummary?
  /// The refresh whose marks ``marks`` shows: the last that changed
  /// something, while its marks last.
  package var markedRefresh: RefreshSummary?
  /// A detail level's portrait, once it is loaded: shown above the sections.
  package var picture: BrowserPicture?
  /// Whether the portrait was asked for, so that it is asked for once.
  package var pictureRequested = false

  package init(id: Int, title: String, resource: ResourceDescriptor, request: ResourceRequest, expansion: ExpansionDescriptor?) {
    self.id = id
    self.title = title
    self.resource = resource
    self.request = request
    self.expansion = expansion
  }

  /// Whether the search text is sent to the API rather than filtering
  /// what is loaded.
  package var searchesRemotely: Bool { resource.search == .remote }

  /// The list on screen: remote search results while a remote search is
  /// active, else the list itself.
  package var shownList: LoadedList {
    get { searchList ?? list }
    set {
      if searchList != nil { searchList = newValue } else { list = newValue }
    }
  }

  /// The remote search whose answer the screen waits for, if any.
  package var awaitedSearch: String? {
    searchesRemotely ? searchInFlight : nil
  }

  /// Where pages of the shown list come from.
  package var shownSource: PageSource {
    if searchList != nil, let searchQuery { return .search(searchQuery) }
    return .list
  }
}

/// Which list of a level a page belongs to.
package enum PageSource: Sendable, Hashable {
  /// The resource itself.
  case list
  /// A remote search for the query.
  case search(String)
}
