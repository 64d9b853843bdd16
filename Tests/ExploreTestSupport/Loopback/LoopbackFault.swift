import Foundation

/// A fault rule for the loopback server (``LoopbackServer/inject(_:)``).
///
/// A rule acts on requests whose path (including the mount, such as
/// `/github/users`) starts with ``match``; ``times`` limits how many requests it
/// acts on, so `times: 2` with ``Action/status(_:headers:body:retryAfter:)`` 503
/// answers 503 twice and then lets requests through.
///
/// ```swift
/// try await server.inject([
///   LoopbackFault(match: "/github/users", times: 2, action: .status(503)),
///   LoopbackFault(match: "/rickmorty", action: .latency(milliseconds: 50)),
/// ])
/// ```
public struct LoopbackFault: Sendable, Hashable {
  /// A prefix of the request's path and query, including the mount:
  /// `/github/users/many-followers/followers` acts on every page of that list,
  /// `/github/users/many-followers/followers?per_page=100&page=7` on the seventh only.
  public var match: String
  /// How many matching requests the rule acts on; `nil` means every one.
  public var times: Int?
  /// What the server does instead of (or before) answering normally.
  public var action: Action

  /// What a fault does to a matching request.
  public enum Action: Sendable, Hashable {
    /// Wait this long, then answer normally (combines with one other rule).
    case latency(milliseconds: Int)
    /// Answer with this status; `body` is sent as JSON text, `retryAfter` becomes `retry-after`.
    case status(Int, headers: [String: String] = [:], body: String? = nil, retryAfter: Int? = nil)
    /// Send the headers with the full `Content-Length`, half of the body, then close the connection
    /// cleanly: a server that stops mid-answer (a client reads a truncated answer).
    case closeMidBody
    /// Send the headers with the full `Content-Length`, half of the body, then reset the
    /// connection (`SO_LINGER` 0): a connection dropped on the way, as a network does.
    case resetMidBody
    /// Send the normal body in a chunked encoding whose first chunk size is not a hex number.
    case malformedChunks
    /// Send the first half of the normal body with a `Content-Length` that matches the cut body.
    case truncateJSON
    /// Send the headers at once, then the normal body one byte at a time with this pause
    /// before each byte: a server that never lets an idle timeout fire.
    case trickle(millisecondsPerByte: Int)
    /// Send the normal body under a `Content-Length` of `bytes` (a server that lies, or
    /// announces more than a client reads), then close the connection.
    case declareLength(Int)
    /// Answer `status` (301 by default) with a `location` on this or another host name.
    case redirect(status: Int = 301, to: RedirectTarget)
    /// GitHub's primary rate limit: 403, `x-ratelimit-remaining: 0`, `x-ratelimit-reset` in this many seconds.
    case primaryRateLimit(resetInSeconds: Int)
    /// GitHub's secondary rate limit: 403, `retry-after`, and GitHub's message.
    case secondaryRateLimit(retryAfter: Int)
    /// Fail each matching request with this probability with 502, 503, 504 or a mid-body reset,
    /// drawn from a random generator seeded with `seed` (the same seed gives the same sequence).
    case randomTransient(probability: Double, seed: Int)
    /// Read the request and never answer: the connection stays open, silent, until the
    /// client closes it or the server stops (a server that accepts and thinks forever).
    case silence
  }

  /// Where a redirect fault points.
  public enum RedirectTarget: Sendable, Hashable {
    /// The same URL on `127.0.0.1`.
    case sameHost
    /// The same port and path addressed as `localhost`: another host as far as a client can tell.
    case otherHost
    /// Another path on `127.0.0.1`, starting with `/`.
    case path(String)
  }

  public init(match: String, times: Int? = nil, action: Action) {
    precondition(match.hasPrefix("/"), "A loopback fault's match must be a path prefix starting with '/', got '\(match)'")
    self.match = match
    self.times = times
    self.action = action
  }
}

extension LoopbackFault.Action {
  /// The name a request log entry gives the fault: `status`, `redirect`, `rateLimit`, ...
  var logName: String {
    switch self {
    case .latency: "latency"
    case .status: "status"
    case .closeMidBody: "closeMidBody"
    case .resetMidBody: "resetMidBody"
    case .malformedChunks: "malformedChunks"
    case .truncateJSON: "truncateJSON"
    case .trickle: "trickle"
    case .declareLength: "declareLength"
    case .redirect: "redirect"
    case .primaryRateLimit, .secondaryRateLimit: "rateLimit"
    case .randomTransient: "randomTransient"
    case .silence: "silence"
    }
  }
}
