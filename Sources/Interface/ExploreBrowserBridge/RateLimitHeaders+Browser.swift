package import ExploreBrowser
package import ExploreNetworking

extension RateLimitHeaders {
  /// The limit as `G`'s question in the browser says it, when the headers
  /// gave both the limit and what is left of it.
  package var browserRateLimit: BrowserRateLimit? {
    guard let limit, let remaining else { return nil }
    return BrowserRateLimit(limit: limit, remaining: remaining, resetsAt: resetsAt)
  }
}
