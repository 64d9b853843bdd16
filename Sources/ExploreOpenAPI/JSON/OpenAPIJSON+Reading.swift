public import Foundation

extension OpenAPIJSON {
  /// How deep arrays and objects may nest in a document. Real OpenAPI
  /// documents nest a few dozen levels; the bound keeps every recursive walk
  /// of a value (comparing, printing, freeing it) far from the stack's end.
  public static let maximumDepth = 256

  /// The JSON value (RFC 8259) `data` holds, read in one pass without
  /// recursion. A leading UTF-8 byte order mark is skipped; invalid UTF-8
  /// and unpaired surrogate escapes read as U+FFFD; of a key given twice,
  /// the last value counts.
  ///
  /// - Throws: ``OpenAPIJSONSyntaxError`` with the line and column of the
  ///   first byte that does not fit, or where nesting passes ``maximumDepth``.
  /// - Complexity: O(*n*) in the size of `data`.
  public static func read(_ data: Data) throws(OpenAPIJSONSyntaxError) -> OpenAPIJSON {
    let bytes = [UInt8](data)
    var reader = OpenAPIJSONReader(bytes: bytes)
    do {
      return try reader.document()
    } catch {
      throw reader.syntaxError(error)
    }
  }
}

/// The reading position in a document's bytes, and the containers open
/// around it: explicit stacks, so that nesting never recurses.
struct OpenAPIJSONReader {
  /// A failure at ``index``, before its line and column are counted.
  struct Failure: Error {
    var reason: String
    var isTooDeep = false
  }

  let bytes: [UInt8]
  private(set) var index = 0
  /// For each open container, from the outermost: whether it is an object.
  private var isObject: [Bool] = []
  /// The open arrays' values so far, and the open objects' members and the key being read.
  private var arrays: [[OpenAPIJSON]] = []
  private var objects: [[String: OpenAPIJSON]] = []
  private var keys: [String] = []

  init(bytes: [UInt8]) {
    self.bytes = bytes
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
  }

  /// The one value of the text, with nothing but whitespace after it.
  ///
  /// NB: the open containers are mutated in place on their stacks and
  /// moved out when they close, so that each append is O(1).
  mutating func document() throws(Failure) -> OpenAPIJSON {
    while true {
      guard var value = try scalarOrOpening() else { continue }
      closing: while true {
        guard let container = isObject.last else {
          skipWhitespace()
          guard index == bytes.count else { throw Failure(reason: "there is more text after the document's value") }
          return value
        }
        skipWhitespace()
        if container {
          objects[objects.count - 1][keys.removeLast()] = value
          if take(UInt8(ascii: ",")) {
            keys.append(try memberKey())
            break closing
          }
          guard take(UInt8(ascii: "}")) else { throw Failure(reason: "expected ',' or '}' in an object") }
          isObject.removeLast()
          value = .object(objects.removeLast())
        } else {
          arrays[arrays.count - 1].append(value)
          if take(UInt8(ascii: ",")) { break closing }
          guard take(UInt8(ascii: "]")) else { throw Failure(reason: "expected ',' or ']' in an array") }
          isObject.removeLast()
          value = .array(arrays.removeLast())
        }
      }
    }
  }

  /// A whole scalar or empty container, or `nil` after opening a container
  /// whose first member comes next.
  private mutating func scalarOrOpening() throws(Failure) -> OpenAPIJSON? {
    skipWhitespace()
    guard index < bytes.count else { throw Failure(reason: "the document ends where a value should be") }
    switch bytes[index] {
    case UInt8(ascii: "{"):
      try open()
      if take(UInt8(ascii: "}")) { return .object([:]) }
      keys.append(try memberKey())
      isObject.append(true)
      objects.append([:])
      return nil
    case UInt8(ascii: "["):
      try open()
      if take(UInt8(ascii: "]")) { return .array([]) }
      isObject.append(false)
      arrays.append([])
      return nil
    case UInt8(ascii: "\""):
      return .string(try string())
    case UInt8(ascii: "t"):
      try literal("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try literal("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try literal("null")
      return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return .number(try number())
    default:
      throw Failure(reason: "expected a value (an object, array, string, number, true, false or null)")
    }
  }

  /// Past an opening bracket or brace, when one more level may nest.
  private mutating func open() throws(Failure) {
    guard isObject.count < OpenAPIJSON.maximumDepth else {
      throw Failure(reason: "arrays and objects nest more than \(OpenAPIJSON.maximumDepth) deep", isTooDeep: true)
    }
    index += 1
    skipWhitespace()
  }

  /// A member's key and its colon.
  private mutating func memberKey() throws(Failure) -> String {
    skipWhitespace()
    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw Failure(reason: "expected a quoted key in an object") }
    let key = try string()
    skipWhitespace()
    guard take(UInt8(ascii: ":")) else { throw Failure(reason: "expected ':' after a key") }
    return key
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  private mutating func take(_ byte: UInt8) -> Bool {
    guard index < bytes.count, bytes[index] == byte else { return false }
    index += 1
    return true
  }

  private mutating func literal(_ word: StaticString) throws(Failure) {
    let count = word.utf8CodeUnitCount
    let matches = index + count <= bytes.count && (0..<count).allSatisfy { bytes[index + $0] == word.utf8Start[$0] }
    guard matches else { throw Failure(reason: "expected \(word)") }
    index += count
  }

  /// A string, from its opening quote to past its closing one.
  private mutating func string() throws(Failure) -> String {
    index += 1
    var text: [UInt8] = []
    while true {
      guard index < bytes.count else { throw Failure(reason: "a string is not closed") }
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        return String(decoding: text, as: UTF8.self)
      case UInt8(ascii: "\\"):
        index += 1
        try escape(into: &text)
      case 0..<0x20:
        throw Failure(reason: "a control character (U+\(String(byte, radix: 16, uppercase: true))) is in a string; write it as an escape")
      default:
        text.append(byte)
        index += 1
      }
    }
  }

