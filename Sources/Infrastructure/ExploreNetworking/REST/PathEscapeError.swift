public import ExploreCore

/// A request whose path would leave the API's base path: one of its parts
/// is a dot segment (`.` or `..`), plainly, percent-encoded (`%2E%2E`) or
/// between slashes (`../x`), which a server or a proxy resolves by moving
/// up, so that `/v1/../../etc/passwd` reaches `/etc/passwd`. Refused by
/// ``URLBuilder`` before any request is built.
public struct PathEscapeError: UserFacingError, Hashable {
  /// The offending path part, as it was given.
  public var component: String
  /// The base URL's path, which every request must stay under.
  public var basePath: String

  public init(component: String, basePath: String) {
    self.component = component
    self.basePath = basePath
  }

  public var description: String {
    let base = basePath.isEmpty ? "/" : basePath
    return "explore did not send the request: its path part '\(APIError.quoted(component))' is or holds '..' or '.', "
      + "which would move the request out of the API's path \(base), to another part of the server. "
      + "A value in a request's path may not be '.' or '..', plainly or percent-encoded, nor hold one between slashes. "
      + "If the value is one you gave (an id or a name), give the value itself; otherwise the provider builds a wrong path: report it."
  }
}
