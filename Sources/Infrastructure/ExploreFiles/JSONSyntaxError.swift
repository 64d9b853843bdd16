package import Foundation

/// Where a file stops being one JSON document, and why: what a message
/// about a damaged file shows, since `JSONDecoder` on Linux says only
/// "The given data was not valid JSON."
///
/// ```swift
/// JSONSyntaxError.locate(in: Data("{\"a\": 1,\n}".utf8))?.description
/// // "line 2, column 1: expected a quoted key, found '}'"
/// ```
///
/// It checks syntax only (RFC 8259), with its own stack instead of
/// recursion, so a file of a million `[` cannot exhaust the stack; it
/// refuses nesting deeper than ``maximumDepth``, as the decoder does.
package struct JSONSyntaxError: Sendable, Hashable, CustomStringConvertible {
  /// The line of the problem, from 1.
  package var line: Int
  /// The byte in that line, from 1.
  package var column: Int
  /// What is wrong there: "expected a value, found 'x'".
  package var problem: String

  /// Whether the problem is nesting deeper than ``maximumDepth``: the
  /// text may be JSON, but no decoder here reads it.
  package var isTooDeep = false

  /// How deep arrays and objects may nest: `JSONDecoder`'s own limit.
  package static let maximumDepth = 512

  package var description: String { "line \(line), column \(column): \(problem)" }

  /// The first syntax problem in `data`, or `nil` when it is one JSON
  /// document (possibly after a UTF-8 byte order mark).
  ///
  /// - Complexity: O(*n*) in the size of `data`.
  package static func locate(in data: Data) -> JSONSyntaxError? {
    data.withUnsafeBytes { raw in
      var scanner = JSONSyntaxScanner(bytes: raw.bindMemory(to: UInt8.self))
      guard let (offset, problem) = scanner.firstProblem() else { return nil }
      var error = JSONSyntaxError(offset: offset, in: raw, problem: problem)
      error.isTooDeep = scanner.isTooDeep
      return error
    }
  }

  /// The first number in `data`, one JSON document, that no decoder here
  /// reads: a whole number beyond 64 bits, or any other beyond the largest
  /// `Double` (`1e400`). `nil` when there is none, or `data` is not JSON
  /// (``locate(in:)`` says where).
  ///
  /// NB: valid JSON, which `JSONDecoder` on Linux nevertheless refuses as
  /// "not valid JSON", without a place, when the number is one it decodes.
  ///
  /// - Complexity: O(*n*) in the size of `data`.
  package static func locateNumberOutOfRange(in data: Data) -> JSONSyntaxError? {
    data.withUnsafeBytes { raw in
      var scanner = JSONSyntaxScanner(bytes: raw.bindMemory(to: UInt8.self))
      guard scanner.firstProblem() == nil, let (offset, problem) = scanner.firstNumberOutOfRange else { return nil }
      return JSONSyntaxError(offset: offset, in: raw, problem: problem)
    }
  }

  /// The problem at the byte `offset` of `raw`, placed by line and column.
  private init(offset: Int, in raw: UnsafeRawBufferPointer, problem: String) {
    var line = 1, lineStart = 0
    for index in 0..<offset where raw[index] == 0x0A {
      line += 1
      lineStart = index + 1
    }
    self.init(line: line, column: offset - lineStart + 1, problem: problem)
  }

  package init(line: Int, column: Int, problem: String) {
    self.line = line
    self.column = column
    self.problem = problem
  }
}

/// One pass over the bytes with an explicit stack of open containers.
private struct JSONSyntaxScanner {
  enum Expecting {
    case value, valueOrClose, key, keyOrClose, colon, commaOrClose, end
  }

  let bytes: UnsafeBufferPointer<UInt8>
  var index = 0
  /// `true` for each open array, `false` for each open object.
  var openArrays: [Bool] = []
  /// Whether the problem found is nesting too deep.
  var isTooDeep = false
  /// The first number no decoder here reads, and why.
  var firstNumberOutOfRange: (Int, String)?

