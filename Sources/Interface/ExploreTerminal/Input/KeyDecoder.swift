/// Turns the bytes a terminal sends in raw mode into ``Key``s.
///
/// Understands CSI sequences (`ESC [ A`, `ESC [ 5 ~`, `ESC [ 1 ; 5 A`), SS3
/// sequences (`ESC O A`, sent in application cursor mode), UTF-8 text and
/// the control bytes for Return, Backspace, Tab and Ctrl-C.
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.feed(Array("\u{1B}[Bj".utf8))   // [.down, .character("j")]
/// decoder.feed([0x1B])                      // []: a sequence may follow
/// decoder.flush()                           // [.escape]: nothing followed in time
/// ```
///
/// A lone ESC cannot be told from the start of a sequence until more bytes
/// arrive or a short time passes; the input reader calls ``flush()`` when no
/// byte followed within its timeout.
package struct KeyDecoder: Sendable {
  private var buffer: [UInt8] = []

  package init() {}

  /// Whether bytes wait for the rest of a sequence.
  package var hasPendingBytes: Bool { !buffer.isEmpty }

  /// The keys `bytes` complete; an incomplete sequence waits in the buffer.
  ///
  /// - Complexity: O(*n*) in the number of bytes.
  package mutating func feed(_ bytes: some Sequence<UInt8>) -> [Key] {
    buffer.append(contentsOf: bytes)
    return decode(final: false)
  }

  /// Decodes what waits: a lone ESC becomes ``Key/escape``, an incomplete
  /// sequence is dropped.
  package mutating func flush() -> [Key] {
    decode(final: true)
  }

  private mutating func decode(final: Bool) -> [Key] {
    var keys: [Key] = []
    var index = 0
    while index < buffer.count {
      switch decodeOne(at: index) {
      case .key(let key, let length):
        if let key { keys.append(key) }
        index += length
      case .incomplete:
        if final {
          // NB: ESC followed by nothing in time is the Escape key; any other
          // unfinished sequence is noise and is dropped.
          if buffer[index] == 0x1B { keys.append(.escape) }
          index = buffer.count
        } else {
          buffer.removeFirst(index)
          return keys
        }
      }
    }
    buffer.removeAll()
    return keys
  }

  private enum Step {
    case key(Key?, length: Int)
    case incomplete
  }

  private func decodeOne(at index: Int) -> Step {
    let byte = buffer[index]
    switch byte {
    case 0x1B: return decodeEscape(at: index)
    case 0x03: return .key(.interrupt, length: 1)
    case 0x1A: return .key(.suspend, length: 1)
    case 0x0D, 0x0A: return .key(.enter, length: 1)
    case 0x7F, 0x08: return .key(.backspace, length: 1)
    case 0x09: return .key(.tab, length: 1)
    case 0x00..<0x20: return .key(nil, length: 1)
    case 0x20..<0x80: return .key(.character(Character(Unicode.Scalar(byte))), length: 1)
    default: return decodeUTF8(at: index)
    }
  }

  private func decodeEscape(at index: Int) -> Step {
    guard index + 1 < buffer.count else { return .incomplete }
    let next = buffer[index + 1]
    switch next {
    case UInt8(ascii: "["):
      var end = index + 2
      while end < buffer.count, !(0x40...0x7E).contains(buffer[end]) { end += 1 }
      guard end < buffer.count else { return .incomplete }
      let parameters = String(decoding: buffer[(index + 2)..<end], as: UTF8.self)
      return .key(Self.csiKey(final: buffer[end], parameters: parameters), length: end - index + 1)
    case UInt8(ascii: "O"):
      guard index + 2 < buffer.count else { return .incomplete }
      return .key(Self.csiKey(final: buffer[index + 2], parameters: ""), length: 3)
    case 0x1B:
      return .key(.escape, length: 1)
    default:
      // NB: Alt+key arrives as ESC then the key; the browser treats it as
      // Escape followed by the key.
      return .key(.escape, length: 1)
    }
  }

  private static func csiKey(final: UInt8, parameters: String) -> Key? {
    switch final {
    case UInt8(ascii: "A"): return .up
    case UInt8(ascii: "B"): return .down
    case UInt8(ascii: "C"): return .right
    case UInt8(ascii: "D"): return .left
    case UInt8(ascii: "H"): return .home
    case UInt8(ascii: "F"): return .end
    case UInt8(ascii: "~"):
      switch parameters.split(separator: ";").first {
      case "1", "7": return .home
      case "4", "8": return .end
      case "5": return .pageUp
      case "6": return .pageDown
      default: return nil
      }
    default: return nil
    }
  }

  private func decodeUTF8(at index: Int) -> Step {
    let lead = buffer[index]
    let length: Int
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0...0xEF: length = 3
    case 0xF0...0xF4: length = 4
    default: return .key(nil, length: 1)
    }
    guard index + length <= buffer.count else { return .incomplete }
    let text = String(decoding: buffer[index..<(index + length)], as: UTF8.self)
    guard let character = text.first, !text.contains("\u{FFFD}") else { return .key(nil, length: 1) }
    return .key(.character(character), length: length)
  }
}
