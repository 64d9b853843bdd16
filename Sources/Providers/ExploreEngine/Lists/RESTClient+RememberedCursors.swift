import ExploreCore
import ExploreNetworking
import ExplorePaging
import ExploreTables
import Foundation

extension RESTClient {
  /// Page `number` of a list that pages by cursor, from the page `start`
  /// a run before saw, through the pages after it: `number` −
  /// `start.page` + 1 requests, one when page `number` itself is
  /// remembered (`--page N+1` after `--page N`).
  ///
  /// - Returns: `nil` when the remembered cursor is stale, for the caller
  ///   to walk from the first page: the API refuses it (a 4xx answer but
  ///   401, 403 and 429, which are not about the cursor), or its page does
  ///   not continue the list (it is empty, or it, or a page after it, names
  ///   a page already loaded, which the walk from the first page then says).
  /// - Throws: what loading a page throws otherwise.
  func resume(
    _ list: ListEndpoint, query: [URLBuilder.QueryItem], from start: ListCursors.Start, to number: Int, hooks: MappingHooks,
    cursors: ListCursors
  ) async throws -> (items: [Item], paging: PageInfo)? {
    var loaded = PagingGuard()
    try? loaded.recordLoaded(PageInfo(number: 1), elementCount: 0, from: .first)
    for url in start.earlier { try? loaded.recordLoaded(PageInfo(), elementCount: 0, from: .url(url)) }
    let cursor = PageCursor.url(start.url)
    do {
      let first = try await page(list, query: query, at: cursor, hooks: hooks, cursors: cursors)
      guard !first.items.isEmpty else { return nil }
      try loaded.recordLoaded(PageInfo(next: first.paging.next), elementCount: first.items.count, from: cursor)
      if let next = first.paging.next { try loaded.check(next: next) }
      return try await walk(
        list, query: query, from: (first.items, PageInfo(number: start.page, next: first.paging.next)), at: start.page, to: number,
        guarded: loaded, hooks: hooks, cursors: cursors)
    } catch let error as APIError where Self.refusesCursor(error) {
      return nil
    } catch is PagingRunawayError {
      return nil
    }
  }

  /// Whether `error` is the API's refusal of the page asked for, as of a
  /// cursor gone stale: a 4xx answer but 401, 403 and 429.
  private static func refusesCursor(_ error: APIError) -> Bool {
    switch error.kind {
    case .notFound, .unexplainedNotFound, .validation: true
    case .unexpectedStatus(let status): (400..<500).contains(status) && status != 429
    default: false
    }
  }
}
