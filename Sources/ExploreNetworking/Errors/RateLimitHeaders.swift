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
      } else if let date = Self.httpDate(value) {
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

  /// An HTTP date in its one current form (RFC 9110's IMF-fixdate:
  /// `Sun, 06 Nov 1994 08:49:37 GMT`), else `nil`.
  ///
  /// NB: read by hand: Foundation's `DateFormatter.date(from:)` leaked three
  /// character sets per call on Linux (found by the `response-headers`
  /// fuzz target), and a formatter per header was slow anyway.
  package static func httpDate(_ text: String) -> Date? {
    let parts = text.split(separator: " ")
    guard parts.count == 6, parts[0].count == 4, parts[0].hasSuffix(","), parts[5] == "GMT",
      let day = Int(parts[1]), parts[1].count == 2, (1...31).contains(day),
      let month = Self.months.firstIndex(of: String(parts[2])),
      let year = Int(parts[3]), parts[3].count == 4, (1970...9999).contains(year)
    else { return nil }
    let clock = parts[4].split(separator: ":", omittingEmptySubsequences: false)
    guard clock.count == 3, clock.allSatisfy({ $0.count == 2 }),
      let hour = Int(clock[0]), let minute = Int(clock[1]), let second = Int(clock[2]),
      (0...23).contains(hour), (0...59).contains(minute), (0...60).contains(second)
    else { return nil }
    let days = daysSince1970(year: year, month: month + 1, day: day)
    return Date(timeIntervalSince1970: TimeInterval(((days * 24 + hour) * 60 + minute) * 60 + second))
  }

  private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

  /// The days from 1970-01-01 to a date of the proleptic Gregorian calendar
  /// (the civil-from-days inverse in its usual form).
  private static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
    let shifted = month <= 2 ? year - 1 : year
    let era = shifted / 400
    let yearOfEra = shifted - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }
}
