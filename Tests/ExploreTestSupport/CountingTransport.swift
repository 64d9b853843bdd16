public import ExploreCore
import Foundation

/// A transport that passes requests on to another one and remembers them,
/// with the most it had in flight at once.
///
/// ```swift
/// let counting = CountingTransport(replay)
/// _ = try await provider(transport: counting).load(request, at: .first)
/// #expect(counting.requests.count == 1)
/// ```
public final class CountingTransport: HTTPTransport, Sendable {
  private let upstream: any HTTPTransport
  /// What passed through, and the most requests in flight at once.
  public let log = TransportLog()

  public init(_ upstream: any HTTPTransport) {
    self.upstream = upstream
  }

  /// Every request sent so far, in order.
  public var requests: [HTTPRequest] { log.requests }

  /// Forgets the requests so far.
  public func reset() { log.reset() }

  public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    log.begin(request)
    defer { log.end() }
    return try await upstream.send(request)
  }
}
