public import ExploreCore
public import ExploreHTTPCache
public import Foundation

extension HTTPClient {
  /// Everything about how an ``HTTPClient`` talks to one API.
  public struct Configuration: Sendable {
    /// The API's base URL. Credentials are sent only to its scheme, host
    /// and port.
    public var apiBaseURL: URL
    /// The `User-Agent` header: `explore/<version>`.
    public var userAgent: String
    /// Headers sent with every request, such as `Accept` and
    /// `X-GitHub-Api-Version`; a request's own headers win.
    public var defaultHeaders: HTTPHeaders
    /// The conditional cache for GET requests; `nil` (`--no-cache`) turns it off.
    public var cache: HTTPCache?
    /// How transient failures are retried.
    public var retryPolicy: RetryPolicy
    /// The longest wait a server may ask for that the client waits out
    /// before retrying: a primary rate limit's reset, or a `retry-after` on
    /// a 429, a secondary limit or a 502, 503 or 504. A longer one fails at
    /// once with an ``APIError`` that says both waits.
    public var maximumRateLimitWait: Duration
    /// Tells the user something on standard error, such as
    /// "GitHub rate limit reached; waiting 12 s until 22:41:07…".
    public var inform: @Sendable (String) -> Void
    /// `--verbose`: one line per request, cache hit, revalidation and retry.
    /// Tokens never appear in these lines.
    public var log: (@Sendable (String) -> Void)?
    /// Follows each request that goes to the network from its start to
    /// its end (``RequestObserver``), for the notice of a long wait.
    public var observeRequest: (@Sendable (URL) -> any RequestObserver)?
    /// The API's name in messages, such as "GitHub"; defaults to the host.
    public var apiName: String
    /// The longest one attempt may take, from sending the request to the
    /// last byte of the body, redirects included; also the longest pause
    /// between two bytes. A server that trickles its body fails the attempt
    /// with an ``APIError`` that names this limit.
    public var requestTimeout: Duration
    /// The longest one ``HTTPClient/send(_:)`` may take, retries and
    /// rate-limit waits included: no retry or wait starts that would end
    /// later, and the last attempt gets only what is left.
    public var totalTimeout: Duration
    /// The most bytes one response body may have, counted after
    /// decompression. A larger `Content-Length` is refused before the body
    /// is read, and a body that grows past it is cut off; both fail with an
    /// ``APIError`` that names the limit. GitHub's largest pages (100 items)
    /// are about 500 KB.
    public var maximumResponseBytes: Int
    /// The most redirects followed for one request.
    public var maximumRedirects: Int
    /// The current time; injectable for tests.
    public var now: @Sendable () -> Date
    /// Waits between retries and for rate limits; injectable for tests.
    public var sleep: @Sendable (Duration) async throws -> Void
    /// The time zone in which reset times are shown.
    public var timeZone: TimeZone

    public init(
      apiBaseURL: URL,
      userAgent: String = ExploreVersion.userAgent,
      defaultHeaders: HTTPHeaders = [:],
      cache: HTTPCache? = nil,
      retryPolicy: RetryPolicy = .default,
      maximumRateLimitWait: Duration = .seconds(60),
      inform: @escaping @Sendable (String) -> Void = { _ in },
      log: (@Sendable (String) -> Void)? = nil,
      apiName: String? = nil,
      requestTimeout: Duration = .seconds(30),
      totalTimeout: Duration = .seconds(120),
      maximumResponseBytes: Int = 32 * 1_048_576,
      maximumRedirects: Int = 5,
      now: @escaping @Sendable () -> Date = { Date() },
      sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) },
      timeZone: TimeZone = .current
    ) {
      self.apiBaseURL = apiBaseURL
      self.userAgent = userAgent
      self.defaultHeaders = defaultHeaders
      self.cache = cache
      self.retryPolicy = retryPolicy
      self.maximumRateLimitWait = maximumRateLimitWait
      self.inform = inform
      self.log = log
      self.apiName = apiName ?? apiBaseURL.host ?? "the API"
      self.requestTimeout = requestTimeout
      self.totalTimeout = totalTimeout
      self.maximumResponseBytes = maximumResponseBytes
      self.maximumRedirects = maximumRedirects
      self.now = now
      self.sleep = sleep
      self.timeZone = timeZone
    }
  }
}
