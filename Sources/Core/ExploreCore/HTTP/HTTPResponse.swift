public import Foundation

/// A response as a transport received it.
public struct HTTPResponse: Sendable, Hashable {
  /// The status code, such as 200 or 404.
  public var status: Int
  public var headers: HTTPHeaders
  public var body: Data

  /// The URL that answered, after any redirects.
  public var url: URL

  /// Where the response came from, for `--verbose` and tests.
  public var origin: Origin

  /// How many times the transport retried the request before this
  /// response: 0 when it was sent once. Error messages say "even after
  /// 4 retries" only when there were some.
  public var retries: Int

  /// Where a response came from.
  public enum Origin: String, Sendable, Hashable, Codable {
    /// Sent over the network and answered with a full body.
    case network
    /// Revalidated with the server (a 304) and served from the cache.
    case revalidatedCache
    /// Served from the cache without contacting the server.
    case cache
    /// Served from a recorded fixture.
    case replay
  }

  public init(
    status: Int, headers: HTTPHeaders = [:], body: Data = Data(), url: URL, origin: Origin = .network, retries: Int = 0
  ) {
    self.status = status
    self.headers = headers
    self.body = body
    self.url = url
    self.origin = origin
    self.retries = retries
  }

  /// Whether the status is in the 2xx range.
  public var isSuccess: Bool { (200..<300).contains(status) }
}
