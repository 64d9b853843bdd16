import Foundation

/// The directives of a `Cache-Control` header that decide whether a stored
/// response may be used without asking the server (RFC 9111 §5.2.2, RFC 8246).
///
/// ```swift
/// let directives = CacheControl("public, max-age=300, immutable")
/// directives.maxAge      // 300
/// directives.isImmutable // true
/// ```
///
/// Unknown directives are ignored; a `max-age` that is not a number of
/// seconds counts as none given, and one larger than 2³¹ s is 2³¹ s, as RFC 9111 §1.2.2 says.
package struct CacheControl: Sendable, Hashable {
  /// `max-age`, in seconds.
  package var maxAge: Int?
  /// `no-cache`: revalidate before every use.
  package var noCache = false
  /// `no-store`: keep nothing.
  package var noStore = false
  /// `immutable`: the body never changes while fresh.
  package var isImmutable = false

  /// The largest delta-seconds value kept: 2³¹.
  package static let largestDelta = 1 << 31

  /// The directives of `header` (`nil` for none).
  ///
  /// - Complexity: O(*n*) in the length of `header`.
  package init(_ header: String?) {
    guard let header else { return }
    for part in header.split(separator: ",") {
      let directive = part.split(separator: "=", maxSplits: 1)
      let name = directive.first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
      var value = directive.count > 1 ? directive[1].trimmingCharacters(in: .whitespaces)[...] : nil
      if let quoted = value, quoted.count >= 2, quoted.hasPrefix("\""), quoted.hasSuffix("\"") {
        value = quoted.dropFirst().dropLast()
      }
      switch name {
      case "max-age": maxAge = value.flatMap { Self.deltaSeconds($0) }
      case "no-cache": noCache = true
      case "no-store": noStore = true
      case "immutable": isImmutable = true
      default: break
      }
    }
  }

  /// Decimal digits as seconds, at most ``largestDelta``; `nil` for anything else.
  static func deltaSeconds(_ text: Substring) -> Int? {
    guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
    // NB: more digits than any Int holds are still a number of seconds, just a long one.
    return Int(text).map { min($0, largestDelta) } ?? largestDelta
  }
}
