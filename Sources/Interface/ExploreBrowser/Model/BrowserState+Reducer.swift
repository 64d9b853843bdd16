import ExploreCore
import ExploreRendering
import ExploreTerminal
import Foundation
import ExploreSnapshots

extension BrowserState {
  /// Applies one event and returns the effects to perform, in order.
  ///
  /// After every event the state checks whether the cursor has come within
  /// one screen of the end of the shown list; if so, and more pages exist,
  /// and no page is loading or failed, it asks for the next page (only one
  /// load runs at a time).
  package mutating func handle(_ event: BrowserEvent) -> [BrowserEffect] {
    var effects: [BrowserEffect]
    switch event {
    case .key(let key):
      effects = receiveKey(key)
    case .resized(let newSize):
      setSize(newSize)
      relayout()
      effects = []
    case .pageLoaded(let id, let source, let sections, let paging, let replacing):
      effects = pageLoaded(level: id, source: source, sections: sections, paging: paging, replacing: replacing)
    case .pageFailed(let id, let source, let message):
      updateLevel(id) { level in
        guard Self.matches(source, level) else { return }
        level.shownList.isLoading = false
        level.shownList.failure = message
        level.loadsToEnd = false
      }
      // NB: a notice of the load's retries ("waiting 4 s…") lasts until the
      // next key, and the status line shows a message before a failure: the
      // failure that ends the retries would stay hidden behind it.
      if levelIndex(id) == levels.count - 1 { setMessage(nil) }
      relayoutIfCurrent(id)
      effects = []
    case .childrenLoaded(let id, let row, let item):
      updateLevel(id) { level in
        level.childStatus[row] = nil
        var list = level.shownList
        guard list.items[row] != nil else { return }
        list.attach(item.children ?? [], to: row)
        if let note = item.emptyChildrenNote { list.items[row]?.emptyChildrenNote = note }
        list.tree.expand([row])
        level.shownList = list
      }
      relayoutIfCurrent(id)
      effects = []
    case .pictureLoaded(let id, let picture):
      updateLevel(id) { $0.picture = picture }
      relayoutIfCurrent(id)
      effects = []
    case .childrenFailed(let id, let row, let message):
      updateLevel(id) { $0.childStatus[row] = .failed(message) }
      relayoutIfCurrent(id)
      effects = []
    case .searchIdle(let id, let note):
      updateLevel(id) { level in
        level.searchList = nil
        level.searchQuery = nil
        level.searchInFlight = nil
      }
      if levelIndex(id) == levels.count - 1, let note { setMessage(note) }
      relayoutIfCurrent(id)
      effects = []
    case .notice(let text):
      setMessage(text)
      effects = []
    case .refreshed(let id, let generation, let sections, let paging, let at):
      effects = refreshed(level: id, generation: generation, sections: sections, paging: paging, at: at)
    case .refreshPrepared(let prepared):
      effects = refreshPrepared(prepared)
    case .refreshFailed(let id, let generation, let message):
      effects = []
      guard let index = levelIndex(id), levels[index].refreshGeneration == generation else { break }
      updateLevel(id) { level in
        level.isRefreshing = false
        level.refreshIsManual = false
      }
      if index == levels.count - 1 { setMessage("Refresh failed: \(message) — r tries again") }
    case .refreshTimer:
      effects = current.isRefreshing || isEditingSearch || showsHelp ? [] : refresh(quietly: true)
    case .searchFailed(let id, _, let message):
      updateLevel(id) { level in
        level.searchList?.isLoading = false
        level.searchList?.failure = message
        level.searchInFlight = nil
      }
      if levelIndex(id) == levels.count - 1 { setMessage("Search failed: \(message)") }
      relayoutIfCurrent(id)
      effects = []
    case .searchStarted(let id, let query):
      // NB: a start the keys typed since have overtaken keeps their query.
      updateLevel(id) { level in
        if level.searchInFlight == nil || level.searchText.trimmingCharacters(in: .whitespacesAndNewlines) == query {
          level.searchInFlight = query
        }
      }
      relayoutIfCurrent(id)
      effects = []
    case .refreshPaced(let seconds):
      style.watchSeconds = seconds
      effects = []
    case .waiting(let text):
      waiting = text
      effects = []
    case .favoriteChanged(let key, let isFavorite, let text):
      if isFavorite { favorites.insert(key) } else { favorites.remove(key) }
      setMessage(text)
      effects = []
    }
    if case .key = event {} else { effects += replayQueuedKeys() }
    effects += loadMoreIfNeeded()
    // NB: a message may have taken or given back status lines.
    scrollToCursor()
    return effects
  }

