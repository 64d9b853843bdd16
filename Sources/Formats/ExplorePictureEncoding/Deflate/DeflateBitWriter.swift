import ExplorePictures

/// Writes deflate's bits, least significant first, and its dynamic
/// Huffman blocks (RFC 1951, 3.2.7).
struct DeflateBitWriter {
  var bytes: [UInt8] = []
  private var buffer: UInt64 = 0
  private var count = 0

  /// The low `length` bits of `value`.
  @inline(__always)
  mutating func write(_ value: Int, _ length: Int) {
    buffer |= (UInt64(truncatingIfNeeded: value) & ((1 << UInt64(length)) &- 1)) << UInt64(count)
    count += length
    while count >= 8 {
      bytes.append(UInt8(truncatingIfNeeded: buffer))
      buffer >>= 8
      count -= 8
    }
  }

  /// Pads with zeros to the next byte.
  mutating func alignToByte() {
    if count > 0 { write(0, 8 - count) }
  }

  /// One block of `symbols` with its own codes, the last one when `final`.
  mutating func writeBlock(_ symbols: DeflateSymbols, final: Bool) {
    var literalCounts = symbols.literalCounts
    literalCounts[256] = 1
    let literals = HuffmanLengths.code(counts: literalCounts, limit: 15)
    let distances = HuffmanLengths.code(counts: symbols.distanceCounts, limit: 15)
    // Trailing unused codes are left out of the header (at least 257 and 1).
    var literalCount = 286
    while literalCount > 257 && literals.lengths[literalCount - 1] == 0 { literalCount -= 1 }
    var distanceCount = 30
    while distanceCount > 1 && distances.lengths[distanceCount - 1] == 0 { distanceCount -= 1 }
    let runs = Self.runs(of: Array(literals.lengths[0..<literalCount]) + Array(distances.lengths[0..<distanceCount]))
    var runCounts = [Int](repeating: 0, count: 19)
    for run in runs { runCounts[run.symbol] += 1 }
    let lengthCode = HuffmanLengths.code(counts: runCounts, limit: 7)
    var lengthCodeCount = 19
    while lengthCodeCount > 4 && lengthCode.lengths[Inflater.lengthCodeOrder[lengthCodeCount - 1]] == 0 { lengthCodeCount -= 1 }

    write(final ? 1 : 0, 1)
    write(2, 2)
    write(literalCount - 257, 5)
    write(distanceCount - 1, 5)
    write(lengthCodeCount - 4, 4)
    for index in 0..<lengthCodeCount { write(lengthCode.lengths[Inflater.lengthCodeOrder[index]], 3) }
    for run in runs {
      write(lengthCode.codes[run.symbol], lengthCode.lengths[run.symbol])
      switch run.symbol {
      case 16: write(run.extra, 2)
      case 17: write(run.extra, 3)
      case 18: write(run.extra, 7)
      default: break
      }
    }
    for symbol in symbols.symbols {
      let code = Int(symbol.code)
      write(literals.codes[code], literals.lengths[code])
      guard code > 256 else { continue }
      let lengthIndex = code - 257
      write(Int(symbol.lengthExtra), Int(Inflater.lengthExtra[lengthIndex]))
      let distance = Int(symbol.distanceCode)
      write(distances.codes[distance], distances.lengths[distance])
      write(Int(symbol.distanceExtra), Int(Inflater.distanceExtra[distance]))
    }
    write(literals.codes[256], literals.lengths[256])
  }

  /// The code lengths as the code-length alphabet: 0...15 as they are,
  /// 16 (repeat the previous 3...6 times), 17 (3...10 zeros), 18 (11...138 zeros).
  static func runs(of lengths: [Int]) -> [(symbol: Int, extra: Int)] {
    var runs: [(symbol: Int, extra: Int)] = []
    var index = 0
    while index < lengths.count {
      let value = lengths[index]
      var end = index + 1
      while end < lengths.count && lengths[end] == value { end += 1 }
      var left = end - index
      if value == 0 {
        while left >= 11 {
          let take = min(left, 138)
          runs.append((18, take - 11))
          left -= take
        }
        if left >= 3 {
          runs.append((17, left - 3))
          left = 0
        }
        for _ in 0..<left { runs.append((0, 0)) }
      } else {
        runs.append((value, 0))
        left -= 1
        while left >= 3 {
          let take = min(left, 6)
          runs.append((16, take - 3))
          left -= take
        }
        for _ in 0..<left { runs.append((value, 0)) }
      }
      index = end
    }
    return runs
  }
}
