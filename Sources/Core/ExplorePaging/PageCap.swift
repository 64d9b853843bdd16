import ExploreCore

/// What a ``PageStream`` does about a list with more pages than a cap.
public enum PageCap: Sendable, Hashable {
  /// The provider's cap (``PagingLimits/maxPages``): a page that claims more
  /// pages than this (by its number of pages, or its total count over the
  /// page size) throws ``PagingRunawayError/claimsTooManyPages(claimed:cap:)``
  /// before any further request; reaching the cap with more to come throws
  /// ``PagingRunawayError/reachedCap(cap:next:)``. A list that never says
  /// how long it is stops sooner, after ``PagingLimits/maxPagesOfUnknownLength``
  /// pages, with ``PagingRunawayError/reachedUnknownLengthCap(cap:next:)``.
  case refuseBeyond(Int)
  /// The user's own cap (`--max-pages N`): load at most this many pages and
  /// end quietly, whatever the list claims.
  case stopAt(Int)
  /// The consumer stops by itself once it has enough rows (`--limit N`),
  /// so claims are not refused. The `expected` pages it should need load
  /// ahead, as under the other caps; each later page loads only when the
  /// consumer asks for it, so a consumer that stops after `expected` pages
  /// sends no other request. Reaching `ceiling` pages with more to come
  /// throws ``PagingRunawayError/reachedCeiling(cap:next:)``.
  case onDemand(expected: Int, ceiling: Int)

  /// The most pages the stream loads.
  public var pages: Int {
    switch self {
    case .refuseBeyond(let pages), .stopAt(let pages): pages
    case .onDemand(_, let ceiling): ceiling
    }
  }

  /// The most pages the stream requests before the consumer asks for them.
  package var pagesAhead: Int {
    switch self {
    case .refuseBeyond(let pages), .stopAt(let pages): pages
    case .onDemand(let expected, let ceiling): min(expected, ceiling)
    }
  }
}

extension PageCap {
  /// The cap for the first `rows` rows of a list (`--limit N`): the pages
  /// `rows` take at the full `pageSize` load ahead, and up to twice as many
  /// (at least the provider's `cap`) as the consumer asks for them, so that
  /// short or repeated pages, or rows a local search leaves out, do not end
  /// it early, while a list that stops giving rows cannot run on.
  ///
  /// ```swift
  /// PageCap.rows(2_050, pageSize: 20, cap: 100)  // .onDemand(expected: 103, ceiling: 206)
  /// ```
  ///
  /// - Parameters:
  ///   - rows: The rows wanted; 1 or more.
  ///   - pageSize: The rows of a full page, when the list says.
  ///   - cap: The provider's page cap (``PagingLimits/maxPages``).
  public static func rows(_ rows: Int, pageSize: Int?, cap: Int) -> PageCap {
    precondition(rows >= 1, "PageCap.rows needs 1 row or more, got \(rows)")
    let size = max(1, pageSize ?? 1)
    // NB: `rows` comes from the command line, up to Int.max; no page past
    // PagingLimits.pageNumbers is ever followed, so no more are expected.
    let expected = min(rows / size + (rows % size == 0 ? 0 : 1), PagingLimits.pageNumbers.upperBound)
    return .onDemand(expected: expected, ceiling: max(cap, 2 * expected))
  }
}
