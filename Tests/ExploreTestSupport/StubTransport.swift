public import ExploreCore
import Foundation

/// A transport that answers from a closure and remembers what it was sent.
// NB: @unchecked because `sent` is mutable; every access holds `lock`.
public final class StubTransport: HTTPTransport, @unchecked Sendable {
  private let answer: @Sendable (HTTPRequest) throws -> HTTPResponse
  private let lock = NSLock()
  private var sent: [HTTPRequest] = []

  public init(answer: @escaping @Sendable (HTTPRequest) throws -> HTTPResponse) {
    self.answer = answer
  }

  public var requests: [HTTPRequest] {
    lock.withLock { sent }
  }

  public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    lock.withLock { sent.append(request) }
    return try answer(request)
  }
}
