import ExploreCore
@testable import ExploreNetworking
import ExploreTestSupport
import Foundation
#if canImport(FoundationNetworking)
import ExploreURLSessionInterface
#endif
import Testing

/// Numbers a server sends never trap (issue 21, class 2): each is clamped
/// or refused. Every case here crashed, or could, with an arithmetic
/// overflow before.
@Suite struct ServerNumberTests {
  static let day = Duration.seconds(86_400)

  @Test(arguments: [
    ("1e400", day), ("99999999999999999999", day), ("1e20", day), ("9223372036854775807", day), ("86401", day),
    ("2.5", .milliseconds(2500)), ("0", .zero), ("inf", day),
  ] as [(String, Duration)])
  func aRetryAfterIsClampedToADay(_ value: String, _ expected: Duration) {
    #expect(RateLimitHeaders(["retry-after": value]).retryAfter == expected)
  }

  @Test(arguments: ["-5", "nan", "-inf", "", "later"])
  func aRetryAfterThatIsNotADurationIsAbsent(_ value: String) {
    #expect(RateLimitHeaders(["retry-after": value]).retryAfter == nil)
  }

  @Test func anHTTPDateRetryAfterCenturiesAwayIsADay() {
    let now = Date(timeIntervalSince1970: 1_700_000_000)
    #expect(RateLimitHeaders(["retry-after": "Fri, 31 Dec 9999 23:59:59 GMT"], now: now).retryAfter == Self.day)
    #expect(RateLimitHeaders(["retry-after": "Sun, 06 Nov 1994 08:49:37 GMT"], now: now).retryAfter == .zero)
  }

  // NB: values over 1e11 are read as milliseconds (some recorders store them so): 1e15 ms is year 33658.
  @Test(arguments: ["1e400", "-1e400", "nan", "-1", "1e300", "1e15", "inf"])
  func aResetThatIsNoTimeIsAbsent(_ value: String) {
    let headers = RateLimitHeaders(["x-ratelimit-remaining": "0", "x-ratelimit-reset": value])
    #expect(headers.resetsAt == nil)
    #expect(headers.isExhausted)
  }

  @Test(arguments: ["99999999999999999999", "-1", "1e3", "many"])
  func aCountThatIsNoCountIsAbsent(_ value: String) {
    let headers = RateLimitHeaders(["x-ratelimit-limit": value, "x-ratelimit-remaining": value, "x-ratelimit-used": value])
    #expect(headers.limit == nil)
    #expect(headers.remaining == nil)
    #expect(headers.used == nil)
  }

  @Test(arguments: [
    (Double.nan, Duration.zero), (-1, .zero), (-.infinity, .zero), (.infinity, .seconds(60)), (Double("1e400")!, .seconds(60)),
    (9e15, .seconds(60)), (59.0001, .milliseconds(59_001)), (0.0004, .milliseconds(1)),
  ] as [(Double, Duration)])
  func secondsAreClampedToTheLimit(_ seconds: Double, _ expected: Duration) {
    #expect(Duration.seconds(clamping: seconds, to: .seconds(60)) == expected)
  }

  @Test(arguments: [
    ("99999999999999999999999", Int.max), ("1048576", 1_048_576), (" 12 ", 12), ("-1", nil), ("1e9", nil), ("", nil),
  ] as [(String, Int?)])
  func aContentLengthTooLargeForIntIsTheLargestInt(_ value: String, _ expected: Int?) {
    #expect(URLSessionInterface.contentLength(value) == expected)
  }

  @Test func theLongestDurationsPrintWithoutTrapping() {
    #expect(APIError.seconds(Duration(secondsComponent: .max, attosecondsComponent: 5)) == "\(Int64.max) s")
    #expect(APIError.seconds(.seconds(-3)) == "0 s")
    #expect(APIError.localTime(Date(timeIntervalSince1970: .infinity), in: TimeZone(identifier: "UTC")!) == nil)
    #expect(APIError.byteCount(Int.max).hasSuffix(" MB"))
  }

  // MARK: - End to end, through the client

  @Test func aResetOf1e400IsARateLimitWithoutAResetTime() async throws {
    let hostile = try HostileServer()
    defer { hostile.stop() }
    let (error, sleeps) = try await hostile.headersError("status=403&x-ratelimit-remaining=0&x-ratelimit-reset=1e400&x-ratelimit-limit=60")
    #expect(error.kind == .rateLimited(.primary(resetsAt: nil, limit: 60)))
    #expect(sleeps.isEmpty)
    #expect(error.description == """
      The API rate limit of 127.0.0.1 (60 requests an hour) is used up. \
      Authenticating (signing in or setting a token) gives a much higher limit; otherwise try again after the reset.
      """)
  }

  @Test func aResetCenturiesAwayIsNotWaitedFor() async throws {
    let hostile = try HostileServer()
    defer { hostile.stop() }
    // 5138-11-16T09:46:39Z: a real date, but no wait explore would do.
    let (error, sleeps) = try await hostile.headersError("status=403&x-ratelimit-remaining=0&x-ratelimit-reset=99999999999")
    #expect(error.kind == .rateLimited(.primary(resetsAt: Date(timeIntervalSince1970: 99_999_999_999), limit: nil)))
    #expect(sleeps.isEmpty)
    #expect(error.description.contains("; it resets at 09:46:39 local time. "))
  }

  @Test func aHugeRetryAfterIsNotWaitedFor() async throws {
    let hostile = try HostileServer()
    defer { hostile.stop() }
    let (error, sleeps) = try await hostile.headersError("status=429&retry-after=1e400", retryPolicy: RetryPolicy(maximumRetries: 3))
    #expect(error.kind == .rateLimited(.secondary(retryAfter: Self.day)))
    #expect(sleeps.isEmpty)
    #expect(error.description == "The API asked explore to slow down (a secondary rate limit of 127.0.0.1): hostile headers. Wait 86400 s and try again.")
  }

  @Test func aHugeRetryAfterOnA503EndsTheRetriesAndSaysBothWaits() async throws {
    let hostile = try HostileServer()
    defer { hostile.stop() }
    let sleeps = Sleeps()
    let notes = Lines()
    let client = hostile.client(retryPolicy: RetryPolicy(maximumRetries: 3), sleeps: sleeps, notes: notes)
    let relative = "/headers?status=503&retry-after=99999999999999999999"
    let error = try await #require(throws: APIError.self) { try await client.send(HTTPRequest(url: hostile.url(relative))) }
    #expect(error.kind == .server(status: 503))
    #expect(error.requestedWait == Self.day)
    #expect(sleeps.all.isEmpty)
    #expect(notes.all.isEmpty)
    #expect(error.description == """
      The API server of 127.0.0.1 failed with HTTP 503 for \(hostile.endpoint(relative)), and asked to be retried in 86400 s, \
      longer than the 60 s explore waits for a server. Try again after that.
      """)
  }
}
