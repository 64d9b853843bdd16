/// Inflates a zlib stream (RFC 1950) of deflate blocks (RFC 1951): stored,
/// fixed Huffman and dynamic Huffman, then checks its Adler-32.
///
/// ```swift
/// let scanlines = try Inflater.inflate(zlib: idat, size: expected)
/// ```
///
/// The output is exactly `size` bytes, allocated once before any block is
/// read: a stream that inflates to more is refused as soon as it passes
/// the size (a decompression bomb never gets more memory than its picture
/// declared), one that ends short is refused as truncated.
package struct Inflater: ~Copyable {
  private let input: UnsafeBufferPointer<UInt8>
  /// The next byte of `input` to load into `bitBuffer`.
  private var position = 0
  /// Bits loaded and not yet used, the next one the least significant.
  private var bitBuffer: UInt64 = 0
  private var bitCount = 0
  /// Zero bits loaded past the end of the input. While the stream is
  /// sound they are never used: `bitCount >= paddingBits`.
  private var paddingBits = 0
  private let output: UnsafeMutableBufferPointer<UInt8>
  private var written = 0

  private init(input: UnsafeBufferPointer<UInt8>, output: UnsafeMutableBufferPointer<UInt8>) {
    self.input = input
    self.output = output
  }

  /// The `size` bytes that the zlib stream `zlib` inflates to.
  ///
  /// - Throws: ``PictureError`` (for a PNG) when the stream is damaged, ends
  ///   early, inflates to more or fewer than `size` bytes, or fails its checksum.
  /// - Complexity: O(*n* + `size`).
  static func inflate(zlib: [UInt8], size: Int) throws(PictureError) -> [UInt8] {
    var result = [UInt8](repeating: 0, count: size)
    var failure: PictureError?
    zlib.withUnsafeBufferPointer { input in
      result.withUnsafeMutableBufferPointer { output in
        var inflater = Inflater(input: input, output: output)
        do throws(PictureError) {
          try inflater.run()
        } catch {
          failure = error
        }
      }
    }
    if let failure { throw failure }
    return result
  }

  private mutating func run() throws(PictureError) {
    guard input.count >= 2 else { throw PictureError(.png, .truncated) }
    let method = input[0], flags = input[1]
    guard method & 0x0F == 8, method >> 4 <= 7, (UInt16(method) << 8 | UInt16(flags)) % 31 == 0, flags & 0x20 == 0 else {
      throw PictureError(.png, .corrupt(.badZlibHeader))
    }
    position = 2
    var last = false
    while !last {
      last = try bits(1) == 1
      switch try bits(2) {
      case 0: try stored()
      case 1: try codes(literals: HuffmanCode.fixedLiterals, distances: HuffmanCode.fixedDistances)
      case 2:
        let (literals, distances) = try dynamicCodes()
        try codes(literals: literals, distances: distances)
      default: throw PictureError(.png, .corrupt(.badDeflateBlock))
      }
    }
    guard written == output.count else { throw PictureError(.png, .truncated) }
    // The Adler-32, big-endian, on the next byte boundary.
    dropToByte()
    var expected: UInt32 = 0
    for _ in 0..<4 { expected = expected << 8 | (try bits(8)) }
    guard Adler32.checksum(UnsafeBufferPointer(output)) == expected else { throw PictureError(.png, .corrupt(.badChecksum)) }
  }

  // MARK: Bits

  /// Loads whole bytes until at least 57 bits are buffered, zeros past the end.
  @inline(__always)
  private mutating func refill() {
    while bitCount <= 56 {
      let byte: UInt64
      if position < input.count {
        byte = UInt64(input[position])
        position += 1
      } else {
        byte = 0
        paddingBits += 8
      }
      bitBuffer |= byte << UInt64(bitCount)
      bitCount += 8
    }
  }

  /// The next `count` bits (at most 32), the first one least significant.
  @inline(__always)
  private mutating func bits(_ count: Int) throws(PictureError) -> UInt32 {
    if bitCount < count { refill() }
    let value = UInt32(truncatingIfNeeded: bitBuffer & ((1 << UInt64(count)) &- 1))
    bitBuffer >>= UInt64(count)
    bitCount -= count
    guard bitCount >= paddingBits else { throw PictureError(.png, .truncated) }
    return value
  }

  /// Drops the bits up to the next byte boundary.
  private mutating func dropToByte() {
    let drop = bitCount % 8
    bitBuffer >>= UInt64(drop)
    bitCount -= drop
  }

  /// The next symbol of `code`.
  @inline(__always)
  private mutating func decode(_ code: HuffmanCode) throws(PictureError) -> Int {
    if bitCount < 15 { refill() }
    let entry = Int(code.fast[Int(truncatingIfNeeded: bitBuffer) & ((1 << HuffmanCode.fastBits) - 1)])
    if entry != 0 {
      let length = entry & 15
      bitBuffer >>= UInt64(length)
      bitCount -= length
      guard bitCount >= paddingBits else { throw PictureError(.png, .truncated) }
      return entry >> 4
    }
    // NB: a code longer than the table, read one bit at a time against the
    // canonical counts (the first code of each length is known from them).
    var value = 0, first = 0, index = 0
    for length in 1...15 {
      value |= Int(truncatingIfNeeded: bitBuffer >> UInt64(length - 1)) & 1
      let count = code.counts[length]
      if value - count < first {
        bitBuffer >>= UInt64(length)
        bitCount -= length
        guard bitCount >= paddingBits else { throw PictureError(.png, .truncated) }
        return Int(code.symbols[index + value - first])
      }
      index += count
      first = (first + count) << 1
      value <<= 1
    }
    throw PictureError(.png, .corrupt(.badHuffmanCode))
  }

  // MARK: Blocks

  /// A stored block: LEN, NLEN, then LEN bytes copied as they are.
  private mutating func stored() throws(PictureError) {
    dropToByte()
    // NB: hand the whole buffered bytes back to the input and copy straight from it.
    guard bitCount >= paddingBits else { throw PictureError(.png, .truncated) }
    position -= (bitCount - paddingBits) / 8
    bitBuffer = 0
    bitCount = 0
    paddingBits = 0
    guard position + 4 <= input.count else { throw PictureError(.png, .truncated) }
    let length = Int(input[position]) | Int(input[position + 1]) << 8
    let complement = Int(input[position + 2]) | Int(input[position + 3]) << 8
    position += 4
    guard length == complement ^ 0xFFFF else { throw PictureError(.png, .corrupt(.badDeflateBlock)) }
    guard position + length <= input.count else { throw PictureError(.png, .truncated) }
    guard written + length <= output.count else { throw PictureError(.png, .corrupt(.extraImageData)) }
    for offset in 0..<length { output[written + offset] = input[position + offset] }
    position += length
    written += length
  }

  /// The code-length code, then the literal/length and distance codes of a dynamic block.
  private mutating func dynamicCodes() throws(PictureError) -> (HuffmanCode, HuffmanCode) {
    let literalCount = Int(try bits(5)) + 257
    let distanceCount = Int(try bits(5)) + 1
    let lengthCodeCount = Int(try bits(4)) + 4
    guard literalCount <= 286, distanceCount <= 30 else { throw PictureError(.png, .corrupt(.badDeflateBlock)) }
    var lengthLengths = [UInt8](repeating: 0, count: 19)
    for index in 0..<lengthCodeCount {
      lengthLengths[Self.lengthCodeOrder[index]] = UInt8(try bits(3))
    }
    let lengthCode = try HuffmanCode(lengths: lengthLengths[...])
    var lengths = [UInt8](repeating: 0, count: literalCount + distanceCount)
    var index = 0
    while index < lengths.count {
      let symbol = try decode(lengthCode)
      var repeated: UInt8 = 0
      var times = 0
      switch symbol {
      case 0...15:
        lengths[index] = UInt8(symbol)
        index += 1
        continue
      case 16:
        guard index > 0 else { throw PictureError(.png, .corrupt(.badDeflateBlock)) }
        repeated = lengths[index - 1]
        times = 3 + Int(try bits(2))
      case 17: times = 3 + Int(try bits(3))
      default: times = 11 + Int(try bits(7))
      }
      guard index + times <= lengths.count else { throw PictureError(.png, .corrupt(.badDeflateBlock)) }
      for _ in 0..<times {
        lengths[index] = repeated
        index += 1
      }
    }
    guard lengths[256] != 0 else { throw PictureError(.png, .corrupt(.badDeflateBlock)) }
    return (try HuffmanCode(lengths: lengths[..<literalCount]), try HuffmanCode(lengths: lengths[literalCount...]))
  }

  /// The symbols of a Huffman block, up to its end-of-block symbol.
  private mutating func codes(literals: HuffmanCode, distances: HuffmanCode) throws(PictureError) {
    let output = self.output
    while true {
      let symbol = try decode(literals)
      if symbol < 256 {
        guard written < output.count else { throw PictureError(.png, .corrupt(.extraImageData)) }
        output[written] = UInt8(truncatingIfNeeded: symbol)
        written += 1
        continue
      }
      if symbol == 256 { return }
      let lengthIndex = symbol - 257
      guard lengthIndex < 29 else { throw PictureError(.png, .corrupt(.badHuffmanCode)) }
      let length = Int(Self.lengthBase[lengthIndex]) + Int(try bits(Int(Self.lengthExtra[lengthIndex])))
      let distanceIndex = try decode(distances)
      guard distanceIndex < 30 else { throw PictureError(.png, .corrupt(.badHuffmanCode)) }
      let distance = Int(Self.distanceBase[distanceIndex]) + Int(try bits(Int(Self.distanceExtra[distanceIndex])))
      guard distance <= written else { throw PictureError(.png, .corrupt(.badDistance)) }
      guard written + length <= output.count else { throw PictureError(.png, .corrupt(.extraImageData)) }
      // NB: byte by byte, since the source may overlap what this copy writes.
      var from = written - distance
      for _ in 0..<length {
        output[written] = output[from]
        written += 1
        from += 1
      }
    }
  }

  // MARK: Tables (RFC 1951, 3.2.5 and 3.2.7)

  package static let lengthCodeOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
  package static let lengthBase: [UInt16] = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
  ]
  package static let lengthExtra: [UInt8] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
  package static let distanceBase: [UInt16] = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145,
    8193, 12289, 16385, 24577,
  ]
  package static let distanceExtra: [UInt8] = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
  ]
}
