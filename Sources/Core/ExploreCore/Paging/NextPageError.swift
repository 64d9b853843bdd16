/// A next page that explore does not follow, although no page was loaded
/// twice: its page number lies outside ``PagingLimits/pageNumbers``, or it
/// names no page number where the provider loads pages by number.
///
/// Each case names the link and renders its own sentence: what happened,
/// and what to do.
public enum NextPageError: UserFacingError, Hashable {
  /// The next page's number is outside ``PagingLimits/pageNumbers`` (0, a
  /// negative number, or one near `Int.max`).
  case pageNumberOutOfRange(PageCursor)
  /// The next page is a URL without a page number, and the provider loads
  /// the list's pages by number (it would load page 1 again).
  case noPageNumber(PageCursor)

  public var description: String {
    switch self {
    case .pageNumberOutOfRange(let cursor):
      let pages = PagingLimits.pageNumbers
      return "The API sent a next page outside the pages explore follows (\(pages.lowerBound) to \(pages.upperBound)): \(cursor). "
        + "explore stopped there; the rows before it are complete. Try again later, or report the API's paging."
    case .noPageNumber(let cursor):
      return "The API sent a next page that names no page number (\(cursor)), and explore loads this list's pages by number. "
        + "explore stopped there; the rows before it are complete. Try again later, or report the API's paging."
    }
  }
}
