package import ExploreCore
package import Foundation

extension HTTPCache.Entry {
  /// How long a response marked `immutable` without a lifetime of its own
  /// stays fresh: a year. RFC 9111 lets a cache choose such a heuristic
  /// lifetime, and the server said the body never changes.
  package static let immutableLifetime: TimeInterval = 365 * 86_400

  /// How long the response stays fresh after it was sent (RFC 9111 §4.2.1),
  /// in seconds: `Cache-Control: max-age`, else `Expires` less `Date`,
  /// else ``immutableLifetime`` for `immutable`; `nil` when it gives none
  /// or asks to be revalidated every time (`no-cache`, `no-store`). An
  /// `Expires` that is no date (`0`) is already stale: 0.
  package var freshnessLifetime: TimeInterval? {
    let directives = CacheControl(headers["cache-control"])
    if directives.noCache || directives.noStore { return nil }
    if let maxAge = directives.maxAge { return TimeInterval(maxAge) }
    if let expires = headers["expires"] {
      guard let end = HTTPDate.parse(expires) else { return 0 }
      let sent = headers["date"].flatMap(HTTPDate.parse) ?? storedAt
      return max(0, end.timeIntervalSince(sent))
    }
    return directives.isImmutable ? Self.immutableLifetime : nil
  }

  /// The response's age at `now` (RFC 9111 §4.2.3): the larger of its
  /// `Age` and the time from its `Date` to when it was stored, plus the
  /// time it has been stored. A clock set back counts no time stored.
  package func age(at now: Date) -> TimeInterval {
    let ageValue = headers["age"].flatMap { CacheControl.deltaSeconds($0.trimmingCharacters(in: .whitespaces)[...]) }.map(TimeInterval.init) ?? 0
    let apparent = headers["date"].flatMap(HTTPDate.parse).map { max(0, storedAt.timeIntervalSince($0)) } ?? 0
    return max(ageValue, apparent) + max(0, now.timeIntervalSince(storedAt))
  }

  /// Whether the response may answer at `now` without asking the server:
  /// its ``age(at:)`` is below its ``freshnessLifetime``.
  package func isFresh(at now: Date) -> Bool {
    guard let lifetime = freshnessLifetime else { return false }
    return age(at: now) < lifetime
  }
}
