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
/// | at most N results (searches)          | any of these, then ``capped(_:resultCap:pageSize:itemCount:totalCount:pagesByNumber:)`` |
///
/// Each returns a ``PageInfo`` whose `next` names a page number where the
/// API allows one (a `.number` cursor, or a URL with a `page` item), so that
/// `--all` can load the remaining pages concurrently. No number a server
/// sends can make them overflow: negative counts are left out.
public enum PageDecoder {
  /// A page of a list paged by number (`?page=N`).
  ///
  /// With a total count, the list has ⌈total / pageSize⌉ pages; without
  /// one (or with a negative one), a page holding fewer than `pageSize`
  /// items is the last.
  public static func pageNumbers(page: Int, pageSize: Int, itemCount: Int, totalCount: Int?) -> PageInfo {
    precondition(pageSize > 0, "PageDecoder.pageNumbers needs a positive page size, got \(pageSize)")
    guard let totalCount = totalCount.flatMap(counted) else {
      return .numbered(page: page, itemCount: itemCount, pageSize: pageSize)
    }
    return .numbered(page: page, totalPages: pages(of: totalCount, size: pageSize), totalCount: totalCount)
  }

  /// The page `cursor` names (page 1 for ``PageCursor/first``), as
  /// ``pageNumbers(page:pageSize:itemCount:totalCount:)``: what a page
  /// loader for ``JoinAll`` returns.
  public static func pageNumbers(at cursor: PageCursor, pageSize: Int, itemCount: Int, totalCount: Int?) -> PageInfo {
    pageNumbers(page: cursor.pageNumber ?? 1, pageSize: pageSize, itemCount: itemCount, totalCount: totalCount)
  }

  /// A page of a list paged by `Link` headers (RFC 8288): the next page is
  /// the `rel="next"` URL exactly as given, the number of pages the `page`
  /// of `rel="last"`. A page without a next link is the last.
  public static func linkHeader(of response: HTTPResponse, at cursor: PageCursor, totalCount: Int? = nil) -> PageInfo {
    let links = response.linkHeader
    return .linked(next: links?.next, last: links?.last, current: cursor, totalCount: totalCount.flatMap(counted))
  }

  /// A page of a list whose body names the next page's URL (`"next":
  /// "…?page=3"`, or `null` on the last) and may count the list.
  ///
  /// The next cursor is that URL as the server sent it (read with
  /// `URL(lenient:)`, as APIs often leave values in their `next`
  /// unencoded), whichever page it names: a link back to this page or an
  /// earlier one ends the list with an error that names it (the guards of
  /// ``PageStream`` and ``Paginator``), never becomes the page after this
  /// one. A provider that pages by number loads it by its
  /// ``PageCursor/pageNumber``, rebuilding the URL with its own encoding,
  /// and refuses one without a page number (``NextPageError/noPageNumber(_:)``).
  /// Negative counts are left out.
  public static func nextURL(_ next: String?, page: Int, totalCount: Int? = nil, totalPages: Int? = nil) -> PageInfo {
    PageInfo(
      number: page,
      totalPages: totalPages.flatMap(counted),
      totalCount: totalCount.flatMap(counted),
      next: next.flatMap { URL(lenient: $0) }.map(PageCursor.url)
    )
  }

  /// A page of a list paged by `offset` and `limit`, numbered from 1 as
  /// `offset / limit + 1`. With a total count the next page exists while
  /// `offset + limit < total`; without one (or with a negative one), while
  /// pages are full.
  public static func offsetLimit(offset: Int, limit: Int, itemCount: Int, totalCount: Int?) -> PageInfo {
    precondition(limit > 0, "PageDecoder.offsetLimit needs a positive limit, got \(limit)")
    let (number, overflow) = (max(0, offset) / limit).addingReportingOverflow(1)
    let page = overflow ? Int.max : number
    guard let totalCount = totalCount.flatMap(counted) else {
      return .numbered(page: page, itemCount: itemCount, pageSize: limit)
    }
    // NB: `offset < totalCount - limit` is `offset + limit < totalCount` without the overflow.
    let hasNext = offset < totalCount - limit
    return PageInfo(number: page, totalPages: pages(of: totalCount, size: limit), totalCount: totalCount, next: hasNext ? .number(page + 1) : nil)
  }

  /// The `offset` of the page `cursor` names in a list of `limit` items a
  /// page: 0 for the first page, and `Int.max` for a page too far to name
  /// one.
  public static func offset(of cursor: PageCursor, limit: Int) -> Int {
    let (offset, overflow) = (max(1, cursor.pageNumber ?? 1) - 1).multipliedReportingOverflow(by: limit)
    return overflow ? .max : offset
  }

  /// `page` of a list the API cuts at `resultCap` results, as search APIs
  /// do (GitHub's returns at most 1,000): the list has the pages of the
  /// results it can reach, and no page past the cap is ever named.
  ///
  /// - Parameters:
  ///   - totalCount: the count of every match, which may exceed the cap.
  ///   - pagesByNumber: whether a full page before the last reachable one
  ///     gets the next page by number, for a response without paging links
  ///     (as replayed fixtures may be).
  /// - Returns: the page, and whether matches past the cap were left out,
  ///   for a notice on the last page.
  public static func capped(
    _ page: PageInfo, resultCap: Int, pageSize: Int, itemCount: Int, totalCount: Int?, pagesByNumber: Bool
  ) -> (page: PageInfo, isCut: Bool) {
    precondition(pageSize > 0, "PageDecoder.capped needs a positive page size, got \(pageSize)")
    var page = page
    if let total = totalCount.flatMap(counted) {
      let totalPages = max(1, pages(of: min(total, resultCap), size: pageSize))
      page.totalPages = totalPages
      if pagesByNumber, let number = page.number, number < totalPages, itemCount == pageSize {
        page.next = .number(number + 1)
      }
    }
    if let next = page.next?.pageNumber, next > pages(of: resultCap, size: pageSize) {
      page.next = nil
    }
    return (page, page.next == nil && (totalCount ?? 0) > resultCap)
  }

  /// ⌈`count` / `size`⌉, for a count that is not negative.
  private static func pages(of count: Int, size: Int) -> Int {
    count / size + (count % size == 0 ? 0 : 1)
  }

  /// `count`, or `nil` when it is negative: a count a server sends.
  private static func counted(_ count: Int) -> Int? {
    count >= 0 ? count : nil
  }
}
