package import ExploreCore
package import ExploreNetworking
import ExploreSignIn
package import Foundation

/// GitHub's REST client: URLs under the configured base URL, GitHub's media
/// type and API version on every request, and the token when there is one.
///
/// Requests go only through the transport it was given.
package struct GitHubAPI: Sendable {
  /// The media type GitHub recommends for the REST API.
  package static let mediaType = "application/vnd.github+json"
  /// The REST API version explore was written against.
  package static let apiVersion = "2022-11-28"

  package var client: RESTClient

  package init(baseURL: URL, transport: any HTTPTransport, credential: Credential?, log: @escaping @Sendable (String) -> Void = { _ in }) {
    let headers: HTTPHeaders = ["Accept": Self.mediaType, "X-GitHub-Api-Version": Self.apiVersion]
    self.client = RESTClient(baseURL: baseURL, transport: transport, headers: headers, credential: credential, log: log)
    client.rejectedToken = { TokenRejectedError(source: $0.source, service: GitHub.signIn) }
  }

  /// The API through `client`, which has GitHub's headers.
  package init(client: RESTClient) {
    self.client = client
  }

  /// The token sent, or `nil` when none is.
  package var credential: Credential? { client.credential }

  /// The URL of the page `cursor` names of `path` with `query`; see
  /// ``URLBuilder/url(_:query:at:pageParameter:)``.
  ///
  /// - Throws: ``PathEscapeError`` when a part of `path` (a login, a
  ///   repository's name) is or holds `..`.
  package func url(_ path: [String], query: [URLBuilder.QueryItem] = [], at cursor: PageCursor = .first) throws(PathEscapeError) -> URL {
    try client.urls.url(path, query: query, at: cursor)
  }

  /// Sends a request with GitHub's headers and the token, if any.
  ///
  /// - Throws: ``TokenRejectedError`` when GitHub answers 401 to a
  ///   request that carried a token (the client's ``RESTClient/rejectedToken``);
  ///   what the transport throws. Other
  ///   error statuses are returned, for the caller to judge.
  package func send(_ method: HTTPMethod = .get, _ url: URL) async throws -> HTTPResponse {
    // NB: GitHub asks for an explicit empty body on PUT /user/starred/…;
    // an empty Data makes URLSession send `Content-Length: 0`.
    try await client.send(method, url, body: method == .put ? Data() : nil)
  }

  /// `GET url`, required to succeed, its body decoded tolerantly.
  ///
  /// - Parameter what: what the request is for, in messages: "a GitHub
  ///   user named 'x'".
  package func get<Value: Decodable>(_ type: Value.Type, _ url: URL, what: String) async throws -> (Value, HTTPResponse) {
    let response = try await send(.get, url).requireSuccess(what)
    return (try client.decode(type, from: response), response)
  }
}
