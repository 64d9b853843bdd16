public import ExploreCore
public import Foundation

/// The rate-limit headers of a response: GitHub's `x-ratelimit-*` and the
/// standard `retry-after`.
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

  /// Reads the headers of `headers`; `now` resolves an HTTP-date `retry-after`.
  public init(_ headers: HTTPHeaders, now: Date = Date()) {
    limit = headers["x-ratelimit-limit"].flatMap(Self.integer)
    remaining = headers["x-ratelimit-remaining"].flatMap(Self.integer)
    used = headers["x-ratelimit-used"].flatMap(Self.integer)
    resource = headers["x-ratelimit-resource"]
    if let reset = headers["x-ratelimit-reset"].flatMap({ Double($0.trimmingCharacters(in: .whitespaces)) }) {
      // NB: GitHub sends seconds; some recorders (octokit/fixtures) normalise
      // to milliseconds. No reset is 3,000 years away, so a value that large
      // must be milliseconds.
      resetsAt = Date(timeIntervalSince1970: reset > 100_000_000_000 ? reset / 1000 : reset)
    }
    if let value = headers["retry-after"]?.trimmingCharacters(in: .whitespaces) {
      if let seconds = Double(value), seconds >= 0 {
        retryAfter = .milliseconds(Int64(seconds * 1000))
      } else if let date = Self.httpDate(value) {
        retryAfter = .milliseconds(Int64(max(0, date.timeIntervalSince(now)) * 1000))
      }
    }
  }

  /// Whether the primary quota is used up.
  public var isExhausted: Bool { remaining == 0 }

  private static func integer(_ text: String) -> Int? {
    Int(text.trimmingCharacters(in: .whitespaces))
  }

  private static func httpDate(_ text: String) -> Date? {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
    return formatter.date(from: text)
  }
}
