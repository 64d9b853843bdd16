public import ExploreCore
import Foundation

/// What a page of a REST list says about the list, for each of the common
/// ways APIs page:
///
/// | The API sends                         | Use                                         |
/// |---------------------------------------|---------------------------------------------|
/// | page numbers and a total count        | ``pageNumbers(page:pageSize:itemCount:totalCount:)`` |
/// | a `Link` header (`rel="next"`)        | ``linkHeader(of:at:totalCount:)``           |
/// | a `next` URL and a count in the body  | ``nextURL(_:page:totalCount:totalPages:)``  |
/// | `offset` and `limit`                  | ``offsetLimit(offset:limit:itemCount:totalCount:)`` with ``offset(of:limit:)`` |
///
/// Each returns a ``PageInfo`` whose `next` is a page number where the API
/// allows one, so that `--all` can load the remaining pages concurrently.
public enum PageDecoder {
  /// A page of a list paged by number (`?page=N`).
  ///
  /// With a total count, the list has ⌈total / pageSize⌉ pages; without
  /// one, a page holding fewer than `pageSize` items is the last.
  public static func pageNumbers(page: Int, pageSize: Int, itemCount: Int, totalCount: Int?) -> PageInfo {
    guard let totalCount else {
      return .numbered(page: page, itemCount: itemCount, pageSize: pageSize)
    }
    let totalPages = (totalCount + pageSize - 1) / pageSize
    return .numbered(page: page, totalPages: totalPages, totalCount: totalCount)
  }

  /// A page of a list paged by `Link` headers (RFC 8288): the next page is
  /// the `rel="next"` URL exactly as given, the number of pages the `page`
  /// of `rel="last"`. A page without a next link is the last.
  public static func linkHeader(of response: HTTPResponse, at cursor: PageCursor, totalCount: Int? = nil) -> PageInfo {
    let links = response.linkHeader
    return .linked(next: links?.next, last: links?.last, current: cursor, totalCount: totalCount)
  }

  /// A page of a list whose body names the next page's URL (`"next":
  /// "…?page=3"`, or `null` on the last) and may count the list.
  ///
  /// The next cursor is the page number the URL carries, when it has a
  /// `page` item past this page, so that the provider rebuilds the URL with
  /// its own encoding (APIs often leave values in their `next` unencoded,
  /// hence `URL(lenient:)`); otherwise the URL itself.
  public static func nextURL(_ next: String?, page: Int, totalCount: Int? = nil, totalPages: Int? = nil) -> PageInfo {
    var cursor: PageCursor?
    if let next, let url = URL(lenient: next) {
      let number = PageCursor.url(url).pageNumber
      cursor = number.map { $0 > page ? .number($0) : .number(page + 1) } ?? .url(url)
    }
    return PageInfo(number: page, totalPages: totalPages, totalCount: totalCount, next: cursor)
  }

  /// A page of a list paged by `offset` and `limit`, numbered from 1 as
  /// `offset / limit + 1`. With a total count the next page exists while
  /// `offset + limit < total`; without one, while pages are full.
  public static func offsetLimit(offset: Int, limit: Int, itemCount: Int, totalCount: Int?) -> PageInfo {
    precondition(limit > 0, "PageDecoder.offsetLimit needs a positive limit, got \(limit)")
    let page = offset / limit + 1
    guard let totalCount else {
      return .numbered(page: page, itemCount: itemCount, pageSize: limit)
    }
    let totalPages = (totalCount + limit - 1) / limit
    return PageInfo(number: page, totalPages: totalPages, totalCount: totalCount, next: offset + limit < totalCount ? .number(page + 1) : nil)
  }

  /// The `offset` of the page `cursor` names in a list of `limit` items a
  /// page: 0 for the first page.
  public static func offset(of cursor: PageCursor, limit: Int) -> Int {
    max(0, (cursor.pageNumber ?? 1) - 1) * limit
  }
}
