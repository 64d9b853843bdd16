public import ExploreCore
public import ExploreHTTPCache
public import Foundation

/// Sends a provider's requests to a REST API: URLs from one ``URLBuilder``,
/// the same headers and credential on every request, and tolerant decoding
/// whose notes go to `--verbose`.
///
/// ```swift
/// let client = RESTClient(context: context, headers: ["Accept": "application/json"])
/// let (page, response) = try await client.get(ListResponse<Record>.self, ["character"], query: [("page", "2")], what: "page 2 of characters")
/// ```
public struct RESTClient: Sendable {
  /// Builds every URL under the provider's base URL.
  public var urls: URLBuilder
  public var transport: any HTTPTransport
  /// Sent with every request.
  public var headers: HTTPHeaders
  /// Sent with every request, when there is one.
  public var credential: Credential?
  /// Where notes of tolerant decoding go: `--verbose`'s log.
  public var log: @Sendable (String) -> Void
  /// What a 401 to a request that carried a token throws: the
  /// provider's error that says the token was rejected and what to do.
  /// When `nil`, a 401 is returned as any other answer.
  public var rejectedToken: (@Sendable (Credential) -> any Error)?
  /// The lists joined this run, each loaded once; shared by the client's
  /// copies.
  public let joinedLists = JoinedLists()
  /// What the client learned this run (page sizes, references' resources);
  /// shared by the client's copies.
  public let facts = RunFacts()
  /// The cursors that lists paged by cursor saw, kept between runs;
  /// `nil` keeps none (``ExploreCore/ProviderContext/cursorMemoryFile``).
  public var cursors: CursorMemory?

  public init(
    baseURL: URL,
    transport: any HTTPTransport,
    headers: HTTPHeaders = [:],
    credential: Credential? = nil,
    trailingSlash: Bool = false,
    log: @escaping @Sendable (String) -> Void = { _ in }
  ) {
    self.urls = URLBuilder(baseURL: baseURL, trailingSlash: trailingSlash)
    self.transport = transport
    self.headers = headers
    self.credential = credential
    self.log = log
  }

  /// A client for the provider's base URL and transport, logging to its
  /// `--verbose` log; `trailingSlash` ends every path in `/`.
  public init(context: ProviderContext, headers: HTTPHeaders = [:], credential: Credential? = nil, trailingSlash: Bool = false) {
    self.init(
      baseURL: context.baseURL, transport: context.transport, headers: headers, credential: credential, trailingSlash: trailingSlash,
      log: context.log)
    cursors = context.cursorMemoryFile.map { CursorMemory(file: $0, log: context.log) }
  }

  /// Sends `method` to `url` with the client's headers and credential.
  /// Every status is returned, for the caller to judge, but a 401 to a
  /// token when the client says what that throws (``rejectedToken``).
  public func send(_ method: HTTPMethod = .get, _ url: URL, body: Data? = nil) async throws -> HTTPResponse {
    let response = try await transport.send(HTTPRequest(method: method, url: url, headers: headers, body: body, credential: credential))
    if response.status == 401, let credential, let rejectedToken { throw rejectedToken(credential) }
    return response
  }

  /// `GET url`, required to succeed, its body decoded tolerantly as `type`.
  ///
  /// - Parameter what: what the request is for, in error messages:
  ///   "user octocat", "page 3 of characters".
  /// - Throws: ``APIError`` for a failed status or a body that lacks a
  ///   required field.
  public func get<Value: Decodable>(_ type: Value.Type, _ url: URL, what: String) async throws -> (Value, HTTPResponse) {
    let response = try await send(.get, url).requireSuccess(what)
    return (try decode(type, from: response), response)
  }

  /// `GET path?query` at the page `cursor` names, required to succeed, its
  /// body decoded tolerantly as `type`.
  public func get<Value: Decodable>(
    _ type: Value.Type, _ path: [String], query: [URLBuilder.QueryItem] = [], at cursor: PageCursor = .first, what: String
  ) async throws -> (Value, HTTPResponse) {
    try await get(type, urls.url(path, query: query, at: cursor), what: what)
  }

  /// `response`'s body decoded as `type`: ``Tolerant`` fields that are
  /// missing or malformed are left out, each with a line in the log.
  ///
  /// - Throws: ``APIError`` naming the JSON path of a required field that
  ///   is missing or malformed; ``PageTooLargeError`` naming the endpoint
  ///   for a page of too many ``PageItems``.
  public func decode<Value: Decodable>(_ type: Value.Type, from response: HTTPResponse) throws -> Value {
    let notes = DecodingNotes()
    let endpoint = "GET " + urls.relativePath(of: response.url)
    let value: Value
    do {
      value = try notes.collect { try response.decode(type, endpoint: endpoint) }
    } catch var error as PageTooLargeError {
      error.endpoint = endpoint
      throw error
    }
    for line in notes.lines { log("\(endpoint): \(line)") }
    return value
  }
}
