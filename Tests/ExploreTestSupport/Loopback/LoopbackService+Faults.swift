import Foundation

extension LoopbackService {
  /// The answer a fault gives instead of the normal one; `nil` for faults
  /// that shape the normal answer (`closeMidBody`, `resetMidBody`,
  /// `malformedChunks`, `truncateJSON`, `trickle`, `declareLength`) or only
  /// delay it.
  static func answer(to request: LoopbackRequest, with action: LoopbackFault.Action, origin: URL) -> LoopbackResponse? {
    switch action {
    case .latency, .closeMidBody, .resetMidBody, .malformedChunks, .truncateJSON, .trickle, .declareLength, .randomTransient, .silence:
      return nil
    case .status(let status, let headers, let body, let retryAfter):
      var response: LoopbackResponse
      if let body {
        let isJSON = (try? JSONSerialization.jsonObject(with: Data(body.utf8), options: [.fragmentsAllowed])).map { !($0 is String) } ?? false
        response = isJSON
          ? LoopbackResponse(status: status, headers: [("content-type", "application/json; charset=utf-8")], body: Data(body.utf8))
          : .text(body, status: status)
      } else {
        response = .json(["message": "injected fault: HTTP \(status)"], status: status)
      }
      if let retryAfter { response.setHeader("retry-after", String(retryAfter)) }
      for (name, value) in headers.sorted(by: { $0.key < $1.key }) { response.setHeader(name, value) }
      return response
    case .redirect(let status, let target):
      let port = origin.port.map { ":\($0)" } ?? ""
      let location = switch target {
      case .sameHost: "\(origin.scheme ?? "http")://127.0.0.1\(port)\(request.target)"
      case .otherHost: "\(origin.scheme ?? "http")://localhost\(port)\(request.target)"
      case .path(let path): "\(origin.scheme ?? "http")://127.0.0.1\(port)\(path)"
      }
      return .json(["message": "Moved Permanently", "url": location], status: status, headers: [("location", location)])
    case .primaryRateLimit(let resetInSeconds):
      let now = Int(Date().timeIntervalSince1970)
      return .json(
        [
          "message": "API rate limit exceeded for 127.0.0.1. (But here's the good news: Authenticated requests get a higher rate limit. Check out the documentation for more details.)",
          "documentation_url": "https://docs.github.com/rest/overview/resources-in-the-rest-api#rate-limiting",
        ], status: 403,
        headers: [
          ("x-ratelimit-limit", "60"), ("x-ratelimit-remaining", "0"), ("x-ratelimit-reset", String(now + resetInSeconds)),
          ("x-ratelimit-used", "60"), ("x-ratelimit-resource", "core"),
        ])
    case .secondaryRateLimit(let retryAfter):
      let now = Int(Date().timeIntervalSince1970)
      return .json(
        [
          "message": "You have exceeded a secondary rate limit. Please wait a few minutes before you try again. If you reach out to GitHub Support for help, please include the request ID.",
          "documentation_url": "https://docs.github.com/rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits",
        ], status: 403,
        headers: [
          ("retry-after", String(retryAfter)), ("x-ratelimit-limit", "5000"), ("x-ratelimit-remaining", "4990"),
          ("x-ratelimit-reset", String(now + 3600)), ("x-ratelimit-used", "10"), ("x-ratelimit-resource", "core"),
        ])
    }
  }
}
