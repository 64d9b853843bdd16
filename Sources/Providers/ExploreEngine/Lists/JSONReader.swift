package import ExploreCore
import ExploreNetworking
package import Foundation

/// Reads a JSON text (RFC 8259) into a ``JSONValue`` in one pass over its
/// bytes, for ``ItemMapping``.
///
/// NB: decoding `JSONValue` through `JSONDecoder` tries each case in turn,
/// and every failed try builds an error: 10,000 records took 40 times as
/// long as decoding them into structs. This reader looks at each byte once.
///
/// Numbers whose value is a whole number that fits `Int` are integers
/// (`2.0` too, as `JSONDecoder` reads it); others are doubles (`1e400` is infinite, which the mapping refuses as an
/// integer). Invalid UTF-8 and unpaired surrogate escapes read as U+FFFD.
/// Objects nest at most ``maximumDepth`` deep.
///
/// ```swift
/// let value = try JSONReader.read(Data(#"{"id": 1, "tags": ["a"]}"#.utf8))
/// ```
package enum JSONReader {
  /// How deep arrays and objects may nest, so that a hostile body cannot
  /// exhaust the stack.
  package static let maximumDepth = JSONNesting.maximumDepth

  /// The reason of the ``SyntaxError`` for values nested deeper than ``maximumDepth``.
  package static let tooDeep = "values nest more than \(maximumDepth) deep"

  /// A text that is not JSON: what was wrong, and at which byte.
  package struct SyntaxError: Error, Hashable {
    package var offset: Int
    package var reason: String
  }

  /// An array at the bounded path (``read(_:boundingArrayAt:to:)``) with
  /// more elements than the bound: the reading stopped at the first one over.
  package struct ArrayTooLong: Error, Hashable {
    /// The bound that was passed.
    package var limit: Int

    package init(limit: Int) {
      self.limit = limit
    }
  }

  /// The value of `data`, which must hold exactly one JSON value.
  ///
  /// - Parameters:
  ///   - path: the keys of the one array whose length is bounded (a page's
  ///     records; empty for a body that is the array), or `nil` for none.
  ///   - limit: the most elements that array may have.
  /// - Throws: ``SyntaxError`` when it does not hold one value;
  ///   ``ArrayTooLong`` as soon as the array at `path` passes `limit`, so
  ///   that a page of a million records costs what 10,000 do, not a tree of
  ///   a million objects.
  /// - Complexity: O(*n*) in the size of `data`.
  package static func read(_ data: Data, boundingArrayAt path: [String]? = nil, to limit: Int = .max) throws -> JSONValue {
    try data.withUnsafeBytes { raw in
      var reader = Reader(bytes: raw.bindMemory(to: UInt8.self), bound: path.map { ($0, limit) })
      let value = try reader.value(depth: 0, onPath: path == nil ? -1 : 0)
      reader.skipWhitespace()
      guard reader.index == reader.bytes.count else { throw reader.error("unexpected text after the value") }
      return value
    }
  }

  /// The reading position in the bytes.
  private struct Reader {
    let bytes: UnsafeBufferPointer<UInt8>
    /// The path of the bounded array, and its bound.
    let bound: (path: [String], limit: Int)?
    var index = 0

    init(bytes: UnsafeBufferPointer<UInt8>, bound: (path: [String], limit: Int)?) {
      self.bytes = bytes
      self.bound = bound
    }

    func error(_ reason: String) -> SyntaxError {
      SyntaxError(offset: index, reason: reason)
    }

    mutating func skipWhitespace() {
      while index < bytes.count {
        switch bytes[index] {
        case 0x20, 0x09, 0x0A, 0x0D: index += 1
        default: return
        }
      }
    }

    /// - Parameter onPath: how many keys of the bounded path lead here, or
    ///   -1 when this value is off that path.
    mutating func value(depth: Int, onPath: Int = -1) throws -> JSONValue {
      skipWhitespace()
      guard index < bytes.count else { throw error("the text ends before a value") }
      switch bytes[index] {
      case UInt8(ascii: "{"): return try object(depth: depth + 1, onPath: onPath)
      case UInt8(ascii: "["): return try array(depth: depth + 1, limit: onPath >= 0 && onPath == bound?.path.count ? bound?.limit : nil)
      case UInt8(ascii: "\""): return .string(try string())
      case UInt8(ascii: "t"): try literal("true"); return .bool(true)
      case UInt8(ascii: "f"): try literal("false"); return .bool(false)
      case UInt8(ascii: "n"): try literal("null"); return .null
      default: return try number()
      }
    }

    mutating func literal(_ word: StaticString) throws {
      let count = word.utf8CodeUnitCount
      guard index + count <= bytes.count, memcmp(bytes.baseAddress! + index, word.utf8Start, count) == 0 else {
        throw error("expected a value")
      }
      index += count
    }

    mutating func object(depth: Int, onPath: Int) throws -> JSONValue {
      guard depth <= maximumDepth else { throw error(JSONReader.tooDeep) }
      index += 1
      var object: [String: JSONValue] = [:]
      skipWhitespace()
      if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
        index += 1
        return .object(object)
      }
      while true {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a key") }
        let key = try string()
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':'") }
        index += 1
        let next = onPath >= 0 && onPath < (bound?.path.count ?? 0) && bound?.path[onPath] == key ? onPath + 1 : -1
        object[key] = try value(depth: depth, onPath: next)
        skipWhitespace()
        guard index < bytes.count else { throw error("the text ends inside an object") }
        index += 1
        switch bytes[index - 1] {
        case UInt8(ascii: ","): continue
        case UInt8(ascii: "}"): return .object(object)
        default: throw error("expected ',' or '}'")
        }
      }
    }

    mutating func array(depth: Int, limit: Int?) throws -> JSONValue {
      guard depth <= maximumDepth else { throw error(JSONReader.tooDeep) }
      index += 1
      var array: [JSONValue] = []
      skipWhitespace()
      if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
        index += 1
        return .array(array)
      }
      while true {
        if let limit, array.count >= limit { throw ArrayTooLong(limit: limit) }
        array.append(try value(depth: depth))
        skipWhitespace()
        guard index < bytes.count else { throw error("the text ends inside an array") }
        index += 1
        switch bytes[index - 1] {
        case UInt8(ascii: ","): continue
        case UInt8(ascii: "]"): return .array(array)
        default: throw error("expected ',' or ']'")
        }
      }
    }

    /// A string from its opening quote; escapes only take the slow path.
    mutating func string() throws -> String {
      index += 1
      let start = index
      while index < bytes.count {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\"") {
          index += 1
          return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index - 1]), as: UTF8.self)
        }
        if byte == UInt8(ascii: "\\") { return try escapedString(from: start) }
        guard byte >= 0x20 else { throw error("a control character inside a string") }
        index += 1
      }
      throw error("the text ends inside a string")
    }

    mutating func escapedString(from start: Int) throws -> String {
      var utf8 = Array(UnsafeBufferPointer(rebasing: bytes[start..<index]))
      while index < bytes.count {
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""):
          return String(decoding: utf8, as: UTF8.self)
        case UInt8(ascii: "\\"):
          guard index < bytes.count else { break }
          let escape = bytes[index]
          index += 1
          switch escape {
          case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
          case UInt8(ascii: "b"): utf8.append(0x08)
          case UInt8(ascii: "f"): utf8.append(0x0C)
          case UInt8(ascii: "n"): utf8.append(0x0A)
          case UInt8(ascii: "r"): utf8.append(0x0D)
          case UInt8(ascii: "t"): utf8.append(0x09)
          case UInt8(ascii: "u"): utf8 += String(try unicodeScalar()).utf8
          default: throw error("an unknown escape in a string")
          }
        case 0..<0x20:
          throw error("a control character inside a string")
        default:
          utf8.append(byte)
        }
      }
      throw error("the text ends inside a string")
    }

    /// The scalar of a `\u` escape (after the `u`), joining a surrogate
    /// pair; an unpaired surrogate is U+FFFD.
    mutating func unicodeScalar() throws -> Unicode.Scalar {
      let first = try hexUnit()
      if (0xD800..<0xDC00).contains(first), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
        bytes[index + 1] == UInt8(ascii: "u")
      {
        let saved = index
        index += 2
        let second = try hexUnit()
        if (0xDC00..<0xE000).contains(second) {
          return Unicode.Scalar(0x10000 + ((UInt32(first) - 0xD800) << 10) + (UInt32(second) - 0xDC00)) ?? "\u{FFFD}"
        }
        index = saved
      }
      return Unicode.Scalar(first) ?? "\u{FFFD}"
    }

    mutating func hexUnit() throws -> UInt16 {
      guard index + 4 <= bytes.count else { throw error("the text ends inside a \\u escape") }
      var unit: UInt16 = 0
      for _ in 0..<4 {
        let byte = bytes[index]
        let digit: UInt8
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
        default: throw error("expected four hex digits after \\u")
        }
        unit = unit << 4 | UInt16(digit)
        index += 1
      }
      return unit
    }

    mutating func number() throws -> JSONValue {
      let start = index
      var isInteger = true
      if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
      let digits = index
      skipDigits()
      guard index > digits else { throw error("expected a value") }
      guard bytes[digits] != UInt8(ascii: "0") || index == digits + 1 else { throw error("a number with a leading zero") }
      if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
        isInteger = false
        index += 1
        let fraction = index
        skipDigits()
        guard index > fraction else { throw error("expected digits after '.'") }
      }
      if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
        isInteger = false
        index += 1
        if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
        let exponent = index
        skipDigits()
        guard index > exponent else { throw error("expected digits in the exponent") }
      }
      let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
      if isInteger, let integer = Int(text) { return .integer(integer) }
      guard let number = Double(text) else { throw error("a number that cannot be read") }
      // NB: `2.0` and `1e2` are integers, as JSONDecoder reads them into an `Int`.
      return Int(exactly: number).map(JSONValue.integer) ?? .number(number)
    }

    mutating func skipDigits() {
      while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
    }
  }
}
