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

  /// The placeholder that replaces a secret in logs and recordings.
  package static let placeholder = "REDACTED"

  /// `url` as text with the values of secret query parameters replaced
  /// (the well-known names, and the query item `credential` is sent in),
  /// and so is a password in its user info (`ftp://user:REDACTED@host`,
  /// from a link a server sent).
  package static func string(for url: URL, credential: Credential? = nil) -> String {
    guard var components = URLComponents(url: url, resolvingAgainstBaseURL: true) else { return scrub(url.absoluteString, credential) }
    let items = components.percentEncodedQueryItems ?? []
    let hasPassword = components.percentEncodedPassword != nil
    guard !items.isEmpty || hasPassword else { return scrub(url.absoluteString, credential) }
    if hasPassword { components.percentEncodedPassword = placeholder }
    if !items.isEmpty {
      let names = secretQueryNames(with: credential)
      components.percentEncodedQueryItems = items.map { item in
        // NB: names compared as decoded: a credential's `api key` is sent as `api%20key`.
        let name = (item.name.removingPercentEncoding ?? item.name).lowercased()
        let value = item.value.flatMap { $0.removingPercentEncoding ?? $0 }
        let isSecret = names.contains(name) || (credential.map { !$0.secret.isEmpty && value == $0.secret } ?? false)
        return isSecret ? URLQueryItem(name: item.name, value: placeholder) : item
      }
    }
    return scrub(components.string ?? url.absoluteString, credential)
  }

  /// `text` without `credential`'s secret, as it is or percent-encoded.
  private static func scrub(_ text: String, _ credential: Credential?) -> String {
    scrub(scrub(text, secret: credential?.secret), secret: credential?.secret.percentEncodedUnreserved)
  }

  /// Whether a query item named `name` holds a secret, so that a recorded
  /// `api_key=REDACTED` matches a request with any `api_key` on replay.
  package static func isSecretQueryName(_ name: String, credential: Credential? = nil) -> Bool {
    secretQueryNames(with: credential).contains((name.removingPercentEncoding ?? name).lowercased())
  }

  private static func secretQueryNames(with credential: Credential?) -> Set<String> {
    guard let name = credential?.queryItemName else { return secretQueryNames }
    return secretQueryNames.union([name.lowercased()])
  }

  /// `text` with every occurrence of `secret` replaced.
  package static func scrub(_ text: String, secret: String?) -> String {
    guard let secret, secret.count >= 4 else { return text }
    return text.replacingOccurrences(of: secret, with: placeholder)
  }
}
