public import ExploreCore
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
/// Every `*.json` file under `directory` (in any subfolder) is indexed by
/// its content, not its name. A request matches by method and path relative
/// to either `baseURL` or `defaultBaseURL` (recorded `next` links point at
/// the real API), with query items compared as a sorted list of decoded
/// pairs. A request with no recorded answer throws ``ReplayMissError``,
/// naming the request and the directory searched.
public struct ReplayTransport: HTTPTransport {
  /// The folder of fixture files.
  public let directory: URL
  /// The configured base URL.
  public let baseURL: URL
  /// The provider's default base URL, which recorded links use.
  public let defaultBaseURL: URL
  private let index: ReplayIndex

  /// Reads every fixture under `directory`. Unreadable files are skipped
  /// and listed in the error of a request that finds no match.
  ///
  /// - Complexity: O(*n*) in the total size of the fixture files.
  public init(directory: URL, baseURL: URL, defaultBaseURL: URL) {
    self.directory = directory
    self.baseURL = baseURL
    self.defaultBaseURL = defaultBaseURL
    self.index = ReplayIndex(directory: directory)
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
    let relative = FixtureKey.relativePath(of: url, under: baseURL) ?? FixtureKey.relativePath(of: url, under: defaultBaseURL)
    guard let relative else {
      throw ReplayMissError(
        request: "\(request.method.rawValue) \(Redaction.string(for: url, credential: request.credential))", directory: directory,
        fixtureCount: index.exchanges.count, unreadableFiles: index.unreadableFiles,
        note: "it is not under \(baseURL.absoluteString)")
    }
    let key = FixtureKey(method: request.method.rawValue, relativePath: relative, credential: request.credential)
    guard let exchange = index.exchanges[key] else {
      throw ReplayMissError(
        request: key.description, directory: directory, fixtureCount: index.exchanges.count,
        unreadableFiles: index.unreadableFiles, note: nil)
    }
    var headers = HTTPHeaders()
    for (name, value) in (exchange.response.headers ?? [:]).sorted(by: { $0.key < $1.key }) {
      headers[name] = value
    }
    return HTTPResponse(status: exchange.response.status, headers: headers, body: try exchange.bodyData(), url: url, origin: .replay)
  }
}
