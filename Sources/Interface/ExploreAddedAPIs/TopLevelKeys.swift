import Foundation

/// What the outermost object of a JSON text says about itself, learned in
/// one pass over its bytes that builds nothing: which keys it has, and
/// whether a key's value is a number.
///
/// ```swift
/// let keys = TopLevelKeys(scanning: data, for: ["explore", "openapi"])
/// keys.hasNumber(at: "explore") && !keys.has("openapi")   // an explore declaration
/// ```
///
/// NB: `explore api add` takes a document of up to 32 MiB. Reading all of it
/// into objects (`JSONSerialization`) only to look at two keys cost more
/// memory than the rest of `api add` together; this reads the top level's
/// keys and skips every value without keeping it.
struct TopLevelKeys {
  /// The keys asked about that the object has, and whether each one's value is a number.
  private let found: [String: Bool]

  /// The top-level keys among `wanted` that the JSON object in `data` has.
  /// A text that is not an object, or that breaks before its closing
  /// brace, answers with the keys before the break.
  ///
  /// - Complexity: O(*n*) in the size of `data`, with no allocation but for the keys in `wanted`.
  init(scanning data: Data, for wanted: Set<String>) {
    found = data.withUnsafeBytes { bytes in Self.scan(Scanner(bytes: bytes), for: wanted) }
  }

  private static func scan(_ start: Scanner, for wanted: Set<String>) -> [String: Bool] {
    var found: [String: Bool] = [:]
    var scanner = start
    if scanner.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { scanner.index = 3 }
    scanner.skipWhitespace()
    guard scanner.byte == UInt8(ascii: "{") else { return found }
    scanner.advance()
    while true {
      scanner.skipWhitespace()
      guard scanner.byte == UInt8(ascii: "\"") else { return found }
      let key = scanner.key(keeping: wanted)
      scanner.skipWhitespace()
      guard scanner.byte == UInt8(ascii: ":") else { return found }
      scanner.advance()
      scanner.skipWhitespace()
      if let key, let first = scanner.byte {
        found[key] = first == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first)
      }
      guard scanner.skipValue() else { return found }
      scanner.skipWhitespace()
      guard scanner.byte == UInt8(ascii: ",") else { return found }
      scanner.advance()
    }
  }

  /// Whether the object has `key`.
  func has(_ key: String) -> Bool { found[key] != nil }

  /// Whether the object's value at `key` is a number.
  func hasNumber(at key: String) -> Bool { found[key] == true }

  /// A reading position: the byte under it, `nil` at the end.
  private struct Scanner {
    let bytes: UnsafeRawBufferPointer
    var index = 0

    init(bytes: UnsafeRawBufferPointer) {
      self.bytes = bytes
    }

    var byte: UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func advance() { index += 1 }

    mutating func skipWhitespace() {
      while let byte, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { advance() }
    }

    /// The key under the reading position (at its opening quote) when it is
    /// one of `wanted`, and the position past its closing quote.
    mutating func key(keeping wanted: Set<String>) -> String? {
      let longest = wanted.map(\.utf8.count).max() ?? 0
      var text: [UInt8] = []
      var isTooLong = false
      advance()
      while let current = byte, current != UInt8(ascii: "\"") {
        var decoded = current
        if current == UInt8(ascii: "\\") {
          advance()
          guard let escaped = byte else { return nil }
          // NB: a key spelled with \u escapes is compared as written; no
          // declaration or OpenAPI document spells `explore` or `openapi` so.
          decoded = escaped == UInt8(ascii: "u") ? 0 : escaped
        }
        if text.count < longest { text.append(decoded) } else { isTooLong = true }
        advance()
      }
      guard byte != nil else { return nil }
      advance()
      guard !isTooLong else { return nil }
      let key = String(decoding: text, as: UTF8.self)
      return wanted.contains(key) ? key : nil
    }

    /// Past the value under the reading position, whatever it is; `false`
    /// when the text ends first.
    mutating func skipValue() -> Bool {
      var depth = 0
      while let current = byte {
        switch current {
        case UInt8(ascii: "\""):
          advance()
          while let inside = byte, inside != UInt8(ascii: "\"") {
            if inside == UInt8(ascii: "\\") { advance() }
            advance()
          }
          guard byte != nil else { return false }
          advance()
        case UInt8(ascii: "{"), UInt8(ascii: "["):
          depth += 1
          advance()
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
          guard depth > 0 else { return true }
          depth -= 1
          advance()
        case UInt8(ascii: ","):
          guard depth > 0 else { return true }
          advance()
        default:
          advance()
        }
        if depth == 0, let after = byte, !Self.continuesScalar(after) { return true }
      }
      return depth == 0
    }

    /// Whether `byte` can be inside a number or a literal (`true`, `null`).
    private static func continuesScalar(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."):
        true
      default: false
      }
    }
  }
}
