public import ExploreCore

/// The pages of a list as they arrive, in page order, with a sliding window
/// of requests in flight, runaway guards, and cancellation that stops every
/// request when the consumer stops.
///
/// ```swift
/// let pages = PageStream(concurrency: 6, cap: .refuseBeyond(1_000)) { cursor in
///   try await provider.load(request, at: cursor)
/// }
/// for try await page in pages {
///   print(page.items.count)    // page 1, then 2, 3, … as each one's turn comes
///   if enough { break }         // stops: requests in flight are cancelled
/// }
/// ```
///
/// How it loads:
/// - The first page loads alone: only it tells how the list pages.
/// - When the number of pages is known and the next cursor names a page
///   number (``PageCursor/withPageNumber(_:)``), the remaining pages load
///   concurrently: at most `concurrency` requests in flight, a new one
///   starting as soon as any finishes, and at most `concurrency` finished
///   pages waiting for an earlier one. Pages are emitted in page order.
/// - Otherwise each page's next cursor is followed in turn.
/// - The page each loaded page names next decides what follows, also
///   within a plan of numbered pages: a list that changed shape while it
///   loaded is followed from the page the server names.
///
/// When it ends:
/// - A page without a next cursor, or an empty page, is the last.
/// - A next cursor already loaded throws ``PagingRunawayError/revisited(_:)``
///   after the page that named it; so does a page that arrives as one
///   already loaded (a provider that loads one page for two cursors), in
///   its place. A next page number outside ``PagingLimits/pageNumbers``
///   throws ``NextPageError/pageNumberOutOfRange(_:)`` after the page that
///   named it, and a page of more than ``PagingLimits/maxItemsPerPage``
///   items throws ``PageTooLargeError`` in its place.
/// - The cap (``PageCap``) refuses a list that claims too many pages before
///   any further request, or ends it after its number of pages.
/// - A loader error is thrown in the place of its page; the pages before it
///   were emitted.
/// - Cancelling the consuming task, or dropping the iterator (a `break`),
///   cancels every request in flight and starts none.
///
/// - Complexity: one request per page; memory for at most
///   2 × `concurrency` pages at a time.
public struct PageStream<Content: PagedContent>: AsyncSequence {
  public typealias Element = Content
  /// Loads the page at a cursor; called concurrently for different cursors.
  public typealias Loader = @Sendable (PageCursor) async throws -> Content

  /// The cursor of the first page.
  public var start: PageCursor
  /// The most requests in flight at once; 1 loads one page at a time.
  public var concurrency: Int
  /// What to do about a list with too many pages.
  public var cap: PageCap
  private let loader: Loader

  /// A stream of the pages from `start`, loaded with `loader`.
  ///
  /// - Parameters:
  ///   - start: The cursor of the first page.
  ///   - concurrency: The most requests in flight at once; 1 or more.
  ///   - cap: The runaway guard; see ``PageCap``.
  ///   - loader: Loads one page.
  public init(
    start: PageCursor = .first,
    concurrency: Int = PagingLimits.standard.concurrency,
    cap: PageCap = .refuseBeyond(PagingLimits.standard.maxPages),
    loader: @escaping Loader
  ) {
    precondition(concurrency >= 1, "PageStream needs a concurrency of 1 or more, got \(concurrency)")
    precondition(cap.pages >= 1, "PageStream needs a cap of 1 page or more, got \(cap.pages)")
    precondition(cap.pagesAhead >= 1, "PageStream needs at least 1 page expected, got \(cap.pagesAhead)")
    self.start = start
    self.concurrency = concurrency
    self.cap = cap
    self.loader = loader
  }

  public func makeAsyncIterator() -> Iterator {
    Iterator(engine: PageStreamEngine(start: start, concurrency: concurrency, cap: cap, loader: loader))
  }

  /// Emits the pages in order. Dropping it cancels the requests in flight.
  public struct Iterator: AsyncIteratorProtocol {
    private let handle: Handle

    init(engine: PageStreamEngine<Content>) {
      handle = Handle(engine: engine)
    }

    public mutating func next() async throws -> Content? {
      try await handle.engine.next()
    }
  }

  /// Cancels the engine's requests when the last copy of the iterator goes.
  private final class Handle: Sendable {
    let engine: PageStreamEngine<Content>

    init(engine: PageStreamEngine<Content>) {
      self.engine = engine
    }

    deinit {
      engine.cancel()
    }
  }
}
