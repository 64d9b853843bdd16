package import Foundation

/// An API's rate limit as its last answer gave it: what `G` says loading
/// to the end would leave of it.
package struct BrowserRateLimit: Sendable, Hashable {
  /// The requests allowed in the window.
  package var limit: Int
  /// The requests left in it.
  package var remaining: Int
  /// When the window starts again, if the API said.
  package var resetsAt: Date?

  package init(limit: Int, remaining: Int, resetsAt: Date? = nil) {
    self.limit = limit
    self.remaining = remaining
    self.resetsAt = resetsAt
  }
}
