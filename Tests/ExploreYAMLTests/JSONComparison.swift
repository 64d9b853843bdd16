import ExploreCore
import ExploreEngine
import ExploreYAML
import Foundation

/// Compares what the YAML reader read with JSON read by another reader
/// (ExploreEngine's `JSONReader`): the same values, numbers by value
/// (`1` equals `1.0`), mappings by key (JSON objects keep no order here).
enum JSONComparison {
  /// Where `yaml` and `json` first differ, as a path and both values, or
  /// `nil` when they hold the same.
  static func difference(_ yaml: YAMLValue, _ json: JSONValue, at path: String = "$") -> String? {
    switch (yaml, json) {
    case (.null, .null):
      return nil
    case (.bool(let left), .bool(let right)) where left == right:
      return nil
    case (.string(let left), .string(let right)) where left == right:
      return nil
    case (.integer(let left), .integer(let right)) where left == right:
      return nil
    case (.integer(let left), .number(let right)) where Double(left) == right:
      return nil
    case (.number(let left), .integer(let right)) where left == Double(right):
      return nil
    case (.number(let left), .number(let right)) where left == right:
      return nil
    case (.sequence(let items), .array(let elements)):
      guard items.count == elements.count else { return "\(path): \(items.count) items against \(elements.count)" }
      for (index, pair) in zip(items, elements).enumerated() {
        if let difference = difference(pair.0, pair.1, at: "\(path)[\(index)]") { return difference }
      }
      return nil
    case (.mapping(let entries), .object(let object)):
      guard entries.count == object.count else {
        let missing = Set(object.keys).subtracting(entries.map(\.key)).sorted().prefix(5)
        let extra = Set(entries.map(\.key)).subtracting(object.keys).sorted().prefix(5)
        return "\(path): \(entries.count) keys against \(object.count) (missing \(Array(missing)), extra \(Array(extra)))"
      }
      for entry in entries {
        guard let value = object[entry.key] else { return "\(path): unexpected key \(entry.key.debugDescription)" }
        if let difference = difference(entry.value, value, at: "\(path).\(entry.key)") { return difference }
      }
      return nil
    default:
      return "\(path): \(String(describing: yaml).prefix(200)) against \(String(describing: json).prefix(200))"
    }
  }

  /// The JSON values of a text that holds one or more of them, one after
  /// the other (as the YAML test suite's `in.json` does for a stream of
  /// several documents).
  static func values(in data: Data) throws -> [JSONValue] {
    try pieces(of: Array(data)).map { try JSONReader.read(Data($0)) }
  }

  /// The text of each top-level value: a bracketed one to its matching
  /// bracket, a string to its closing quote, any other to the next space.
  static func pieces(of bytes: [UInt8]) -> [ArraySlice<UInt8>] {
    func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }
    var pieces: [ArraySlice<UInt8>] = []
    var index = 0
    while index < bytes.count {
      guard !isSpace(bytes[index]) else {
        index += 1
        continue
      }
      let start = index
      var depth = 0
      var inString = false
      while index < bytes.count {
        let byte = bytes[index]
        index += 1
        if inString {
          if byte == UInt8(ascii: "\\") {
            index += 1
          } else if byte == UInt8(ascii: "\"") {
            inString = false
            if depth == 0 { break }
          }
        } else if byte == UInt8(ascii: "\"") {
          inString = true
        } else if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
          depth += 1
        } else if byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
          depth -= 1
          if depth == 0 { break }
        } else if depth == 0, index < bytes.count, isSpace(bytes[index]) {
          break
        }
      }
      pieces.append(bytes[start..<index])
    }
    return pieces
  }
}
