import Foundation

/// Gzip bodies made by hand, for a loopback server that sends
/// `Content-Encoding: gzip`: Foundation has no gzip encoder.
///
/// ```swift
/// Gzip.stored(Data(#"{"id":1}"#.utf8))   // a valid member of stored blocks
/// Gzip.bomb(inflatingTo: 64 << 20)        // ~420 KB that inflate to 64 MB of zeros
/// ```
enum Gzip {
  /// `data` as one gzip member of stored (uncompressed) deflate blocks,
  /// with its CRC-32 and length: what any gzip reader inflates to `data`.
  ///
  /// - Complexity: O(*n*) in the size of `data`.
  static func stored(_ data: Data) -> Data {
    var bytes = header
    let blocks = stride(from: 0, to: max(data.count, 1), by: 65_535).map { start in
      data[data.startIndex + start..<data.startIndex + min(start + 65_535, data.count)]
    }
    for (index, block) in blocks.enumerated() {
      let length = UInt16(block.count)
      bytes.append(index == blocks.count - 1 ? 0x01 : 0x00)  // BFINAL, BTYPE 00 (stored)
      bytes += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
      bytes += block
    }
    bytes += littleEndian(crc32(data))
    bytes += littleEndian(UInt32(truncatingIfNeeded: data.count))
    return Data(bytes)
  }

  /// A gzip member whose deflate stream inflates to `count` zero bytes at
  /// about 160 to 1 (fixed-Huffman matches of 258 bytes at distance 1, 13
  /// bits each), and then stops: it has no end of block and no trailer,
  /// so a client that reads it to the end fails, and one that counts the
  /// bytes it inflates stops long before.
  ///
  /// - Complexity: O(`count` / 258).
  static func bomb(inflatingTo count: Int) -> Data {
    var writer = BitWriter()
    writer.bytes = header
    writer.write(0b1, bits: 1)  // BFINAL
    writer.write(0b01, bits: 2)  // BTYPE 01: fixed Huffman codes
    writer.writeCode(0x30, length: 8)  // the literal 0
    for _ in 0..<(max(count, 1) - 1) / 258 {
      writer.writeCode(0xC5, length: 8)  // symbol 285: length 258, no extra bits
      writer.writeCode(0, length: 5)  // distance code 0: distance 1
    }
    writer.flush()
    return Data(writer.bytes)
  }

  /// ID1 ID2, deflate, no flags, no time, no extra flags, OS unknown.
  private static let header: [UInt8] = [0x1F, 0x8B, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xFF]

  private static func littleEndian(_ value: UInt32) -> [UInt8] {
    (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
  }

  /// The CRC-32 (IEEE 802.3, reflected) of `data`, as gzip's trailer has it.
  static func crc32(_ data: Data) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in data {
      crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
    }
    return ~crc
  }

  private static let crcTable: [UInt32] = (0..<256).map { index in
    var value = UInt32(index)
    for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
    return value
  }

  /// Packs bits least significant first, as deflate does.
  private struct BitWriter {
    var bytes: [UInt8] = []
    private var buffer: UInt64 = 0
    private var count = 0

    /// Writes the low `bits` bits of `value`, least significant first.
    mutating func write(_ value: UInt64, bits: Int) {
      buffer |= value << count
      count += bits
      while count >= 8 {
        bytes.append(UInt8(truncatingIfNeeded: buffer))
        buffer >>= 8
        count -= 8
      }
    }

    /// Writes a Huffman code, which deflate stores most significant bit first.
    mutating func writeCode(_ code: UInt64, length: Int) {
      var reversed: UInt64 = 0
      for bit in 0..<length where code & (1 << bit) != 0 { reversed |= 1 << (length - 1 - bit) }
      write(reversed, bits: length)
    }

    mutating func flush() {
      if count > 0 { bytes.append(UInt8(truncatingIfNeeded: buffer)) }
      buffer = 0
      count = 0
    }
  }
}
