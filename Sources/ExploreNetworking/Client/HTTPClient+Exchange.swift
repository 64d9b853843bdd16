import ExploreCore
import ExploreHTTPCache
package import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

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
      let urlRequest = try makeURLRequest(request, url: url, method: method, body: body, cached: cached)
      let started = configuration.now()
      let (http, data): (HTTPURLResponse, Data)
      do {
        let exchange = DataExchange(maximumBytes: maximumBytes, expectsBody: method != .head)
        (http, data) = try await exchange.run(urlRequest, in: box, timeout: remaining)
      } catch let interruption as DataExchange.Interruption {
        let error = switch interruption {
        case .tooLarge: APIError(.responseTooLarge(limit: maximumBytes), what: endpoint, url: url)
        case .deadline: APIError(.transport(reason: .deadlineExceeded(limit: namedLimit)), what: endpoint, url: url)
        }
        log("\(endpoint) failed: \(interruption == .tooLarge ? "the response is larger than \(APIError.byteCount(maximumBytes))" : "no whole response within \(Self.format(namedLimit))")")
        throw error
      } catch {
        if let apiError = APIError.transport(error, url: url, what: nil) {
          log("\(endpoint) failed: \(Self.describe(apiError.transportReason))")
          throw apiError
        }
        throw error
      }
      let headers = Self.headers(of: http)
      let elapsed = min(max(configuration.now().timeIntervalSince(started), 0), 1e6)
      log("\(endpoint) → \(http.statusCode) (\(Int(elapsed * 1000)) ms\(attempt > 1 ? ", attempt \(attempt)" : ""))")

      if [301, 302, 303, 307, 308].contains(http.statusCode), let location = headers["location"],
        let target = URL(lenient: location, relativeTo: url)
      {
        guard hop < configuration.maximumRedirects else {
          throw APIError(.transport(reason: .tooManyRedirects), url: url)
        }
        // NB: as browsers do, 303 always and 301/302 after POST continue with GET.
        if http.statusCode == 303 || ([301, 302].contains(http.statusCode) && method == .post) {
          method = .get
          body = nil
        }
        log("redirect \(http.statusCode) to \(Redaction.string(for: target, credential: request.credential))\(isAPIOrigin(target) ? "" : " (another host: credential not sent)")")
        url = target
        continue
      }
      return HTTPResponse(status: http.statusCode, headers: headers, body: data, url: http.url ?? url, origin: .network)
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
  private func makeURLRequest(
    _ request: HTTPRequest, url: URL, method: HTTPMethod, body: Data?, cached: HTTPCache.Entry?
  ) throws -> URLRequest {
    var urlRequest = URLRequest(url: url)
    urlRequest.httpMethod = method.rawValue
    urlRequest.httpBody = body
    urlRequest.cachePolicy = .reloadIgnoringLocalCacheData
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
        // NB: applied to the URLRequest only, so the secret never reaches
        // the logs, the cache key or a recording, all of which use `url`.
        urlRequest.url = credential.authorizing(url, headers: &headers)
      }
    } else {
      // NB: nothing secret leaves for a host other than the API's, even a
      // header the caller set by hand.
      for name in Redaction.secretHeaderNames {
        headers[name] = nil
      }
    }
    for (name, value) in headers.fields {
      urlRequest.setValue(value, forHTTPHeaderField: name)
    }
    return urlRequest
  }

  static func headers(of response: HTTPURLResponse) -> HTTPHeaders {
    var headers = HTTPHeaders()
    for (name, value) in response.allHeaderFields {
      guard let name = name as? String else { continue }
      headers[name.lowercased()] = value as? String ?? "\(value)"
    }
    return headers
  }
}
