package import Foundation

/// Repairs the text of a JSON body that one bad string would otherwise make
/// unreadable as a whole: invalid UTF-8, and `\u` escapes of unpaired UTF-16
/// surrogates (`"\ud800"`), both of which `JSONDecoder` rejects for the
/// entire document. Each becomes U+FFFD (`�`), so one garbled name costs
/// that name, not the page. A UTF-8 byte order mark at the start, which
/// `JSONDecoder` rejects too, is skipped.
///
/// ```swift
/// if let repair = JSONTextRepair(body) {
///   body = repair.text          // valid UTF-8, every surrogate escape paired
///   notes.add(repair.notes)     // what was replaced, for --verbose
/// }
/// ```
package struct JSONTextRepair {
  /// The repaired body.
  package let text: Data
  /// What was replaced, one sentence each.
  package let notes: [String]

  /// The repair of `body`, or `nil` when it needs none (the usual case,
  /// which allocates nothing).
  ///
  /// - Complexity: O(*n*) in the size of the body.
  package init?(_ body: Data) {
    var text = body
    var notes: [String] = []
    // NB: RFC 8259 forbids a byte order mark but lets a reader ignore one;
    // JSONDecoder refuses the whole body for it.
    if text.starts(with: Self.byteOrderMark) {
      text = Data(text.dropFirst(Self.byteOrderMark.count))
      notes.append("a UTF-8 byte order mark before the JSON was skipped")
    }
    if !Self.isValidUTF8(text) {
      // NB: decoding as UTF-8 replaces each invalid sequence with U+FFFD.
      text = Data(String(decoding: text, as: UTF8.self).utf8)
      notes.append("invalid UTF-8 in the body was replaced with U+FFFD")
    }
    let unpaired = Self.replaceUnpairedSurrogateEscapes(in: &text)
    if unpaired > 0 {
      notes.append("\(unpaired == 1 ? "an escape" : "\(unpaired) escapes") of an unpaired UTF-16 surrogate (\\ud800 and the like) replaced with U+FFFD")
    }
    guard !notes.isEmpty else { return nil }
    self.text = text
    self.notes = notes
  }

  /// U+FEFF in UTF-8.
  static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  static func isValidUTF8(_ data: Data) -> Bool {
    data.withUnsafeBytes { raw in
      // NB: ASCII, by far the most common, needs no decoding at all.
      if raw.allSatisfy({ $0 < 0x80 }) { return true }
      let hadError = transcode(
        raw.bindMemory(to: UInt8.self).makeIterator(), from: UTF8.self, to: UTF32.self, stoppingOnError: true, into: { _ in })
      return !hadError
    }
  }

  /// Rewrites, in place, every `\uXXXX` escape of a surrogate that is not
  /// part of a high-low pair as `\uFFFD` (the same length); returns how many.
  private static func replaceUnpairedSurrogateEscapes(in text: inout Data) -> Int {
    let offsets = text.withUnsafeBytes { raw in unpairedSurrogateEscapes(in: raw.bindMemory(to: UInt8.self)) }
    let replacement = Data("FFFD".utf8)
    for offset in offsets {
      let start = text.startIndex + offset + 2
      text.replaceSubrange(start..<start + 4, with: replacement)
    }
    return offsets.count
  }

  /// The offsets of the `\uXXXX` escapes of unpaired surrogates in `bytes`.
  private static func unpairedSurrogateEscapes(in bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
    let backslash = UInt8(ascii: "\\")
    var offsets: [Int] = []
    var index = 0
    while index < bytes.count {
      guard bytes[index] == backslash else {
        index += 1
        continue
      }
      guard let unit = escapedUnit(in: bytes, at: index) else {
        // NB: any other escape (`\\`, `\"`, `\n`) is two bytes; skipping both
        // keeps `\\ud800` (a backslash, then text) from reading as an escape.
        index += 2
        continue
      }
      if (0xD800...0xDBFF).contains(unit), let next = escapedUnit(in: bytes, at: index + 6), (0xDC00...0xDFFF).contains(next) {
        index += 12
        continue
      }
      if (0xD800...0xDFFF).contains(unit) { offsets.append(index) }
      index += 6
    }
    return offsets
  }

  /// The code unit of a `\uXXXX` escape that starts at `index`, if one does.
  private static func escapedUnit(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt16? {
    guard index + 5 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else { return nil }
    var unit: UInt16 = 0
    for offset in 2..<6 {
      guard let digit = hexValue(bytes[index + offset]) else { return nil }
      unit = unit << 4 | UInt16(digit)
    }
    return unit
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
