public import ExploreCore
import Foundation

/// The requests a test transport was sent, in order, and the most it had
/// in flight at once (to see whether a caller bounds its concurrency).
public final class TransportLog: Sendable {
  private struct State {
    var requests: [HTTPRequest] = []
    var inFlight = 0
    var maximumInFlight = 0
  }

  private let state = Locked(State())

  public init() {}

  /// Every request begun so far, in order.
  public var requests: [HTTPRequest] { state.withLock { $0.requests } }

  /// The most requests that were in flight at once.
  public var maximumInFlight: Int { state.withLock { $0.maximumInFlight } }

  /// Records `request` and one more in flight; call ``end()`` when it is answered.
  public func begin(_ request: HTTPRequest) {
    state.withLock {
      $0.requests.append(request)
      $0.inFlight += 1
      $0.maximumInFlight = max($0.maximumInFlight, $0.inFlight)
    }
  }

  /// One request fewer in flight.
  public func end() {
    state.withLock { $0.inFlight -= 1 }
  }

  /// Forgets the requests and the most in flight.
  public func reset() {
    state.withLock { $0 = State(inFlight: $0.inFlight) }
  }
}
