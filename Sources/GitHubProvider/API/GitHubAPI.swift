package import ExploreCore
package import Foundation

/// Builds and sends GitHub requests: URLs under the configured base URL,
/// GitHub's headers, and the token when there is one.
///
/// Requests go only through the transport it was given.
package struct GitHubAPI: Sendable {
  /// The media type GitHub recommends for the REST API.
  package static let mediaType = "application/vnd.github+json"
  /// The REST API version explore was written against.
  package static let apiVersion = "2022-11-28"

  package var baseURL: URL
  package var transport: any HTTPTransport
  /// The token to send, or `nil` to send none.
  package var credential: Credential?

  package init(baseURL: URL, transport: any HTTPTransport, credential: Credential?) {
    self.baseURL = baseURL
    self.transport = transport
    self.credential = credential
  }

  /// The URL of `pathComponents` under the base URL, with `query`.
  ///
  /// Components are appended to the base URL's path, so a prefix such as
  /// GitHub Enterprise's `/api/v3` is kept. Each component and query value
  /// is percent-encoded on its own: a `/` in a component, or a `+` or `&`
  /// in a search query, cannot change the request's meaning.
  ///
  /// - Complexity: O(*n*) in the total length of the parts.
  package func url(_ pathComponents: [String], query: [(name: String, value: String)] = []) -> URL {
    guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: true) else {
      preconditionFailure("The base URL \(baseURL) cannot be split into components")
    }
    var path = components.percentEncodedPath
    while path.hasSuffix("/") { path.removeLast() }
    for component in pathComponents {
      path += "/" + Self.percentEncode(component)
    }
    components.percentEncodedPath = path
    components.percentEncodedQuery = query.isEmpty
      ? nil
      : query.map { "\(Self.percentEncode($0.name))=\(Self.percentEncode($0.value))" }.joined(separator: "&")
    components.fragment = nil
    guard let url = components.url else {
      preconditionFailure("Percent-encoded components always form a URL: \(components)")
    }
    return url
  }

  /// The URL of the page `cursor` names in the list whose first page is
  /// `pathComponents` with `query`.
  ///
  /// A URL cursor, from a `Link` header, is followed exactly as given; a
  /// page number adds `page=N` (none for the first page).
  package func url(
    _ pathComponents: [String],
    query: [(name: String, value: String)],
    at cursor: PageCursor
  ) -> URL {
    switch cursor {
    case .url(let url):
      return url
    case .number(let number) where number <= 1:
      return url(pathComponents, query: query)
    case .number(let number):
      return url(pathComponents, query: query + [(name: "page", value: String(number))])
    }
  }

  /// Sends a request with GitHub's headers and the token, if any.
  ///
  /// - Throws: ``GitHubTokenRejectedError`` when GitHub answers 401 to a
  ///   request that carried a token; what the transport throws. Other
  ///   error statuses are returned, for the caller to judge.
  package func send(_ method: HTTPMethod = .get, _ url: URL) async throws -> HTTPResponse {
    var headers = HTTPHeaders()
    headers["Accept"] = Self.mediaType
    headers["X-GitHub-Api-Version"] = Self.apiVersion
    // NB: GitHub asks for an explicit empty body on PUT /user/starred/…;
    // an empty Data makes URLSession send `Content-Length: 0`.
    let body: Data? = method == .put ? Data() : nil
    let request = HTTPRequest(method: method, url: url, headers: headers, body: body, credential: credential)
    let response = try await transport.send(request)
    if response.status == 401, let credential {
      throw GitHubTokenRejectedError(source: credential.source)
    }
    return response
  }

  private static let unreserved: CharacterSet = {
    var set = CharacterSet()
    set.insert(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")
    return set
  }()

  /// `text` with everything but RFC 3986's unreserved characters
  /// percent-encoded.
  package static func percentEncode(_ text: String) -> String {
    text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
  }
}
