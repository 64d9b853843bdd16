import ExplorePictures

/// The symbols of one deflate block, as LZ77 found them: literals and
/// (length, distance) matches, with how often each code is used.
struct DeflateSymbols {
  /// A literal byte (`< 256`), or a match's length code (`257...285`) with
  /// its extra bits, and its distance code with its extra bits.
  struct Symbol {
    var code: UInt16
    var lengthExtra: UInt16 = 0
    var distanceCode: UInt8 = 0
    var distanceExtra: UInt16 = 0
  }

  private(set) var symbols: [Symbol] = []
  /// Uses of each literal/length code (0...285; 256 ends the block).
  private(set) var literalCounts = [Int](repeating: 0, count: 286)
  /// Uses of each distance code (0...29).
  private(set) var distanceCounts = [Int](repeating: 0, count: 30)

  var count: Int { symbols.count }

  mutating func reserve(_ capacity: Int) { symbols.reserveCapacity(capacity) }

  mutating func literal(_ byte: UInt8) {
    symbols.append(Symbol(code: UInt16(byte)))
    literalCounts[Int(byte)] += 1
  }

  /// A match of `length` (3...258) bytes `distance` (1...32,768) back.
  mutating func match(length: Int, distance: Int) {
    let lengthIndex = Int(Self.lengthIndex[length])
    let distanceIndex = Self.distanceIndex(distance)
    symbols.append(
      Symbol(
        code: UInt16(257 + lengthIndex), lengthExtra: UInt16(length - Int(Inflater.lengthBase[lengthIndex])),
        distanceCode: UInt8(distanceIndex), distanceExtra: UInt16(distance - Int(Inflater.distanceBase[distanceIndex]))))
    literalCounts[257 + lengthIndex] += 1
    distanceCounts[distanceIndex] += 1
  }

  mutating func removeAll() {
    symbols.removeAll(keepingCapacity: true)
    for index in literalCounts.indices { literalCounts[index] = 0 }
    for index in distanceCounts.indices { distanceCounts[index] = 0 }
  }

  /// The length code index (0...28) of each match length 0...258 (0 below 3).
  private static let lengthIndex: [UInt8] = {
    var table = [UInt8](repeating: 0, count: 259)
    for index in 0..<29 {
      let base = Int(Inflater.lengthBase[index])
      let last = index == 28 ? 258 : base + (1 << Int(Inflater.lengthExtra[index])) - 1
      // NB: 258 has a code of its own (285), not code 284's last value.
      for length in base...min(last, index == 27 ? 257 : 258) { table[length] = UInt8(index) }
    }
    return table
  }()

  /// The distance code (0...29) of `distance`.
  @inline(__always)
  private static func distanceIndex(_ distance: Int) -> Int {
    var low = 0, high = 29
    while low < high {
      let middle = (low + high + 1) / 2
      if Int(Inflater.distanceBase[middle]) <= distance { low = middle } else { high = middle - 1 }
    }
    return low
  }
}
