public import ExploreCore
import Foundation

extension HTTPResponse {
  /// Returns this response when its status is 2xx; otherwise throws the
  /// ``APIError`` it stands for.
  ///
  /// ```swift
  /// let response = try await transport.send(request).requireSuccess("user octocat")
  /// ```
  ///
  /// - Parameter what: what the request was for, used in messages: a 404
  ///   becomes "Could not find user octocat (HTTP 404)…".
  /// - Throws: ``APIError`` for 401, 403, 404, 422, rate limits, 5xx and
  ///   any other non-success status.
  @discardableResult
  public func requireSuccess(_ what: String) throws -> HTTPResponse {
    guard isSuccess else { throw APIError(response: self, what: what) }
    return self
  }

  /// The rate-limit headers of this response.
  public var rateLimit: RateLimitHeaders { RateLimitHeaders(headers) }
}
