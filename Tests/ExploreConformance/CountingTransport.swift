import ExploreCore
import Foundation

/// A transport that counts what passes through it to another one.
// NB: @unchecked because `count` is mutable; every access holds `lock`.
final class CountingTransport: HTTPTransport, @unchecked Sendable {
  private let upstream: any HTTPTransport
  private let lock = NSLock()
  private var sent: [String] = []

  init(_ upstream: any HTTPTransport) {
    self.upstream = upstream
  }

  /// The requests sent so far, as `GET <url>`.
  var requests: [String] { lock.withLock { sent } }

  func reset() { lock.withLock { sent = [] } }

  func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    lock.withLock { sent.append("\(request.method.rawValue) \(request.url.absoluteString)") }
    return try await upstream.send(request)
  }
}
