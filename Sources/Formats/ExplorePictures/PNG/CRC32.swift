/// The CRC-32 of PNG chunks (ISO 3309, the polynomial `0xEDB88320` reflected).
package enum CRC32 {
  private static let table: [UInt32] = (0..<256).map { index in
    var value = UInt32(index)
    for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
    return value
  }

  /// The checksum of `bytes`.
  ///
  /// - Complexity: O(*n*).
  package static func checksum(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
    let table = Self.table
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    return crc ^ 0xFFFF_FFFF
  }
}
