import Foundation

/// The pace of `-i --watch`: a ``WatchPace`` fed with the rate-limit headers
/// the browser's ``RefreshTransport`` saw last, as `--watch` without `-i`
/// paces itself, for the browser's refresh timer.
///
/// NB: `@unchecked Sendable` because the pace is guarded by `lock`.
final class RefreshPacer: @unchecked Sendable {
  private let lock = NSLock()
  private var pace: WatchPace
  private let transport: RefreshTransport?
  private let now: @Sendable () -> Date

  init(pace: WatchPace, transport: RefreshTransport?, now: @escaping @Sendable () -> Date) {
    self.pace = pace
    self.transport = transport
    self.now = now
  }

  /// The wait before the next refresh, and the slowdown's notice when it
  /// has just begun.
  func next() -> (wait: Duration, notice: String?) {
    let limits = transport?.latestRateLimit
    let next = lock.withLock { pace.next(after: limits, now: now()) }
    return (.seconds(next.seconds), next.notice)
  }
}
