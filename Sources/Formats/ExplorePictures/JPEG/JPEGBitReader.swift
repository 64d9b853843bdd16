/// Reads the entropy-coded data of a JPEG scan, most significant bit first,
/// undoing the `FF 00` byte stuffing and stopping at the next marker.
///
/// Past a marker or the end of the input it reads zeros and counts them;
/// ``overran`` tells whether any were used, which means the scan was cut
/// short.
struct JPEGBitReader: ~Copyable {
  let data: UnsafeBufferPointer<UInt8>
  /// The next byte to load; at a marker, its `FF`.
  var position: Int
  /// Bits loaded and not yet used, the next one the most significant.
  private var buffer: UInt64 = 0
  private var count = 0
  /// Zero bits loaded past a marker or the end of the data.
  private var paddingBits = 0
  /// Whether loading stopped at a marker (at `position`).
  private(set) var atMarker = false

  init(data: UnsafeBufferPointer<UInt8>, position: Int) {
    self.data = data
    self.position = position
  }

  /// Whether bits past the scan's data were used.
  var overran: Bool { count < paddingBits }

  /// Loads bytes until at least 57 bits are buffered.
  @inline(__always)
  mutating func refill() {
    while count <= 56 {
      var byte: UInt64 = 0
      if !atMarker && position < data.count {
        let value = data[position]
        if value != 0xFF {
          byte = UInt64(value)
          position += 1
        } else if position + 1 < data.count && data[position + 1] == 0 {
          byte = 0xFF
          position += 2
        } else {
          atMarker = true
          paddingBits += 8
        }
      } else {
        paddingBits += 8
      }
      buffer |= byte << UInt64(56 - count)
      count += 8
    }
  }

  /// The next `length` bits (0...16) as an unsigned number.
  @inline(__always)
  mutating func bits(_ length: Int) -> Int {
    guard length > 0 else { return 0 }
    if count < length { refill() }
    let value = Int(truncatingIfNeeded: buffer >> UInt64(64 - length))
    buffer <<= UInt64(length)
    count -= length
    return value
  }

  /// The next bit.
  @inline(__always)
  mutating func bit() -> Bool { bits(1) == 1 }

  /// The next `length` bits as a signed value (T.81's RECEIVE then EXTEND).
  @inline(__always)
  mutating func signed(_ length: Int) -> Int {
    guard length > 0 else { return 0 }
    let value = bits(length)
    return value < 1 << (length - 1) ? value - (1 << length) + 1 : value
  }

  /// The next value of table `table` of `tables`.
  ///
  /// - Throws: `.badHuffmanCode` for a code the table does not assign.
  @inline(__always)
  mutating func decode(_ tables: borrowing JPEGHuffmanTables, _ table: Int) throws(PictureError) -> Int {
    if count < 16 { refill() }
    let entry = tables.fastEntry(table, Int(truncatingIfNeeded: buffer >> UInt64(64 - JPEGHuffmanTable.fastBits)))
    if entry != 0 {
      let length = entry >> 8
      buffer <<= UInt64(length)
      count -= length
      return entry & 0xFF
    }
    var length = JPEGHuffmanTable.fastBits + 1
    while length <= 16 {
      let code = Int32(truncatingIfNeeded: buffer >> UInt64(64 - length))
      if code <= tables.maxCode(table, length) {
        buffer <<= UInt64(length)
        count -= length
        guard let value = tables.value(table, code, length) else { break }
        return value
      }
      length += 1
    }
    throw PictureError(.jpeg, .corrupt(.badHuffmanCode))
  }

  /// Drops the buffered bits and moves past the restart marker that
  /// should come next (`RST0`...`RST7`), skipping stray bytes before it.
  ///
  /// - Throws: `.badJPEGMarker` when the next marker is not a restart,
  ///   `.truncated` when there is none.
  mutating func restart() throws(PictureError) {
    buffer = 0
    count = 0
    paddingBits = 0
    atMarker = false
    while position + 1 < data.count && !(data[position] == 0xFF && data[position + 1] != 0 && data[position + 1] != 0xFF) {
      position += 1
    }
    guard position + 1 < data.count else { throw PictureError(.jpeg, .truncated) }
    guard (0xD0...0xD7).contains(data[position + 1]) else { throw PictureError(.jpeg, .corrupt(.badJPEGMarker)) }
    position += 2
  }

  /// The position of the next marker after the scan's data (or the end of the input).
  mutating func endOfScan() -> Int {
    while position + 1 < data.count && !(data[position] == 0xFF && data[position + 1] != 0 && data[position + 1] != 0xFF) {
      position += 1
    }
    return position
  }
}
