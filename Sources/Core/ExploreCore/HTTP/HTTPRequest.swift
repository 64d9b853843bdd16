public import Foundation

/// A request that a provider asks a transport to send.
///
/// This is a plain value: building one performs no I/O. Transports in
/// `ExploreNetworking` send it.
public struct HTTPRequest: Sendable, Hashable, CustomStringConvertible {
  public var method: HTTPMethod
  public var url: URL
  public var headers: HTTPHeaders
  public var body: Data?

  /// A secret to authenticate with. Transports send it only to the API host
  /// the client was configured for, never after a redirect to another host,
  /// and never write it to logs, caches or recordings.
  public var credential: Credential?

  /// The most bytes the response body may have, below the transport's own limit (a picture's); `nil` for the transport's.
  public var maximumResponseBytes: Int?

  /// Whether a cached response that is still fresh (`Cache-Control:
  /// max-age`, `immutable`, `Expires`) may answer without asking the
  /// server, as for pictures; `false` (the default) revalidates every time,
  /// so that a list shows a change at once.
  public var acceptsFreshCache = false

  public init(
    method: HTTPMethod = .get,
    url: URL,
    headers: HTTPHeaders = [:],
    body: Data? = nil,
    credential: Credential? = nil
  ) {
    self.method = method
    self.url = url
    self.headers = headers
    self.body = body
    self.credential = credential
  }

  /// `GET https://…`, never including the credential.
  public var description: String { "\(method.rawValue) \(url.absoluteString)" }
}
