import ExploreCore
import Foundation

/// Loads the pages of a watched list so that a page is decoded once per
/// answer: each page decoded from a single answer with an `ETag` is kept
/// by its cursor, and a later load whose answer has the same `ETag` (a 304
/// from the cache's revalidation) returns the kept page instead of
/// decoding the body again (through ``RefreshTransport``).
///
/// ```swift
/// let keeper = PageKeeper()
/// keeper.startRound()
/// let page = try await keeper.load(.first) { try await provider.load(request, at: $0) }
/// keeper.endRound()   // forgets the pages this round did not load
/// ```
///
/// NB: `@unchecked Sendable` because the mutable state is guarded by
/// `lock`; pages of one round load concurrently.
final class PageKeeper: @unchecked Sendable {
  private struct Kept {
    var validator: PageLoad.Validator
    var page: ResourcePage
  }

  private let lock = NSLock()
  private var kept: [PageCursor: Kept] = [:]
  private var loaded: Set<PageCursor> = []
  private var costs = RefreshCosts()

  /// Starts a load of the whole list.
  func startRound() {
    lock.withLock { loaded = [] }
  }

  /// Ends a load of the whole list that succeeded: the pages it did not
  /// load (the list got shorter) are forgotten.
  func endRound() {
    lock.withLock { kept = kept.filter { loaded.contains($0.key) } }
  }

  /// The page at `cursor`: the kept one when its answer did not change,
  /// else what `loader` decodes, kept for next time when one answer with
  /// an `ETag` made it.
  ///
  /// - Throws: what `loader` throws, but for ``PageUnchanged``.
  func load(_ cursor: PageCursor, with loader: (PageCursor) async throws -> ResourcePage) async throws -> ResourcePage {
    let previous = lock.withLock { () -> Kept? in
      loaded.insert(cursor)
      return kept[cursor]
    }
    let load = PageLoad(kept: previous?.validator)
    do {
      let page = try await RefreshTransport.$pageLoad.withValue(load) { try await loader(cursor) }
      let validator = load.validator
      lock.withLock {
        if let validator {
          kept[cursor] = Kept(validator: validator, page: page)
        } else if !load.wasUnchanged {
          kept[cursor] = nil
        }
        costs.pagesDecoded += 1
        costs.itemsDecoded += page.sections.reduce(0) { $0 + $1.items.count }
      }
      return page
    } catch {
      // NB: the provider may wrap or replace the error on its way up; the
      // load itself knows whether its answer was the kept page's.
      guard load.wasUnchanged, let previous else { throw error }
      lock.withLock { costs.pagesKept += 1 }
      return previous.page
    }
  }

  /// The pages decoded and kept since the last call.
  func takeCosts() -> RefreshCosts {
    lock.withLock {
      defer { costs = RefreshCosts() }
      return costs
    }
  }
}
