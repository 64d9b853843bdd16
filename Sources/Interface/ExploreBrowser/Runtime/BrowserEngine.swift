import ExploreCore
import ExplorePaging
import Foundation
import ExploreSearch

/// Performs the browser's effects against a provider: one core
/// ``Paginator`` per level (one load at a time, reset on refresh), a core
/// ``SearchModel`` per level for remote search (debounce on the injected
/// clock, switch to latest, each query paged through a ``PagedSearch``), and
/// the provider's batched expansion for children. Outcomes come back through
/// `send` as ``BrowserEvent``s.
actor BrowserEngine {
  private struct Level {
    var paginator: Paginator<SectionedItem>
    var search: Search?
  }

  private struct Search {
    var model: SearchModel<SearchPage>
    var paging: PagedSearch<SectionedItem>
    var listener: Task<Void, Never>
  }

  private struct SearchPage: Sendable {
    var sections: [ItemSection]
    var paging: PageInfo
  }

  private let provider: any ResourceLoader
  /// The most pages one list or search loads: the provider's paging limit.
  private let maxPages: Int
  private let loadPage: BrowserController.PageLoader
  private let clock: any Clock<Duration>
  private let debounce: Duration
  private let send: @Sendable (BrowserEvent) -> Void
  private let loadPicture: BrowserController.PictureLoader?
  /// The wall clock, for when a refresh's answer came.
  private let now: @Sendable () -> Date
  private var levels: [Int: Level] = [:]
  private var tasks: [Int: [Task<Void, Never>]] = [:]

  init(
    provider: any ResourceLoader,
    maxPages: Int,
    loadPage: BrowserController.PageLoader? = nil,
    clock: any Clock<Duration> = ContinuousClock(),
    debounce: Duration = .milliseconds(300),
    loadPicture: BrowserController.PictureLoader? = nil,
    now: @escaping @Sendable () -> Date = { Date() },
    send: @escaping @Sendable (BrowserEvent) -> Void
  ) {
    self.now = now
    self.loadPicture = loadPicture
    self.provider = provider
    self.maxPages = maxPages
    self.loadPage = loadPage ?? { request, cursor in try await provider.load(request, at: cursor) }
    self.clock = clock
    self.debounce = debounce
    self.send = send
  }

  /// Starts `effect`; its outcome arrives later as an event. Quitting and
  /// opening pages are the caller's.
  func perform(_ effect: BrowserEffect) async {
    switch effect {
    case .loadPage(let id, let request, let source, let restart):
      let level = level(id, request: request)
      let send = self.send
      switch source {
      case .list:
        spawn(id) {
          if restart { await level.paginator.reset() }
          await Self.loadNext(level.paginator, level: id, source: source, replacing: restart, send: send)
        }
      case .search(let query):
        guard let search = level.search else { return }
        if restart {
          await search.model.submit(query)
        } else {
          spawn(id) {
            await Self.loadNext(search.paging.paginator, level: id, source: source, replacing: false, send: send)
          }
        }
      }
    case .refreshLevel(let id, let request, let pages, let generation):
      let level = level(id, request: request)
      let loadPage = self.loadPage
      let send = self.send
      let now = self.now
      spawn(id) {
        do {
          let cursors = Array(await level.paginator.deliveredCursors.prefix(pages))
          var rows: [SectionedItem] = []
          var seen: Set<String> = []
          var heads: [SectionHead] = []
          var paging = PageInfo.single
          // NB: one page after another, as scrolling loaded them; the pages
          // the cache answers 304 cost no rate limit.
          for cursor in cursors {
            let page = Page(sectionsOf: try await loadPage(request, cursor))
            try Task.checkCancellation()
            heads = page.sections
            paging = page.info
            rows += page.items.filter { seen.insert($0.id).inserted }
          }
          send(.refreshed(level: id, generation: generation, sections: SectionedItem.sections(of: rows, heads: heads), paging: paging, at: now()))
        } catch is CancellationError {
          return
        } catch {
          guard !Task.isCancelled else { return }
          send(.refreshFailed(level: id, generation: generation, message: Self.describe(error)))
        }
      }
    case .prepareRefresh(let work):
      // NB: detached, so that the work runs on the cooperative pool and
      // neither on this actor nor on the loop that reads keys and paints.
      let send = self.send
      tasks[work.level, default: []].removeAll { $0.isCancelled }
      tasks[work.level, default: []].append(
        Task.detached(priority: .userInitiated) {
          let prepared = work.prepare()
          guard !Task.isCancelled else { return }
          send(.refreshPrepared(prepared))
        })
    case .loadChildren(let id, let row, let item, let expansion, let request):
      let provider = self.provider
      let send = self.send
      spawn(id) {
        do {
          let expanded = try await provider.expand([item], by: expansion, for: request)
          var result = expanded.first { $0.id == item.id } ?? item
          if result.children == nil { result.children = [] }
          send(.childrenLoaded(level: id, row: row, item: result))
        } catch {
          send(.childrenFailed(level: id, row: row, message: Self.describe(error)))
        }
      }
    case .loadPicture(let id, let item, let columns):
      guard let loadPicture else { return }
      let send = self.send
      spawn(id) {
        let lines = await loadPicture(item, columns)
        guard !lines.isEmpty, !Task.isCancelled else { return }
        send(.pictureLoaded(level: id, picture: BrowserPicture(lines: lines, columns: columns)))
      }
    case .updateSearch(let id, let request, let text):
      // NB: awaited here, not in a task of its own, so that keystrokes reach
      // the search model in the order they were typed.
      await search(id, request: request).model.update(text)
    case .discardLevel(let id):
      for task in tasks[id] ?? [] { task.cancel() }
      tasks[id] = nil
      if let level = levels.removeValue(forKey: id) {
        let paginator = level.paginator
        let search = level.search
        Task {
          await paginator.cancel()
          await search?.model.finish()
          search?.listener.cancel()
        }
      }
    case .openURL, .toggleFavorite, .quit:
      break
    }
  }

  /// Cancels everything.
  func stop() async {
    for id in Array(levels.keys) { await perform(.discardLevel(id)) }
  }

  private func spawn(_ id: Int, _ work: @escaping @Sendable () async -> Void) {
    tasks[id, default: []].removeAll { $0.isCancelled }
    tasks[id, default: []].append(Task { await work() })
  }

  private static func loadNext(
    _ paginator: Paginator<SectionedItem>, level: Int, source: PageSource, replacing: Bool,
    send: @Sendable (BrowserEvent) -> Void
  ) async {
    do {
      let rows = try await paginator.loadNext()
      let paging = await paginator.lastPage ?? .single
      let sections = SectionedItem.sections(of: rows, heads: await paginator.lastSections)
      send(.pageLoaded(level: level, source: source, sections: sections, paging: paging, replacing: replacing))
    } catch is CancellationError {
      return
    } catch {
      send(.pageFailed(level: level, source: source, message: describe(error)))
    }
  }

  /// The provider's page cap: scrolling obeys the same runaway guards as `--all`.

  private func level(_ id: Int, request: ResourceRequest) -> Level {
    if let level = levels[id] { return level }
    let loadPage = self.loadPage
    let paginator = Paginator<SectionedItem>(maxPages: maxPages) { cursor in
      Page(sectionsOf: try await loadPage(request, cursor))
    }
    let level = Level(paginator: paginator, search: nil)
    levels[id] = level
    return level
  }

  private func search(_ id: Int, request: ResourceRequest) -> Search {
    var level = self.level(id, request: request)
    if let search = level.search { return search }
    let provider = self.provider
    let paging = PagedSearch<SectionedItem>(maxPages: maxPages) { query, cursor in
      var searchRequest = request
      searchRequest.search = query
      return Page(sectionsOf: try await provider.load(searchRequest, at: cursor))
    }
    let model = SearchModel<SearchPage>(debounce: debounce, clock: clock) { query in
      let rows = try await paging.search(query)
      let info = await paging.paginator.lastPage ?? .single
      return SearchPage(sections: SectionedItem.sections(of: rows, heads: await paging.paginator.lastSections), paging: info)
    }
    let send = self.send
    let listener = Task {
      for await event in model.events {
        switch event {
        case .idle:
          send(.searchIdle(level: id, note: nil))
        case .invalid(let reason):
          send(.searchIdle(level: id, note: reason))
        case .searching(let query):
          send(.searchStarted(level: id, query: query))
        case .results(let query, let page):
          send(.pageLoaded(level: id, source: .search(query), sections: page.sections, paging: page.paging, replacing: true))
        case .failed(let query, let description):
          send(.searchFailed(level: id, query: query, message: description))
        }
      }
    }
    let search = Search(model: model, paging: paging, listener: listener)
    level.search = search
    levels[id] = level
    return search
  }

  static func describe(_ error: any Error) -> String {
    if let error = error as? any UserFacingError { return error.description }
    return error.localizedDescription
  }
}
