public import ExploreCore
import ExploreHTTPCache
import Foundation

/// Sends requests to one API over URLSession (``ClientSession``), with
/// retries, rate-limit handling, a conditional cache and credential hygiene.
///
/// ```swift
/// let client = HTTPClient(configuration: .init(
///   apiBaseURL: URL(string: "https://api.github.com")!,
///   defaultHeaders: ["Accept": "application/vnd.github+json"],
///   cache: HTTPCache(directory: directories.cache),
///   inform: { note in printToStandardError(note) }))
/// let response = try await client.send(HTTPRequest(url: followersURL, credential: token))
/// ```
///
/// For every request the client:
/// - sets `User-Agent`, the default headers and the request's own headers,
///   and re-encodes characters the URL left raw;
/// - puts the request's credential in `Authorization` only when the URL has
///   the configured API base's scheme, host and port, and follows redirects
///   itself so that a hop to another host never carries it;
/// - for GET with a cache, sends `If-None-Match`/`If-Modified-Since` and
///   serves the stored body on a 304 (origin ``HTTPResponse/Origin/revalidatedCache``);
/// - retries idempotent requests on connection errors, 502, 503, 504, 429
///   and secondary rate limits (see ``RetryPolicy``);
/// - waits out a primary rate limit that resets within
///   ``Configuration/maximumRateLimitWait``, saying so through
///   ``Configuration/inform``, and otherwise throws ``APIError``.
///
/// Other error statuses are returned as responses; call
/// ``ExploreCore/HTTPResponse/requireSuccess(_:)`` to turn them into errors.
public struct HTTPClient: HTTPTransport {
  /// How this client behaves.
  public let configuration: Configuration
  /// The URLSession, made at the first exchange.
  let session: ClientSession

  public init(configuration: Configuration) {
    self.configuration = configuration
    self.session = ClientSession(idleTimeout: configuration.requestTimeout)
  }

  /// Sends `request` and returns the final response.
  ///
  /// - Throws: ``APIError`` when no response could be had after the
  ///   retries (a transport failure, a deadline), the body is too large, the
  ///   URL is not http or https, or a rate limit cannot be waited out;
  ///   ``InvalidCredentialError`` when the credential cannot be sent;
  ///   `CancellationError` at once when the task is cancelled.
  public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    var request = request
    if let encoded = URL(lenient: request.url.absoluteString) {
      request.url = encoded
    }
    // NB: a next page's URL that echoes the query credential (`?api_key=…`)
    // loses it here, and gets it back only as it is sent: the URL every
    // message, log line and cache key is made from never holds the secret.
    if let credential = request.credential, let name = credential.queryItemName {
      request.url = credential.strippingQueryItem(named: name, from: request.url)
    }
    let accept = request.headers["accept"] ?? configuration.defaultHeaders["accept"]
    let cacheKey = (request.method == .get && configuration.cache != nil)
      ? HTTPCache.key(for: request, accept: accept) : nil
    let cached = cacheKey.flatMap { configuration.cache?.entry(forKey: $0) }.flatMap { entry in
      entry.hasValidator || (request.acceptsFreshCache && entry.freshnessLifetime != nil) ? entry : nil
    }
    if request.acceptsFreshCache, let cached, cached.isFresh(at: configuration.now()) {
      // NB: a fresh answer costs no request at all: no revalidation, no rate
      // limit. Nor is it marked as used: marking rewrites the cache's index
      // under its lock, which for a page of 100 avatars took longer than
      // their requests at 0 ms; an entry kept in use is stored again (and
      // so marked) each time it is revalidated.
      log("cache: fresh \(Redaction.string(for: request.url, credential: request.credential)) (served \(cached.body.count) bytes without a request)")
      return HTTPResponse(status: cached.status, headers: HTTPHeaders(cached.headers), body: cached.body, url: request.url, origin: .cache)
    }

    let observer = configuration.observeRequest?(request.url)
    defer { observer?.ended() }
    var budget = RetryBudget(started: configuration.now(), clockStart: ContinuousClock.now)
    var retries = 0
    // NB: the retries of failures that earn fewer than the policy's.
    var limitedRetries = 0
    var rateLimitWaits = 0
    let endpoint = "\(request.method.rawValue) \(Redaction.string(for: request.url, credential: request.credential))"