  private static func matches(_ source: PageSource, _ level: BrowserLevel) -> Bool {
    switch source {
    case .list: level.searchList == nil
    case .search(let query): level.searchQuery == query
    }
  }

  private mutating func relayoutIfCurrent(_ id: Int) {
    if current.id == id { relayout() }
  }

  private mutating func pageLoaded(
    level id: Int, source: PageSource, sections: [ItemSection], paging: PageInfo, replacing: Bool
  ) -> [BrowserEffect] {
    var repeated = RepeatedIDs()
    updateLevel(id) { level in
      var list: LoadedList
      switch source {
      case .list:
        list = replacing ? LoadedList() : level.list
      case .search(let query):
        // NB: the first page of a new query replaces what an older query
        // showed (switch to latest); later pages of the same query append.
        if level.searchQuery != query || replacing {
          level.searchQuery = query
          list = LoadedList()
        } else {
          list = level.searchList ?? LoadedList()
        }
      }
      repeated = list.append(sections)
      if source == .list { list.pagesLoaded += 1 }
      if case .search = source { level.searchInFlight = nil }
      // NB: a page that came while the local filter was on counts toward
      // the filter's bound of pages loaded on its own.
      if source == .list, !level.searchesRemotely, !level.searchText.trimmingCharacters(in: .whitespaces).isEmpty, !level.loadsToEnd {
        level.filterPages += 1
      }
      list.paging = paging
      list.isLoading = false
      list.failure = nil
      switch source {
      case .list: level.list = list
      case .search: level.searchList = list
      }
      if replacing { level.childStatus = [:] }
      if replacing, source == .list {
        // NB: the list starts again; a refresh under way would mark against
        // what is gone.
        level.marks = [:]
        level.refreshGeneration += 1
        level.isRefreshing = false
      }
    }
    relayoutIfCurrent(id)
    if let notice = repeated.notice, levelIndex(id) == levels.count - 1 { setMessage(notice) }
    let picture = source == .list ? pictureRequest(level: id, sections: sections) : []
    return picture + continueLoadingToEnd(level: id)
  }

  /// Asks once for the picture of a detail level's record when pictures
  /// are shown: the first item of its first section, as a detail resource
  /// answers. A record without a picture has none.
  ///
  /// NB: never another item's: a location's residents and an episode's
  /// characters have portraits, which are theirs, not the place's.
  private mutating func pictureRequest(level id: Int, sections: [ItemSection]) -> [BrowserEffect] {
    guard style.showsPictures, let index = levelIndex(id), levels[index].resource.kind == .detail, !levels[index].pictureRequested,
      let item = sections.first?.items.first, item.picture != nil
    else { return [] }
    updateLevel(id) { $0.pictureRequested = true }
    return [.loadPicture(level: id, item: item, columns: min(BrowserPicture.maximumColumns, rowWidth))]
  }

  /// Asks for the next page when the cursor is within one screen of the end.
  mutating func loadMoreIfNeeded() -> [BrowserEffect] {
    var level = current
    var list = level.shownList
    guard list.hasMore, !list.isLoading, list.failure == nil, !(level.isRefreshing && level.searchList == nil) else { return [] }
    guard layout.rows.count - level.cursor <= bodyHeight || level.loadsToEnd else { return [] }
    // NB: the local filter pages on by itself while it shows less than a
    // screen, up to its bound; a key that needs more rows waits for them.
    let filtering = !level.searchesRemotely && !level.searchText.trimmingCharacters(in: .whitespaces).isEmpty
    if filtering, level.filterPages >= Self.filterPageBound, !level.loadsToEnd, queuedKeys.isEmpty { return [] }
    list.isLoading = true
    level.shownList = list
    current = level
    scrollToCursor()
    return [.loadPage(level: level.id, request: level.request, source: level.shownSource, restart: false)]
  }

  // MARK: Keys

  /// A key, in its turn: after the keys that wait for a page, if any
  /// (``queuedKeys``); Ctrl-C never waits, and Esc drops the keys that wait.
  private mutating func receiveKey(_ key: Key) -> [BrowserEffect] {
    if key == .interrupt { return [.quit] }
    if !queuedKeys.isEmpty {
      if key == .escape {
        let dropped = queuedKeys.count
        setQueuedKeys([])
        setMessage("Stopped waiting for the next page; \(dropped) \(dropped == 1 ? "key" : "keys") dropped.")
        return []
      }
      enqueue(key)
      return []
    }
    guard let effects = handleKey(key) else {
      enqueue(key)
      return []
    }
    return effects
  }

