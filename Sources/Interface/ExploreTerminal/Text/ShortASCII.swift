/// Builds a short ASCII string (at most 32 bytes) on the stack: the counts
/// and relative times of a list row.
///
/// NB: made from its bytes in one step, the result is a small string
/// (15 bytes or fewer) or one allocation; appending `String` pieces or
/// interpolating cost several times the formatting itself, for every cell
/// of every row.
package struct ShortASCII {
  private var storage: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
  private var count = 0

  package init() {}

  /// Appends `byte`; bytes past the 32nd are a programming error.
  package mutating func append(_ byte: UInt8) {
    precondition(count < 32, "ShortASCII holds at most 32 bytes")
    withUnsafeMutableBytes(of: &storage) { $0[count] = byte }
    count += 1
  }

  package mutating func append(_ text: StaticString) {
    text.withUTF8Buffer { for byte in $0 { append(byte) } }
  }

  /// Appends the decimal digits of `number`.
  package mutating func append(_ number: UInt) {
    var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
    var magnitude = number
    let start = withUnsafeMutableBytes(of: &digits) { buffer -> Int in
      var start = buffer.count
      repeat {
        start -= 1
        buffer[start] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
        magnitude /= 10
      } while magnitude > 0
      return start
    }
    withUnsafeBytes(of: &digits) { for byte in $0[start...] { append(byte) } }
  }

  package var string: String {
    withUnsafeBytes(of: storage) { String(decoding: $0[..<count], as: UTF8.self) }
  }
}