    while true {
      try Task.checkCancellation()
      let attempt = retries + rateLimitWaits + 1
      let left = configuration.totalTimeout - budget.elapsed
      let timeout = min(configuration.requestTimeout, left)
      let response: HTTPResponse
      do {
        response = try await exchange(
          request, conditionalOn: cached, attempt: attempt, timeout: timeout,
          namedLimit: timeout < configuration.requestTimeout ? configuration.totalTimeout : configuration.requestTimeout)
      } catch var error as APIError {
        if case .transport(let reason) = error.kind, reason.isRetryable, request.method.isIdempotent,
          reason.retryLimit.map({ limitedRetries < $0 }) ?? true,
          let delay = retryDelay(after: retries, retryAfter: nil, budget: &budget)
        {
          retries += 1
          observer?.retrying(retries, of: configuration.retryPolicy.maximumRetries)
          if reason.retryLimit != nil { limitedRetries += 1 }
          log("retrying \(endpoint) in \(Self.format(delay)) after \(Self.describe(reason)) (retry \(retries) of \(configuration.retryPolicy.maximumRetries))")
          try await configuration.sleep(delay)
          continue
        }
        error.retries = retries
        throw error
      }

      if let limit = APIError.rateLimit(of: response, now: configuration.now()) {
        switch limit {
        case .primary(let resetsAt, _):
          if rateLimitWaits < 2, let resetsAt {
            // NB: one extra second so that the retry lands after the reset,
            // not on the boundary. The reset is the server's number: clamped,
            // so that a reset in the year 9999 is merely "too long".
            let wait = resetsAt.timeIntervalSince(configuration.now()) + 1
            let waitDuration = Duration.seconds(clamping: wait, to: RateLimitHeaders.longestRetryAfter)
            if waitDuration <= configuration.maximumRateLimitWait, budget.elapsed + waitDuration < configuration.totalTimeout {
              rateLimitWaits += 1
              let until = APIError.localTime(resetsAt, in: configuration.timeZone).map { " until \($0)" } ?? ""
              configuration.inform("\(configuration.apiName) rate limit reached; waiting \(APIError.seconds(waitDuration))\(until)…")
              log("rate limited: waiting \(Self.format(waitDuration)) for \(endpoint)")
              try await configuration.sleep(waitDuration)
              budget.waited += waitDuration
              continue
            }
          }
        case .secondary(let retryAfter):
          if request.method.isIdempotent,
            let delay = retryDelay(after: retries, retryAfter: retryAfter, budget: &budget),
            delay <= configuration.maximumRateLimitWait
          {
            retries += 1
            observer?.retrying(retries, of: configuration.retryPolicy.maximumRetries)
            if delay >= .seconds(1) {
              configuration.inform("\(configuration.apiName) asked to slow down; waiting \(APIError.seconds(delay))…")
            }
            log("retrying \(endpoint) in \(Self.format(delay)) after HTTP \(response.status) (rate limit; retry \(retries) of \(configuration.retryPolicy.maximumRetries))")
            try await configuration.sleep(delay)
            continue
          }
        }
        var error = APIError(response: response, what: endpoint, now: configuration.now())
        error.retries = retries
        error.timeZone = configuration.timeZone
        throw error
      }

      if [502, 503, 504].contains(response.status), request.method.isIdempotent {
        let retryAfter = RateLimitHeaders(response.headers, now: configuration.now()).retryAfter
        if let retryAfter, retryAfter > configuration.maximumRateLimitWait {
          // NB: the server's number, bounded: a `retry-after` of an hour is
          // not waited out in silence, nor retried early against its word.
          log("not retrying \(endpoint): HTTP \(response.status) asks for \(Self.format(retryAfter)), more than \(Self.format(configuration.maximumRateLimitWait))")
          var error = APIError(response: response, what: endpoint, now: configuration.now())
          error.retries = retries
          error.requestedWait = retryAfter
          error.longestWait = configuration.maximumRateLimitWait
          throw error
        }
        if let delay = retryDelay(after: retries, retryAfter: retryAfter, budget: &budget) {
          retries += 1
          observer?.retrying(retries, of: configuration.retryPolicy.maximumRetries)
          if delay >= .seconds(1) {
            let asked = retryAfter == nil ? "" : ", as it asked (explore waits at most \(APIError.seconds(configuration.maximumRateLimitWait)))"
            configuration.inform(
              "\(configuration.apiName) answered HTTP \(response.status); waiting \(APIError.seconds(delay)) before retry \(retries) of \(configuration.retryPolicy.maximumRetries)\(asked)…")
          }
          log("retrying \(endpoint) in \(Self.format(delay)) after HTTP \(response.status) (retry \(retries) of \(configuration.retryPolicy.maximumRetries))")
          try await configuration.sleep(delay)
          continue
        }
      }

      var final = finish(response, request: request, cacheKey: cacheKey, cached: cached, endpoint: endpoint)
      final.retries = retries
      return final
    }
  }

  /// Serves a 304 from the cache and stores cacheable 200s.
  private func finish(
    _ response: HTTPResponse, request: HTTPRequest, cacheKey: String?, cached: HTTPCache.Entry?, endpoint: String
  ) -> HTTPResponse {
    guard let cache = configuration.cache, let cacheKey else { return response }
    if response.status == 304, let cached {
      cache.markUsed(key: cacheKey)
      var headers = HTTPHeaders(cached.headers)
      // NB: a 304 carries fresh rate-limit numbers and validators; they win.
      for (name, value) in response.headers.fields where !Redaction.secretHeaderNames.contains(name.lowercased()) {
        headers[name] = value
      }
      var revalidated = HTTPResponse(status: cached.status, headers: headers, body: cached.body, url: response.url, origin: .revalidatedCache)
      revalidated.headers["content-length"] = nil
      // NB: a 304 to a request that takes fresh answers starts the entry's
      // freshness again (its new `Date`, `Cache-Control` and `Age`).
      let refreshes = request.acceptsFreshCache && (revalidated.headers["cache-control"] != nil || revalidated.headers["expires"] != nil)
      if refreshes || revalidated.headers["etag"] != cached.etag || revalidated.headers["last-modified"] != cached.lastModified {
        cache.store(HTTPCache.Entry(url: request.url, response: revalidated, storedAt: configuration.now()), forKey: cacheKey)
      }
      log("cache: revalidated \(endpoint) (304, served \(cached.body.count) bytes from the cache)")
      return revalidated
    }
    if response.status == 200, request.method == .get,
      response.headers["etag"] != nil || response.headers["last-modified"] != nil
        || (request.acceptsFreshCache && (response.headers["cache-control"] != nil || response.headers["expires"] != nil)),
      !(response.headers["cache-control"]?.lowercased().contains("no-store") ?? false)
    {
      cache.store(HTTPCache.Entry(url: request.url, response: response, storedAt: configuration.now()), forKey: cacheKey)
      log("cache: stored \(endpoint) (\(response.body.count) bytes)")
    }
    return response
  }

  /// The delay before the next retry, or `nil` when the policy allows no
  /// more, or the retry would start after the policy's total time or end
  /// after ``Configuration/totalTimeout``.
  private func retryDelay(after retries: Int, retryAfter: Duration?, budget: inout RetryBudget) -> Duration? {
    let policy = configuration.retryPolicy
    guard retries < policy.maximumRetries else { return nil }
    let delay = policy.delay(beforeRetry: retries + 1, retryAfter: retryAfter)
    let elapsed = Duration.seconds(
      clamping: configuration.now().timeIntervalSince(budget.started), to: configuration.totalTimeout + policy.maximumTotalTime)
    // NB: the larger of the clock and the sum of requested sleeps, so the
    // bound holds with an injected sleep that takes no time as well.
    guard max(elapsed, budget.slept) + delay <= policy.maximumTotalTime else { return nil }
    guard budget.elapsed + delay < configuration.totalTimeout else { return nil }
    budget.slept += delay
    return delay
  }

  func log(_ line: @autoclosure () -> String) {
    guard let log = configuration.log else { return }
    log(line())
  }

  static func format(_ duration: Duration) -> String {
    let seconds = duration.inSeconds
    return seconds < 1 ? "\(Int((seconds * 1000).rounded())) ms" : String(format: "%.1f s", seconds)
  }

  static func describe(_ reason: APIError.TransportFailure) -> String {
    switch reason {
    case .notConnected: "no network connection"
    case .cannotFindHost: "a DNS failure"
    case .cannotConnect: "a refused connection"
    case .timedOut: "a timeout"
    case .connectionLost: "a dropped connection"
    case .secureConnectionFailed: "a TLS failure"
    case .tooManyRedirects: "too many redirects"
    case .deadlineExceeded(let limit): "no whole response within \(format(limit))"
    case .malformedResponse(let text): "a malformed or truncated answer (\(text))"
    case .other(let text): text
    }
  }
}

/// Time spent on one request's retries and waits so far.
private struct RetryBudget {
  /// When the first attempt started, by the configuration's clock.
  let started: Date
  /// When the first attempt started, by the monotonic clock.
  let clockStart: ContinuousClock.Instant
  /// The sum of the retry delays asked for.
  var slept: Duration = .zero
  /// The sum of the rate-limit waits asked for.
  var waited: Duration = .zero

  /// The time spent so far: the larger of the monotonic clock and the
  /// sleeps and waits asked for (an injected sleep may take no time).
  var elapsed: Duration {
    max(ContinuousClock.now - clockStart, slept + waited)
  }
}