  /// The escape after a backslash, as UTF-8.
  private mutating func escape(into text: inout [UInt8]) throws(Failure) {
    guard index < bytes.count else { throw Failure(reason: "a string is not closed") }
    let letter = bytes[index]
    index += 1
    switch letter {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return text.append(letter)
    case UInt8(ascii: "b"): return text.append(0x08)
    case UInt8(ascii: "f"): return text.append(0x0C)
    case UInt8(ascii: "n"): return text.append(0x0A)
    case UInt8(ascii: "r"): return text.append(0x0D)
    case UInt8(ascii: "t"): return text.append(0x09)
    default: break
    }
    guard letter == UInt8(ascii: "u") else { throw Failure(reason: "'\\\(Character(Unicode.Scalar(letter)))' is not an escape JSON has") }
    var value = try hexQuad()
    if (0xD800...0xDBFF).contains(value), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
      let mark = index
      index += 2
      let low = try hexQuad()
      if (0xDC00...0xDFFF).contains(low) {
        value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
      } else {
        index = mark
      }
    }
    let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
    text.append(contentsOf: String(scalar).utf8)
  }

  private mutating func hexQuad() throws(Failure) -> UInt32 {
    guard index + 4 <= bytes.count else { throw Failure(reason: "a \\u escape needs four hexadecimal digits") }
    var value: UInt32 = 0
    for byte in bytes[index..<(index + 4)] {
      guard let digit = Character(Unicode.Scalar(byte)).hexDigitValue else { throw Failure(reason: "a \\u escape needs four hexadecimal digits") }
      value = value << 4 | UInt32(digit)
    }
    index += 4
    return value
  }

  /// A number as RFC 8259 writes one; past `Double`'s range it is infinite.
  private mutating func number() throws(Failure) -> Double {
    let start = index
    _ = take(UInt8(ascii: "-"))
    let digits = { (reader: inout OpenAPIJSONReader) -> Int in
      let first = reader.index
      while reader.index < reader.bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(reader.bytes[reader.index]) { reader.index += 1 }
      return reader.index - first
    }
    let whole = index
    guard digits(&self) > 0 else { throw Failure(reason: "a number needs a digit") }
    if bytes[whole] == UInt8(ascii: "0"), index - whole > 1 { throw Failure(reason: "a number cannot start with 0") }
    if take(UInt8(ascii: ".")) {
      guard digits(&self) > 0 else { throw Failure(reason: "a number needs a digit after its '.'") }
    }
    if take(UInt8(ascii: "e")) || take(UInt8(ascii: "E")) {
      if !take(UInt8(ascii: "+")) { _ = take(UInt8(ascii: "-")) }
      guard digits(&self) > 0 else { throw Failure(reason: "a number needs a digit in its exponent") }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    return Double(text) ?? (text.hasPrefix("-") ? -.infinity : .infinity)
  }

  /// `failure` at the reading position, with its line and column.
  func syntaxError(_ failure: Failure) -> OpenAPIJSONSyntaxError {
    let end = min(index, bytes.count)
    var line = 1
    var lineStart = 0
    for position in 0..<end where bytes[position] == 0x0A {
      line += 1
      lineStart = position + 1
    }
    // NB: the column counts characters, not bytes, as editors show it.
    let column = String(decoding: bytes[lineStart..<end], as: UTF8.self).count + 1
    return OpenAPIJSONSyntaxError(reason: failure.reason, line: line, column: column, isTooDeep: failure.isTooDeep)
  }
}
