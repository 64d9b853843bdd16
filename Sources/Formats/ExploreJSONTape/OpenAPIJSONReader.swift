import Foundation

/// The reading position in a document's bytes, the nodes read so far, and
/// the containers open around it: an explicit stack, so that nesting never
/// recurses.
package struct OpenAPIJSONReader {
  /// How deep arrays and objects may nest in a text.
  package static let maximumDepth = 256

  /// A failure at ``index``, before its line and column are counted.
  package struct Failure: Error {
    package var reason: String
    package var isTooDeep = false
  }

  /// An open container: its node, and its members or elements so far.
  private struct Open {
    var node: Int
    var isObject: Bool
    var count = 1
  }

  package let bytes: [UInt8]
  package private(set) var index = 0
  package private(set) var nodes: [UInt64] = []
  /// The objects of ``OpenAPIJSONTape/indexedMemberCount`` members or more.
  package private(set) var largeObjects: Set<Int> = []
  private var open: [Open] = []

  package init(bytes: [UInt8]) {
    self.bytes = bytes
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
  }

  /// The one value of the text, with nothing but whitespace after it.
  package mutating func document() throws(Failure) {
    guard bytes.count < OpenAPIJSONTape.maximumSize else {
      throw Failure(reason: "the text is larger than \(OpenAPIJSONTape.maximumSize >> 20) MiB")
    }
    // NB: no text holds more than one value for every two bytes (`[0,0,0]`):
    // the nodes never grow and copy themselves, and the pages of the
    // capacity that no node fills are never touched, so cost no memory.
    nodes.reserveCapacity(bytes.count / 2 + 2)
    while true {
      // NB: true after opening a container whose first member or element comes next.
      if try scalarOrOpening() { continue }
      closing: while true {
        guard let container = open.last else {
          skipWhitespace()
          guard index == bytes.count else { throw Failure(reason: "there is more text after the document's value") }
          return
        }
        skipWhitespace()
        if take(UInt8(ascii: ",")) {
          open[open.count - 1].count += 1
          if container.isObject { try memberKey() }
          break closing
        }
        guard take(container.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) else {
          throw Failure(reason: container.isObject ? "expected ',' or '}' in an object" : "expected ',' or ']' in an array")
        }
        open.removeLast()
        nodes[container.node] = OpenAPIJSONTape.settingEnd(nodes.count, of: nodes[container.node])
        if container.isObject, container.count >= OpenAPIJSONTape.indexedMemberCount { largeObjects.insert(container.node) }
      }
    }
  }

  /// A whole scalar or empty container, or `true` after opening a container
  /// whose first member (its key read) or element comes next.
  private mutating func scalarOrOpening() throws(Failure) -> Bool {
    skipWhitespace()
    guard index < bytes.count else { throw Failure(reason: "the document ends where a value should be") }
    let start = index
    switch bytes[index] {
    case UInt8(ascii: "{"):
      try openContainer()
      let node = nodes.count
      nodes.append(OpenAPIJSONTape.node(.object, at: start, end: node + 1))
      if take(UInt8(ascii: "}")) { return false }
      open.append(Open(node: node, isObject: true))
      try memberKey()
      return true
    case UInt8(ascii: "["):
      try openContainer()
      let node = nodes.count
      nodes.append(OpenAPIJSONTape.node(.array, at: start, end: node + 1))
      if take(UInt8(ascii: "]")) { return false }
      open.append(Open(node: node, isObject: false))
      return true
    case UInt8(ascii: "\""):
      try string()
      nodes.append(OpenAPIJSONTape.node(.string, at: start))
    case UInt8(ascii: "t"):
      try literal("true")
      nodes.append(OpenAPIJSONTape.node(.true, at: start))
    case UInt8(ascii: "f"):
      try literal("false")
      nodes.append(OpenAPIJSONTape.node(.false, at: start))
    case UInt8(ascii: "n"):
      try literal("null")
      nodes.append(OpenAPIJSONTape.node(.null, at: start))
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      try number()
      nodes.append(OpenAPIJSONTape.node(.number, at: start))
    default:
      throw Failure(reason: "expected a value (an object, array, string, number, true, false or null)")
    }
    return false
  }

  /// Past an opening bracket or brace, when one more level may nest.
  private mutating func openContainer() throws(Failure) {
    guard open.count < Self.maximumDepth else {
      throw Failure(reason: "arrays and objects nest more than \(Self.maximumDepth) deep", isTooDeep: true)
    }
    index += 1
    skipWhitespace()
  }

  /// A member's key, as a string node, and its colon.
  private mutating func memberKey() throws(Failure) {
    skipWhitespace()
    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw Failure(reason: "expected a quoted key in an object") }
    nodes.append(OpenAPIJSONTape.node(.string, at: index))
    try string()
    skipWhitespace()
    guard take(UInt8(ascii: ":")) else { throw Failure(reason: "expected ':' after a key") }
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

  /// Past a string, from its opening quote to past its closing one,
  /// checking its escapes (``OpenAPIJSONTape`` decodes it when asked).
  private mutating func string() throws(Failure) {
    index += 1
    while true {
      guard index < bytes.count else { throw Failure(reason: "a string is not closed") }
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        return
      case UInt8(ascii: "\\"):
        index += 1
        try escape()
      case 0..<0x20:
        throw Failure(reason: "a control character (U+\(String(byte, radix: 16, uppercase: true))) is in a string; write it as an escape")
      default:
        index += 1
      }
    }
  }

  /// Past the escape after a backslash.
  private mutating func escape() throws(Failure) {
    guard index < bytes.count else { throw Failure(reason: "a string is not closed") }
    let letter = bytes[index]
    index += 1
    switch letter {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"),
      UInt8(ascii: "t"):
      return
    case UInt8(ascii: "u"):
      guard index + 4 <= bytes.count, bytes[index..<(index + 4)].allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit }) else {
        throw Failure(reason: "a \\u escape needs four hexadecimal digits")
      }
      index += 4
    default:
      throw Failure(reason: "'\\\(Character(Unicode.Scalar(letter)))' is not an escape JSON has")
    }
  }

  /// Past a number as RFC 8259 writes one.
  private mutating func number() throws(Failure) {
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
  }

  /// `failure` at the reading position, with its line and column.
  package func syntaxError(_ failure: Failure) -> OpenAPIJSONSyntaxError {
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
