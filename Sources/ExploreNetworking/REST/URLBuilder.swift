public import ExploreCore
public import Foundation

/// Builds the URLs of a REST API under one base URL, with RFC 3986
/// percent-encoding: one implementation for every provider.
///
/// ```swift
/// let urls = URLBuilder(baseURL: URL(string: "https://api.github.com")!)
/// urls.url(["users", "octocat", "followers"], query: [("per_page", "100")])
/// // https://api.github.com/users/octocat/followers?per_page=100
/// urls.url(["character"], joining: ["1", "2", "3"])
/// // …/character/1,2,3
/// ```
///
/// Path components are appended to the base URL's path, so a prefix such as
/// GitHub Enterprise's `/api/v3` is kept, and a trailing slash on the base is
/// ignored; for an API whose paths end in `/` (`/people/?page=2`),
/// `trailingSlash: true` ends every path built in `/`. Each component, query
/// name and query value is percent-encoded on its own, leaving only RFC
/// 3986's unreserved characters raw: a `/` in a component, or a `+` or `&`
/// in a value, cannot change a request's meaning.
public struct URLBuilder: Sendable, Hashable {
  /// A query item: a name and a value, sent in the order given.
  public typealias QueryItem = (name: String, value: String)

  /// The URL every path is appended to.
  public var baseURL: URL
  /// Whether every path built ends in `/`, before the query.
  public var trailingSlash: Bool

  public init(baseURL: URL, trailingSlash: Bool = false) {
    self.baseURL = baseURL
    self.trailingSlash = trailingSlash
  }

  /// The URL of `path` under the base URL, with `query`.
  ///
  /// - Complexity: O(*n*) in the total length of the parts.
  public func url(_ path: [String], query: [QueryItem] = []) -> URL {
    url(encodedPath: path.map(Self.percentEncode), query: query)
  }

  /// The URL of `path` followed by one component that lists `values`
  /// joined by `separator`, which stays raw: the multiple-ids endpoints
  /// of APIs such as `/character/1,2,3`.
  ///
  /// - Complexity: O(*n*) in the total length of the parts.
  public func url(_ path: [String], joining values: [String], separator: String = ",") -> URL {
    url(encodedPath: path.map(Self.percentEncode) + [values.map(Self.percentEncode).joined(separator: separator)], query: [])
  }

  /// The URL of the page `cursor` names in the list whose first page is
  /// `path` with `query`.
  ///
  /// A URL cursor (a `Link` header's or a body's `next`) is followed exactly
  /// as given; a page number adds `pageParameter=N`, none for page 1.
  public func url(_ path: [String], query: [QueryItem] = [], at cursor: PageCursor, pageParameter: String = "page") -> URL {
    switch cursor {
    case .url(let url): url
    case .number(let number) where number <= 1: self.url(path, query: query)
    case .number(let number): self.url(path, query: query + [(pageParameter, String(number))])
    }
  }

  /// What `url` adds to the base URL, such as `/character?page=2`: the
  /// endpoint named in errors and the path fixtures record.
  public func relativePath(of url: URL) -> String {
    url.relativePath(under: baseURL) ?? url.absoluteString
  }

  private func url(encodedPath: [String], query: [QueryItem]) -> URL {
    guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: true) else {
      preconditionFailure("The base URL \(baseURL) cannot be split into components")
    }
    var path = components.percentEncodedPath
    while path.hasSuffix("/") { path.removeLast() }
    for component in encodedPath { path += "/" + component }
    if trailingSlash { path += "/" }
    components.percentEncodedPath = path
    components.percentEncodedQuery =
      query.isEmpty ? nil : query.map { "\(Self.percentEncode($0.name))=\(Self.percentEncode($0.value))" }.joined(separator: "&")
    components.fragment = nil
    guard let url = components.url else {
      preconditionFailure("Percent-encoded components always form a URL: \(components)")
    }
    return url
  }

  /// `text` with everything but RFC 3986's unreserved characters
  /// percent-encoded (stricter than `URLComponents`, which leaves `+`, `&`
  /// and `=` raw in a query, where many servers read `+` as a space).
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  public static func percentEncode(_ text: String) -> String {
    text.percentEncodedUnreserved
  }
}
