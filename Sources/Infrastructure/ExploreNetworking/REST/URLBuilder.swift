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
/// name and query value is percent-encoded on its own: a path component
/// keeps what RFC 3986 lets a segment hold as written (`pchar`: `@me`,
/// `a:b`, `+`), a query name or value only the unreserved characters. A `/`
/// in a component, or a `+` or `&` in a value, cannot change a request's
/// meaning, and a part that is or holds `..` is refused
/// (``PathEscapeError``): no request leaves the base URL's path.
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
  /// - Throws: ``PathEscapeError`` when a part of `path` is or holds a dot
  ///   segment (`..`, `%2E%2E`, `../x`), which would leave the base path.
  /// - Complexity: O(*n*) in the total length of the parts.
  public func url(_ path: [String], query: [QueryItem] = []) throws(PathEscapeError) -> URL {
    try requireInside(path)
    return url(encodedPath: path.map(Self.percentEncodeSegment), query: query)
  }

  /// The URL of `path` followed by one component that lists `values`
  /// joined by `separator`, which stays raw: the multiple-ids endpoints
  /// of APIs such as `/character/1,2,3`.
  ///
  /// - Throws: ``PathEscapeError`` as ``url(_:query:)`` does, for `path`
  ///   and for each of `values`.
  /// - Complexity: O(*n*) in the total length of the parts.
  public func url(_ path: [String], joining values: [String], separator: String = ",") throws(PathEscapeError) -> URL {
    try requireInside(path + values)
    // NB: the values are encoded strictly, so that a `,` in one cannot pass for the separator.
    return url(encodedPath: path.map(Self.percentEncodeSegment) + [values.map(Self.percentEncode).joined(separator: separator)], query: [])
  }

  /// The URL of the page `cursor` names in the list whose first page is
  /// `path` with `query`.
  ///
  /// A URL cursor (a `Link` header's or a body's `next`) is followed exactly
  /// as given; a page number adds `pageParameter=N`, none for page 1.
  ///
  /// - Throws: ``PathEscapeError`` as ``url(_:query:)`` does.
  public func url(_ path: [String], query: [QueryItem] = [], at cursor: PageCursor, pageParameter: String = "page") throws(PathEscapeError) -> URL {
    switch cursor {
    case .url(let url): url
    case .number(let number) where number <= 1: try self.url(path, query: query)
    case .number(let number): try self.url(path, query: query + [(pageParameter, String(number))])
    }
  }

  /// Whether `component` is or holds a dot segment: `.` or `..` alone,
  /// percent-encoded (`%2e%2E`, even twice: `%252E`), or between slashes or
  /// backslashes once decoded (`../etc`, `..%2Fetc`, `a\..`).
  ///
  /// NB: `URLBuilder` encodes `/` and `%` in a component, so such a
  /// component reaches the server as one segment, but servers and proxies
  /// that decode before they resolve (or treat `\` as `/`) would still move
  /// up; refusing them all is simpler than knowing which server does what.
  ///
  /// - Complexity: O(*n*) in the length of `component`.
  public static func holdsDotSegment(_ component: String) -> Bool {
    var text = component
    // NB: at most three decodings: enough for `%252E%252E` and its like,
    // bounded for a hostile argument.
    for _ in 0..<4 {
      let pieces = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "/" || $0 == "\\" })
      if pieces.contains(where: { $0 == "." || $0 == ".." }) { return true }
      guard text.contains("%"), let decoded = text.removingPercentEncoding, decoded != text else { return false }
      text = decoded
    }
    return false
  }

  private func requireInside(_ components: [String]) throws(PathEscapeError) {
    guard let bad = components.first(where: Self.holdsDotSegment) else { return }
    throw PathEscapeError(component: bad, basePath: baseURL.path)
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

  /// RFC 3986's `pchar` but `%`: the unreserved characters, the
  /// sub-delimiters and `:` and `@`, which a path segment holds as written.
  private static let pathCharacters = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:@")

  /// `part` as one path segment: RFC 3986's `pchar` left raw (`@me`,
  /// `a:b`, `+1`), everything else percent-encoded, `/`, `?`, `#`, `%` and
  /// spaces among them, so the segment stays one segment.
  ///
  /// - Complexity: O(*n*) in the length of `part`.
  static func percentEncodeSegment(_ part: String) -> String {
    part.addingPercentEncoding(withAllowedCharacters: pathCharacters) ?? part
  }
}
