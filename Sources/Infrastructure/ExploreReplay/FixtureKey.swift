package import ExploreCore
import ExploreNetworking
import Foundation

/// What a replayed request is matched by: the method, the path relative to
/// the base URL, and the query as a sorted list of percent-decoded
/// name/value pairs, so `?b=2&a=1` matches `?a=1&b=2` and
/// `name=rick%20sanchez` matches `name=rick sanchez`. The value of a secret
/// query item (`api_key`, or the one a ``Credential`` is sent in) counts as
/// `REDACTED`, so a recording with the secret removed matches the request
/// that carries it. A trailing slash does not count either (`/people/`
/// matches `/people`), but messages keep it as the request had it.
package struct FixtureKey: Sendable, Hashable, CustomStringConvertible {
  package var method: String
  package var path: String
  package var query: [QueryPair]
  /// Whether the request's path ended in `/`: said in ``description``,
  /// left out of matching.
  package var hasTrailingSlash = false

  package struct QueryPair: Sendable, Hashable, Comparable {
    package var name: String
    package var value: String?

    package static func < (lhs: QueryPair, rhs: QueryPair) -> Bool {
      (lhs.name, lhs.value ?? "") < (rhs.name, rhs.value ?? "")
    }
  }

  /// The key of `method` and a Contract A path such as `/episode?page=1`,
  /// sent with `credential`.
  package init(method: String, relativePath: String, credential: Credential? = nil) {
    self.method = method.uppercased()
    let parts = relativePath.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
    let rawPath = parts.first.map(String.init) ?? "/"
    path = Self.decode(rawPath, plusIsSpace: false)
    if path.isEmpty { path = "/" }
    if path.count > 1, path.hasSuffix("/") {
      path.removeLast()
      hasTrailingSlash = true
    }
    query = []
    if parts.count > 1 {
      for item in parts[1].split(separator: "&") where !item.isEmpty {
        let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let name = Self.decode(String(pair[0]), plusIsSpace: true)
        var value = pair.count > 1 ? Self.decode(String(pair[1]), plusIsSpace: true) : nil
        if value != nil, Redaction.isSecretQueryName(name, credential: credential) { value = Redaction.placeholder }
        query.append(QueryPair(name: name, value: value))
      }
      query.sort()
    }
  }

  /// `GET /episode?page=1`, for messages.
  package var description: String {
    let spelled = hasTrailingSlash ? path + "/" : path
    guard !query.isEmpty else { return "\(method) \(spelled)" }
    let text = query.map { pair in pair.value.map { "\(pair.name)=\($0)" } ?? pair.name }.joined(separator: "&")
    return "\(method) \(spelled)?\(text)"
  }

  package static func == (lhs: FixtureKey, rhs: FixtureKey) -> Bool {
    (lhs.method, lhs.path, lhs.query) == (rhs.method, rhs.path, rhs.query)
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(method)
    hasher.combine(path)
    hasher.combine(query)
  }

  private static func decode(_ text: String, plusIsSpace: Bool) -> String {
    let spaced = plusIsSpace ? text.replacingOccurrences(of: "+", with: " ") : text
    return spaced.removingPercentEncoding ?? spaced
  }
}
