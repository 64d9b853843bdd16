/// How ``HTTPClient`` retries idempotent requests after transient failures:
/// connection errors, 502, 503, 504, 429 and secondary rate limits.
///
/// Delays grow exponentially from ``baseDelay`` up to ``maximumDelay``, with
/// random jitter so that many clients do not retry in step, and never
/// shorter than the server's `retry-after`. Both the number of retries and
/// the total time spent are bounded.
///
/// ```swift
/// var policy = RetryPolicy.default        // 4 retries within 30 s
/// policy.baseDelay = .milliseconds(5)     // for tests against a local server
/// ```
public struct RetryPolicy: Sendable {
  /// Retries after the first attempt; 0 disables retrying.
  public var maximumRetries: Int
  /// The delay before the first retry, doubled for each further one.
  public var baseDelay: Duration
  /// The longest computed delay between attempts (`retry-after` may ask for more).
  public var maximumDelay: Duration
  /// The longest time from the first attempt to the start of the last retry;
  /// a retry that would start later is not made.
  public var maximumTotalTime: Duration
  /// How much of each delay is random, from 0 (none) to 1 (anywhere from
  /// zero to the full delay).
  public var jitter: Double
  /// A random number in `0..<1`; injectable for tests.
  public var random: @Sendable () -> Double

  public init(
    maximumRetries: Int = 4,
    baseDelay: Duration = .milliseconds(500),
    maximumDelay: Duration = .seconds(8),
    maximumTotalTime: Duration = .seconds(30),
    jitter: Double = 0.5,
    random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) }
  ) {
    precondition(maximumRetries >= 0, "RetryPolicy.maximumRetries must not be negative")
    precondition((0...1).contains(jitter), "RetryPolicy.jitter must be between 0 and 1")
    self.maximumRetries = maximumRetries
    self.baseDelay = baseDelay
    self.maximumDelay = maximumDelay
    self.maximumTotalTime = maximumTotalTime
    self.jitter = jitter
    self.random = random
  }

  /// Four retries, starting at half a second, within 30 seconds.
  public static var `default`: RetryPolicy { RetryPolicy() }

  /// No retries at all.
  public static var none: RetryPolicy { RetryPolicy(maximumRetries: 0) }

  /// The delay before retry number `retry` (1 for the first retry).
  ///
  /// The exponential delay `baseDelay × 2^(retry−1)`, capped at
  /// ``maximumDelay``, loses a random part of up to ``jitter`` of itself;
  /// the result is never shorter than `retryAfter`.
  public func delay(beforeRetry retry: Int, retryAfter: Duration? = nil) -> Duration {
    precondition(retry >= 1, "retries are numbered from 1")
    let exponent = min(retry - 1, 30)
    var delay = baseDelay * (1 << exponent)
    if delay > maximumDelay { delay = maximumDelay }
    let fraction = 1 - jitter * min(max(random(), 0), 1)
    delay = delay * fraction
    if let retryAfter, retryAfter > delay { delay = retryAfter }
    return delay
  }
}
