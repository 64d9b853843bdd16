import ExploreCore
import Foundation

/// The state behind a ``PageStream`` iterator: the planned cursors, the
/// requests in flight, the pages that arrived before their turn, and the
/// consumer waiting for the next one.
///
/// NB: a class with a lock rather than an actor, so that the iterator's
/// `deinit` (a consumer that breaks out of its loop) can cancel the
/// requests synchronously. Every field is guarded by `lock`, and nothing is
/// cancelled or resumed while it is held: `Task.cancel()` runs the task's
/// cancellation handlers on the spot, and a handler may block (URLSession's
/// cancel waits for its queue) or call back into this engine (a consumer's
/// `waitForArrival`, a nested stream). Each entry point decides under the
/// lock (``locked(_:)``), and cancels and resumes once it is released.
final class PageStreamEngine<Content: PagedContent>: @unchecked Sendable {
  private enum Step {
    case emit(Content)
    case fail(any Error)
    case finished
    case wait
  }

  private let lock = NSLock()
  private let concurrency: Int
  private let cap: PageCap
  private let loader: PageStream<Content>.Loader

  /// The number of pages planned so far, by position in the list (0 is
  /// the first page). Grows as pages say what follows; shrinks when a page
  /// ends the list early.
  private var plannedCount = 1
  /// The cursors of planned pages that followed a next cursor, by position.
  private var explicitCursors: [Int: PageCursor]
  /// Pages planned by number from `index` on: `cursor`, then the same
  /// cursor with the page numbers after `number`.
  ///
  /// NB: a range rather than a cursor per page, so that a list of 100,000
  /// pages costs no more memory than one of 10.
  private var numberedPlan: (index: Int, cursor: PageCursor, number: Int)?
  private var nextToStart = 0
  private var nextToEmit = 0
  private var inFlight: [Int: Task<Void, Never>] = [:]
  private var arrived: [Int: Result<Content, any Error>] = [:]
  private var waiter: CheckedContinuation<Void, Never>?
  /// Requests taken out of `inFlight` under the lock, to cancel once it is
  /// released (``locked(_:)``).
  private var toCancel: [Task<Void, Never>] = []
  /// An error to throw after the page that caused it was emitted.
  private var pendingError: (any Error)?
  /// The pages emitted so far, and the checks on what each names next.
  private var loaded = PagingGuard()
  private var largestPage = 0
  /// Whether a page has said how long the list is (pages or a total).
  private var lengthIsStated = false
  private var isFinished = false
  private var isCancelled = false

  init(start: PageCursor, concurrency: Int, cap: PageCap, loader: @escaping PageStream<Content>.Loader) {
    self.explicitCursors = [0: start]
    self.concurrency = concurrency
    self.cap = cap
    self.loader = loader
  }

  /// The next page in order, `nil` after the last.
  func next() async throws -> Content? {
    while true {
      switch locked({ step() }) {
      case .emit(let content): return content
      case .fail(let error): throw error
      case .finished: return nil
      case .wait: await waitForArrival()
      }
    }
  }

  /// Cancels every request in flight and starts no other; a consumer
  /// waiting for a page gets `CancellationError`.
  func cancel() {
    let waiter = locked { () -> CheckedContinuation<Void, Never>? in
      isCancelled = true
      stopRequests(after: -1)
      defer { self.waiter = nil }
      return self.waiter
    }
    waiter?.resume()
  }

  /// The number of requests in flight.
  var requestsInFlight: Int { lock.withLock { inFlight.count } }

  /// Runs `body` under the lock, then, with the lock released, cancels the
  /// requests `body` stopped.
  private func locked<Value>(_ body: () -> Value) -> Value {
    let (result, stopped) = lock.withLock { () -> (Value, [Task<Void, Never>]) in
      let result = body()
      defer { toCancel = [] }
      return (result, toCancel)
    }
    for task in stopped { task.cancel() }
    return result
  }

  // MARK: Under the lock

