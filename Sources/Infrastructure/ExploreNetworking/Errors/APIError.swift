public import ExploreCore
public import Foundation

/// A failure talking to an API, described in sentences a person can act on.
///
/// ```swift
/// let user = try await transport.send(request)
///   .requireSuccess("user octocat")
///   .decode(User.self, endpoint: "GET /users/octocat")
/// ```
///
/// ``HTTPResponse/requireSuccess(_:)`` turns error statuses into these,
/// ``HTTPResponse/decode(_:endpoint:)`` reports bodies it cannot read, and
/// ``HTTPClient`` throws them for transport failures and rate limits it
/// cannot wait out. The ``description`` says what failed, why, and what to
/// do next; it never contains a token.
public struct APIError: UserFacingError, Hashable {
  /// What went wrong.
  public enum Kind: Sendable, Hashable {
    /// 401: no credential, or a wrong or expired one.
    case unauthorized
    /// 403 that is not a rate limit: the credential lacks a scope or access.
    case forbidden
    /// 404 (or 410); `what` names the missing thing, such as "user octocat".
    case notFound(what: String)
    /// 404 (or 410) with no explanation of an API's: an empty body, or one
    /// that is not JSON (`bodyType`, such as `text/html`, else empty). An
    /// API says what it did not find; this answer more likely comes from
    /// another server (a proxy, a wrong API address). `what` is what was
    /// asked for.
    case unexplainedNotFound(what: String, bodyType: String)
    /// 422: the API rejected the input; the API's own messages.
    case validation(messages: [String])
    /// A primary or secondary rate limit.
    case rateLimited(RateLimit)
    /// A 5xx status: after the retries, for 502, 503 and 504.
    case server(status: Int)
    /// No response at all: no connection, DNS, a timeout, a dropped connection.
    case transport(reason: TransportFailure)
    /// The body could not be decoded as the expected type.
    case undecodable(endpoint: String, jsonPath: String, reason: String)
    /// Any other status that is not a success, such as 400 or 409.
    case unexpectedStatus(Int)
    /// The body was longer than the client reads (`limit` bytes, after
    /// decompression), by its `Content-Length` or as it arrived.
    case responseTooLarge(limit: Int)
    /// The URL's scheme (`ftp`, `file`, …) is not `http` or `https`, the
    /// only ones the client sends or follows.
    case unsupportedScheme(String)
    /// The response's header fields were more or larger than the client
    /// reads; `reason` names the bound passed, such as "more than 1,000
    /// header fields". The server's doing, not the network's.
    case responseHeadersTooLarge(reason: String)
  }

  /// Which rate limit was hit.
  public enum RateLimit: Sendable, Hashable {
    /// The hourly quota is used up (`x-ratelimit-remaining: 0`); it resets at
    /// `resetsAt` (from `x-ratelimit-reset`). `limit` is the quota, when known.
    case primary(resetsAt: Date?, limit: Int?)
    /// The API asked to slow down (`retry-after`, or "secondary rate limit").
    case secondary(retryAfter: Duration?)
  }

  /// Why no response arrived.
  public enum TransportFailure: Sendable, Hashable {
    /// The machine has no network connection.
    case notConnected
    /// The host name could not be resolved.
    case cannotFindHost
    /// The host refused or could not take the connection.
    case cannotConnect
    /// The request timed out.
    case timedOut
    /// The connection dropped before the response was complete.
    case connectionLost
    /// A TLS handshake or certificate failed.
    case secureConnectionFailed
    /// Redirects went on longer than the client follows.
    case tooManyRedirects
    /// The response did not arrive in full, body included, within `limit`
    /// (``HTTPClient/Configuration/requestTimeout`` or
    /// ``HTTPClient/Configuration/totalTimeout``).
    case deadlineExceeded(limit: Duration)
    /// The server's answer was cut short or broken, as the transport
    /// describes it: a body that ended before its `Content-Length` ("transfer
    /// closed with 23 bytes remaining to read"), a malformed chunked
    /// encoding, a body not in the encoding it names. The server's doing,
    /// not the network's.
    case malformedResponse(String)
    /// Anything else, with the system's description.
    case other(String)
  }

  /// What went wrong.
  public var kind: Kind

  /// What the request was for, such as "user octocat", when known.
  public var what: String?

  /// The URL that failed.
  public var url: URL?

  /// The HTTP status, when there was a response.
  public var status: Int?

  /// The API's own explanation, such as GitHub's `message` field.
  public var serverMessage: String?

  /// How many times the request was retried before this failure: 0 when
  /// it was sent once.
  public var retries: Int

  /// The time zone in which reset times are shown: the user's, unless a
  /// test fixes one.
  public var timeZone: TimeZone

  /// The wait a failing server asked for (`retry-after` on a 503) when it
  /// was longer than the client waits (``longestWait``), so that the
  /// message can say when to try again.
  public var requestedWait: Duration?
  /// The environment variable the API's address came from
  /// (`EXPLORE_GITHUB_API_URL`), which an unexplained 404 names: the
  /// address may be wrong.
  public var addressSource: String?
  /// The longest wait the client accepts from a server
  /// (``HTTPClient/Configuration/maximumRateLimitWait``), with ``requestedWait``.
  public var longestWait: Duration?

  public init(
    _ kind: Kind,
    what: String? = nil,
    url: URL? = nil,
    status: Int? = nil,
    serverMessage: String? = nil,
    retries: Int = 0,
    timeZone: TimeZone = .current
  ) {
    self.kind = kind
    self.what = what
    self.url = url
    self.status = status
    self.serverMessage = serverMessage
    self.retries = retries
    self.timeZone = timeZone
  }

  /// Whether retrying the same request later could succeed.
  public var isTransient: Bool {
    switch kind {
    case .rateLimited, .server, .transport: true
    default: false
    }
  }
}
