public import ExploreCore

/// Loads a paged list through an async page loader, one page at a time or
/// all of it, and keeps everything delivered so far.
///
/// ```swift
/// let paginator = Paginator<Item>(prefetchDistance: 10) { cursor in
///   let page = try await provider.load(request, at: cursor)
///   return Page(items: page.items, info: page.paging)
/// }
/// let firstPage = try await paginator.loadNext()     // page 1
/// try await paginator.visibleRowDidChange(row)        // scrolling: loads near the end
/// let everything = try await paginator.loadAll(limit: 500)        // one page at a time
/// await paginator.reset()                             // a new query: starts over
/// ```
///
/// The paginator understands every paging style through ``PageInfo``:
/// page numbers with a known total (``PageInfo/numbered(page:totalPages:totalCount:)``),
/// page numbers where a short page is the last
/// (``PageInfo/numbered(page:itemCount:pageSize:totalCount:)``), and next links
/// (``PageInfo/linked(next:last:current:totalCount:)``).
///
/// Its rules:
/// - At most one load is in flight. A trigger while a load runs is ignored
///   and sends no request, so fast scrolling never loads a page twice.
/// - ``hasMore`` is exact: it is `false` only once a page said it was the
///   last, or was empty.
/// - Paging cannot run away (the same rules as ``PageStream``): a next
///   cursor that names a page already delivered ends the list, and the load
///   that delivered the page throws ``PagingRunawayError/revisited(_:)``
///   after its elements joined ``items``; so does a next page number outside
///   ``PagingLimits/pageNumbers`` (``NextPageError/pageNumberOutOfRange(_:)``),
///   and reaching `maxPages` with more to come
///   (``PagingRunawayError/reachedCap(cap:next:)``). A page that arrives as
///   one already delivered (a provider that loads one page for two cursors)
///   throws ``PagingRunawayError/revisited(_:)`` in its place, and a page of
///   more than ``PagingLimits/maxItemsPerPage`` items ``PageTooLargeError``;
///   both end the list. ``loadAll(limit:progress:)`` without a
///   limit refuses a list that claims more than `maxPages` pages before any
///   further request.
/// - ``items`` holds each id once: an element whose id was already
///   delivered is skipped, because lists shift while they are read.
/// - ``reset(start:)`` drops everything, and a response of a load started
///   before the reset is dropped when it arrives, never delivered.
/// - ``cancel()`` and cancelling the calling task stop further loads.
/// - A failed load throws and changes nothing: the next ``loadNext()``
///   retries the same page.
public actor Paginator<Element: Identifiable & Sendable> where Element.ID: Sendable {
  /// Loads the page at a cursor; the paginator calls it for one cursor at
  /// a time. (Loading many pages at once is ``PageStream``'s job.)
  public typealias Loader = @Sendable (PageCursor) async throws -> Page<Element>

  /// How close to the end of ``items`` (in rows) the visible row must come
  /// for ``visibleRowDidChange(_:)`` to load the next page.
  public let prefetchDistance: Int

  /// Everything delivered since the start or the last reset, in page order,
  /// each id once.
  public private(set) var items: [Element] = []

  /// What the most recently delivered page said about the list, or `nil`
  /// before the first page.
  public private(set) var lastPage: PageInfo?

  /// Whether a load is in flight.
  public private(set) var isLoading = false

  /// Whether ``cancel()`` was called since the start or the last reset.
  public private(set) var isCancelled = false

  /// The cursor the next request will use, or `nil` when no page follows.
  public private(set) var nextCursor: PageCursor?

  /// The cursor of each page delivered since the start or the last reset,
  /// in order: what a refresh loads again.
  public private(set) var deliveredCursors: [PageCursor] = []

  /// The sections the most recently delivered page named
  /// (``Page/sections``); empty before the first page.
  public private(set) var lastSections: [SectionHead] = []

  /// The most pages loaded before a load throws
  /// ``PagingRunawayError/reachedCap(cap:next:)``; `nil` for no cap.
  public let maxPages: Int?

  private var loader: Loader
  /// A runaway found while delivering a page, thrown once its elements are delivered.
  private var runaway: (any Error)?
  /// The pages delivered so far, and the checks on what a page names next.
  private var loaded = PagingGuard()
  private var generation = 0
  /// Elements of a delivered page held back by a `limit`; they are delivered
  /// before any further request.
  private var pending: [Element] = []
  private var seenIDs: Set<Element.ID> = []
  private var pagesLoaded = 0
  private var fetches: [Int: Task<Page<Element>, any Error>] = [:]
  private var nextFetchID = 0
  private var idleWaiters: [CheckedContinuation<Void, Never>] = []

  /// Creates a paginator that starts at `start` and loads pages with `loader`.
  ///
  /// - Parameters:
  ///   - start: The cursor of the first page.
  ///   - prefetchDistance: How many rows before the end of ``items`` a
  ///     visible row starts loading the next page. Not negative.
  ///   - maxPages: The page cap (``PagingLimits/maxPages``); `nil` for none.
  ///   - loader: Loads one page.
  public init(start: PageCursor = .first, prefetchDistance: Int = 10, maxPages: Int? = nil, loader: @escaping Loader) {
    precondition(prefetchDistance >= 0, "Paginator needs a prefetch distance of 0 or more, got \(prefetchDistance)")
    precondition((maxPages ?? 1) >= 1, "Paginator needs a page cap of 1 or more, got \(maxPages ?? 0)")
    self.prefetchDistance = prefetchDistance
    self.maxPages = maxPages
    self.loader = loader
    self.nextCursor = start
  }

  /// Whether more elements can be delivered: a next page exists, or
  /// elements of a delivered page are held back by a `limit`.
  ///
  /// It is `true` before the first load, since the first page is still to
  /// come, and `false` once a page says it is the last.
  public var hasMore: Bool { !pending.isEmpty || nextCursor != nil }

  /// The pages delivered so far and the number of pages, when known.
  public var progress: PagingProgress {
    PagingProgress(pagesLoaded: pagesLoaded, totalPages: lastPage?.totalPages)
  }

  /// Loads the next page and delivers its elements.
  ///
  /// Sends no request and returns `[]` when a load is already in flight or
  /// no page follows. When a `limit` of ``loadAll(limit:progress:)``
  /// held elements back, delivers those without a request. When the
  /// paginator is reset while this load runs, its response is dropped and
  /// the call returns `[]`.
  ///
  /// - Returns: The elements delivered now, without ids delivered before.
  /// - Throws: The loader's error, leaving the paginator as it was so that
  ///   the next call retries the same cursor; `CancellationError` when the
  ///   paginator or the calling task is cancelled.
  /// - Complexity: One request at most; O(*m*) in the size of the page.
  @discardableResult
  public func loadNext() async throws -> [Element] {
    try checkCancellation()
    guard !isLoading else { return [] }
    return try await loadNextWhenIdle()
  }

  /// Drops every element, starts over at `start` with a new loader, and
  /// loads the first page, with no chance for another trigger (a prefetch)
  /// to start a load in between. This is how a remote search starts a new
  /// query; see ``PagedSearch``.
  ///
  /// - Returns: The elements of the first page, or `[]` when a later reset
  ///   superseded this one.
  /// - Throws: The loader's error, or `CancellationError` when the calling
  ///   task is cancelled.
  @discardableResult
  public func restart(at start: PageCursor = .first, loader: @escaping Loader) async throws -> [Element] {
    reset(start: start, loader: loader)
    try Task.checkCancellation()
    // NB: no suspension between the reset and marking the load in flight:
    // both run on this actor before the first request is awaited.
    return try await loadNextWhenIdle()
  }

  /// Loads the next page, assuming no load is in flight. Marks the load in
  /// flight before its first suspension.
  private func loadNextWhenIdle() async throws -> [Element] {
    if !pending.isEmpty { return deliverPending(limit: nil) }
    guard let cursor = nextCursor else { return [] }

    let generation = self.generation
    isLoading = true
    let result: Result<Page<Element>, any Error>
    do {
      result = .success(try await fetch(cursor))
    } catch {
      result = .failure(error)
    }
    guard generation == self.generation else { return [] }
    finishLoading()
    try checkCancelled()
    let delivered = try deliver(try result.get(), from: cursor, limit: nil)
    try throwRunaway()
    return delivered
  }

  /// Loads the rest of the list, or until ``items`` holds `limit` elements.
  ///
  /// Follows each page's next cursor in turn, one request at a time: the
  /// paginator serves a screen that loads as it scrolls. (A command that
  /// loads a whole list at once uses ``PageStream``, which keeps a window
  /// of requests in flight.)
  ///
  /// With a `limit`, no more pages are requested than the limit needs, and
  /// ``items`` ends with exactly `limit` elements when the list has that
  /// many; the rest of the last page is held back for the next
  /// ``loadNext()``.
  ///
  /// When another load is in flight, waits for it to finish first. When the
  /// paginator is reset meanwhile, stops and returns `[]`.
  ///
  /// - Parameters:
  ///   - limit: The most elements ``items`` may hold when the call returns;
  ///     `nil` for the whole list.
  ///   - progress: Called on the paginator after each delivered page.
  /// - Returns: The elements delivered by this call, in order.
  /// - Throws: The first loader error (elements delivered before it stay in
  ///   ``items`` and the next call resumes at the failed page), or
  ///   `CancellationError` when the paginator or the calling task is cancelled.
  /// - Complexity: O(*n*) in the number of elements loaded, plus one request per page.
  @discardableResult
  public func loadAll(
    limit: Int? = nil,
    progress: (@Sendable (PagingProgress) -> Void)? = nil
  ) async throws -> [Element] {
    precondition((limit ?? 0) >= 0, "Paginator.loadAll needs a limit of 0 or more, got \(limit ?? 0)")
    try checkCancellation()
    while isLoading {
      await waitUntilIdle()
      try checkCancellation()
    }

    let generation = self.generation
    isLoading = true
    defer {
      if generation == self.generation { finishLoading() }
    }
    var delivered = deliverPending(limit: limit)
    do {
      while !reached(limit), let cursor = nextCursor {
        try checkCancellation()
        if limit == nil, let maxPages, let claimed = lastPage?.totalPages, claimed > maxPages {
          throw PagingRunawayError.claimsTooManyPages(claimed: claimed, cap: maxPages)
        }
        let page = try await fetch(cursor)
        guard generation == self.generation else { return [] }
        try checkCancellation()
        delivered += try deliver(page, from: cursor, limit: limit)
        progress?(self.progress)
        try throwRunaway()
      }
    } catch {
      guard generation == self.generation else { return [] }
      throw error
    }
    return delivered
  }

  /// Tells the paginator which row is visible, so that it loads the next
  /// page when the row is within ``prefetchDistance`` rows of the end of
  /// ``items``.
  ///
  /// Does nothing when a load is in flight, no page follows, or the
  /// paginator is cancelled.
  ///
  /// - Throws: The loader's error, as ``loadNext()`` does.
  public func visibleRowDidChange(_ row: Int) async throws {
    guard !isCancelled, !isLoading, hasMore, row >= items.count - prefetchDistance else { return }
    try await loadNext()
  }

  /// Drops every element and starts over at `start`, for a new user or a
  /// new query.
  ///
  /// Loads in flight are cancelled, and whatever they return later is
  /// dropped. A cancelled paginator becomes usable again.
  public func reset(start: PageCursor = .first) {
    generation += 1
    // NB: cancelling runs the loaders' cancellation handlers here, on the
    // actor. Unlike a lock, the actor cannot be waited for by them (a
    // handler cannot enter it synchronously), so this cannot deadlock.
    for task in fetches.values { task.cancel() }
    items = []
    pending = []
    seenIDs = []
    loaded = PagingGuard()
    runaway = nil
    nextCursor = start
    lastPage = nil
    lastSections = []
    deliveredCursors = []
    pagesLoaded = 0
    isCancelled = false
    finishLoading()
  }

  /// Drops every element and starts over at `start` with a new loader, for
  /// a remote search whose loader carries the query. See ``PagedSearch``.
  public func reset(start: PageCursor = .first, loader: @escaping Loader) {
    self.loader = loader
    reset(start: start)
  }

  /// Stops loading: loads in flight are cancelled and their responses
  /// dropped, and later loads throw `CancellationError` without a request
  /// until ``reset(start:)``. Elements delivered so far stay.
  public func cancel() {
    isCancelled = true
    // NB: as in reset(start:), cancelling on the actor cannot deadlock.
    for task in fetches.values { task.cancel() }
  }
}

