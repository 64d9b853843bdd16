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

  /// RFC 3986's `pchar` but `%`: the unreserved characters, the
  /// sub-delimiters and `:` and `@`, which a path segment holds as written.
  private static let pathCharacters = unreserved.union(CharacterSet(charactersIn: "!$&'()*+,;=:@"))

  /// The string as one path segment: RFC 3986's `pchar` left raw (`@me`,
  /// `a:b`, `+1`), everything else percent-encoded, `/`, `?`, `#`, `%` and
  /// spaces among them, so the segment stays one segment.
  ///
  /// - Complexity: O(*n*) in the length of the string.
  package var percentEncodedPathSegment: String {
    addingPercentEncoding(withAllowedCharacters: Self.pathCharacters) ?? self
  }
}
