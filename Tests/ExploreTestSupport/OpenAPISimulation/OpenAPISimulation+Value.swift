import ExploreYAML
import Foundation

extension OpenAPISimulation {
  /// A JSON value of the document or of an answer, with the keys of an
  /// object in the order they were written.
  ///
  /// NB: the simulation reads the document itself (JSON here, YAML through
  /// `ExploreYAML`), not through `ExploreOpenAPI`, so that what the planner
  /// misreads the simulation does not misread the same way.
  indirect enum Value: Sendable {
    case null
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case string(String)
    case array([Value])
    case object([String], [String: Value])

    subscript(key: String) -> Value? {
      guard case .object(_, let values) = self else { return nil }
      return values[key]
    }

    /// The entries of an object, in order.
    var entries: [(key: String, value: Value)] {
      guard case .object(let keys, let values) = self else { return [] }
      return keys.compactMap { key in values[key].map { (key, $0) } }
    }

    var string: String? {
      if case .string(let text) = self { return text }
      return nil
    }

    var bool: Bool? {
      if case .bool(let flag) = self { return flag }
      return nil
    }

    var array: [Value]? {
      if case .array(let items) = self { return items }
      return nil
    }

    var integer: Int? {
      switch self {
      case .integer(let number): number
      case .number(let number) where number == number.rounded() && abs(number) < 1e15: Int(number)
      default: nil
      }
    }

    var isObject: Bool {
      if case .object = self { return true }
      return false
    }

    /// A scalar as text (`17`, `"abc"`, `true`), `nil` for the rest.
    var scalarText: String? {
      switch self {
      case .string(let text): text
      case .integer(let number): String(number)
      case .number(let number): number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
      case .bool(let flag): String(flag)
      default: nil
      }
    }

    /// An object made of `entries`, in their order.
    static func object(_ entries: [(String, Value)]) -> Value {
      var keys: [String] = []
      var values: [String: Value] = [:]
      for (key, value) in entries {
        if values.updateValue(value, forKey: key) == nil { keys.append(key) }
      }
      return .object(keys, values)
    }

    /// Sets `value` at `path` of an object, making the objects on the way.
    mutating func set(_ value: Value, at path: ArraySlice<String>) {
      guard let first = path.first else {
        self = value
        return
      }
      var keys: [String] = []
      var values: [String: Value] = [:]
      if case .object(let existingKeys, let existingValues) = self { (keys, values) = (existingKeys, existingValues) }
      var inner = values[first] ?? .null
      inner.set(value, at: path.dropFirst())
      if values.updateValue(inner, forKey: first) == nil { keys.append(first) }
      self = .object(keys, values)
    }
  }
}

// MARK: - Reading

extension OpenAPISimulation.Value {
  /// The document in `data`: JSON when its first character opens an object,
  /// else YAML.
  static func document(_ data: Data) throws -> Self {
    let bytes = [UInt8](data)
    if bytes.first(where: { ![0x20, 0x0A, 0x0D, 0x09].contains($0) }) == UInt8(ascii: "{") {
      var reader = JSONText(bytes: bytes)
      return try reader.read()
    }
    return Self(try YAMLReader.read(bytes))
  }

  init(_ yaml: YAMLValue) {
    switch yaml {
    case .null: self = .null
    case .bool(let flag): self = .bool(flag)
    case .integer(let number): self = .integer(number)
    case .number(let number): self = .number(number)
    case .string(let text): self = .string(text)
    case .sequence(let items): self = .array(items.map(Self.init))
    case .mapping(let entries): self = .object(entries.map { ($0.key, Self($0.value)) })
    }
  }

  /// What a document that is not JSON nor YAML makes the simulation throw.
  struct ReadingError: Error, CustomStringConvertible {
    var offset: Int
    var description: String { "The document is not JSON the simulation reads (at byte \(offset))." }
  }

  /// A small JSON reader that keeps the order of keys.
  private struct JSONText {
    let bytes: [UInt8]
    var index = 0
    var depth = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func read() throws -> OpenAPISimulation.Value {
      let value = try value()
      skipSpace()
      guard index == bytes.count else { throw ReadingError(offset: index) }
      return value
    }

    private mutating func skipSpace() {
      while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
    }

