public import ExploreCore
import ExploreNetworking
public import Foundation

/// Serves recorded exchanges (Contract A fixture files) with no network:
/// what `explore --offline` uses.
///
/// ```swift
/// let transport = ReplayTransport(
///   directory: fixturesRoot.appendingPathComponent("rickmorty"),
///   baseURL: configuredBase, defaultBaseURL: URL(string: "https://rickandmortyapi.com/api")!)
/// let page = try await transport.send(HTTPRequest(url: base.appendingPathComponent("episode")))
/// ```
///
/// Every `*.json` file under `directory` (in any subfolder), or every file
/// of an embedded folder (``EmbeddedFixtures``), is indexed by its content,
/// not its name. A request matches by method and path relative
/// to either `baseURL` or `defaultBaseURL` (recorded `next` links point at
/// the real API), with query items compared as a sorted list of decoded
/// pairs. A request with no recorded answer throws ``ReplayMissError``,
/// naming the request and where the fixtures came from.
public struct ReplayTransport: HTTPTransport {
  /// Where the fixtures come from.
  public let source: ReplaySource
  /// The configured base URL.
  public let baseURL: URL
  /// The provider's default base URL, which recorded links use.
  public let defaultBaseURL: URL
  private let index: ReplayIndex

  /// The folder of fixture files, or `nil` for embedded fixtures.
  public var directory: URL? {
    source.directory
  }

  /// Reads every fixture under `directory`. Unreadable files are skipped
  /// and listed in the error of a request that finds no match.
  ///
  /// - Complexity: O(*n*) in the total size of the fixture files.
  public init(directory: URL, baseURL: URL, defaultBaseURL: URL) {
    self.init(source: .folder(directory), index: ReplayIndex(directory: directory), baseURL: baseURL, defaultBaseURL: defaultBaseURL)
  }

  /// Reads the fixtures of `folder` in `embedded`, as if they were files
  /// of a folder on disk; none when `embedded` has no such folder.
  ///
  /// - Complexity: O(*n*) in the total size of the folder's fixtures.
  public init(embedded: EmbeddedFixtures, folder: String, baseURL: URL, defaultBaseURL: URL) {
    self.init(
      source: .embedded(folder: folder), index: ReplayIndex(embedded: embedded[folder] ?? []),
      baseURL: baseURL, defaultBaseURL: defaultBaseURL)
  }

  private init(source: ReplaySource, index: ReplayIndex, baseURL: URL, defaultBaseURL: URL) {
    self.source = source
    self.index = index
    self.baseURL = baseURL
    self.defaultBaseURL = defaultBaseURL
  }

  /// The recorded response for `request`.
  ///
  /// - Throws: ``ReplayMissError`` when nothing recorded matches.
  public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    try response(for: request)
  }

  /// The recorded response for `request`, synchronously.
  package func response(for request: HTTPRequest) throws -> HTTPResponse {
    let url = URL(lenient: request.url.absoluteString) ?? request.url
    let relative = url.relativePath(under: baseURL) ?? url.relativePath(under: defaultBaseURL)
    guard let relative else {
      throw ReplayMissError(
        request: "\(request.method.rawValue) \(Redaction.string(for: url, credential: request.credential))", source: source,
        fixtureCount: index.exchanges.count, unreadableFiles: index.unreadableFiles,
        note: "it is not under \(baseURL.absoluteString)")
    }
    let key = FixtureKey(method: request.method.rawValue, relativePath: relative, credential: request.credential)
    guard let exchange = index.exchanges[key] else {
      throw ReplayMissError(
        request: key.description, source: source, fixtureCount: index.exchanges.count,
        unreadableFiles: index.unreadableFiles, note: nil)
    }
    var headers = HTTPHeaders()
    for (name, value) in (exchange.response.headers ?? [:]).sorted(by: { $0.key < $1.key }) {
      headers[name] = value
    }
    return HTTPResponse(status: exchange.response.status, headers: headers, body: try exchange.bodyData(), url: url, origin: .replay)
  }
}