  private mutating func enqueue(_ key: Key) {
    guard queuedKeys.count < Self.maximumQueuedKeys else {
      setMessage("\(FieldFormatter.grouped(Self.maximumQueuedKeys)) keys already wait for the next page; this one was dropped.")
      return
    }
    setQueuedKeys(queuedKeys + [key])
  }

  /// Handles the keys that waited, in order, until one needs a page that
  /// has not come yet.
  mutating func replayQueuedKeys() -> [BrowserEffect] {
    var effects: [BrowserEffect] = []
    while let key = queuedKeys.first {
      guard let handled = handleKey(key) else { break }
      setQueuedKeys(Array(queuedKeys.dropFirst()))
      effects += handled
      if effects.contains(.quit) { break }
    }
    return effects
  }

  /// The effects of `key`, or `nil` when it is a move past the loaded rows
  /// that the next page can satisfy: it waits for that page.
  private mutating func handleKey(_ key: Key) -> [BrowserEffect]? {
    if key == .interrupt { return [.quit] }
    setMessage(nil)
    if let prompt {
      setPrompt(nil)
      return answer(prompt, with: key)
    }
    if showsHelp {
      // NB: the help says that any key goes back, q included.
      setShowsHelp(false)
      return []
    }
    if key == .escape, current.loadsToEnd {
      stopLoadingToEnd()
      return []
    }
    if isEditingSearch, let effects = editSearch(key) { return effects }
    guard let binding = BrowserKeyBinding.binding(for: key, style: style) else { return [] }
    return binding.perform(&self, key)
  }

  /// Keys while editing the search text; `nil` for keys that still move.
  private mutating func editSearch(_ key: Key) -> [BrowserEffect]? {
    var text = current.searchText
    switch key {
    case .character(let character):
      text.append(character)
    case .backspace:
      guard !text.isEmpty else {
        setEditingSearch(false)
        return []
      }
      text.removeLast()
    case .enter:
      setEditingSearch(false)
      return []
    case .escape:
      return clearSearch()
    default:
      return nil
    }
    return setSearchText(text)
  }

  private mutating func setSearchText(_ text: String) -> [BrowserEffect] {
    var level = current
    level.searchText = text
    level.cursor = 0
    level.loadsToEnd = false
    // NB: the filter's bound counts from when it starts.
    if text.trimmingCharacters(in: .whitespaces).isEmpty { level.filterPages = 0 }
    current = level
    if level.searchesRemotely {
      let query = text.trimmingCharacters(in: .whitespacesAndNewlines)
      if query.isEmpty {
        level.searchList = nil
        level.searchQuery = nil
        level.searchInFlight = nil
      } else if query != level.searchInFlight, query != level.searchQuery || level.searchInFlight != nil {
        // NB: "searching…" from this key on, not from the end of the pause:
        // the rows and their count are the last answer's until the next.
        // A query the search model already shows (a space added) sends nothing.
        level.searchInFlight = query
      }
      current = level
      relayout()
      return [.updateSearch(level: level.id, request: level.request, text: text)]
    }
    relayout()
    return []
  }

  mutating func clearSearch() -> [BrowserEffect] {
    setEditingSearch(false)
    guard !current.searchText.isEmpty || current.searchList != nil else { return [] }
    return setSearchText("")
  }

  mutating func moveCursor(by delta: Int) {
    moveCursor(to: current.cursor + delta)
  }

  /// Moves the cursor to `row`, clamped to the rows; the first move after
  /// a refresh clears its marks, and the rows it marked removed go.
  mutating func moveCursor(to row: Int) {
    clearMarks()
    var level = current
    level.cursor = min(max(row, 0), max(layout.rows.count - 1, 0))
    current = level
    scrollToCursor()
  }

  // MARK: Expansion

  mutating func toggleExpansion() -> [BrowserEffect] {
    guard let row = selectedRow else { return [] }
    if current.shownList.tree.isExpanded(row) || current.childStatus[row] != nil {
      collapse(row)
      return []
    }
    return expandSelected()
  }

  /// Whether Space or → can do something with `row`: collapse it, show
  /// its children, or load them.
  private func canExpand(_ row: RowPath) -> Bool {
    let level = current
    return level.shownList.tree.isExpanded(row) || level.childStatus[row] != nil || level.shownList.hasChildren(row)
      || (row.parent == nil && level.expansion != nil)
  }

