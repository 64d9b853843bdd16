package import ExploreCore
package import Foundation

/// Where explore finds a GitHub token, in the order `gh` uses.
package enum GitHubCredentials {
  /// The source names shown by `auth status`.
  package static let ghTokenSource = "GH_TOKEN"
  package static let githubTokenSource = "GITHUB_TOKEN"
  package static let storedLoginSource = "stored login"

  /// The token from `GH_TOKEN`, then `GITHUB_TOKEN`, then the login stored
  /// for the API's host, or `nil` when there is none.
  ///
  /// Blank variables count as unset.
  package static func resolve(
    environment: [String: String],
    store: GitHubTokenStore,
    host: String
  ) throws -> Credential? {
    for variable in [ghTokenSource, githubTokenSource] {
      if let value = environment[variable]?.trimmingCharacters(in: .whitespacesAndNewlines), !value.isEmpty {
        return Credential(secret: value, scheme: .bearer, source: variable)
      }
    }
    if let stored = try store.login(forHost: host) {
      return Credential(secret: stored.token, scheme: .bearer, source: storedLoginSource)
    }
    return nil
  }

  /// The key a login is stored under: the API's host, with its port when
  /// it has one (`api.github.com`, `ghe.example.com`, `127.0.0.1:8080`).
  package static func hostKey(for baseURL: URL) -> String {
    let host = baseURL.host ?? baseURL.absoluteString
    if let port = baseURL.port { return "\(host):\(port)" }
    return host
  }

  /// The host as people name it: `github.com` for the public API, else the
  /// API's host.
  package static func displayHost(for baseURL: URL) -> String {
    let key = hostKey(for: baseURL)
    return key == "api.github.com" ? "github.com" : key
  }
}
