/// How a list pages, in the API's own parameters, so that `--page N` asks
/// for the right records: the one vocabulary of paging, from the plan of
/// an OpenAPI document to the descriptor help reads and the page the
/// engine loads.
///
/// | The API                                    | Paging                   |
/// |--------------------------------------------|--------------------------|
/// | answers the whole list at once             | ``single``               |
/// | takes `?page=N` (and a size, `per_page`)   | ``pageNumbers(pageSize:total:parameter:sizeParameter:next:pages:askFirstPage:)`` |
/// | takes `?offset=…&limit=…`                  | ``offsetLimit(pageSize:total:offset:limit:)`` |
/// | names the next page's URL in the body only | ``nextURL(at:pageSize:total:)`` |
/// | names the next page in a `Link` header     | ``linkHeader(pageSize:sizeParameter:)`` |
/// | gives an opaque cursor for the next page   | ``cursor(parameter:next:pageSize:sizeParameter:)`` |
/// | takes the id of the last record seen (`?after=`, `?before=`, `?since=`) | ``keyset(parameter:record:pageSize:sizeParameter:hasMore:)`` |
///
/// `pageSize`, the records a full page holds, may be left out when the API
/// chooses it: the list then learns it from its first page (the count of a
/// first page the API says more follow), never assumes one. `total`, where
/// given, is where the body states the number of records: `--all` loads the
/// pages after the first concurrently, and says so when it loaded another
/// number of rows.
///
/// NB: an API that sends a `next` URL *and* takes `offset`/`limit` (or
/// `page`) is declared by its parameters, not by its `next`: then
/// `--page N` asks for page N itself.
public enum ListPaging: Sendable, Hashable {
  /// One answer holds the whole list.
  case single
  /// `?page=N` from 1 (in the query parameter `parameter`), asking for
  /// `pageSize` records with `sizeParameter` when the API takes one.
  /// A body's next URL (at `next`; the page count at `pages`) is the next
  /// cursor as sent, loaded by its page number; `askFirstPage` sends page 1
  /// too, the page first (`?page=1&name=rick`).
  case pageNumbers(
    pageSize: Int? = nil, total: JSONPath? = nil, parameter: String = "page", sizeParameter: String? = nil, next: JSONPath? = nil,
    pages: JSONPath? = nil, askFirstPage: Bool = false)
  /// `?offset=(N−1)·pageSize&limit=pageSize` for page N, in the API's
  /// parameters `offset` and `limit`.
  case offsetLimit(pageSize: Int? = nil, total: JSONPath? = nil, offset: String = "offset", limit: String = "limit")
  /// The body names the next page's URL at `at` (null on the last page);
  /// the pages load one after the other.
  case nextURL(at: JSONPath, pageSize: Int? = nil, total: JSONPath? = nil)
  /// A `Link` header names the next page (`rel="next"`) and the last;
  /// `?page=N` asks for page N, `sizeParameter` for `pageSize` records.
  case linkHeader(pageSize: Int? = nil, sizeParameter: String? = nil)
  /// The body holds an opaque cursor at `next` (null, empty or missing on
  /// the last page), sent back as `parameter`; the pages load one after the
  /// other, from the first.
  case cursor(parameter: String, next: JSONPath, pageSize: Int? = nil, sizeParameter: String? = nil)
  /// Each page after the first asks for the records past one of the page
  /// before, by its id in `parameter` (`after`, `before`, `since`,
  /// `starting_after`): the last record's (or the first's, for an API
  /// that answers newest first and is paged forward in time). More follow
  /// while the body's `hasMore` is true, or, without one, while a page is
  /// full (or, with no size known, not empty); the pages load one after
  /// the other, from the first.
  case keyset(parameter: String, record: KeysetRecord = .last, pageSize: Int? = nil, sizeParameter: String? = nil, hasMore: JSONPath? = nil)

  /// The record of a page whose id asks for the next page of a ``keyset(parameter:record:pageSize:sizeParameter:hasMore:)`` list.
  public enum KeysetRecord: String, Sendable, Hashable, CaseIterable {
    case first, last
  }

  /// The number of records a full page holds, when the list declares it.
  public var pageSize: Int? {
    switch self {
    case .single: nil
    case .pageNumbers(let size, _, _, _, _, _, _), .offsetLimit(let size, _, _, _), .nextURL(_, let size, _), .linkHeader(let size, _),
      .cursor(_, _, let size, _), .keyset(_, _, let size, _, _):
      size
    }
  }

  /// Where the body states the number of records, when the list says.
  public var total: JSONPath? {
    switch self {
    case .pageNumbers(_, let total, _, _, _, _, _), .offsetLimit(_, let total, _, _), .nextURL(_, _, let total): total
    case .single, .linkHeader, .cursor, .keyset: nil
    }
  }

  /// Whether the list has pages after its first.
  public var isPaged: Bool { self != .single }

  /// The same paging with `size` records a page, as a list learns it.
  public func withPageSize(_ size: Int?) -> ListPaging {
    switch self {
    case .single: .single
    case .pageNumbers(_, let total, let parameter, let sizeParameter, let next, let pages, let askFirstPage):
      .pageNumbers(pageSize: size, total: total, parameter: parameter, sizeParameter: sizeParameter, next: next, pages: pages, askFirstPage: askFirstPage)
    case .offsetLimit(_, let total, let offset, let limit): .offsetLimit(pageSize: size, total: total, offset: offset, limit: limit)
    case .nextURL(let next, _, let total): .nextURL(at: next, pageSize: size, total: total)
    case .linkHeader(_, let sizeParameter): .linkHeader(pageSize: size, sizeParameter: sizeParameter)
    case .cursor(let parameter, let next, _, let sizeParameter): .cursor(parameter: parameter, next: next, pageSize: size, sizeParameter: sizeParameter)
    case .keyset(let parameter, let record, _, let sizeParameter, let hasMore):
      .keyset(parameter: parameter, record: record, pageSize: size, sizeParameter: sizeParameter, hasMore: hasMore)
    }
  }
}
