public import ExploreURLSessionInterface
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The library's one entry: sessions whose exchanges speak
/// ``URLSessionInterface``'s plain values.
///
/// On Linux, explore finds ``installURLSessionLibrary(_:)`` by its C name
/// with `dlsym`; elsewhere it reads ``makeSession`` directly.
public enum URLSessionLibrary {
  /// A session of its own (no cache, no cookies, no stored credentials),
  /// owned by the returned exchange: the session is invalidated when the
  /// last copy of the exchange goes.
  ///
  /// On Linux the exchanges run on libcurl directly (``CurlSession``),
  /// whose waiting costs no CPU, unless libcurl is missing or older than
  /// 7.68.0; then, as elsewhere, on URLSession.
  public static let makeSession: URLSessionInterface.MakeSession = { idleTimeout in
    #if os(Linux)
    if let curl = CurlSessionBox(idleTimeout: idleTimeout) {
      let exchange: URLSessionInterface.Exchange = { request, limits in
        try await curl.session.run(request, limits: limits)
      }
      return (exchange, { curl.session.pendingCount })
    }
    #endif
    let box = URLSessionBox(timeout: idleTimeout)
    let exchange: URLSessionInterface.Exchange = { request, limits in
      let exchange = DataExchange(maximumBytes: limits.maximumBytes, expectsBody: limits.expectsBody)
      do {
        let (response, body) = try await exchange.run(urlRequest(request), in: box, timeout: limits.timeout)
        return (response.statusCode, response.url, headers(of: response), body)
      } catch let interruption as URLSessionInterface.Interruption {
        throw NSError(domain: URLSessionInterface.errorDomain, code: interruption.rawValue)
      } catch let tooLarge as DataExchange.HeadersTooLarge {
        throw NSError(
          domain: URLSessionInterface.errorDomain, code: URLSessionInterface.Interruption.headersTooLarge.rawValue,
          userInfo: [NSLocalizedDescriptionKey: tooLarge.reason])
      } catch is CancellationError {
        throw CancellationError()
      } catch {
        // NB: URLError is FoundationNetworking's; the binary reads the
        // NSError it bridges to.
        throw error as NSError
      }
    }
    return (exchange, { box.delegate.pendingCount })
  }

  static func urlRequest(_ request: URLSessionInterface.Request) -> URLRequest {
    var urlRequest = URLRequest(url: request.url)
    urlRequest.httpMethod = request.method
    urlRequest.httpBody = request.body
    urlRequest.cachePolicy = .reloadIgnoringLocalCacheData
    for (name, value) in request.headers {
      urlRequest.setValue(value, forHTTPHeaderField: name)
    }
    return urlRequest
  }

  static func headers(of response: HTTPURLResponse) -> [String: String] {
    var headers: [String: String] = [:]
    for (name, value) in response.allHeaderFields {
      guard let name = name as? String else { continue }
      headers[name.lowercased()] = value as? String ?? "\(value)"
    }
    return headers
  }
}

/// Stores ``URLSessionLibrary/makeSession`` at `address`, uninitialised
/// memory for one ``URLSessionInterface/MakeSession``: what the binary calls
/// after `dlopen`, by the C name ``URLSessionInterface/entryPoint``.
@_cdecl("explore_url_session_make_v2")
public func installURLSessionLibrary(_ address: UnsafeMutableRawPointer) {
  address.assumingMemoryBound(to: URLSessionInterface.MakeSession.self).initialize(to: URLSessionLibrary.makeSession)
}
