/// How hard explore may page through one provider's lists: how many pages
/// it keeps in flight (politeness), and how many pages a list may have
/// before loading all of it needs the user's say-so (a runaway guard).
///
/// Declared as data on the ``ProviderDescriptor``, so that the CLI applies
/// it without knowing any provider by name:
///
/// ```swift
/// ProviderMetadata(…, pagingLimits: PagingLimits(concurrency: 6, maxPages: 5_000))
/// ```
public struct PagingLimits: Sendable, Hashable {
  /// The most pages of one list in flight at once.
  public var concurrency: Int

  /// The most pages `--all` loads without `--limit` or `--max-pages`. A
  /// list that claims more (by its number of pages or its total count) is
  /// refused before any further request, and a list that reaches this many
  /// pages with more to come stops with an error.
  public var maxPages: Int

  public init(concurrency: Int = 6, maxPages: Int = 1_000) {
    precondition(concurrency >= 1, "PagingLimits needs a concurrency of 1 or more, got \(concurrency)")
    precondition(maxPages >= 1, "PagingLimits needs a page cap of 1 or more, got \(maxPages)")
    self.concurrency = concurrency
    self.maxPages = maxPages
  }

  /// Six pages in flight, at most 1,000 pages.
  public static let standard = PagingLimits()

  /// The page numbers explore follows in a next page a server names (a
  /// `next` or `Link` URL, or a page number in a body). A number outside
  /// is refused with ``NextPageError/pageNumberOutOfRange(_:)``, so that
  /// no arithmetic on a server's number can overflow.
  public static let pageNumbers: ClosedRange<Int> = 1...10_000_000

  /// The most pages `--all` loads, without `--max-pages`, of a list that
  /// never says how long it is (no last page, no number of pages, no total
  /// count): a `next` that never ends stops here with
  /// ``PagingRunawayError/reachedUnknownLengthCap(cap:next:)``, which says so
  /// and names `--max-pages`, instead of running to ``maxPages``.
  public static let maxPagesOfUnknownLength = 100

  /// The most items explore reads from one page: well above any real page
  /// size (100 for GitHub, 20 for Rick and Morty), far below what exhausts
  /// memory. A page with more is refused with ``PageTooLargeError``.
  public static let maxItemsPerPage = 10_000
}
