public import Foundation

/// Turns a request into a response, with no socket involved: what the
/// loopback server calls for each request, and what ``LoopbackTransport``
/// calls in-process where a test needs no socket.
public protocol LoopbackResponder: Sendable {
  /// The answer to `request`, whose path includes the mount (`/github/users/octocat`),
  /// from a server reached at `origin` (`http://127.0.0.1:PORT`).
  func respond(to request: LoopbackRequest, origin: URL) -> LoopbackResponse
}
