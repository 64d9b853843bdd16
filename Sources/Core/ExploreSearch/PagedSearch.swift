public import ExploreCore
public import ExplorePaging

/// A remote search that pages like any other list: each new query starts
/// its ``paginator`` over, and scrolling loads further pages of the same
/// query.
///
/// ```swift
/// let remote = PagedSearch<Item> { query, cursor in
///   var request = ResourceRequest(path: ["search", "users"], search: query)
///   let page = try await provider.load(request, at: cursor)
///   return Page(items: page.items, info: page.paging)
/// }
/// let model = SearchModel<[Item]>(validator: .minimumLength(1)) { query in
///   try await remote.search(query)                    // the first page
/// }
/// // While the user scrolls through the results:
/// try await remote.paginator.visibleRowDidChange(row)
/// let shown = await remote.paginator.items
/// ```
///
/// ``search(_:)`` calls ``Paginator/restart(at:loader:)`` with a loader
/// bound to the query, so a page of an older query that arrives late is
/// dropped by the paginator, and ``SearchModel`` drops that query's
/// results: switch-to-latest holds for every page, not only the first.
public struct PagedSearch<Element: Identifiable & Sendable>: Sendable where Element.ID: Sendable {
  /// Loads one page of the results for a query.
  public typealias Loader = @Sendable (_ query: String, _ cursor: PageCursor) async throws -> Page<Element>

  /// The paginator of the current query's results. Empty, with nothing to
  /// load, before the first search.
  public let paginator: Paginator<Element>

  private let start: PageCursor
  private let loader: Loader

  /// Creates a remote search.
  ///
  /// - Parameters:
  ///   - start: The cursor of each query's first page.
  ///   - prefetchDistance: The paginator's prefetch distance.
  ///   - maxPages: The paginator's page cap (``Paginator/maxPages``).
  ///   - loader: Loads one page of the results for a query.
  public init(start: PageCursor = .first, prefetchDistance: Int = 10, maxPages: Int? = nil, loader: @escaping Loader) {
    self.start = start
    self.loader = loader
    self.paginator = Paginator(start: start, prefetchDistance: prefetchDistance, maxPages: maxPages) { _ in
      Page(items: [], info: PageInfo(next: nil))
    }
  }

  /// Starts over for `query`: drops the previous query's results and loads
  /// the first page of this one.
  ///
  /// - Returns: The first page's elements, or `[]` when a newer search
  ///   started meanwhile.
  /// - Throws: The loader's error, or `CancellationError`.
  @discardableResult
  public func search(_ query: String) async throws -> [Element] {
    let loader = self.loader
    return try await paginator.restart(at: start) { cursor in
      try await loader(query, cursor)
    }
  }
}
