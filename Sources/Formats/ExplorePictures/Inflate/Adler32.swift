/// The Adler-32 checksum that ends a zlib stream (RFC 1950).
package enum Adler32 {
  /// The checksum of `bytes`.
  ///
  /// - Complexity: O(*n*).
  package static func checksum(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
    var a: UInt32 = 1
    var b: UInt32 = 0
    var index = 0
    // NB: 5,552 is the most bytes whose sums cannot overflow 32 bits
    // before the modulo (RFC 1950's NMAX).
    while index < bytes.count {
      let end = min(index + 5_552, bytes.count)
      while index < end {
        a &+= UInt32(bytes[index])
        b &+= a
        index += 1
      }
      a %= 65_521
      b %= 65_521
    }
    return b << 16 | a
  }
}
