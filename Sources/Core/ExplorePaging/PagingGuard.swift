package import ExploreCore

/// The runaway guards that ``PageStream`` and ``Paginator`` share (and the
/// walk of a cursor list to `--page N`, in ExploreEngine): the pages
/// loaded so far, and whether a page that arrives, or the next page it
/// names, may be taken.
///
/// ```swift
/// var loaded = PagingGuard()
/// try loaded.recordLoaded(page.info, elementCount: page.items.count, from: cursor)
/// if let next = page.info.next { try loaded.check(next: next) }  // throws for a loop or a wild number
/// ```
///
/// A page is known by what was loaded: the number the page gives itself
/// (``PageInfo/number``), else the number its cursor names, else its cursor.
/// A next page is compared with those by its page number when it names one,
/// else by its cursor, so that two URLs of one page (their other query
/// items differ) are one page.
package struct PagingGuard: Sendable {
  private var numbers: Set<Int> = []
  private var cursors: Set<PageCursor> = []

  package init() {}

  /// Records a page that arrived, loaded from `cursor`.
  ///
  /// - Throws: ``PageTooLargeError`` for a page of more than
  ///   ``PagingLimits/maxItemsPerPage`` items; ``PagingRunawayError/revisited(_:)``
  ///   naming `cursor` for a page already loaded (a provider that loads one
  ///   page for two cursors).
  /// - Complexity: O(1).
  package mutating func recordLoaded(_ info: PageInfo, elementCount: Int, from cursor: PageCursor) throws {
    guard elementCount <= PagingLimits.maxItemsPerPage else { throw PageTooLargeError() }
    if let number = info.number ?? cursor.pageNumber {
      guard numbers.insert(number).inserted else { throw PagingRunawayError.revisited(cursor) }
    } else {
      guard cursors.insert(cursor).inserted else { throw PagingRunawayError.revisited(cursor) }
    }
  }

  /// Checks a next page a loaded page names before anything plans or
  /// requests it.
  ///
  /// - Throws: ``NextPageError/pageNumberOutOfRange(_:)`` for a page number
  ///   outside ``PagingLimits/pageNumbers``; ``PagingRunawayError/revisited(_:)``
  ///   for a page already loaded.
  /// - Complexity: O(1).
  package func check(next: PageCursor) throws {
    if let number = next.pageNumber {
      guard PagingLimits.pageNumbers.contains(number) else { throw NextPageError.pageNumberOutOfRange(next) }
      if numbers.contains(number) { throw PagingRunawayError.revisited(next) }
    } else if cursors.contains(next) {
      throw PagingRunawayError.revisited(next)
    }
  }

  /// Whether `next` and `planned` name the same page: the same page number
  /// when both name one, else the same cursor.
  static func samePage(_ next: PageCursor, _ planned: PageCursor) -> Bool {
    if let number = next.pageNumber, let plannedNumber = planned.pageNumber { return number == plannedNumber }
    return next == planned
  }
}
