/// A canonical Huffman code of deflate (RFC 1951, 3.2.2), built from code
/// lengths: a table of the codes up to ``fastBits`` long, indexed by the
/// next bits of the stream, and the canonical counts for longer codes.
struct HuffmanCode: Sendable {
  /// Codes this long or shorter are decoded with one look-up.
  static let fastBits = 9

  /// `symbol << 4 | length` for each `fastBits`-bit prefix (bits in stream
  /// order), or 0 when the code is longer (or unassigned).
  var fast: [UInt16]
  /// How many codes have each length, 0...15.
  var counts: [Int]
  /// The symbols in canonical order.
  var symbols: [UInt16]

  /// The code whose symbol `i` has length `lengths[i]` (0 for unused).
  ///
  /// - Throws: `.badHuffmanCode` when the lengths over-subscribe the code
  ///   space. An incomplete code is accepted; its unassigned codes fail when read.
  /// - Complexity: O(*n* + 2^``fastBits``).
  init(lengths: ArraySlice<UInt8>) throws(PictureError) {
    let counts = Self.counts(of: lengths)
    var left = 1
    for length in 1...15 {
      left = (left << 1) - counts[length]
      guard left >= 0 else { throw PictureError(.png, .corrupt(.badHuffmanCode)) }
    }
    self.init(checkedLengths: lengths, counts: counts)
  }

  /// The code of `lengths`, which do not over-subscribe the code space
  /// (checked by ``init(lengths:)``, or a fixed code of RFC 1951);
  /// `counts` holds how many codes have each length.
  private init(checkedLengths lengths: ArraySlice<UInt8>, counts: [Int]) {
    var offsets = [Int](repeating: 0, count: 16)
    for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
    var symbols = [UInt16](repeating: 0, count: lengths.count)
    var nextCode = [Int](repeating: 0, count: 16)
    var code = 0
    for length in 1...15 {
      code = (code + (length > 1 ? counts[length - 1] : 0)) << 1
      nextCode[length] = code
    }
    var fast = [UInt16](repeating: 0, count: 1 << Self.fastBits)
    for (index, length) in zip(lengths.indices, lengths) where length > 0 {
      let symbol = index - lengths.startIndex
      let length = Int(length)
      symbols[offsets[length]] = UInt16(symbol)
      offsets[length] += 1
      let assigned = nextCode[length]
      nextCode[length] += 1
      guard length <= Self.fastBits else { continue }
      // NB: deflate packs a code from its most significant bit into the
      // stream's least significant bits first, so the table is indexed by
      // the code reversed.
      var reversed = 0
      for bit in 0..<length where assigned & (1 << bit) != 0 { reversed |= 1 << (length - 1 - bit) }
      let entry = UInt16(symbol << 4 | length)
      var slot = reversed
      while slot < fast.count {
        fast[slot] = entry
        slot += 1 << length
      }
    }
    self.fast = fast
    self.counts = counts
    self.symbols = symbols
  }

  /// The fixed literal/length code of block type 1.
  static let fixedLiterals: HuffmanCode = {
    var lengths = [UInt8](repeating: 8, count: 288)
    for symbol in 144..<256 { lengths[symbol] = 9 }
    for symbol in 256..<280 { lengths[symbol] = 7 }
    return HuffmanCode(fixed: lengths)
  }()

  /// The fixed distance code of block type 1.
  static let fixedDistances: HuffmanCode = {
    HuffmanCode(fixed: [UInt8](repeating: 5, count: 30))
  }()

  /// A fixed code of RFC 1951, 3.2.6: complete, so never over-subscribed.
  private init(fixed lengths: [UInt8]) {
    let counts = Self.counts(of: lengths)
    self.init(checkedLengths: lengths[...], counts: counts)
  }

  /// How many codes have each length 1...15 (index 0 unused, 0).
  private static func counts(of lengths: some Sequence<UInt8>) -> [Int] {
    var counts = [Int](repeating: 0, count: 16)
    for length in lengths { counts[Int(length)] += 1 }
    counts[0] = 0
    return counts
  }
}
