package import Foundation

extension URL {
  /// The URL's scheme, host and port, lowercased, with the scheme's default
  /// port where none is written: `https://api.github.com:443`. Two URLs with
  /// the same origin reach the same server; a credential never leaves it.
  package var origin: String {
    let scheme = (scheme ?? "").lowercased()
    let port = port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : -1)
    return "\(scheme)://\((host ?? "").lowercased()):\(port)"
  }

  /// `/episode?page=1`: the path of this URL relative to `base`, with the
  /// query as the URL encodes it; `nil` when it is not under `base` (another
  /// origin, or a path outside the base path). A trailing slash stays.
  ///
  /// ```swift
  /// URL(string: "https://swapi.dev/api/films/?page=2")!.relativePath(under: URL(string: "https://swapi.dev/api")!)
  /// // "/films/?page=2"
  /// ```
  package func relativePath(under base: URL) -> String? {
    guard origin == base.origin,
      let components = URLComponents(url: self, resolvingAgainstBaseURL: true),
      let baseComponents = URLComponents(url: base, resolvingAgainstBaseURL: true)
    else { return nil }
    var basePath = baseComponents.percentEncodedPath
    while basePath.hasSuffix("/") { basePath.removeLast() }
    let path = components.percentEncodedPath
    guard path == basePath || path.hasPrefix(basePath + "/") || basePath.isEmpty else { return nil }
    var rest = String(path.dropFirst(basePath.count))
    if rest.isEmpty { rest = "/" }
    if let query = components.percentEncodedQuery, !query.isEmpty {
      rest += "?" + query
    }
    return rest
  }
}
