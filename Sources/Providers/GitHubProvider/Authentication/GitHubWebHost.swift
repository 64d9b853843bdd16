package import Foundation

/// Where GitHub's web pages are for an API base URL: the host of the
/// device-flow sign-in and of `gh auth token --hostname` (its
/// `LoginStore.hostKey`).
package enum GitHubWebHost {
  /// The variable that overrides the derived web URL, as the tests do.
  package static let environmentVariable = "EXPLORE_GITHUB_WEB_URL"

  /// The web URL for `apiBaseURL`, unless `EXPLORE_GITHUB_WEB_URL` says
  /// otherwise:
  ///
  /// - `https://api.github.com` gives `https://github.com`;
  /// - GitHub Enterprise Server's `https://HOST/api/v3` gives `https://HOST`;
  /// - an `api.` host, as GitHub Enterprise Cloud's `api.NAME.ghe.com`,
  ///   gives the host without `api.`;
  /// - anything else is its own web host.
  package static func url(forAPI apiBaseURL: URL, environment: [String: String]) -> URL {
    if let override = environment[environmentVariable]?.trimmingCharacters(in: .whitespaces), !override.isEmpty,
      let url = URL(string: override), url.scheme != nil, url.host != nil
    {
      return url
    }
    guard var components = URLComponents(url: apiBaseURL, resolvingAgainstBaseURL: true), let host = components.host else {
      return apiBaseURL
    }
    var path = components.percentEncodedPath
    while path.hasSuffix("/") { path.removeLast() }
    if path.hasSuffix("/api/v3") {
      path.removeLast("/api/v3".count)
    } else if host.lowercased().hasPrefix("api.") {
      components.host = String(host.dropFirst("api.".count))
      path = ""
    }
    components.percentEncodedPath = path
    components.query = nil
    components.fragment = nil
    return components.url ?? apiBaseURL
  }
}
