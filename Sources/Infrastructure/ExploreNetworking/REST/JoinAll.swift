public import ExploreCore
import ExplorePaging

/// Loads every page of a list and joins them, for an expansion against an
/// API that has no endpoint for several records by id: load the whole list
/// once, then look children up by id.
///
/// ```swift
/// let genres = try await JoinAll.load { cursor in
///   let (page, _) = try await client.get(GenrePage.self, ["genres"], at: cursor, what: "genres")
///   return (page.results.map(\.item), PageDecoder.pageNumbers(at: cursor, pageSize: 20, itemCount: page.results.count, totalCount: page.total))
/// }
/// return items.joiningChildren(reference: "genres", from: genres)
/// ```
///
/// Declare such an expansion's cost as the joined list's page count,
/// `cost: .pages(of: ["genres"])`, and keep it to one join a run with a
/// ``SharedLoad``.
public enum JoinAll {
  /// The most pages in flight at once: the same window as `--all`.
  public static let window = PagingLimits.standard.concurrency

  /// The items of every page of a list, in list order, keyed by id.
  ///
  /// The first page is loaded alone. When it states the number of pages and
  /// its next cursor is a page number (or a URL with a `page` item), the
  /// rest load concurrently in a sliding window of at most `window`
  /// requests; otherwise each page is loaded after the one before it,
  /// following `next`.
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
  ///
  /// The pages come from the core's ``PageStream``, so a join obeys the
  /// same runaway guards as `--all`: a page already visited or a list that
  /// claims more than ``PagingLimits/standard`` pages is an error, not an
  /// endless loop.
  public static func loadItems(
    window: Int = window,
    _ loadPage: @escaping @Sendable (PageCursor) async throws -> (items: [Item], paging: PageInfo)
  ) async throws -> [Item] {
    let pages = PageStream(concurrency: window) { cursor in
      let (items, paging) = try await loadPage(cursor)
      return Page(items: items, info: paging)
    }
    var items: [Item] = []
    for try await page in pages {
      items += page.items
    }
    return items
  }
}
