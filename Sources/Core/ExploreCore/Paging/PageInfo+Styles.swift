public import Foundation

/// Uniform ways for providers to describe a page, one per paging style, so
/// that ``PageInfo/hasMore`` means the same thing for every API.
extension PageInfo {
  /// A page of a list whose number of pages the API states, such as Rick and
  /// Morty's `info.pages`.
  ///
  /// The next cursor is `.number(page + 1)` until `page` reaches
  /// `totalPages`; a list with no pages (`totalPages == 0`) has no next page.
  ///
  /// ```swift
  /// PageInfo.numbered(page: 2, totalPages: 3, totalCount: 51).next  // .number(3)
  /// PageInfo.numbered(page: 3, totalPages: 3, totalCount: 51).next  // nil
  /// ```
  ///
  /// - Parameters:
  ///   - page: The number of this page, counting from 1.
  ///   - totalPages: The number of pages the API says the list has.
  ///   - totalCount: The number of items the API says the list has, if it says.
  public static func numbered(page: Int, totalPages: Int, totalCount: Int? = nil) -> PageInfo {
    PageInfo(
      number: page,
      totalPages: totalPages,
      totalCount: totalCount,
      next: page < totalPages ? .number(page + 1) : nil
    )
  }

  /// A page of a list that states no total, where a page holding fewer than
  /// `pageSize` items is the last (GitHub with `per_page=100`).
  ///
  /// A full page always has a next page, even when that page turns out
  /// empty: the API gives no other way to know. On the last page the number
  /// of pages becomes known, so ``totalPages`` is `page` there and `nil`
  /// before.
  ///
  /// ```swift
  /// PageInfo.numbered(page: 1, itemCount: 100, pageSize: 100).hasMore  // true
  /// PageInfo.numbered(page: 2, itemCount: 37, pageSize: 100).hasMore   // false
  /// ```
  ///
  /// - Parameters:
  ///   - page: The number of this page, counting from 1.
  ///   - itemCount: The number of items this page holds, as the API sent them.
  ///     Count before any filtering, or a filtered page looks short.
  ///   - pageSize: The number of items the request asked for per page.
  ///   - totalCount: The number of items in the list, if the API says.
  public static func numbered(page: Int, itemCount: Int, pageSize: Int, totalCount: Int? = nil) -> PageInfo {
    precondition(pageSize > 0, "PageInfo.numbered(page:itemCount:pageSize:) needs a positive page size, got \(pageSize)")
    // NB: `page` may be a server's number; the last Int has no page after it.
    let isLast = itemCount < pageSize || page == .max
    return PageInfo(
      number: page,
      totalPages: isLast ? page : nil,
      totalCount: totalCount,
      next: isLast ? nil : .number(page + 1)
    )
  }

  /// A page of a list that names the next page by URL: a `Link` header's
  /// `rel="next"` (GitHub), or a `next` field in the body.
  ///
  /// The number of pages comes from the `page` query item of the `last`
  /// link when there is one (GitHub sends `rel="last"` on every page but the
  /// last). On the last page, where there is no `next` link, it is the number
  /// of this page when that is known. This page's number is `current`'s page
  /// number, or one less than the next link's when that is 2 or more.
  ///
  /// ```swift
  /// let info = PageInfo.linked(
  ///   next: URL(string: "https://api.github.com/user/1/followers?per_page=100&page=2"),
  ///   last: URL(string: "https://api.github.com/user/1/followers?per_page=100&page=24")
  /// )
  /// info.number      // 1
  /// info.totalPages  // 24
  /// info.next        // .url(…page=2)
  /// ```
  ///
  /// - Parameters:
  ///   - next: The URL of the next page, or `nil` on the last page.
  ///   - last: The URL of the last page, if the API gives one.
  ///   - current: The cursor this page was loaded with, if known; it names
  ///     the page number on the last page, where there is no next link.
  ///   - totalCount: The number of items in the list, if the API says.
  public static func linked(
    next: URL?,
    last: URL? = nil,
    current: PageCursor? = nil,
    totalCount: Int? = nil
  ) -> PageInfo {
    let nextCursor = next.map(PageCursor.url)
    // NB: the next link's number is the server's, and may be Int.min.
    let number = current?.pageNumber ?? nextCursor?.pageNumber.flatMap { $0 > 1 ? $0 - 1 : nil }
    var totalPages = last.flatMap { PageCursor.url($0).pageNumber }
    if nextCursor == nil, let number {
      // NB: GitHub omits rel="last" on the last page; this page's number is the total then.
      totalPages = number
    }
    return PageInfo(number: number, totalPages: totalPages, totalCount: totalCount, next: nextCursor)
  }
}
