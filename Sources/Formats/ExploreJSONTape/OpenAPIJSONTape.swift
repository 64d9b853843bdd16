import Foundation

/// A JSON text read once and checked, kept as its bytes and one 8-byte node
/// per value, in the order the text gives them (a container's node, then its
/// members' or elements' nodes): what `ExploreOpenAPI`'s `OpenAPIJSON` reads values from.
///
/// A node packs the byte offset where the value starts, its kind and, for
/// an object or an array, the index of the node after its last descendant,
/// so that a member's value is skipped in one step. An object's members are
/// a key's string node and its value's nodes, in turn. Strings and numbers
/// are read from the text when asked for.
///
/// NB: a 32 MiB document of small objects (`{"id": 1, "n": "x"}` over and
/// over) took about 20 times its size as a tree of Swift dictionaries; as
/// nodes it takes at most 4 times (one node for every 2 bytes of text, the
/// densest JSON there is), and the text itself.
///
/// An object of ``indexedMemberCount`` members or more is looked in through
/// an index of its keys, made the first time and kept: a document's
/// `paths` and `components/schemas` are looked in once per operation.
package final class OpenAPIJSONTape: @unchecked Sendable {
  /// What a node is.
  package enum Kind: UInt64 {
    case object, array, string, number, `true`, `false`, null
  }

  /// The objects of at least this many members are looked in through an index.
  package static let indexedMemberCount = 64
  /// The largest text a tape holds: offsets and node indices take 29 bits.
  package static let maximumSize = 1 << 29

  package let bytes: [UInt8]
  private let nodes: [UInt64]
  /// The objects of ``indexedMemberCount`` members or more.
  private let largeObjects: Set<Int>
  /// NB: the indexes of the large objects looked in so far, behind a lock,
  /// so that a tape shared by values in several tasks stays consistent.
  private let lock = NSLock()
  private var indexes: [Int: [String: Int]] = [:]

  package init(bytes: [UInt8], nodes: [UInt64], largeObjects: Set<Int>) {
    self.bytes = bytes
    self.nodes = nodes
    self.largeObjects = largeObjects
  }

  /// A node: where its value starts, its kind, and for a container the
  /// index of the node after it.
  package static func node(_ kind: Kind, at offset: Int, end: Int = 0) -> UInt64 {
    UInt64(offset) | kind.rawValue << 29 | UInt64(end) << 32
  }

  package static func settingEnd(_ end: Int, of node: UInt64) -> UInt64 {
    node & 0xFFFF_FFFF | UInt64(end) << 32
  }

  package func kind(of node: Int) -> Kind {
    Kind(rawValue: nodes[node] >> 29 & 0x7) ?? .null
  }

  private func offset(of node: Int) -> Int {
    Int(nodes[node] & 0x1FFF_FFFF)
  }

  /// The index of the node after `node` and its descendants.
  package func next(after node: Int) -> Int {
    switch kind(of: node) {
    case .object, .array: Int(nodes[node] >> 32)
    default: node + 1
    }
  }

  /// The nodes of an array's elements.
  ///
  /// - Complexity: O(*n*) in its elements.
  package func elements(of array: Int) -> [Int] {
    var elements: [Int] = []
    var node = array + 1
    let end = next(after: array)
    while node < end {
      elements.append(node)
      node = next(after: node)
    }
    return elements
  }

  /// An object's keys in the order the text first gives them, each once.
  ///
  /// - Complexity: O(*m*) in its members.
  package func keys(of object: Int) -> [String] {
    var keys: [String] = []
    var seen: Set<String> = []
    var key = object + 1
    let end = next(after: object)
    while key < end {
      let name = string(at: key)
      if seen.insert(name).inserted { keys.append(name) }
      key = next(after: key + 1)
    }
    return keys
  }

  /// An object's members: each key and the node of its value, the last of a key given twice.
  ///
  /// - Complexity: O(*m*) in its members.
  package func members(of object: Int) -> [String: Int] {
    var members: [String: Int] = [:]
    var key = object + 1
    let end = next(after: object)
    while key < end {
      members[string(at: key)] = key + 1
      key = next(after: key + 1)
    }
    return members
  }

  /// The node of the value of the member `key` of `object` (the last, when
  /// the text gives it twice), or `nil`.
  ///
  /// - Complexity: O(*m*) in the object's members; O(1) for an object of
  ///   ``indexedMemberCount`` members or more once indexed.
  package func member(_ key: String, of object: Int) -> Int? {
    guard kind(of: object) == .object else { return nil }
    if largeObjects.contains(object) { return index(of: object)[key] }
    var key = key
    return key.withUTF8 { wanted in
      var found: Int?
      var node = object + 1
      let end = next(after: object)
      while node < end {
        if isKey(node, wanted) { found = node + 1 }
        node = next(after: node + 1)
      }
      return found
    }
  }

  /// The index of a large object's keys, made the first time.
  private func index(of object: Int) -> [String: Int] {
    if let index = lock.withLock({ indexes[object] }) { return index }
    let index = members(of: object)
    lock.withLock { indexes[object] = index }
    return index
  }

  /// Whether the string node `node` is `wanted`'s UTF-8.
  ///
  /// NB: compared byte by byte when both are ASCII without escapes, else as
  /// strings, which compare by canonical equivalence as a dictionary's keys do.
  private func isKey(_ node: Int, _ wanted: UnsafeBufferPointer<UInt8>) -> Bool {
    var position = offset(of: node) + 1
    for byte in wanted {
      guard byte < 0x80 else { return string(at: node) == String(decoding: wanted, as: UTF8.self) }
      guard position < bytes.count else { return false }
      let found = bytes[position]
      if found == UInt8(ascii: "\\") || found >= 0x80 { return string(at: node) == String(decoding: wanted, as: UTF8.self) }
      // NB: a quote in `wanted` is escaped in the text: one here ends the key.
      guard found == byte, found != UInt8(ascii: "\"") else { return false }
      position += 1
    }
    guard position < bytes.count else { return false }
    switch bytes[position] {
    case UInt8(ascii: "\""): return true
    case UInt8(ascii: "\\"), 0x80...: return string(at: node) == String(decoding: wanted, as: UTF8.self)
    default: return false
    }
  }

  /// The text of a string node: its escapes decoded, invalid UTF-8 and
  /// unpaired surrogate escapes as U+FFFD.
  ///
  /// - Complexity: O(*n*) in its length.
  package func string(at node: Int) -> String {
    let start = offset(of: node) + 1
    var end = start
    while bytes[end] != UInt8(ascii: "\"") {
      if bytes[end] == UInt8(ascii: "\\") { return unescaped(from: start) }
      end += 1
    }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// A string that holds escapes, from `start` (past its opening quote) to its closing quote.
  ///
  /// NB: the reader checked the string, so every escape is whole here.
  private func unescaped(from start: Int) -> String {
    var text: [UInt8] = []
    var index = start
    while bytes[index] != UInt8(ascii: "\"") {
      guard bytes[index] == UInt8(ascii: "\\") else {
        text.append(bytes[index])
        index += 1
        continue
      }
      let letter = bytes[index + 1]
      index += 2
      switch letter {
      case UInt8(ascii: "b"): text.append(0x08)
      case UInt8(ascii: "f"): text.append(0x0C)
      case UInt8(ascii: "n"): text.append(0x0A)
      case UInt8(ascii: "r"): text.append(0x0D)
      case UInt8(ascii: "t"): text.append(0x09)
      case UInt8(ascii: "u"):
        var value = hexQuad(at: index)
        index += 4
        if (0xD800...0xDBFF).contains(value), bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
          let low = hexQuad(at: index + 2)
          if (0xDC00...0xDFFF).contains(low) {
            value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
            index += 6
          }
        }
        text.append(contentsOf: String(Unicode.Scalar(value) ?? "\u{FFFD}").utf8)
      default: text.append(letter)
      }
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// The four hexadecimal digits at `index`, which the reader checked.
  private func hexQuad(at index: Int) -> UInt32 {
    bytes[index..<(index + 4)].reduce(0) { value, byte in value << 4 | UInt32(Character(Unicode.Scalar(byte)).hexDigitValue ?? 0) }
  }

  /// The value of a number node; past `Double`'s range it is infinite.
  package func number(at node: Int) -> Double {
    let start = offset(of: node)
    var end = start
    while end < bytes.count, Self.isNumberByte(bytes[end]) { end += 1 }
    let text = String(decoding: bytes[start..<end], as: UTF8.self)
    return Double(text) ?? (text.hasPrefix("-") ? -.infinity : .infinity)
  }

  private static func isNumberByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"): true
    default: false
    }
  }
}
