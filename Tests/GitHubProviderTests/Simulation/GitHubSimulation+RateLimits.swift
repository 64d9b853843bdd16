import ExploreTestSupport
import Foundation

extension GitHubSimulation {
  /// Who a request is, by its `Authorization` header.
  enum Identity: String {
    case anonymous, token, bad
  }

  func identity(of request: LoopbackRequest) -> Identity {
    guard let header = request.header("authorization")?.trimmingCharacters(in: .whitespaces), !header.isEmpty else { return .anonymous }
    let parts = header.split(separator: " ", maxSplits: 1).map(String.init)
    let schemes = ["bearer", "token"]
    let valid = parts.count == 2 && schemes.contains(parts[0].lowercased()) && parts[1].trimmingCharacters(in: .whitespaces) == token
    return valid || deviceFlow?.grantedScope(authorization: header) != nil ? .token : .bad
  }

  /// `(limit, used, reset)` for `identity` on `resource`, counting one more request when `count`.
  ///
  /// NB: the counters never run out by themselves (a new window starts instead), so a long
  /// test run never hits a limit by accident; the rate-limit faults simulate exhaustion.
  func usage(_ identity: Identity, _ resource: String, count: Bool) -> (limit: Int, used: Int, reset: Int) {
    let limit = resource == "search" ? (identity == .token ? 30 : 10) : (identity == .token ? 5_000 : 60)
    let window = resource == "search" ? 60 : 3_600
    let now = Int(Date().timeIntervalSince1970)
    return state.withLock { state in
      let key = "\(identity == .token ? "token" : "anonymous") \(resource)"
      var (used, reset) = state.usage[key] ?? (0, now + window)
      if now >= reset || used >= limit { (used, reset) = (0, now + window) }
      if count { used += 1 }
      state.usage[key] = (used, reset)
      return (limit, used, reset)
    }
  }

  /// `x-ratelimit-*` on every answer; a 304 and `/rate_limit` cost nothing, as on GitHub.
  func addRateLimitHeaders(for request: LoopbackRequest, to response: inout LoopbackResponse) {
    let resource = request.path.hasPrefix("/search/") ? "search" : "core"
    let identity = identity(of: request) == .token ? Identity.token : .anonymous
    let (limit, used, reset) = usage(identity, resource, count: response.status != 304 && request.path != "/rate_limit")
    response.addHeaderIfAbsent("x-ratelimit-limit", String(limit))
    response.addHeaderIfAbsent("x-ratelimit-remaining", String(max(limit - used, 0)))
    response.addHeaderIfAbsent("x-ratelimit-reset", String(reset))
    response.addHeaderIfAbsent("x-ratelimit-used", String(used))
    response.addHeaderIfAbsent("x-ratelimit-resource", resource)
  }

  /// `GET /rate_limit`.
  func rateLimit(for identity: Identity) -> LoopbackResponse {
    let identity = identity == .token ? Identity.token : .anonymous
    func entry(_ resource: String) -> [String: Int] {
      let (limit, used, reset) = usage(identity, resource, count: false)
      return ["limit": limit, "used": used, "remaining": max(limit - used, 0), "reset": reset]
    }
    let core = entry("core")
    let graphQL = identity == .token ? 5_000 : 0
    return .json([
      "resources": [
        "core": core, "search": entry("search"),
        "graphql": ["limit": graphQL, "used": 0, "remaining": graphQL, "reset": core["reset"]!],
      ],
      "rate": core,
    ])
  }
}