  mutating func expandSelected() -> [BrowserEffect] {
    guard let row = selectedRow, let item = selectedItem else { return [] }
    var level = current
    guard !level.shownList.tree.isExpanded(row), level.childStatus[row] == nil else { return [] }
    if level.shownList.hasChildren(row) {
      level.shownList.tree.expand([row])
      current = level
      relayout()
      return []
    }
    // NB: only top-level rows expand through the resource's expansion; the
    // children it yields are of another kind.
    guard row.parent == nil, let expansion = level.expansion else {
      setMessage("Nothing to expand under \(TerminalText.name(item.title)).")
      return []
    }
    level.childStatus[row] = .loading
    current = level
    relayout()
    return [.loadChildren(level: level.id, row: row, item: item, expansion: expansion, request: level.request)]
  }

  private mutating func collapse(_ row: RowPath) {
    var level = current
    level.shownList.tree.collapse([row])
    if case .failed = level.childStatus[row] { level.childStatus[row] = nil }
    current = level
    relayout()
  }

  mutating func collapseOrGoToParent() {
    guard let row = selectedRow else { return }
    if current.shownList.tree.isExpanded(row) || current.childStatus[row] != nil {
      collapse(row)
    } else if let parent = row.parent, let index = layout.rows.firstIndex(of: parent) {
      moveCursor(to: index)
    }
  }

  // MARK: Navigation

  mutating func drillDown() -> [BrowserEffect] {
    guard let item = selectedItem else { return [] }
    guard let target = DrillDownRule.target(for: item, in: provider, from: current.resource) else {
      setMessage("Nothing to drill into for \(item.kind) \(TerminalText.name(item.title)).")
      return []
    }
    open(target)
    return []
  }

  /// Enter: the selected row's detail (``DrillDownRule/detail(for:in:)``),
  /// a follower's profile or a character; a row without one, or the
  /// record the level already shows, expands or collapses instead.
  mutating func openSelected() -> [BrowserEffect] {
    guard let item = selectedItem else { return [] }
    guard let target = DrillDownRule.detail(for: item, in: provider), target.request != current.request else {
      guard let row = selectedRow, !canExpand(row) else { return toggleExpansion() }
      let drill = DrillDownRule.target(for: item, in: provider, from: current.resource) == nil ? "" : "; d drills into it"
      setMessage("Nothing to open or expand under \(TerminalText.name(item.title))\(drill).")
      return []
    }
    open(target)
    return []
  }

  private mutating func open(_ target: (resource: ResourceDescriptor, request: ResourceRequest)) {
    setEditingSearch(false)
    let title = Self.title(provider: provider.name, request: target.request)
    _ = pushLevel(title: title, resource: target.resource, request: target.request)
    relayout()
  }

  mutating func goBack() -> [BrowserEffect] {
    guard let left = popLevel() else {
      setMessage("This is the first list; q quits.")
      return []
    }
    setEditingSearch(false)
    let level = current
    relayout()
    // NB: restore exactly what the level showed; relayout may only clamp.
    var restored = current
    restored.cursor = min(level.cursor, max(layout.rows.count - 1, 0))
    restored.scroll = level.scroll
    current = restored
    return [.discardLevel(left.id)]
  }

  /// `f`: adds the selected item to the favorites, or removes it; the
  /// outcome comes back as a notice.
  mutating func toggleFavorite() -> [BrowserEffect] {
    guard let item = selectedItem else { return [] }
    guard style.favoritableKinds.contains(item.kind) else {
      let kinds = style.favoritableKinds.sorted()
        .map { style.favoritePlurals[$0] ?? FavoritableKind.defaultPlural(of: $0) }
        .joined(separator: " or ")
      setMessage("Only \(kinds) can be favorites.")
      return []
    }
    return [.toggleFavorite(item)]
  }

  mutating func openWebPage() -> [BrowserEffect] {
    guard let item = selectedItem else { return [] }
    guard let url = item.webURL else {
      setMessage("\(TerminalText.name(item.title)) has no web page.")
      return []
    }
    if let base = style.apiBaseURL?.absoluteString, url.absoluteString.hasPrefix(base.hasSuffix("/") ? base : base + "/") {
      // NB: a link into the API itself is JSON for programs, not a page.
      setMessage("\(TerminalText.name(item.title)) has no web page: the API links only to its JSON record.")
      return []
    }
    setMessage("Opening \(url.absoluteString)")
    return [.openURL(url)]
  }

