/// A list that would make paging run away: it loops back to a page already
/// loaded, or it claims (or reaches) more pages than the cap allows.
///
/// Each case renders its own sentence: what happened, and what to do.
public enum PagingRunawayError: UserFacingError, Hashable {
  /// A page named as its next a page already loaded.
  case revisited(PageCursor)
  /// The first page (or a later one) claims `claimed` pages, more than `cap`.
  case claimsTooManyPages(claimed: Int, cap: Int)
  /// `cap` pages were loaded and the list still names a next page.
  case reachedCap(cap: Int, next: PageCursor)
  /// `cap` pages (``PagingLimits/maxPagesOfUnknownLength``) were loaded of
  /// a list that never said how long it is, and it still names a next page.
  case reachedUnknownLengthCap(cap: Int, next: PageCursor)
  /// `cap` pages were loaded for `--limit` (`PageCap.onDemand(expected:ceiling:)`),
  /// the list still names a next page, and the consumer still wants rows:
  /// its pages hold fewer rows than they should, or repeat them.
  case reachedCeiling(cap: Int, next: PageCursor)

  public var description: String {
    switch self {
    case .revisited(let cursor):
      "The API sent a next page that was already loaded (\(cursor)), so the list would never end. "
        + "explore stopped there; the rows before it are complete. Try again later, or report the API's paging."
    case .claimsTooManyPages(let claimed, let cap):
      "The list claims \(claimed) pages, more than the \(cap) explore loads without asking. "
        + "Nothing more was requested. Run with --limit <n> for the first rows, or --max-pages <n> to load that many pages."
    case .reachedCap(let cap, let next):
      "The list went on past \(cap) pages (the next is \(next)). "
        + "explore stopped there. Run with --max-pages <n> to load more pages, or --limit <n> for fewer rows."
    case .reachedUnknownLengthCap(let cap, let next):
      "The list does not say how long it is, and it went on past \(cap) pages (the next is \(next)). "
        + "explore loads at most \(cap) pages of a list of unknown length without asking, so it stopped there; the rows before it are complete. "
        + "Run with --max-pages <n> to load more pages, or --limit <n> for fewer rows."
    case .reachedCeiling(let cap, let next):
      "The list went on past \(cap) pages (the next is \(next)) without giving the rows --limit asked for: "
        + "its pages hold fewer rows than a full page, or repeat rows. explore stopped there; the rows before it are complete. "
        + "Run with a smaller --limit, or with --all --max-pages <n> to load a number of pages."
    }
  }
}
