import ExploreCore
import Foundation

extension HTTPResponse {
  /// A JSON response to `request`.
  static func json(_ object: Any, status: Int = 200, headers: [String: String] = [:], for request: HTTPRequest) -> HTTPResponse {
    var all = HTTPHeaders(headers)
    all["content-type"] = "application/json; charset=utf-8"
    let body = (try? JSONSerialization.data(withJSONObject: object, options: [.fragmentsAllowed])) ?? Data()
    return HTTPResponse(status: status, headers: all, body: body, url: request.url)
  }

  /// An empty response, such as a 204.
  static func empty(_ status: Int, for request: HTTPRequest) -> HTTPResponse {
    HTTPResponse(status: status, url: request.url)
  }
}

extension HTTPRequest {
  /// The path after the host, with the query, percent-decoded.
  var pathAndQuery: String {
    let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
    let path = components?.path ?? url.path
    guard let query = components?.query, !query.isEmpty else { return path }
    return path + "?" + query
  }

  /// The query items by name (last wins), percent-decoded.
  var queryItems: [String: String] {
    let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
    return Dictionary(items.map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { _, last in last })
  }
}
