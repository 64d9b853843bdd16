/// The bytes of a YAML text, checked before anything is scanned: their
/// size, their encoding (UTF-8, without a byte order mark, which is
/// dropped) and their characters (YAML's printable set), then padded with
/// zero bytes so that the scanner may look a few bytes ahead without a
/// bounds check of its own. A zero byte is thus the end of the text: the
/// text itself holds none, since NUL is not printable.
struct YAMLInput {
  /// How many zero bytes follow the text.
  static let padding = 4

  /// The text and its padding.
  var bytes: [UInt8]
  /// The length of the text, without its padding.
  var count: Int

  /// - Complexity: O(*n*) in the size of `source`.
  init(_ source: some Collection<UInt8>, limits: YAMLLimits) throws(YAMLError) {
    guard source.count <= limits.maximumInputBytes else {
      throw YAMLError(line: 1, column: 1, reason: .inputTooLarge(bytes: source.count, limit: limits.maximumInputBytes))
    }
    var bytes = [UInt8]()
    bytes.reserveCapacity(source.count + Self.padding)
    bytes.append(contentsOf: source)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      bytes.removeFirst(3)
    } else if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0, 0])
      || (bytes.count >= 4 && bytes[0] != 0 && bytes[1] == 0 && bytes[2] != 0 && bytes[3] == 0)
      || (bytes.count >= 4 && bytes[0] == 0 && bytes[1] != 0 && bytes[2] == 0 && bytes[3] != 0)
    {
      // NB: UTF-16 and UTF-32 texts start with a byte order mark or, as YAML
      // detects them, with a zero byte next to an ASCII one.
      throw YAMLError(line: 1, column: 1, reason: .notUTF8Encoding)
    }
    try Self.check(bytes)
    count = bytes.count
    bytes.append(contentsOf: repeatElement(0, count: Self.padding))
    self.bytes = bytes
  }

  /// Refuses invalid UTF-8 and characters outside YAML's printable set
  /// (`c-printable`: tab, line feed, carriage return, U+0020-U+007E, U+0085,
  /// U+00A0-U+D7FF, U+E000-U+FFFD, U+10000-U+10FFFF), where they are.
  static func check(_ bytes: [UInt8]) throws(YAMLError) {
    var index = 0
    var line = 0
    var column = 0
    func fail(_ reason: YAMLError.Reason) -> YAMLError {
      YAMLError(line: line + 1, column: column + 1, reason: reason)
    }
    while index < bytes.count {
      let byte = bytes[index]
      if byte < 0x80 {
        switch byte {
        case 0x0A:
          line += 1
          column = -1
        case 0x0D:
          if index + 1 >= bytes.count || bytes[index + 1] != 0x0A {
            line += 1
              column = -1
          }
        case 0x09, 0x20..<0x7F: break
        default: throw fail(.controlCharacter(UInt32(byte)))
        }
        index += 1
        column += 1
        continue
      }
      guard let (scalar, length) = decode(bytes, at: index) else { throw fail(.invalidUTF8) }
      switch scalar {
      case 0x85, 0xA0...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: break
      default: throw fail(.controlCharacter(scalar))
      }
      index += length
      column += 1
    }
  }

  /// The scalar value and length of the UTF-8 sequence at `index`, or `nil`
  /// when it is not one (truncated, overlong, a surrogate, beyond U+10FFFF).
  static func decode(_ bytes: [UInt8], at index: Int) -> (UInt32, Int)? {
    let lead = bytes[index]
    let length: Int
    var scalar: UInt32
    switch lead {
    case 0xC2...0xDF:
      length = 2
      scalar = UInt32(lead & 0x1F)
    case 0xE0...0xEF:
      length = 3
      scalar = UInt32(lead & 0x0F)
    case 0xF0...0xF4:
      length = 4
      scalar = UInt32(lead & 0x07)
    default: return nil
    }
    guard index + length <= bytes.count else { return nil }
    for offset in 1..<length {
      let byte = bytes[index + offset]
      guard byte & 0xC0 == 0x80 else { return nil }
      scalar = scalar << 6 | UInt32(byte & 0x3F)
    }
    switch length {
    case 3 where scalar < 0x800 || (0xD800...0xDFFF).contains(scalar): return nil
    case 4 where scalar < 0x10000 || scalar > 0x10FFFF: return nil
    default: return (scalar, length)
    }
  }
}
