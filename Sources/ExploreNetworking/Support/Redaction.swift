package import Foundation

/// Removes secrets from text meant for logs, errors and recordings.
package enum Redaction {
  /// Query parameter names whose values are secrets.
  package static let secretQueryNames: Set<String> = [
    "access_token", "token", "client_secret", "api_key", "apikey", "key", "password", "secret",
  ]

  /// Header names never logged, recorded or cached.
  package static let secretHeaderNames: Set<String> = [
    "authorization", "proxy-authorization", "cookie", "set-cookie", "x-github-token",
  ]

  /// `url` as text with the values of secret query parameters replaced.
  package static func string(for url: URL) -> String {
    guard var components = URLComponents(url: url, resolvingAgainstBaseURL: true),
      let items = components.percentEncodedQueryItems, !items.isEmpty
    else { return url.absoluteString }
    components.percentEncodedQueryItems = items.map { item in
      secretQueryNames.contains(item.name.lowercased()) ? URLQueryItem(name: item.name, value: "REDACTED") : item
    }
    return components.string ?? url.absoluteString
  }

  /// `text` with every occurrence of `secret` replaced.
  package static func scrub(_ text: String, secret: String?) -> String {
    guard let secret, secret.count >= 4 else { return text }
    return text.replacingOccurrences(of: secret, with: "REDACTED")
  }
}
