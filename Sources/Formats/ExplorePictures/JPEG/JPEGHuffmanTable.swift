/// A Huffman table of a JPEG (`DHT`, ITU T.81 annex C): codes of up to 9
/// bits decoded with one look-up, longer ones against the canonical
/// largest code of each length.
struct JPEGHuffmanTable: Sendable {
  /// Codes this long or shorter are decoded with one look-up.
  static let fastBits = 9

  /// `length << 8 | value` for each `fastBits`-bit prefix, or 0 when the
  /// code is longer or unassigned.
  var fast: [UInt16]
  /// The largest code of each length 1...16 (index 0 unused), -1 for none.
  var maxCode: [Int32]
  /// What to add to a code of each length to get its index in `values`.
  var valueOffset: [Int32]
  /// The values in code order.
  var values: [UInt8]

  /// A table that assigns no code: every read fails.
  static let empty = JPEGHuffmanTable(
    fast: [UInt16](repeating: 0, count: 1 << fastBits),
    maxCode: [Int32](repeating: -1, count: 17) + [Int32.max],
    valueOffset: [Int32](repeating: 0, count: 18),
    values: []
  )

  private init(fast: [UInt16], maxCode: [Int32], valueOffset: [Int32], values: [UInt8]) {
    self.fast = fast
    self.maxCode = maxCode
    self.valueOffset = valueOffset
    self.values = values
  }

  /// The table of a `DHT`'s 16 code counts and its values.
  ///
  /// - Throws: `.badJPEGTable` when the counts over-subscribe a length.
  /// - Complexity: O(2^``fastBits`` + the number of values).
  init(counts: [Int], values: [UInt8]) throws(PictureError) {
    precondition(counts.count == 17, "JPEGHuffmanTable counts are indexed by length 1...16")
    var fast = [UInt16](repeating: 0, count: 1 << Self.fastBits)
    var maxCode = [Int32](repeating: -1, count: 18)
    var valueOffset = [Int32](repeating: 0, count: 18)
    var code = 0
    var index = 0
    for length in 1...16 {
      valueOffset[length] = Int32(index - code)
      for _ in 0..<counts[length] {
        // NB: checked before the code is used: an over-subscribed length
        // would otherwise fill look-up slots past the table (found by the
        // `jpeg` fuzzer).
        guard code < 1 << length else { throw PictureError(.jpeg, .corrupt(.badJPEGTable)) }
        if length <= Self.fastBits {
          let shift = Self.fastBits - length
          let entry = UInt16(length << 8) | UInt16(values[index])
          for slot in (code << shift)..<((code + 1) << shift) { fast[slot] = entry }
        }
        code += 1
        index += 1
      }
      maxCode[length] = counts[length] > 0 ? Int32(code - 1) : -1
      code <<= 1
    }
    // NB: a sentinel past the longest length, so that a search stops there.
    maxCode[17] = Int32.max
    self.fast = fast
    self.maxCode = maxCode
    self.valueOffset = valueOffset
    self.values = values
  }
}
