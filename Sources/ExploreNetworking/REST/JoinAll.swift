public import ExploreCore

/// Loads every page of a list and joins them, for an expansion against an
/// API that has no endpoint for several records by id: load the whole list
/// once, then look children up by id.
///
/// ```swift
/// let genres = try await JoinAll.load { cursor in
///   let (page, _) = try await client.get(GenrePage.self, ["genres"], at: cursor, what: "genres")
///   return (page.results.map(\.item), PageDecoder.pageNumbers(page: cursor.pageNumber ?? 1, pageSize: 20, itemCount: page.results.count, totalCount: page.total))
/// }
/// return items.joiningChildren(reference: "genres", from: genres)
/// ```
public enum JoinAll {
  /// The most pages in flight at once: the same window as `--all`
  /// (`Paginator.loadAll`'s default concurrency).
  public static let window = 6

  /// The items of every page of a list, in list order, keyed by id.
  ///
  /// The first page is loaded alone. When it states the number of pages and
  /// its next cursor is a page number (or a URL with a `page` item), the
  /// rest load concurrently, at most `window` at once; otherwise each page
  /// is loaded after the one before it, following `next`.
  ///
  /// - Parameter loadPage: loads the page at a cursor, returning its items
  ///   and what it says about the list.
  /// - Complexity: one request per page of the list.
  public static func load(
    window: Int = window,
    _ loadPage: @escaping @Sendable (PageCursor) async throws -> (items: [Item], paging: PageInfo)
  ) async throws -> [String: Item] {
    var items: [String: Item] = [:]
    for item in try await loadItems(window: window, loadPage) where items[item.id] == nil {
      items[item.id] = item
    }
    return items
  }

  /// The items of every page of a list, in list order; see
  /// ``load(window:_:)``.
  public static func loadItems(
    window: Int = window,
    _ loadPage: @escaping @Sendable (PageCursor) async throws -> (items: [Item], paging: PageInfo)
  ) async throws -> [Item] {
    var (items, paging) = try await loadPage(.first)
    if let next = paging.next, let totalPages = paging.totalPages, let first = next.pageNumber, first <= totalPages {
      let cursors = (first...totalPages).compactMap { next.withPageNumber($0) }
      if cursors.count == totalPages - first + 1 {
        return items + (try await loadConcurrently(cursors, window: window, loadPage)).joined()
      }
    }
    while let next = paging.next {
      let page = try await loadPage(next)
      items += page.items
      paging = page.paging
    }
    return items
  }

  // NB: the seam for the core's sliding-window page stream (branch
  // `streaming`, `ExploreCore/Paging/`): until it lands, a bounded task
  // group loads the known pages, at most `window` in flight.
  private static func loadConcurrently(
    _ cursors: [PageCursor],
    window: Int,
    _ loadPage: @escaping @Sendable (PageCursor) async throws -> (items: [Item], paging: PageInfo)
  ) async throws -> [[Item]] {
    try await cursors.boundedMap(width: window) { try await loadPage($0).items }
  }
}
