/// Standard base64 (RFC 4648, with padding), as the kitty and iTerm2
/// protocols take it.
enum Base64 {
  private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

  /// The base64 text of `bytes`, as ASCII bytes.
  ///
  /// - Complexity: O(*n*).
  static func encode(_ bytes: [UInt8]) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity((bytes.count + 2) / 3 * 4)
    let alphabet = Self.alphabet
    var index = 0
    while index + 3 <= bytes.count {
      let value = Int(bytes[index]) << 16 | Int(bytes[index + 1]) << 8 | Int(bytes[index + 2])
      output += [alphabet[value >> 18], alphabet[value >> 12 & 63], alphabet[value >> 6 & 63], alphabet[value & 63]]
      index += 3
    }
    let rest = bytes.count - index
    if rest > 0 {
      let value = Int(bytes[index]) << 16 | (rest == 2 ? Int(bytes[index + 1]) << 8 : 0)
      output += [alphabet[value >> 18], alphabet[value >> 12 & 63]]
      output += rest == 2 ? [alphabet[value >> 6 & 63], UInt8(ascii: "=")] : [UInt8(ascii: "="), UInt8(ascii: "=")]
    }
    return output
  }
}
