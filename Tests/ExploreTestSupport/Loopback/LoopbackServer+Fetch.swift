public import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// An answer as ``LoopbackServer/fetch(_:method:headers:body:)`` returns it.
public struct LoopbackFetched: Sendable {
  /// The HTTP status.
  public var status: Int
  /// The headers, names lowercased.
  public var headers: [String: String]
  /// The body.
  public var body: Data

  /// The body as a JSON object; `nil` when it is not one.
  public var jsonObject: [String: Any]? {
    (try? JSONSerialization.jsonObject(with: body)) as? [String: Any]
  }

  /// The body as a JSON array; `nil` when it is not one.
  public var jsonArray: [Any]? {
    (try? JSONSerialization.jsonObject(with: body)) as? [Any]
  }

  /// The URLs of the `Link` header by `rel` (`next`, `last`, ...).
  public var links: [String: URL] {
    var links: [String: URL] = [:]
    for part in (headers["link"] ?? "").components(separatedBy: ", <") {
      let pieces = part.components(separatedBy: ">; rel=\"")
      guard pieces.count == 2 else { continue }
      let url = pieces[0].hasPrefix("<") ? String(pieces[0].dropFirst()) : pieces[0]
      links[pieces[1].replacingOccurrences(of: "\"", with: "")] = URL(string: url)
    }
    return links
  }
}

extension LoopbackServer {
  /// Sends one request with URLSession (a fresh ephemeral session: no cache, no cookies),
  /// for tests of the server and of simulations.
  ///
  /// - Parameter pathAndQuery: `/github/users/octo-gen?x=1`, or an absolute URL.
  /// - Throws: what URLSession throws (a refused connection, a body cut short).
  public func fetch(
    _ pathAndQuery: String,
    method: String = "GET",
    headers: [String: String] = [:],
    body: Data? = nil
  ) async throws -> LoopbackFetched {
    let url = URL(string: pathAndQuery.hasPrefix("http") ? pathAndQuery : baseURL.absoluteString + pathAndQuery)!
    var request = URLRequest(url: url)
    request.httpMethod = method
    request.httpBody = body
    for (name, value) in headers {
      request.setValue(value, forHTTPHeaderField: name)
    }
    let configuration = URLSessionConfiguration.ephemeral
    configuration.urlCache = nil
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    let session = URLSession(configuration: configuration)
    defer { session.finishTasksAndInvalidate() }
    let (data, response) = try await session.data(for: request)
    guard let http = response as? HTTPURLResponse else {
      throw LoopbackServerError("\(method) \(url.absoluteString) did not get an HTTP response.")
    }
    var lowered: [String: String] = [:]
    for (name, value) in http.allHeaderFields {
      if let name = name as? String, let value = value as? String {
        lowered[name.lowercased()] = value
      }
    }
    return LoopbackFetched(status: http.statusCode, headers: lowered, body: data)
  }
}
