public import ExploreCore
import ExploreHTTPCache
import ExploreFiles
import ExploreNetworking
public import Foundation

/// Sends requests through another transport and writes each exchange into
/// a folder as a Contract A fixture file: what `explore --record DIR` uses.
///
/// ```swift
/// let transport = RecordingTransport(recording: client, into: folder, baseURL: base)
/// ```
///
/// Files are named after the request (`GET-episode-page-1.json`), hold the
/// method, the path relative to `baseURL`, the status, the headers that
/// matter (content type, links, validators, rate limits, `retry-after`,
/// `location`) and the body. Authorization, cookies and the credential never
/// reach the file: such headers are dropped and any occurrence of the
/// request's secret is replaced with `REDACTED`, as are the values of
/// secret query items (``Credential/Scheme/query(_:)``, `api_key`, …), which
/// ``ReplayTransport`` matches whatever the value. Requests outside
/// `baseURL` are passed through without recording.
///
/// When `baseURL` is an override of the provider's `defaultBaseURL` (a
/// loopback server), the API's own absolute URLs in bodies and in `Link`
/// and `Location` headers are rewritten to the default base, so the
/// fixtures replay anywhere.
public struct RecordingTransport: HTTPTransport {
  /// The transport that really sends.
  public let upstream: any HTTPTransport
  /// The folder written to.
  public let directory: URL
  /// The base URL that recorded paths are relative to.
  public let baseURL: URL
  /// The base URL that recorded bodies and links name: the provider's default.
  public let defaultBaseURL: URL

  public init(recording upstream: any HTTPTransport, into directory: URL, baseURL: URL, defaultBaseURL: URL? = nil) {
    self.upstream = upstream
    self.directory = directory
    self.baseURL = baseURL
    self.defaultBaseURL = defaultBaseURL ?? baseURL
  }

  /// Sends `request` upstream and records the response.
  ///
  /// - Throws: what the upstream throws, or ``RecordingError`` when the
  ///   file cannot be written.
  public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    let response = try await upstream.send(request)
    let url = URL(lenient: request.url.absoluteString) ?? request.url
    guard let relative = url.relativePath(under: baseURL) else { return response }
    var exchange = RecordedExchange(method: request.method, path: Self.redactQuery(relative, credential: request.credential), response: response)
    if let rebasing = URLRebasing(from: baseURL, to: defaultBaseURL) {
      exchange = exchange.rebased(by: rebasing)
    }
    try write(exchange, secret: request.credential?.secret)
    return response
  }

  /// `relative` with the values of secret query parameters replaced.
  private static func redactQuery(_ relative: String, credential: Credential?) -> String {
    guard let url = URL(string: "http://placeholder" + relative) else { return relative }
    let redacted = Redaction.string(for: url, credential: credential)
    return String(redacted.dropFirst("http://placeholder".count))
  }

  private func write(_ exchange: RecordedExchange, secret: String?) throws {
    do {
      var text = String(decoding: try exchange.fileData(), as: UTF8.self)
      text = Redaction.scrub(text, secret: secret)
      let file = try destination(for: exchange)
      let data = Data(text.utf8)
      // NB: what a replay would skip is not written.
      guard data.count <= RecordedExchange.maximumFileBytes else {
        throw FileSystemError(path: file, problem: .contentTooLarge(bytes: data.count, limit: RecordedExchange.maximumFileBytes))
      }
      // NB: one atomic rename over any earlier recording of the request;
      // the folders it creates (0700) and the file (0600) are private like
      // every file explore writes, but the folder is the user's choice, maybe
      // a shared checkout, so its existing folders are not checked.
      try AtomicFileWriter().write(data, to: file, within: nil)
    } catch let error as FileSystemError {
      throw RecordingError(
        directory: directory, request: "\(exchange.request.method) \(exchange.request.path)", reason: "\(error.path.path): \(error.reason)",
        advice: error.advice)
    } catch {
      throw RecordingError(
        directory: directory, request: "\(exchange.request.method) \(exchange.request.path)", reason: "the exchange could not be encoded as JSON")
    }
  }

  /// The file for `exchange`: named after the request; when another
  /// request already has that name, a short hash tells them apart.
  private func destination(for exchange: RecordedExchange) throws -> URL {
    let name = Self.fileName(method: exchange.request.method, path: exchange.request.path)
    let file = directory.appendingPathComponent(name + ".json")
    let key = FixtureKey(method: exchange.request.method, relativePath: exchange.request.path)
    if let data = try? BoundedFile.contents(of: file, limit: RecordedExchange.maximumFileBytes),
      let existing = try? JSONDecoder().decode(RecordedExchange.self, from: data),
      FixtureKey(method: existing.request.method, relativePath: existing.request.path) != key
    {
      let suffix = SHA256.hexDigest(of: key.description).prefix(8)
      return directory.appendingPathComponent("\(name)-\(suffix).json")
    }
    return file
  }

  /// `GET-episode-page-1` for `GET /episode?page=1`: the path lowercased,
  /// runs of other characters as `-`, at most about 100 characters.
  package static func fileName(method: String, path: String) -> String {
    let decoded = path.removingPercentEncoding ?? path
    var slug = ""
    var lastWasDash = false
    for scalar in decoded.lowercased().unicodeScalars {
      if scalar.isASCII, CharacterSet.alphanumerics.contains(scalar) {
        slug.unicodeScalars.append(scalar)
        lastWasDash = false
      } else if !lastWasDash {
        slug.append("-")
        lastWasDash = true
      }
    }
    slug = slug.trimmingCharacters(in: CharacterSet(charactersIn: "-"))
    if slug.count > 100 {
      slug = String(slug.prefix(90)) + "-" + SHA256.hexDigest(of: path).prefix(8)
    }
    return slug.isEmpty ? method.uppercased() : "\(method.uppercased())-\(slug)"
  }
}
