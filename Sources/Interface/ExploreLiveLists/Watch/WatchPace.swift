import ExploreNetworking
import ExploreRendering
import Foundation

/// How long `--watch` waits before each refresh: the interval asked for,
/// slower while an API's rate limit runs low.
///
/// When the last answer said that fewer than 10 % of the requests of the
/// rate-limit window remain (GitHub's `x-ratelimit-*` headers), the wait
/// is twice the interval, but no longer than the time left until the
/// window resets (and never shorter than the interval); the slowdown is
/// said once on standard error. Once the limit is healthy again, the
/// interval is back (and a later slowdown is said again).
///
/// ```swift
/// var pace = WatchPace(interval: 30, apiName: "api.github.com")
/// let wait = pace.next(after: transport.latestRateLimit, now: Date())
/// if let notice = wait.notice { io.writeMessage(notice + "\n") }
/// try await io.sleep(.seconds(wait.seconds))
/// ```
struct WatchPace: Sendable {
  /// The seconds asked for with `--watch`.
  let interval: Int
  /// The API's name in the notice, such as its host.
  let apiName: String
  private var isSlowed = false
  /// The time zone of the reset time in the notice.
  var timeZone = TimeZone.current

  init(interval: Int, apiName: String) {
    precondition(interval >= 1, "WatchPace needs an interval of 1 s or more, got \(interval)")
    self.interval = interval
    self.apiName = apiName
  }

  /// The seconds to wait before the next refresh given the latest
  /// rate-limit headers, and a sentence for standard error when the pace
  /// has just slowed down.
  mutating func next(after limits: RateLimitHeaders?, now: Date) -> (seconds: Int, notice: String?) {
    // NB: `remaining < ceil(limit / 10)` is `remaining * 10 < limit`
    // without an overflow for a server's huge numbers.
    guard let limits, let limit = limits.limit, let remaining = limits.remaining, limit > 0,
      remaining < limit / 10 + (limit % 10 == 0 ? 0 : 1)
    else {
      isSlowed = false
      return (interval, nil)
    }
    var slower = 2 * interval
    if let resetsAt = limits.resetsAt {
      let untilReset = resetsAt.timeIntervalSince(now)
      if untilReset < Double(slower) { slower = max(interval, Int(max(0, untilReset).rounded(.up))) }
    }
    guard slower > interval, !isSlowed else { return (slower, nil) }
    isSlowed = true
    let resets = limits.resetsAt.flatMap { APIError.localTime($0, in: timeZone) }.map { " until it resets at \($0)" } ?? ""
    let notice = "\(apiName) has \(FieldFormatter.grouped(remaining)) of \(FieldFormatter.grouped(limit)) requests left\(resets); "
      + "refreshing every \(FieldFormatter.grouped(slower)) s instead of \(FieldFormatter.grouped(interval)) s to spare them."
    return (slower, notice)
  }
}
