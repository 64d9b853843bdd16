public import Foundation

/// One request the loopback server received: what routes read and what
/// ``LoopbackServer/requests()`` reports.
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
  /// The request body (empty when there is none). Not part of the decoded form.
  public var body = Data()

  private enum CodingKeys: String, CodingKey {
    case method, path, query, headers, status, fault
  }

  public init(
    method: String,
    path: String,
    query: String = "",
    headers: [String: String] = [:],
    status: Int? = nil,
    fault: String? = nil,
    body: Data = Data()
  ) {
    self.method = method
    self.path = path
    self.query = query
    self.headers = headers
    self.status = status
    self.fault = fault
    self.body = body
  }

  /// The value of a header, whatever the case of `name`.
  public func header(_ name: String) -> String? {
    headers[name.lowercased()]
  }

  /// The percent-decoded query items, in the order they were sent; `+` reads as a space, as in forms.
  public var queryItems: [URLQueryItem] {
    query.split(separator: "&").compactMap { piece in
      guard !piece.isEmpty else { return nil }
      let pair = piece.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      func decode(_ text: Substring) -> String {
        let spaced = text.replacingOccurrences(of: "+", with: " ")
        return spaced.removingPercentEncoding ?? spaced
      }
      return URLQueryItem(name: decode(pair[0]), value: pair.count > 1 ? decode(pair[1]) : nil)
    }
  }

  /// `path` and `query` as sent: `/github/users?page=2`.
  public var target: String { query.isEmpty ? path : path + "?" + query }

  /// The decoded value of the first query item called `name`.
  public func queryValue(_ name: String) -> String? {
    queryItems.first { $0.name == name }?.value
  }
}
