/// An HTTP request method.
public enum HTTPMethod: String, Sendable, Hashable, Codable, CaseIterable {
  case get = "GET"
  case head = "HEAD"
  case post = "POST"
  case put = "PUT"
  case patch = "PATCH"
  case delete = "DELETE"

  /// Whether repeating the request has the same effect as sending it once,
  /// so that a transport may retry it after a transient failure.
  public var isIdempotent: Bool {
    switch self {
    case .get, .head, .put, .delete: true
    case .post, .patch: false
    }
  }
}
