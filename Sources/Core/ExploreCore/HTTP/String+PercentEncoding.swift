import Foundation

extension String {
  /// RFC 3986's unreserved characters, the only ones left raw.
  private static let unreserved = CharacterSet(
    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~"
  )

  /// The string with everything but RFC 3986's unreserved characters
  /// percent-encoded: safe as a path component or a query name or value.
  ///
  /// NB: stricter than `URLComponents`, which leaves `+`, `&` and `=` raw
  /// in a query, where many servers read `+` as a space.
  ///
  /// - Complexity: O(*n*) in the length of the string.
  package var percentEncodedUnreserved: String {
    addingPercentEncoding(withAllowedCharacters: Self.unreserved) ?? self
  }
}
