import ExploreCore
import ExploreNetworking
import Foundation

/// The transport `--watch` puts around the provider's (the cache, a
/// recorder or a replay): it counts what each refresh costs, keeps the
/// latest rate-limit headers, and cuts short the load of a page whose
/// answer is the one its kept page was decoded from (``PageKeeper``).
///
/// A load that ``PageKeeper`` runs has a ``PageLoad`` in the task-local
/// ``pageLoad``. When the answer to that load's request for the kept
/// page's URL has the kept page's `ETag` (a 304 the cache answered, or a
/// 200 with the same tag), the transport throws ``PageUnchanged`` instead
/// of returning it, so the provider never decodes the body again, and the
/// keeper returns the kept page.
///
/// NB: `@unchecked Sendable` because the mutable state is guarded by
/// `lock`; `Mutex` (Synchronization) needs macOS 15.
final class RefreshTransport: HTTPTransport, @unchecked Sendable {
  /// The page load under way in this task, if ``PageKeeper`` runs it.
  @TaskLocal static var pageLoad: PageLoad?

  private let upstream: any HTTPTransport
  private let now: @Sendable () -> Date
  private let lock = NSLock()
  private var costs = RefreshCosts()
  private var rateLimit: RateLimitHeaders?

  init(upstream: any HTTPTransport, now: @escaping @Sendable () -> Date) {
    self.upstream = upstream
    self.now = now
  }

  func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    let response = try await upstream.send(request)
    let limits = RateLimitHeaders(response.headers, now: now())
    lock.withLock {
      costs.requests += 1
      switch response.origin {
      case .revalidatedCache: costs.notModified += 1
      case .network: costs.bytesReceived += response.body.count
      case .cache, .replay: break
      }
      if limits.limit != nil, limits.remaining != nil { rateLimit = limits }
    }
    if let load = Self.pageLoad, load.isKeptAnswer(to: request, response) {
      throw PageUnchanged()
    }
    return response
  }

  /// The latest rate-limit headers that gave a limit and what remains of it.
  var latestRateLimit: RateLimitHeaders? {
    lock.withLock { rateLimit }
  }

  /// What the requests cost since the last call.
  func takeCosts() -> RefreshCosts {
    lock.withLock {
      defer { costs = RefreshCosts() }
      return costs
    }
  }
}

/// Thrown by ``RefreshTransport`` in place of the answer that a kept page
/// was decoded from; ``PageKeeper`` catches it and returns that page.
struct PageUnchanged: Error {}

/// One load of one page under ``PageKeeper``: the URL and `ETag` of the
/// page kept from an earlier load, and the answers this load had.
///
/// NB: `@unchecked Sendable` because the mutable state is guarded by `lock`.
final class PageLoad: @unchecked Sendable {
  /// What identifies an answer: the URL asked for and the `ETag` it came with.
  struct Validator: Sendable, Hashable {
    var url: URL
    var etag: String
  }

  /// The answer the kept page was decoded from, if a page is kept.
  let kept: Validator?
  private let lock = NSLock()
  private var answers: [Validator?] = []
  private var unchanged = false

  init(kept: Validator?) {
    self.kept = kept
  }

  /// Records the answer to `request`, and says whether it is the kept
  /// page's: the same URL and `ETag`, a success.
  func isKeptAnswer(to request: HTTPRequest, _ response: HTTPResponse) -> Bool {
    let etag = response.isSuccess && request.method == .get ? response.headers["etag"] : nil
    let answer = etag.map { Validator(url: request.url, etag: $0) }
    return lock.withLock {
      answers.append(answer)
      guard let answer, answer == kept else { return false }
      unchanged = true
      return true
    }
  }

  /// Whether the load was cut short because its answer was the kept page's.
  var wasUnchanged: Bool {
    lock.withLock { unchanged }
  }

  /// The validator of the page this load decoded, when one answer alone
  /// made it: a page that took several requests is decoded every time.
  var validator: Validator? {
    lock.withLock { !unchanged && answers.count == 1 ? answers[0] : nil }
  }
}