    private mutating func value() throws -> OpenAPISimulation.Value {
      skipSpace()
      guard index < bytes.count, depth < 512 else { throw ReadingError(offset: index) }
      switch bytes[index] {
      case UInt8(ascii: "{"):
        index += 1
        depth += 1
        defer { depth -= 1 }
        var entries: [(String, OpenAPISimulation.Value)] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
          index += 1
          return .object([], [:])
        }
        while true {
          skipSpace()
          let key = try string()
          skipSpace()
          try expect(UInt8(ascii: ":"))
          entries.append((key, try value()))
          skipSpace()
          if try comma(closing: UInt8(ascii: "}")) { return .object(entries) }
        }
      case UInt8(ascii: "["):
        index += 1
        depth += 1
        defer { depth -= 1 }
        var items: [OpenAPISimulation.Value] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
          index += 1
          return .array([])
        }
        while true {
          items.append(try value())
          skipSpace()
          if try comma(closing: UInt8(ascii: "]")) { return .array(items) }
        }
      case UInt8(ascii: "\""):
        return .string(try string())
      case UInt8(ascii: "t"): return try literal("true", .bool(true))
      case UInt8(ascii: "f"): return try literal("false", .bool(false))
      case UInt8(ascii: "n"): return try literal("null", .null)
      default:
        return try number()
      }
    }

    /// Reads `,` (then `false`) or `closing` (then `true`).
    private mutating func comma(closing: UInt8) throws -> Bool {
      guard index < bytes.count else { throw ReadingError(offset: index) }
      index += 1
      if bytes[index - 1] == closing { return true }
      guard bytes[index - 1] == UInt8(ascii: ",") else { throw ReadingError(offset: index - 1) }
      return false
    }

    private mutating func expect(_ byte: UInt8) throws {
      guard index < bytes.count, bytes[index] == byte else { throw ReadingError(offset: index) }
      index += 1
    }

    private mutating func literal(_ word: String, _ value: OpenAPISimulation.Value) throws -> OpenAPISimulation.Value {
      let end = index + word.utf8.count
      guard end <= bytes.count, bytes[index..<end].elementsEqual(word.utf8) else { throw ReadingError(offset: index) }
      index = end
      return value
    }

    private mutating func number() throws -> OpenAPISimulation.Value {
      let start = index
      while index < bytes.count, "+-0123456789.eE".utf8.contains(bytes[index]) { index += 1 }
      let text = String(decoding: bytes[start..<index], as: UTF8.self)
      if let whole = Int(text) { return .integer(whole) }
      guard let number = Double(text) else { throw ReadingError(offset: start) }
      return .number(number)
    }

    private mutating func string() throws -> String {
      try expect(UInt8(ascii: "\""))
      var scalars: [UInt8] = []
      var start = index
      while index < bytes.count {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\"") {
          scalars += bytes[start..<index]
          index += 1
          return String(decoding: scalars, as: UTF8.self)
        }
        guard byte == UInt8(ascii: "\\") else {
          index += 1
          continue
        }
        scalars += bytes[start..<index]
        guard index + 1 < bytes.count else { break }
        let escaped = bytes[index + 1]
        index += 2
        switch escaped {
        case UInt8(ascii: "n"): scalars.append(0x0A)
        case UInt8(ascii: "t"): scalars.append(0x09)
        case UInt8(ascii: "r"): scalars.append(0x0D)
        case UInt8(ascii: "b"): scalars.append(0x08)
        case UInt8(ascii: "f"): scalars.append(0x0C)
        case UInt8(ascii: "u"):
          var code = try hex4()
          if (0xD800..<0xDC00).contains(code), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\") {
            index += 2
            let low = try hex4()
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
          }
          scalars += Array(String(Unicode.Scalar(code).map(Character.init) ?? "\u{FFFD}").utf8)
        default: scalars.append(escaped)
        }
        start = index
      }
      throw ReadingError(offset: index)
    }

    private mutating func hex4() throws -> UInt32 {
      guard index + 4 <= bytes.count, let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16) else {
        throw ReadingError(offset: index)
      }
      index += 4
      return code
    }
  }
}

// MARK: - Writing

extension OpenAPISimulation.Value {
  /// The value as JSON text, keys in their order.
  var json: Data {
    var text = ""
    write(to: &text)
    return Data(text.utf8)
  }

  private func write(to text: inout String) {
    switch self {
    case .null: text += "null"
    case .bool(let flag): text += flag ? "true" : "false"
    case .integer(let number): text += String(number)
    case .number(let number): text += number.isFinite ? String(number) : "0"
    case .string(let string): Self.quote(string, into: &text)
    case .array(let items):
      text += "["
      for (position, item) in items.enumerated() {
        if position > 0 { text += "," }
        item.write(to: &text)
      }
      text += "]"
    case .object(let keys, let values):
      text += "{"
      for (position, key) in keys.enumerated() {
        if position > 0 { text += "," }
        Self.quote(key, into: &text)
        text += ":"
        values[key, default: .null].write(to: &text)
      }
      text += "}"
    }
  }

  private static func quote(_ string: String, into text: inout String) {
    text += "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      case _ where scalar.value < 0x20: text += String(format: "\\u%04x", scalar.value)
      default: text.unicodeScalars.append(scalar)
      }
    }
    text += "\""
  }
}
