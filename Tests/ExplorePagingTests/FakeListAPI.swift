import ExploreCore
import ExplorePaging
import Foundation

/// An element of a test list.
struct Row: Identifiable, Sendable, Hashable {
  var id: Int
}

/// The paging styles of the APIs explore talks to.
enum ListStyle: String, Sendable, CaseIterable {
  /// Page numbers and a stated number of pages (Rick and Morty).
  case numberedWithTotal
  /// Page numbers; a short page is the last (GitHub with `per_page`).
  case shortPageEnds
  /// `Link` headers with `rel="next"` and `rel="last"` (GitHub).
  case linked
}

struct LoadFailure: Error, Equatable {
  var page: Int
}

/// A paged list API in memory: rows `1...count` in pages of `pageSize`, in
/// one paging style. It records every request, counts loads in flight, and
/// can hold pages until the test releases them or fail a page once.
actor FakeListAPI {
  enum Condition {
    /// A load of each of these pages is held.
    case waiting(Set<Int>)
    /// A load of this page returned or threw.
    case completed(Int)
    /// A load of some page is held.
    case anyWaiting
  }

  let rows: [Row]
  let pageSize: Int
  let style: ListStyle

  private(set) var requests: [PageCursor] = []
  /// Page numbers in the order their loads returned or threw.
  private(set) var completed: [Int] = []
  private(set) var inFlight = 0
  private(set) var maxInFlight = 0
  /// Pages whose load saw the task cancelled by the time it returned.
  private(set) var cancelledLoads: [Int] = []

  private var holdsEveryPage = false
  private var heldPages: Set<Int> = []
  private var waiting: [Int: [CheckedContinuation<Void, Never>]] = [:]
  private var failures: [Int: Int] = [:]
  private var yieldsPerLoad = 0
  private var watchers: [(condition: Condition, continuation: CheckedContinuation<Void, Never>)] = []

  init(count: Int, pageSize: Int, style: ListStyle = .numberedWithTotal) {
    self.rows = (0..<count).map { Row(id: $0 + 1) }
    self.pageSize = pageSize
    self.style = style
  }

  var totalPages: Int { (rows.count + pageSize - 1) / pageSize }

  /// How many times each page number was requested.
  var requestCounts: [Int: Int] {
    requests.reduce(into: [:]) { counts, cursor in counts[cursor.pageNumber ?? 0, default: 0] += 1 }
  }

  var requestedPages: [Int] { requests.map { $0.pageNumber ?? 0 } }

  func holdEveryPage() { holdsEveryPage = true }

  /// The pages whose loads are held now, in page order.
  var heldPageNumbers: [Int] { waiting.filter { !$0.value.isEmpty }.keys.sorted() }

  /// Holds the next load of `page` (only that one) until ``release(_:)``.
  func hold(_ page: Int) { heldPages.insert(page) }

  func failOnce(page: Int) { failures[page, default: 0] += 1 }

  func yieldInEveryLoad(_ count: Int) { yieldsPerLoad = count }

  /// Lets the held loads of `page` return.
  func release(_ page: Int) {
    let continuations = waiting.removeValue(forKey: page) ?? []
    precondition(!continuations.isEmpty, "no load of page \(page) is held")
    for continuation in continuations { continuation.resume() }
  }

  /// Returns once `condition` holds.
  func until(_ condition: Condition) async {
    guard !holds(condition) else { return }
    await withCheckedContinuation { watchers.append((condition, $0)) }
  }

  /// The rows of `page` as the API would send them.
  func rows(ofPage page: Int) -> [Row] {
    let start = (page - 1) * pageSize
    guard start < rows.count else { return [] }
    return Array(rows[start..<min(start + pageSize, rows.count)])
  }

  nonisolated func url(ofPage page: Int) -> URL {
    URL(string: "https://api.github.com/user/1/followers?per_page=\(pageSize)&page=\(page)")!
  }

  func load(_ cursor: PageCursor) async throws -> Page<Row> {
    guard let number = cursor.pageNumber else { preconditionFailure("the fake API needs a page number in \(cursor)") }
    requests.append(cursor)
    inFlight += 1
    maxInFlight = max(maxInFlight, inFlight)
    for _ in 0..<yieldsPerLoad { await Task.yield() }
    if holdsEveryPage || heldPages.remove(number) != nil {
      await withCheckedContinuation { continuation in
        waiting[number, default: []].append(continuation)
        stateChanged()
      }
    }
    if Task.isCancelled { cancelledLoads.append(number) }
    inFlight -= 1
    completed.append(number)
    defer { stateChanged() }
    if let remaining = failures[number], remaining > 0 {
      failures[number] = remaining - 1
      throw LoadFailure(page: number)
    }
    return page(number, cursor: cursor)
  }

  private func page(_ number: Int, cursor: PageCursor) -> Page<Row> {
    let items = rows(ofPage: number)
    let info: PageInfo
    switch style {
    case .numberedWithTotal:
      info = .numbered(page: number, totalPages: totalPages, totalCount: rows.count)
    case .shortPageEnds:
      info = .numbered(page: number, itemCount: items.count, pageSize: pageSize)
    case .linked:
      let isLast = number >= totalPages
      info = .linked(
        next: isLast ? nil : url(ofPage: number + 1),
        last: isLast ? nil : url(ofPage: totalPages),
        current: cursor
      )
    }
    return Page(items: items, info: info)
  }

  private func holds(_ condition: Condition) -> Bool {
    switch condition {
    case .waiting(let pages): pages.allSatisfy { waiting[$0]?.isEmpty == false }
    case .completed(let page): completed.contains(page)
    case .anyWaiting: waiting.values.contains { !$0.isEmpty }
    }
  }

  private func stateChanged() {
    let ready = watchers.filter { holds($0.condition) }
    watchers.removeAll { holds($0.condition) }
    for watcher in ready { watcher.continuation.resume() }
  }
}