  private func step() -> Step {
    if isCancelled || Task.isCancelled {
      isCancelled = true
      stopRequests(after: -1)
      return .fail(CancellationError())
    }
    if let error = pendingError {
      pendingError = nil
      finish()
      return .fail(error)
    }
    guard !isFinished, nextToEmit < plannedCount else {
      finish()
      return .finished
    }
    startRequests(demanded: true)
    guard let result = arrived.removeValue(forKey: nextToEmit) else { return .wait }
    switch result {
    case .failure(let error):
      finish()
      return .fail(error)
    case .success(let content):
      do {
        // NB: what arrived decides, not what was planned: a provider that
        // loads one page for two cursors is caught here.
        try loaded.recordLoaded(content.pageInfo, elementCount: content.elementCount, from: cursor(at: nextToEmit))
        try plan(after: content, at: nextToEmit)
      } catch {
        finish()
        return .fail(error)
      }
      nextToEmit += 1
      startRequests(demanded: false)
      return .emit(content)
    }
  }

  /// Starts requests while fewer than `concurrency` are in flight and fewer
  /// than 2 × `concurrency` pages are started but not emitted: the pages
  /// the cap expects (``PageCap/pagesAhead``) ahead of time, a later one
  /// only when the consumer asks for it (`demanded`).
  private func startRequests(demanded: Bool) {
    guard !isCancelled, !isFinished else { return }
    while nextToStart < plannedCount, inFlight.count < concurrency, nextToStart - nextToEmit < 2 * concurrency,
      nextToStart < cap.pagesAhead || (demanded && nextToStart == nextToEmit)
    {
      let index = nextToStart
      let cursor = cursor(at: index)
      let loader = self.loader
      nextToStart += 1
      // NB: the task reports under the lock, which this thread holds, so it
      // cannot report before it is recorded in `inFlight`.
      inFlight[index] = Task {
        let result: Result<Content, any Error>
        do {
          result = .success(try await loader(cursor))
        } catch {
          result = .failure(error)
        }
        self.arrive(result, at: index)
      }
    }
  }

  /// Decides what follows the page at `index`, before it is emitted: the
  /// page it names next, whatever was planned.
  ///
  /// - Throws: ``PagingRunawayError/claimsTooManyPages(claimed:cap:)`` in
  ///   the place of the page. A next page that may not be followed (one
  ///   already loaded, or a number outside ``PagingLimits/pageNumbers``),
  ///   or a cap reached with more to come, becomes ``pendingError``, thrown
  ///   after the page.
  private func plan(after content: Content, at index: Int) throws {
    let info = content.pageInfo
    explicitCursors[index] = nil
    largestPage = max(largestPage, content.elementCount)

    guard content.elementCount > 0, let next = info.next else {
      // NB: an empty page ends a list, whatever it claims: a server that
      // keeps naming next pages without items would page forever.
      stopRequests(after: index)
      return
    }
    if claimedPages(info) != nil { lengthIsStated = true }
    if case .refuseBeyond(let maxPages) = cap, let claimed = claimedPages(info), claimed > maxPages {
      throw PagingRunawayError.claimsTooManyPages(claimed: claimed, cap: maxPages)
    }
    do {
      try loaded.check(next: next)
    } catch {
      stopRequests(after: index)
      pendingError = error
      return
    }
    if index < plannedCount - 1 {
      if PagingGuard.samePage(next, cursor(at: index + 1)) { return }
      // NB: the list changed shape while it loaded (or the server lies
      // about its pages): the page it names comes next, not the plan.
      stopRequests(after: index)
    }
    let loadedCount = index + 1
    // NB: a list that never says how long it is may name next pages
    // forever; without --max-pages it gets a bound of its own, well below
    // the provider's cap, and the error names the option that lifts it.
    if case .refuseBeyond = cap, !lengthIsStated, loadedCount >= PagingLimits.maxPagesOfUnknownLength, loadedCount < cap.pages {
      pendingError = PagingRunawayError.reachedUnknownLengthCap(cap: PagingLimits.maxPagesOfUnknownLength, next: next)
      return
    }
    guard loadedCount < cap.pages else {
      switch cap {
      case .stopAt: break
      case .refuseBeyond: pendingError = PagingRunawayError.reachedCap(cap: cap.pages, next: next)
      case .onDemand: pendingError = PagingRunawayError.reachedCeiling(cap: cap.pages, next: next)
      }
      return
    }
    plan(from: next, at: index + 1, totalPages: info.totalPages, room: cap.pages - loadedCount)
  }

