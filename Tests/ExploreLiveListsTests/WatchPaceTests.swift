@testable import ExploreLiveLists
import ExploreCore
import ExploreNetworking
import Foundation
import Testing

/// How long `--watch` waits before a refresh, from the rate-limit headers
/// of the last answer alone.
@Suite struct WatchPaceTests {
  static let now = Date(timeIntervalSince1970: 1_800_000_000)

  static func limits(_ limit: Int?, remaining: Int?, resetIn seconds: Double? = 3_600) -> RateLimitHeaders {
    var headers = HTTPHeaders()
    if let limit { headers["x-ratelimit-limit"] = String(limit) }
    if let remaining { headers["x-ratelimit-remaining"] = String(remaining) }
    if let seconds { headers["x-ratelimit-reset"] = String(Int(now.timeIntervalSince1970 + seconds)) }
    return RateLimitHeaders(headers, now: now)
  }

  func pace(_ interval: Int = 30) -> WatchPace {
    var pace = WatchPace(interval: interval, apiName: "api.github.com")
    pace.timeZone = TimeZone(identifier: "UTC")!
    return pace
  }

  @Test(arguments: [
    (5_000, 500, 30), (5_000, 499, 60), (60, 6, 30), (60, 5, 60), (61, 6, 60), (61, 7, 30), (5_000, 0, 60), (1, 0, 60),
    (Int.max, Int.max / 10, 60),
  ] as [(Int, Int, Int)])
  func belowTenPercentTheWaitDoubles(_ limit: Int, _ remaining: Int, _ seconds: Int) {
    var pace = pace()
    #expect(pace.next(after: Self.limits(limit, remaining: remaining), now: Self.now).seconds == seconds)
  }

  @Test func withoutALimitTheIntervalStays() {
    var pace = pace()
    #expect(pace.next(after: nil, now: Self.now).seconds == 30)
    #expect(pace.next(after: Self.limits(nil, remaining: 0), now: Self.now).seconds == 30)
    #expect(pace.next(after: Self.limits(0, remaining: 0), now: Self.now).seconds == 30)
  }

  @Test func theSlowdownIsSaidOnceUntilTheLimitRecovers() {
    var pace = pace()
    let low = Self.limits(5_000, remaining: 12)
    let first = pace.next(after: low, now: Self.now)
    #expect(first.seconds == 60)
    #expect(
      first.notice
        == "api.github.com has 12 of 5,000 requests left until it resets at 09:00:00; refreshing every 60 s instead of 30 s to spare them.")
    #expect(pace.next(after: low, now: Self.now).notice == nil)
    #expect(pace.next(after: Self.limits(5_000, remaining: 5_000), now: Self.now) == (30, nil))
    #expect(pace.next(after: low, now: Self.now).notice != nil)
  }

  @Test func theWaitEndsNoLaterThanTheResetAndNoSoonerThanTheInterval() {
    var pace = pace()
    #expect(pace.next(after: Self.limits(5_000, remaining: 1, resetIn: 45), now: Self.now).seconds == 45)
    // A reset 44.2 s away is waited for in whole seconds: 45.
    #expect(pace.next(after: Self.limits(5_000, remaining: 1, resetIn: 45), now: Self.now.addingTimeInterval(0.8)).seconds == 45)
    var quiet = self.pace()
    let soon = quiet.next(after: Self.limits(5_000, remaining: 1, resetIn: 10), now: Self.now)
    #expect(soon.seconds == 30)
    #expect(soon.notice == nil, "no slower wait, nothing to say")
    #expect(quiet.next(after: Self.limits(5_000, remaining: 1, resetIn: -100), now: Self.now).seconds == 30)
    #expect(quiet.next(after: Self.limits(5_000, remaining: 1, resetIn: nil), now: Self.now).seconds == 60)
  }
}