  init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  mutating func firstProblem() -> (Int, String)? {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    var expecting = Expecting.value
    while true {
      while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
      guard index < bytes.count else {
        if expecting == .end { return nil }
        return (index, index == 0 ? "the file is empty" : "the text ends before the document does")
      }
      let byte = bytes[index]
      switch expecting {
      case .end:
        return (index, "more text after the end of the document, \(Self.found(byte))")
      case .colon:
        guard byte == UInt8(ascii: ":") else { return (index, "expected ':' after a key, \(Self.found(byte))") }
        index += 1
        expecting = .value
      case .key, .keyOrClose:
        if byte == UInt8(ascii: "}"), expecting == .keyOrClose {
          expecting = close()
        } else if byte == UInt8(ascii: "\"") {
          if let problem = string() { return problem }
          expecting = .colon
        } else {
          return (index, "expected a quoted key, \(Self.found(byte))")
        }
      case .commaOrClose:
        let inArray = openArrays.last ?? false
        if byte == UInt8(ascii: ",") {
          index += 1
          expecting = inArray ? .value : .key
        } else if byte == UInt8(ascii: inArray ? "]" : "}") {
          expecting = close()
        } else {
          return (index, "expected ',' or '\(inArray ? "]" : "}")', \(Self.found(byte))")
        }
      case .value, .valueOrClose:
        if byte == UInt8(ascii: "]"), expecting == .valueOrClose {
          expecting = close()
          continue
        }
        if let problem = value(byte, expecting: &expecting) { return problem }
      }
    }
  }

  /// Reads the value starting with `byte`, or opens its container.
  private mutating func value(_ byte: UInt8, expecting: inout Expecting) -> (Int, String)? {
    switch byte {
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      guard openArrays.count < JSONSyntaxError.maximumDepth else {
        isTooDeep = true
        return (index, "arrays and objects nest more than \(JSONSyntaxError.maximumDepth) deep")
      }
      openArrays.append(byte == UInt8(ascii: "["))
      index += 1
      expecting = byte == UInt8(ascii: "[") ? .valueOrClose : .keyOrClose
      return nil
    case UInt8(ascii: "\""):
      if let problem = string() { return problem }
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      if let problem = number() { return problem }
    case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
      let word = byte == UInt8(ascii: "t") ? "true" : byte == UInt8(ascii: "f") ? "false" : "null"
      guard bytes[index...].starts(with: word.utf8) else { return (index, "expected a value, \(Self.found(byte))") }
      index += word.utf8.count
    default:
      return (index, "expected a value, \(Self.found(byte))")
    }
    expecting = openArrays.isEmpty ? .end : .commaOrClose
    return nil
  }

  /// Consumes a closing bracket and says what may follow.
  private mutating func close() -> Expecting {
    index += 1
    openArrays.removeLast()
    return openArrays.isEmpty ? .end : .commaOrClose
  }

  /// Consumes a string from its opening quote.
  private mutating func string() -> (Int, String)? {
    index += 1
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        index += 1
        return nil
      }
      if byte < 0x20 { return (index, "a control character (\(Self.found(byte))) inside a string") }
      if byte == UInt8(ascii: "\\") {
        index += 1
        guard index < bytes.count else { break }
        let escaped = bytes[index]
        if escaped == UInt8(ascii: "u") {
          let digits = bytes[(index + 1)...].prefix(4)
          guard digits.count == 4, digits.allSatisfy({ Self.isHexDigit($0) }) else {
            return (index - 1, "a \\u escape without four hexadecimal digits")
          }
          index += 4
        } else if !"\"\\/bfnrt".utf8.contains(escaped) {
          return (index - 1, "an unknown escape inside a string: a backslash, then \(Self.shown(escaped))")
        }
      }
      index += 1
    }
    return (index, "the text ends inside a string")
  }

  /// Consumes a number: `-`, digits without a leading zero, a fraction, an exponent.
  private mutating func number() -> (Int, String)? {
    let start = index
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    let integer = digits()
    guard integer > 0 else { return (index, "a number without digits") }
    if integer > 1, bytes[index - integer] == UInt8(ascii: "0") { return (index - integer, "a number with a leading zero") }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard digits() > 0 else { return (index, "a number without digits after its '.'") }
    }
    if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
      guard digits() > 0 else { return (index, "a number without digits in its exponent") }
    }
    guard index > start else { return (start, "expected a number") }
    if firstNumberOutOfRange == nil { firstNumberOutOfRange = Self.outOfRange(bytes[start..<index], at: start) }
    return nil
  }

  /// Why the number `literal` is one no decoder here reads, or `nil`.
  private static func outOfRange(_ literal: Slice<UnsafeBufferPointer<UInt8>>, at offset: Int) -> (Int, String)? {
    let text = String(decoding: literal, as: UTF8.self)
    let shown = text.count > 24 ? String(text.prefix(12)) + "…" + String(text.suffix(6)) + " (\(text.count) characters)" : text
    if !literal.contains(where: { $0 == UInt8(ascii: ".") || $0 | 0x20 == UInt8(ascii: "e") }) {
      return Int64(text) == nil ? (offset, "the whole number \(shown) is beyond the largest, 9223372036854775807") : nil
    }
    return Double(text)?.isFinite == true ? nil : (offset, "the number \(shown) is beyond the largest, about 1.8e308")
  }

  private mutating func digits() -> Int {
    let start = index
    while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
    return index - start
  }

  private static func isHexDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
  }

  /// "found 'x'", "found byte 0x1B".
  private static func found(_ byte: UInt8) -> String {
    "found \(shown(byte))"
  }

  private static func shown(_ byte: UInt8) -> String {
    (0x21...0x7E).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16, uppercase: true))"
  }
}
