public import Foundation

/// One request the loopback server received, as `GET /_control/requests` reports it.
///
/// Control calls (`/_control/...`) are never recorded.
public struct LoopbackRequest: Sendable, Hashable, Decodable {
  /// The HTTP method, such as `GET` or `PUT`.
  public var method: String
  /// The path as sent, including the mount and still percent-encoded: `/github/users/octocat`.
  public var path: String
  /// The raw query string without `?`, or `""`.
  public var query: String
  /// Every request header, names lowercased.
  public var headers: [String: String]
  /// The status the server answered with; `nil` while the request is still being answered.
  public var status: Int?
  /// The injected fault that shaped the answer (`"status"`, `"closeMidBody"`, ...), if any.
  public var fault: String?

  public init(
    method: String,
    path: String,
    query: String = "",
    headers: [String: String] = [:],
    status: Int? = nil,
    fault: String? = nil
  ) {
    self.method = method
    self.path = path
    self.query = query
    self.headers = headers
    self.status = status
    self.fault = fault
  }

  /// The value of a header, whatever the case of `name`.
  public func header(_ name: String) -> String? {
    headers[name.lowercased()]
  }

  /// The percent-decoded query items, in the order they were sent.
  public var queryItems: [URLQueryItem] {
    var components = URLComponents()
    components.percentEncodedQuery = query.isEmpty ? nil : query
    return components.queryItems ?? []
  }

  /// The decoded value of the first query item called `name`.
  public func queryValue(_ name: String) -> String? {
    queryItems.first { $0.name == name }?.value
  }
}
