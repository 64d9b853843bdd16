import ExploreHTTPCache
public import ExploreCore
public import Foundation

/// The rate-limit headers of a response: GitHub's `x-ratelimit-*` and the
/// standard `retry-after`.
///
/// Every number is the server's, so none is trusted: a count that is not a
/// non-negative integer is absent, a reset that is not a time between 1970
/// and the year 9999 is absent, and a `retry-after` longer than
/// ``longestRetryAfter`` is that long.
public struct RateLimitHeaders: Sendable, Hashable {
  /// Requests allowed per window (`x-ratelimit-limit`).
  public var limit: Int?
  /// Requests left in the window (`x-ratelimit-remaining`).
  public var remaining: Int?
  /// Requests used in the window (`x-ratelimit-used`).
  public var used: Int?
  /// When the window resets (`x-ratelimit-reset`, seconds since 1970).
  public var resetsAt: Date?
  /// Which quota the limit belongs to, such as `core` or `search`.
  public var resource: String?
  /// How long to wait before retrying (`retry-after`, seconds or an HTTP date).
  public var retryAfter: Duration?

  /// The longest `retry-after` kept: a day. Longer ones are read as a day,
  /// far more than explore ever waits (``HTTPClient/Configuration/maximumRateLimitWait``).
  public static let longestRetryAfter = Duration.seconds(86_400)

  /// The latest reset kept: the last second of the year 9999.
  static let latestReset: TimeInterval = 253_402_300_799

  /// Reads the headers of `headers`; `now` resolves an HTTP-date `retry-after`.
  public init(_ headers: HTTPHeaders, now: Date = Date()) {
    limit = headers["x-ratelimit-limit"].flatMap(Self.count)
    remaining = headers["x-ratelimit-remaining"].flatMap(Self.count)
    used = headers["x-ratelimit-used"].flatMap(Self.count)
    resource = headers["x-ratelimit-resource"]
    if let reset = headers["x-ratelimit-reset"].flatMap({ Double($0.trimmingCharacters(in: .whitespaces)) }) {
      // NB: GitHub sends seconds; some recorders (octokit/fixtures) normalise
      // to milliseconds. No reset is 3,000 years away, so a value that large
      // must be milliseconds.
      let seconds = reset > 100_000_000_000 ? reset / 1000 : reset
      // NB: `1e400` reads as infinity and `nan` as NaN; neither (nor a time
      // before 1970 or after 9999) is a reset anyone can be told about.
      if seconds.isFinite, (0...Self.latestReset).contains(seconds) {
        resetsAt = Date(timeIntervalSince1970: seconds)
      }
    }
    if let value = headers["retry-after"]?.trimmingCharacters(in: .whitespaces) {
      if let seconds = Double(value), seconds >= 0 {
        retryAfter = .seconds(clamping: seconds, to: Self.longestRetryAfter)
      } else if let date = HTTPDate.parse(value) {
        retryAfter = .seconds(clamping: date.timeIntervalSince(now), to: Self.longestRetryAfter)
      }
    }
  }

  /// Whether the primary quota is used up.
  public var isExhausted: Bool { remaining == 0 }

  /// A count: a non-negative integer that fits in `Int`, else `nil`.
  private static func count(_ text: String) -> Int? {
    Int(text.trimmingCharacters(in: .whitespaces)).flatMap { $0 >= 0 ? $0 : nil }
  }
}
