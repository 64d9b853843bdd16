@testable import ExploreTerminal
import ExploreTestSupport
import Testing

/// The printable-ASCII fast paths of ``DisplayWidth`` against the
/// grapheme-by-grapheme measure, on random strings.
@Suite struct DisplayWidthFastPathTests {
  /// ``DisplayWidth/of(_:)`` one grapheme cluster at a time, with no fast
  /// path: the reference the fast paths are tested against.
  static func measureByGraphemes(_ text: String) -> Int {
    var total = 0
    var scanner = EscapeScanner()
    for character in text where !scanner.consumes(character) {
      total += DisplayWidth.of(character)
    }
    return total
  }

  /// Pieces to build random strings from: printable ASCII most of the
  /// time, and sometimes a control character, an escape sequence, a wide
  /// character, an emoji or a combining mark.
  static let pieces: [String] = [
    "a", "Z", "0", " ", "~", "-", "/", "\"", "\u{7F}", "\t", "\n", "\r\n", "\u{1B}[1m", "\u{1B}[0m",
    "東", "ｱ", "🍣", "👨‍👩‍👧", "❤️", "e\u{301}", "\u{301}", "\u{200B}", "é", "…",
    "\u{600}",  // a prepended concatenation mark, which joins the character after it
    "🇯", "\u{200D}", "\u{1B}]8;;x\u{7}",
  ]

  static func randomText(_ random: inout SeededRandom) -> String {
    let length = Int.random(in: 0...40, using: &random)
    var text = ""
    for _ in 0..<length {
      // NB: three draws in four are printable ASCII, so that many strings
      // take the fast path and many do not.
      if Int.random(in: 0..<4, using: &random) > 0 {
        text.unicodeScalars.append(Unicode.Scalar(UInt8.random(in: 0x20...0x7E, using: &random)))
      } else {
        text += pieces.randomElement(using: &random)!
      }
    }
    return text
  }

  @Test func widthMatchesTheSlowPath() {
    var random = SeededRandom(seed: 1)
    var asciiCount = 0
    for _ in 0..<5_000 {
      let text = Self.randomText(&random)
      if text.utf8.allSatisfy({ (0x20...0x7E).contains($0) }) { asciiCount += 1 }
      let reference = Self.measureByGraphemes(text)
      #expect(DisplayWidth.of(text) == reference, "\(text.debugDescription)")
      #expect(DisplayWidth.measureSlowly(text) == reference, "\(text.debugDescription)")
    }
    #expect(asciiCount > 100, "the fast path was tried")
  }

  /// Every ASCII byte at every place of a string long enough for the
  /// eight-bytes-at-a-time scan and its tail.
  @Test func printableASCIIIsExactlyTheBytes0x20To0x7E() {
    for byte in UInt8(0)..<0x80 {
      for place in 0..<19 {
        var scalars = Array(repeating: Unicode.Scalar(UInt8(ascii: "a")), count: 19)
        scalars[place] = Unicode.Scalar(byte)
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars)
        #expect(DisplayWidth.isPrintableASCII(text) == (0x20...0x7E).contains(byte), "byte \(byte) at \(place)")
      }
    }
    #expect(!DisplayWidth.isPrintableASCII("abcdefgh\u{E9}"))
    #expect(!DisplayWidth.isPrintableASCII("\u{E9}bcdefghijklmnop"))
    #expect(DisplayWidth.isPrintableASCII(""))
  }

  @Test func truncateMatchesTheSlowPath() {
    var random = SeededRandom(seed: 2)
    for _ in 0..<5_000 {
      let text = Self.randomText(&random)
      let width = Int.random(in: -1...30, using: &random)
      let measured = DisplayWidth.truncateMeasured(text, to: width)
      let slow = Self.slowTruncate(text, to: width)
      #expect(measured.text == slow, "\(text.debugDescription) to \(width)")
      #expect(measured.width == Self.measureByGraphemes(measured.text), "\(text.debugDescription) to \(width)")
      let known = DisplayWidth.truncateMeasured(text, to: width, textWidth: Self.measureByGraphemes(text))
      #expect(known.text == slow && known.width == measured.width, "\(text.debugDescription) to \(width)")
      #expect(DisplayWidth.truncate(text, to: width) == slow)
    }
  }

  /// `truncate` as the documentation states it, one grapheme at a time:
  /// escape sequences (CSI `ESC [ … final`, OSC `ESC ] … BEL`, or `ESC`
  /// and one character) are kept and take no room.
  static func slowTruncate(_ text: String, to width: Int) -> String {
    guard width > 0 else { return "" }
    guard Self.measureByGraphemes(text) > width else { return text }
    enum State { case text, escape, csi, osc, oscEscape }
    var state = State.text
    var result = ""
    var keptEscape = false
    var used = 0
    for character in text {
      let wasInEscape = state != .text
      switch state {
      case .text: if character == "\u{1B}" { state = .escape }
      case .escape: state = character == "[" ? .csi : character == "]" ? .osc : .text
      case .csi:
        if let ascii = character.asciiValue, (0x40...0x7E).contains(ascii) { state = .text }
      case .osc: state = character == "\u{7}" ? .text : character == "\u{1B}" ? .oscEscape : .osc
      case .oscEscape: state = character == "\\" ? .text : .osc
      }
      if wasInEscape || state != .text {
        result.append(character)
        keptEscape = true
        continue
      }
      let columns = Self.measureByGraphemes(String(character))
      if used + columns > width - 1 { break }
      result.append(character)
      used += columns
    }
    return result + (keptEscape ? "\u{1B}[0m" : "") + "…"
  }
}
