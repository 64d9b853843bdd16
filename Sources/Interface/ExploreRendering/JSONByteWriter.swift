import ExploreCore
import ExploreTerminal
import Foundation

/// Writes JSON as UTF-8 bytes into one growing array: the values of
/// ``JSONValue`` and, through ``JSONRenderer``, documents written straight
/// from their items.
///
/// NB: one byte array turned into a `String` once; appending to a `String`
/// piece by piece cost five times more (each append checks capacity,
/// uniqueness and the ASCII flag).
struct JSONByteWriter {
  var bytes: [UInt8] = []
  /// Whether arrays and objects are written on one line, as NDJSON needs:
  /// `{"a": 1, "b": [true, null]}`; otherwise they are pretty-printed, one
  /// member a line.
  var isOneLine = false

  init(capacity: Int = 1 << 16, isOneLine: Bool = false) {
    bytes.reserveCapacity(capacity)
    self.isOneLine = isOneLine
  }

  /// The bytes written, as a `String`.
  var text: String { String(decoding: bytes, as: UTF8.self) }

  mutating func write(_ value: JSONValue, depth: Int) {
    switch value {
    case .null:
      append("null")
    case .bool(let flag):
      append(flag ? "true" : "false")
    case .integer(let number):
      writeInteger(number)
    case .number(let number):
      writeNumber(number)
    case .string(let text):
      writeString(text)
    case .array(let elements):
      guard !elements.isEmpty else {
        append("[]")
        return
      }
      if isOneLine {
        append("[")
        for (index, element) in elements.enumerated() {
          if index > 0 { append(", ") }
          write(element, depth: depth)
        }
        return append("]")
      }
      append("[\n")
      for (index, element) in elements.enumerated() {
        indent(depth + 1)
        write(element, depth: depth + 1)
        append(index == elements.count - 1 ? "\n" : ",\n")
      }
      indent(depth)
      append("]")
    case .object(let members):
      guard !members.isEmpty else {
        append("{}")
        return
      }
      let pairs = Array(members)
      let order = sortedOrder(pairs)
      if isOneLine {
        append("{")
        for (index, position) in order.enumerated() {
          if index > 0 { append(", ") }
          writeString(pairs[position].key)
          append(": ")
          write(pairs[position].value, depth: depth)
        }
        return append("}")
      }
      append("{\n")
      for (index, position) in order.enumerated() {
        indent(depth + 1)
        writeString(pairs[position].key)
        append(" : ")
        write(pairs[position].value, depth: depth + 1)
        append(index == order.count - 1 ? "\n" : ",\n")
      }
      indent(depth)
      append("}")
    }
  }

  /// The positions of `pairs` in ascending order of their keys
  /// (`String`'s `<`).
  func sortedOrder(_ pairs: [(key: String, value: JSONValue)]) -> [Int] {
    pairs.indices.sorted { pairs[$0].key < pairs[$1].key }
  }

  mutating func append(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  mutating func indent(_ depth: Int) {
    let count = 2 * depth
    if count <= Self.spaces.count {
      Self.spaces.withUnsafeBufferPointer { bytes.append(contentsOf: $0[..<count]) }
    } else {
      bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
    }
  }

  private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 64)

  /// A number as JSON: Swift's description, the shortest text that reads
  /// back as the same Double ("4.25", "1e+20"), or `null` when it is not
  /// finite.
  mutating func writeNumber(_ number: Double) {
    guard number.isFinite else { return append("null") }
    bytes.append(contentsOf: String(number).utf8)
  }

  mutating func writeInteger(_ number: Int) {
    if number < 0 { bytes.append(UInt8(ascii: "-")) }
    var magnitude = number.magnitude
    // NB: the digits, last first, in a buffer on the stack (24 bytes
    // hold the 20 digits of the largest magnitude).
    var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
    withUnsafeMutableBytes(of: &digits) { buffer in
      var start = buffer.count
      repeat {
        start -= 1
        buffer[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
        magnitude /= 10
      } while magnitude > 0
      bytes.append(contentsOf: buffer[start...])
    }
  }

  /// `text` quoted, escaping what JSON requires: the quote, the backslash
  /// and control characters, C0, DEL and C1 (U+0080–U+009F: a terminal
  /// obeys U+009B as CSI, so a server's text printed raw could drive it).
  /// The characters a terminal would not show either, which
  /// ``TextSieve`` finds (invisible ones such as U+200B and the
  /// bidirectional controls, combining marks beyond eight on a letter), are
  /// escaped too, as `\u200b` (a pair of surrogates above U+FFFF): the
  /// string a JSON reader gets is the same, and none of them reaches a
  /// terminal raw. Everything else, any Unicode, is written as is (UTF-8);
  /// `/` is not escaped.
  mutating func writeString(_ text: String) {
    bytes.append(UInt8(ascii: "\""))
    // NB: most strings are printable ASCII without a quote or a backslash;
    // one scan of their UTF-8 bytes finds that and copies them whole.
    let copied =
      text.utf8.withContiguousStorageIfAvailable { utf8 -> Bool in
        for byte in utf8 where byte &- 0x20 >= 0x5F || byte == 0x22 || byte == 0x5C {
          return false
        }
        bytes.append(contentsOf: utf8)
        return true
      } ?? false
    if !copied { writeEscaped(text) }
    bytes.append(UInt8(ascii: "\""))
  }

  mutating func writeEscaped(_ text: String) {
    var sieve = TextSieve(text, recognisingSequences: false)
    while let (scalar, verdict) = sieve.next() {
      switch scalar {
      case "\"": append("\\\"")
      case "\\": append("\\\\")
      case "\n": append("\\n")
      case "\r": append("\\r")
      case "\t": append("\\t")
      case "\u{08}": append("\\b")
      case "\u{0C}": append("\\f")
      default:
        // NB: U+2028 and U+2029 are valid JSON, but break JavaScript
        // embedding; the sieve calls them line breaks.
        if verdict == .keep {
          bytes.append(contentsOf: UTF8.encode(scalar)!)
        } else {
          for unit in UTF16.encode(scalar)! { writeUnitEscape(unit) }
        }
      }
    }
  }

  /// `\u` and four lowercase hex digits.
  private mutating func writeUnitEscape(_ unit: UInt16) {
    let digits: StaticString = "0123456789abcdef"
    append("\\u")
    for shift in stride(from: 12, through: 0, by: -4) {
      bytes.append(digits.utf8Start[Int((unit >> UInt16(shift)) & 0xF)])
    }
  }
}