  /// `r`: after a failed page, retries it; before any page or while a
  /// remote search shows, loads the list again from the first page.
  /// Otherwise refreshes the level: its loaded pages load again, and the
  /// answer (``refreshed(level:generation:sections:paging:)``) replaces the
  /// rows by changeset. Failed expansions are forgotten so Enter retries.
  ///
  /// - Parameter quietly: for `--watch`'s timer: no status message.
  mutating func refresh(quietly: Bool = false) -> [BrowserEffect] {
    var level = current
    level.childStatus = level.childStatus.filter { $0.value == .loading }
    var list = level.shownList
    if level.searchList == nil, list.failure == nil, list.pagesLoaded > 0 {
      level.refreshGeneration += 1
      level.isRefreshing = true
      level.refreshIsManual = !quietly
      current = level
      if !quietly { setMessage("Refreshing…") }
      return [.refreshLevel(level: level.id, request: level.request, pages: list.pagesLoaded, generation: level.refreshGeneration)]
    }
    guard !quietly else { return [] }
    let retrying = list.failure != nil && list.rootCount > 0
    list.failure = nil
    list.isLoading = true
    level.shownList = list
    current = level
    relayout()
    setMessage(retrying ? "Retrying…" : "Refreshing…")
    return [.loadPage(level: level.id, request: level.request, source: level.shownSource, restart: !retrying)]
  }

  /// Takes a refresh's answer for level `id`, unless a newer refresh was
  /// asked for since (or the level was left): a list of fewer than
  /// ``inlineRefreshRows`` rows (loaded and refreshed together) is refreshed
  /// at once; a larger one is worked out by the runtime
  /// (``BrowserEffect/prepareRefresh(_:)``) and applied when it comes back.
  private mutating func refreshed(level id: Int, generation: Int, sections: [ItemSection], paging: PageInfo, at: Date?) -> [BrowserEffect] {
    guard let index = levelIndex(id), levels[index].refreshGeneration == generation else { return [] }
    let level = levels[index]
    let work = RefreshWork(
      level: id, generation: generation, listVersion: level.listVersion, list: level.list, marks: level.marks, sections: sections,
      paging: paging, at: at)
    let rows = level.list.items.count + sections.reduce(0) { $0 + $1.items.count }
    guard rows >= inlineRefreshRows else {
      apply(work.prepare())
      return []
    }
    return [.prepareRefresh(work)]
  }

  /// A refresh worked out by the runtime: dropped when a newer refresh was
  /// asked for or its level was left; worked out again when the level's
  /// list changed meanwhile (a page, children, an expansion), so that it
  /// neither undoes that change nor is lost; else applied.
  private mutating func refreshPrepared(_ prepared: PreparedRefresh) -> [BrowserEffect] {
    let work = prepared.work
    guard let index = levelIndex(work.level), levels[index].refreshGeneration == work.generation else { return [] }
    guard levels[index].listVersion == work.listVersion else {
      return refreshed(level: work.level, generation: work.generation, sections: work.sections, paging: work.paging, at: work.at)
    }
    apply(prepared)
    return []
  }

  /// Applies a refreshed list: the rows are replaced by changeset and
  /// marked (``LoadedList/refreshed(with:paging:removed:)``), and the
  /// selection follows its item; when its item is gone, it goes to the next
  /// item that stays, else the previous one.
  private mutating func apply(_ prepared: PreparedRefresh) {
    let id = prepared.work.level
    guard let index = levelIndex(id) else { return }
    let isCurrent = index == levels.count - 1
    let selected = isCurrent ? selectedRow : nil
    var level = levels[index]
    let oldOrder = level.list.sections.flatMap(\.roots).filter { !prepared.work.removed.contains($0) }
    let (list, marks) = (prepared.list, prepared.marks)
    level.list = list
    level.marks = marks
    level.isRefreshing = false
    level.childStatus = level.childStatus.filter { list.items[$0.key] != nil && marks[$0.key] != .removed }
    // NB: what this refresh did, even when the marks of an earlier one stay.
    let summary = RefreshSummary(at: prepared.work.at, marks: prepared.changedRows ? marks : [:])
    level.lastRefresh = summary
    if summary.changedRows { level.markedRefresh = summary }
    let manual = level.refreshIsManual
    level.refreshIsManual = false
    if isCurrent, manual || message == "Refreshing…" {
      // NB: `r` says what it found, and that nothing changed too.
      setMessage(manual ? (summary.changedRows ? "Refreshed: \(summary.counts)." : "No changes.") : nil)
    }
    updateLevel(id) { $0 = level }
    guard isCurrent else { return }
    relayout()
    guard let selected else { return }
    var root = selected
    while let parent = root.parent { root = parent }
    guard marks[root] == .removed, let position = oldOrder.firstIndex(of: root) else { return }
    let stays = { (path: RowPath) in list.items[path] != nil && marks[path] != .removed }
    let next = oldOrder[(position + 1)...].first(where: stays) ?? oldOrder[..<position].last(where: stays)
    guard let next, let row = layout.rows.firstIndex(of: next) else { return }
    var moved = current
    moved.cursor = row
    current = moved
    scrollToCursor()
  }
}