extension Paginator {
  /// Runs the loader in a task that ``cancel()`` and ``reset(start:)`` can
  /// cancel, and that follows the calling task's cancellation.
  private func fetch(_ cursor: PageCursor) async throws -> Page<Element> {
    let id = nextFetchID
    nextFetchID += 1
    let loader = self.loader
    let task = Task { try await loader(cursor) }
    fetches[id] = task
    defer { fetches[id] = nil }
    return try await withTaskCancellationHandler {
      try await task.value
    } onCancel: {
      task.cancel()
    }
  }

  /// Records `page`, loaded from `cursor`, and delivers its new elements up
  /// to `limit`.
  ///
  /// - Throws: what ``PagingGuard/recordLoaded(_:elementCount:from:)``
  ///   throws, before anything is delivered; the list ends there. A next
  ///   page that may not be followed ends the list too, and becomes
  ///   ``runaway``, thrown once the elements are delivered.
  private func deliver(_ page: Page<Element>, from cursor: PageCursor, limit: Int?) throws -> [Element] {
    nextCursor = nil
    try loaded.recordLoaded(page.info, elementCount: page.items.count, from: cursor)
    pagesLoaded += 1
    lastPage = page.info
    lastSections = page.sections
    deliveredCursors.append(cursor)
    if let next = page.info.next, !page.items.isEmpty {
      // NB: a next cursor that names a page already delivered would loop
      // forever, and an empty page that names another may go on forever:
      // the list ends at both, the first with an error.
      do {
        try loaded.check(next: next)
        if let maxPages, pagesLoaded >= maxPages {
          runaway = PagingRunawayError.reachedCap(cap: maxPages, next: next)
        } else {
          nextCursor = next
        }
      } catch {
        runaway = error
      }
    }
    pending = page.items
    return deliverPending(limit: limit)
  }

  /// Delivers held-back elements, skipping ids already delivered, until
  /// ``items`` holds `limit` elements.
  private func deliverPending(limit: Int?) -> [Element] {
    var delivered: [Element] = []
    var taken = 0
    for element in pending {
      if reached(limit) { break }
      taken += 1
      if seenIDs.insert(element.id).inserted {
        items.append(element)
        delivered.append(element)
      }
    }
    pending.removeFirst(taken)
    pending.removeAll { seenIDs.contains($0.id) }
    return delivered
  }

  /// Throws the runaway found by the last delivered page, once.
  private func throwRunaway() throws {
    guard let runaway else { return }
    self.runaway = nil
    throw runaway
  }

  private func reached(_ limit: Int?) -> Bool {
    limit.map { items.count >= $0 } ?? false
  }

  private func checkCancellation() throws {
    try checkCancelled()
    try Task.checkCancellation()
  }

  private func checkCancelled() throws {
    if isCancelled { throw CancellationError() }
  }

  private func finishLoading() {
    isLoading = false
    let waiters = idleWaiters
    idleWaiters = []
    for waiter in waiters { waiter.resume() }
  }

  private func waitUntilIdle() async {
    await withCheckedContinuation { idleWaiters.append($0) }
  }
}
