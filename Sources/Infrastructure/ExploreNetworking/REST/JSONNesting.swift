package import Foundation

/// How deep the arrays and objects of a JSON text nest, found without
/// parsing it: for saying why a body that does not decode was refused.
///
/// ```swift
/// JSONNesting.exceeds(Data("[[[1]]]".utf8), depth: 2)  // true
/// ```
package enum JSONNesting {
  /// The deepest nesting `JSONDecoder` reads (swift-foundation's limit),
  /// and ExploreEngine's `JSONReader` too: a deeper body is refused
  /// before it can exhaust the stack.
  package static let maximumDepth = 512

  /// Whether arrays and objects in `data` nest more than `depth` deep.
  /// Brackets inside strings do not count.
  ///
  /// - Complexity: O(*n*) in the size of `data`, stopping at the first
  ///   bracket past `depth`; no allocation.
  package static func exceeds(_ data: Data, depth: Int) -> Bool {
    data.withUnsafeBytes { raw in
      var level = 0
      var inString = false
      var escaped = false
      for byte in raw {
        if inString {
          if escaped {
            escaped = false
          } else if byte == UInt8(ascii: "\\") {
            escaped = true
          } else if byte == UInt8(ascii: "\"") {
            inString = false
          }
          continue
        }
        switch byte {
        case UInt8(ascii: "\""): inString = true
        case UInt8(ascii: "["), UInt8(ascii: "{"):
          level += 1
          if level > depth { return true }
        case UInt8(ascii: "]"), UInt8(ascii: "}"): level -= 1
        default: break
        }
      }
      return false
    }
  }

  /// The reason an error gives for a body nested too deep.
  package static let tooDeepReason = "the body's arrays and objects are nested deeper than \(maximumDepth) levels, more than explore reads"
}
