public import ExploreCore
import Foundation

/// A transport that answers from a closure and remembers what it was sent,
/// for tests that must see exactly what a provider or client sends.
///
/// ```swift
/// let transport = StubTransport { request in HTTPResponse(status: 204, url: request.url) }
/// _ = try await transport.send(HTTPRequest(url: url))
/// #expect(transport.requests.map(\.url) == [url])
/// ```
public final class StubTransport: HTTPTransport, Sendable {
  private let answer: @Sendable (HTTPRequest) throws -> HTTPResponse
  /// What it was sent, and the most requests it had in flight at once.
  public let log = TransportLog()

  public init(answer: @escaping @Sendable (HTTPRequest) throws -> HTTPResponse) {
    self.answer = answer
  }

  /// A transport that fails the test's request if anything is sent.
  public static func refusingEverything() -> StubTransport {
    StubTransport { request in throw UnexpectedRequest(request: request.description) }
  }

  /// Every request sent so far, in order.
  public var requests: [HTTPRequest] { log.requests }

  /// The most requests it had in flight at once.
  public var maximumInFlight: Int { log.maximumInFlight }

  public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    log.begin(request)
    defer { log.end() }
    // NB: yielding lets the other requests of a concurrent batch start, so
    // that ``maximumInFlight`` shows whether the caller bounds its concurrency.
    for _ in 0..<5 { await Task.yield() }
    return try answer(request)
  }

  /// A request the test did not expect.
  public struct UnexpectedRequest: Error, CustomStringConvertible {
    /// The request, or the part of it the stub looked at.
    public var request: String

    public init(request: String) {
      self.request = request
    }

    public var description: String { "The stub has no answer for \(request), which this test does not expect" }
  }
}
