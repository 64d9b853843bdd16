/// What a ``PageStream`` does about a list with more pages than a cap.
public enum PageCap: Sendable, Hashable {
  /// The provider's cap (``PagingLimits/maxPages``): a page that claims more
  /// pages than this (by its number of pages, or its total count over the
  /// page size) throws ``PagingRunawayError/claimsTooManyPages(claimed:cap:)``
  /// before any further request; reaching the cap with more to come throws
  /// ``PagingRunawayError/reachedCap(cap:next:)``.
  case refuseBeyond(Int)
  /// The user's own cap (`--max-pages N`): load at most this many pages and
  /// end quietly, whatever the list claims.
  case stopAt(Int)
  /// The consumer stops by itself (`--limit`), so claims are not refused;
  /// reaching this many pages with more to come still throws
  /// ``PagingRunawayError/reachedCap(cap:next:)``.
  case guardAt(Int)

  /// The most pages the stream loads.
  public var pages: Int {
    switch self {
    case .refuseBeyond(let pages), .stopAt(let pages), .guardAt(let pages): pages
    }
  }
}
