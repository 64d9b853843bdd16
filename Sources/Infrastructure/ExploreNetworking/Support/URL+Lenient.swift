public import Foundation

extension URL {
  /// Creates a URL from text that an API wrote, percent-encoding what it
  /// left raw.
  ///
  /// The Rick and Morty API's own `next` links contain unencoded spaces
  /// (`…/character?page=2&name=rick sanchez`); this initializer turns them
  /// into `%20` and leaves everything that is already valid untouched, so
  /// an existing escape such as `%2F` is never encoded twice.
  ///
  /// ```swift
  /// URL(lenient: "https://rickandmortyapi.com/api/character?page=2&name=rick sanchez")
  /// // https://rickandmortyapi.com/api/character?page=2&name=rick%20sanchez
  /// ```
  ///
  /// Returns `nil` for empty text or text that is still not a URL.
  ///
  /// - Complexity: O(*n*) in the length of `string`.
  public init?(lenient string: String) {
    let trimmed = string.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { return nil }
    self.init(string: LenientURLEncoding.encode(LenientURLEncoding.lowercasingScheme(trimmed)))
  }
}

extension URL {
  /// Resolves `string`, such as a `Location` header, against `base`,
  /// percent-encoding what the server left raw.
  init?(lenient string: String, relativeTo base: URL) {
    let trimmed = string.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty, let url = URL(string: LenientURLEncoding.encode(LenientURLEncoding.lowercasingScheme(trimmed)), relativeTo: base)
    else { return nil }
    self = url.absoluteURL
  }
}

/// Percent-encodes the bytes of a URL string that may not appear raw.
enum LenientURLEncoding {
  /// Characters allowed raw anywhere in a URL: RFC 3986 unreserved and
  /// reserved characters. `%` is handled separately.
  private static let allowed: Set<UInt8> = {
    let text = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;="
    return Set(text.utf8)
  }()

  /// `string` with its scheme in lowercase: `HTTP://api.example.com/x` as
  /// `http://api.example.com/x`. Schemes are case-insensitive (RFC 3986,
  /// 3.1) but URLSession and the client's own checks compare them as
  /// written, so a server's `HTTP://` next link would fail as "unsupported".
  ///
  /// - Complexity: O(*n*) in the length of the scheme.
  static func lowercasingScheme(_ string: String) -> String {
    guard let colon = string.utf8.firstIndex(of: UInt8(ascii: ":")) else { return string }
    let scheme = string.utf8[..<colon]
    guard let first = scheme.first, isLetter(first),
      scheme.allSatisfy({ isLetter($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || "+-.".utf8.contains($0) }),
      scheme.contains(where: { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) })
    else { return string }
    return String(decoding: scheme, as: UTF8.self).lowercased() + string[colon...]
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
  }

  static func encode(_ string: String) -> String {
    let bytes = Array(string.utf8)
    var output = ""
    output.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "%") {
        // NB: keep a valid escape as it is; a lone `%` becomes `%25`.
        if index + 2 < bytes.count, isHexDigit(bytes[index + 1]), isHexDigit(bytes[index + 2]) {
          output.append("%")
        } else {
          output.append("%25")
        }
      } else if allowed.contains(byte) {
        output.append(Character(Unicode.Scalar(byte)))
      } else {
        output.append(String(format: "%%%02X", byte))
      }
      index += 1
    }
    return output
  }

  private static func isHexDigit(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"), UInt8(ascii: "A")...UInt8(ascii: "F"):
      true
    default:
      false
    }
  }
}
