import ExploreCore
import ExploreHTTPCache
import ExploreURLSessionInterface
package import Foundation

extension HTTPClient {
  /// Whether `url` has the API base's scheme, host and port, the only
  /// place a credential may go.
  package func isAPIOrigin(_ url: URL) -> Bool {
    url.origin == configuration.apiBaseURL.origin
  }

  /// One attempt: sends `request`, following redirects itself, and
  /// reads the whole body within `timeout`.
  ///
  /// - Parameters:
  ///   - timeout: the time this attempt has, redirects included.
  ///   - namedLimit: the limit a timeout error names: the per-attempt
  ///     ``Configuration/requestTimeout``, or the ``Configuration/totalTimeout``
  ///     when that is what cut the attempt short.
  /// - Throws: ``APIError`` of kind `transport` when no whole response
  ///   arrived in time, `responseTooLarge` past ``Configuration/maximumResponseBytes``,
  ///   `unsupportedScheme` for a URL (or a redirect) that is not http or https;
  ///   `CancellationError` at once when the task is cancelled.
  func exchange(
    _ request: HTTPRequest, conditionalOn cached: HTTPCache.Entry?, attempt: Int, timeout: Duration, namedLimit: Duration
  ) async throws -> HTTPResponse {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    var url = request.url
    var method = request.method
    var body = request.body
    let maximumBytes = min(configuration.maximumResponseBytes, request.maximumResponseBytes ?? .max)
    for hop in 0...configuration.maximumRedirects {
      let endpoint = "\(method.rawValue) \(Redaction.string(for: url, credential: request.credential))"
      guard Self.isHTTP(url) else {
        log("\(endpoint) refused: explore sends only http and https requests")
        throw APIError(.unsupportedScheme(url.scheme ?? ""), what: endpoint, url: url)
      }
      let remaining = deadline - clock.now
      guard remaining > .zero else {
        throw APIError(.transport(reason: .deadlineExceeded(limit: namedLimit)), what: endpoint, url: url)
      }
      let sent = try plainRequest(request, url: url, method: method, body: body, cached: cached)
      let started = configuration.now()
      let http: URLSessionInterface.Response
      do {
        let exchange = try session.exchange()
        http = try await exchange(sent, (remaining.inSeconds, maximumBytes, method != .head))
      } catch let error as NSError
        where error.domain == URLSessionInterface.errorDomain && error.code == URLSessionInterface.Interruption.headersTooLarge.rawValue
      {
        log("\(endpoint) failed: the response's headers are too large (\(error.localizedDescription))")
        throw APIError(.responseHeadersTooLarge(reason: error.localizedDescription), what: endpoint, url: url)
      } catch let error as NSError where error.domain == URLSessionInterface.errorDomain {
        let tooLarge = error.code == URLSessionInterface.Interruption.tooLarge.rawValue
        log("\(endpoint) failed: \(tooLarge ? "the response is larger than \(APIError.byteCount(maximumBytes))" : "no whole response within \(Self.format(namedLimit))")")
        throw tooLarge
          ? APIError(.responseTooLarge(limit: maximumBytes), what: endpoint, url: url)
          : APIError(.transport(reason: .deadlineExceeded(limit: namedLimit)), what: endpoint, url: url)
      } catch {
        if let apiError = APIError.transport(error, url: url, what: nil, credential: request.credential) {
          log("\(endpoint) failed: \(Self.describe(apiError.transportReason))")
          throw apiError
        }
        throw error
      }
      let headers = HTTPHeaders(http.headers)
      let elapsed = min(max(configuration.now().timeIntervalSince(started), 0), 1e6)
      log("\(endpoint) → \(http.status) (\(Int(elapsed * 1000)) ms\(attempt > 1 ? ", attempt \(attempt)" : ""))")

      if [301, 302, 303, 307, 308].contains(http.status), let location = headers["location"],
        let target = URL(lenient: location, relativeTo: url)
      {
        guard hop < configuration.maximumRedirects else {
          throw APIError(.transport(reason: .tooManyRedirects), url: url)
        }
        // NB: as browsers do, 303 always and 301/302 after POST continue with GET.
        if http.status == 303 || ([301, 302].contains(http.status) && method == .post) {
          method = .get
          body = nil
        }
        var next = target
        var note = ""
        if !isAPIOrigin(target) {
          // NB: a server that echoes the request's query in its `Location`
          // would hand a query credential to the other host: those items go.
          let stripped = request.credential.map { $0.strippingSecret(from: target) } ?? (url: target, removed: [])
          next = stripped.url
          let removed = stripped.removed.isEmpty ? "" : "; removed \(stripped.removed.map { "'\($0)'" }.joined(separator: ", ")) from its query"
          note = " (another host: credential not sent\(removed))"
        }
        log("redirect \(http.status) to \(Redaction.string(for: next, credential: request.credential))\(note)")
        url = next
        continue
      }
      // NB: `url`, not the exchange's: what was sent holds a query credential.
      return HTTPResponse(status: http.status, headers: headers, body: http.body, url: url, origin: .network)
    }
    throw APIError(.transport(reason: .tooManyRedirects), url: url)
  }

  /// Whether `url` is one the client may send: `http` or `https`, the only
  /// schemes it speaks. NB: URLSession would hand `ftp:` or `file:` to
  /// libcurl, which logs in to whatever host a server names.
  static func isHTTP(_ url: URL) -> Bool {
    guard let scheme = url.scheme?.lowercased() else { return false }
    return scheme == "http" || scheme == "https"
  }

  /// - Throws: ``InvalidCredentialError`` when the credential cannot go in
  ///   a header (a line break or another control character), rather than
  ///   letting URLSession drop the header and send the request anonymously.
  private func plainRequest(
    _ request: HTTPRequest, url: URL, method: HTTPMethod, body: Data?, cached: HTTPCache.Entry?
  ) throws -> URLSessionInterface.Request {
    var sentURL = url
    var headers = configuration.defaultHeaders
    headers["User-Agent"] = configuration.userAgent
    for (name, value) in request.headers.fields {
      headers[name] = value
    }
    if let cached {
      if headers["if-none-match"] == nil, let etag = cached.etag { headers["If-None-Match"] = etag }
      if headers["if-modified-since"] == nil, let date = cached.lastModified { headers["If-Modified-Since"] = date }
    }
    if isAPIOrigin(url) {
      if let credential = request.credential {
        try credential.requireWellFormed()
        // NB: applied to the request sent only, so the secret never reaches
        // the logs, the cache key or a recording, all of which use `url`.
        sentURL = credential.authorizing(url, headers: &headers)
      }
    } else {
      // NB: nothing secret leaves for a host other than the API's, even a
      // header the caller set by hand.
      for name in Redaction.secretHeaderNames {
        headers[name] = nil
      }
    }
    return (method.rawValue, sentURL, headers.fields, body)
  }
}
