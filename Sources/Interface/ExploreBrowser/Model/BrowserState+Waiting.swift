import ExploreCore
import ExploreRendering
import ExploreTerminal
import Foundation

extension BrowserState {
  /// Whether a move to row `target` must wait for a page: it is past the
  /// loaded rows, and the shown list has more pages that can come (none
  /// failed, no local filter narrows it).
  func waitsForRows(to target: Int) -> Bool {
    let level = current
    let list = level.shownList
    guard target > layout.rows.count - 1, list.hasMore, list.failure == nil else { return false }
    let filtering = !level.searchesRemotely && !level.searchText.trimmingCharacters(in: .whitespaces).isEmpty
    return !filtering
  }

  /// `G` and End: the last row when every page is loaded; else a question
  /// whether to load every page to the end, with what that costs
  /// (``BrowserPrompt/loadToEnd(level:question:)``). Before the first page
  /// it waits for it.
  mutating func goToEnd() -> [BrowserEffect]? {
    let list = current.shownList
    if list.paging == nil, list.isLoading, list.failure == nil { return nil }
    guard list.hasMore, list.failure == nil, !current.loadsToEnd else {
      moveCursor(to: layout.rows.count - 1)
      return []
    }
    setPrompt(.loadToEnd(level: current.id, question: loadToEndQuestion()))
    return []
  }

  /// "Load every page to the end? 23 more pages (2,350 rows in all), about
  /// 23 requests; 4,990 of 5,000 requests left until 14:05. y loads them,
  /// any other key goes to the last row loaded."
  func loadToEndQuestion() -> String {
    let paging = current.shownList.paging
    let cap = provider.pagingLimits.maxPages
    let grouped = FieldFormatter.grouped
    var question = "Load every page to the end?"
    var requests: Int?
    if let pages = paging?.totalPages, let number = paging?.number, pages > number {
      let left = pages - number
      let loaded = min(pages, cap) - number
      requests = max(loaded, 0)
      question += " \(grouped(left)) more \(left == 1 ? "page" : "pages")"
      if let total = paging?.totalCount { question += " (\(grouped(total)) rows in all)" }
      question += ", about \(grouped(max(loaded, 0))) \(loaded == 1 ? "request" : "requests")"
      if pages > cap { question += "; it stops at page \(grouped(cap)), this API's cap" }
    } else {
      question += " This API does not say how many pages are left; each costs a request, and it stops at page \(grouped(cap)), this API's cap"
    }
    if let rate = rateLimit {
      question += "; \(grouped(rate.remaining)) of \(grouped(rate.limit)) requests left"
      if let reset = rate.resetsAt { question += " until \(clockTime(reset))" }
      if let requests, requests > rate.remaining { question += ", too few: it would wait for the limit" }
    }
    return question + ". y loads them, any other key goes to the last row loaded."
  }

  /// The answer to `prompt`: `y` or Return says yes.
  mutating func answer(_ prompt: BrowserPrompt, with key: Key) -> [BrowserEffect] {
    switch prompt {
    case .loadToEnd(let id, _):
      guard current.id == id else { return [] }
      moveCursor(to: layout.rows.count - 1)
      guard key == .character("y") || key == .character("Y") || key == .enter else { return [] }
      var level = current
      level.loadsToEnd = true
      current = level
      return []
    }
  }

  /// After a page of level `id` arrived: when it was the last while
  /// loading to the end, the loading ends and the cursor goes to the last
  /// row. (``loadMoreIfNeeded()`` asks for the next page otherwise.)
  mutating func continueLoadingToEnd(level id: Int) -> [BrowserEffect] {
    guard let index = levelIndex(id), levels[index].loadsToEnd, !levels[index].shownList.hasMore else { return [] }
    updateLevel(id) { $0.loadsToEnd = false }
    if index == levels.count - 1 {
      moveCursor(to: layout.rows.count - 1)
      let rows = layout.rows.count
      let list = levels[index].shownList
      // NB: rows lost on the way are said, never passed over, as --all says them.
      if levels[index].resource.paging.total != nil, let total = list.paging?.totalCount, total != list.rowsReceived, list.sections.count == 1,
        levels[index].searchText.trimmingCharacters(in: .whitespaces).isEmpty || levels[index].searchesRemotely
      {
        let shortfall = MissingRowsError(list: levels[index].resource.name, loaded: list.rowsReceived, total: total).shortfall
        setMessage("Every page is loaded, and it is not the whole list: \(shortfall).")
      } else {
        setMessage("Every page is loaded: \(FieldFormatter.grouped(rows)) \(rows == 1 ? "row" : "rows").")
      }
    }
    return []
  }

  /// Esc while loading to the end: the page under way still arrives, and
  /// no other is asked for.
  mutating func stopLoadingToEnd() {
    var level = current
    level.loadsToEnd = false
    current = level
    let page = level.shownList.paging?.number.map { " at page \(FieldFormatter.grouped($0))" } ?? ""
    setMessage("Stopped loading to the end\(page); G asks again.")
  }

  /// Clears the marks of the last refresh, at the first move after it:
  /// the rows it marked removed go, the others lose their `+` and `~`.
  mutating func clearMarks() {
    guard !current.marks.isEmpty else { return }
    var level = current
    let removed = Set(level.marks.filter { $0.value == .removed }.keys)
    level.marks = [:]
    level.markedRefresh = nil
    if !removed.isEmpty { level.list.remove(removed) }
    current = level
    relayout()
  }
}
