/// The Huffman tables of one scan, copied into one allocation for the hot
/// loop: reading a table there costs no reference counting, where reading
/// a ``JPEGHuffmanTable`` from an array retains its four arrays.
struct JPEGHuffmanTables: ~Copyable {
  private static let fastCount = 1 << JPEGHuffmanTable.fastBits
  private let fast: UnsafeMutablePointer<UInt16>
  private let maxCode: UnsafeMutablePointer<Int32>
  private let valueOffset: UnsafeMutablePointer<Int32>
  private let values: UnsafeMutablePointer<UInt8>
  private let valueCounts: UnsafeMutablePointer<Int>
  let count: Int

  /// Copies `tables` (table `i` is then read as index `i`).
  init(_ tables: [JPEGHuffmanTable]) {
    count = tables.count
    fast = .allocate(capacity: max(1, count) * Self.fastCount)
    maxCode = .allocate(capacity: max(1, count) * 18)
    valueOffset = .allocate(capacity: max(1, count) * 18)
    values = .allocate(capacity: max(1, count) * 256)
    valueCounts = .allocate(capacity: max(1, count))
    for (index, table) in tables.enumerated() {
      (fast + index * Self.fastCount).initialize(from: table.fast, count: Self.fastCount)
      (maxCode + index * 18).initialize(from: table.maxCode, count: 18)
      (valueOffset + index * 18).initialize(from: table.valueOffset, count: 18)
      (values + index * 256).initialize(repeating: 0, count: 256)
      (values + index * 256).update(from: table.values, count: min(256, table.values.count))
      valueCounts[index] = min(256, table.values.count)
    }
  }

  deinit {
    fast.deallocate()
    maxCode.deallocate()
    valueOffset.deallocate()
    values.deallocate()
    valueCounts.deallocate()
  }

  /// The entry of table `table` for the next `fastBits` bits `prefix`.
  @inline(__always)
  func fastEntry(_ table: Int, _ prefix: Int) -> Int { Int(fast[table &* Self.fastCount &+ prefix]) }

  /// The largest code of `length` bits in table `table`.
  @inline(__always)
  func maxCode(_ table: Int, _ length: Int) -> Int32 { maxCode[table &* 18 &+ length] }

  /// The value of `code`, `length` bits long, in table `table`, or `nil` when out of range.
  @inline(__always)
  func value(_ table: Int, _ code: Int32, _ length: Int) -> Int? {
    let index = Int(code) + Int(valueOffset[table &* 18 &+ length])
    guard index >= 0, index < valueCounts[table] else { return nil }
    return Int(values[table &* 256 &+ index])
  }
}