  /// Plans `next` at `index`, and the pages after it up to the known number
  /// of pages (at most `room` in all) when their cursors can be named now.
  ///
  /// NB: `next` passed ``PagingGuard/check(next:)``, so its page number lies
  /// in ``PagingLimits/pageNumbers``; the last page planned is clamped to
  /// that range too, so that no sum here overflows whatever `totalPages`
  /// (the server's) and `room` (up to `Int.max`) are.
  private func plan(from next: PageCursor, at index: Int, totalPages: Int?, room: Int) {
    if concurrency > 1, let first = next.pageNumber, let totalPages, totalPages > first {
      let upper = PagingLimits.pageNumbers.upperBound
      let last = min(totalPages, upper, first + min(room - 1, upper))
      if last > first, next.withPageNumber(last) != nil {
        numberedPlan = (index, next, first)
        plannedCount = index + last - first + 1
        return
      }
    }
    explicitCursors[index] = next
    plannedCount = index + 1
  }

  /// The cursor of the planned page at `index`.
  private func cursor(at index: Int) -> PageCursor {
    if let cursor = explicitCursors[index] { return cursor }
    guard let plan = numberedPlan, index >= plan.index else {
      preconditionFailure("PageStreamEngine has no cursor for page index \(index)")
    }
    guard index > plan.index, let cursor = plan.cursor.withPageNumber(plan.number + index - plan.index) else {
      return plan.cursor
    }
    return cursor
  }

  /// The number of pages `info` claims the list has, from its number of
  /// pages or from its total count over the largest page seen; `nil` for a
  /// count that is not positive.
  ///
  /// NB: ⌈count / largest⌉ cannot overflow: with a largest page of 1 there
  /// is no remainder, and with 2 or more the quotient is at most `Int.max / 2`.
  private func claimedPages(_ info: PageInfo) -> Int? {
    if let totalPages = info.totalPages { return totalPages }
    guard let totalCount = info.totalCount, totalCount > 0, largestPage > 0 else { return nil }
    return totalCount / largestPage + (totalCount % largestPage == 0 ? 0 : 1)
  }

  /// Forgets every page after `index`, and hands their requests to
  /// ``toCancel``; the list ends there.
  private func stopRequests(after index: Int) {
    for (started, task) in inFlight where started > index {
      toCancel.append(task)
      inFlight[started] = nil
    }
    for key in arrived.keys where key > index { arrived[key] = nil }
    for key in explicitCursors.keys where key > index { explicitCursors[key] = nil }
    plannedCount = min(plannedCount, index + 1)
    nextToStart = min(nextToStart, plannedCount)
  }

  private func finish() {
    isFinished = true
    stopRequests(after: -1)
  }

  // MARK: Waiting

  private func arrive(_ result: Result<Content, any Error>, at index: Int) {
    let waiter = locked { () -> CheckedContinuation<Void, Never>? in
      guard inFlight.removeValue(forKey: index) != nil else { return nil }
      arrived[index] = result
      startRequests(demanded: false)
      guard arrived[nextToEmit] != nil else { return nil }
      defer { self.waiter = nil }
      return self.waiter
    }
    waiter?.resume()
  }

  private func waitForArrival() async {
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let ready = lock.withLock { () -> Bool in
          if isCancelled || isFinished || Task.isCancelled || arrived[nextToEmit] != nil || inFlight[nextToEmit] == nil {
            return true
          }
          waiter = continuation
          return false
        }
        if ready { continuation.resume() }
      }
    } onCancel: {
      // NB: runs on the thread that cancels the consumer, never under this
      // engine's lock (nothing is cancelled while it is held).
      cancel()
    }
  }
}
