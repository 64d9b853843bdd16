/// What `GET /rate_limit` says: the limits of each kind of request.
package struct GitHubRateLimits: Sendable, Hashable, Decodable {
  /// One budget of requests.
  package struct Limit: Sendable, Hashable, Decodable {
    package var limit: Int
    package var remaining: Int
    /// When the budget refills, in seconds since 1970.
    package var reset: Int
    package var used: Int?
  }

  package struct Resources: Sendable, Hashable, Decodable {
    /// Most REST requests.
    package var core: Limit
    /// The search API's separate, smaller budget.
    package var search: Limit?
  }

  package var resources: Resources
}
