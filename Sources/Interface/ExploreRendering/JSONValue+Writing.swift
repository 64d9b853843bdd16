package import ExploreCore

/// JSON values written by hand, with sorted keys and two-space indents.
///
/// `JSONSerialization` on Linux took 0.3 s to write 10,000 small objects
/// here; this writer needs a few milliseconds, and its output does not
/// depend on the platform's Foundation (key order, escaping, `Bool` versus
/// `NSNumber`).
///
/// ```swift
/// JSONValue.object(["id": .string("1"), "count": .integer(2)]).serialized()
/// // {
/// //   "count" : 2,
/// //   "id" : "1"
/// // }
/// ```
extension JSONValue {
  /// The value as pretty-printed JSON: objects' keys sorted, two spaces per
  /// level, `"key" : value` as Foundation writes it, no trailing newline.
  ///
  /// - Complexity: O(*n* + *k* log *k*) for *n* characters of output and
  ///   objects of *k* keys.
  package func serialized() -> String {
    var output = ""
    write(into: &output, depth: 0)
    return output
  }

  /// The value as ``serialized()`` writes it nested `depth` levels deep:
  /// its inner lines indented by `depth` more levels, its first line not.
  /// ``JSONDocumentWriter`` writes a document piece by piece with it.
  package func serialized(depth: Int) -> String {
    var output = ""
    write(into: &output, depth: depth)
    return output
  }

  /// The value on one line, for NDJSON: objects' keys sorted, `", "`
  /// between members and `": "` after keys, strings escaped as
  /// ``serialized()`` escapes them (a line break in a string is `\n`), no
  /// trailing newline.
  ///
  /// ```swift
  /// JSONValue.object(["id": .string("1"), "tags": .array([.integer(2)])]).serializedOnOneLine()
  /// // {"id": "1", "tags": [2]}
  /// ```
  ///
  /// - Complexity: As ``serialized()``.
  package func serializedOnOneLine() -> String {
    var writer = JSONByteWriter(capacity: 256, isOneLine: true)
    writer.write(self, depth: 0)
    return writer.text
  }

  private func write(into output: inout String, depth: Int) {
    switch self {
    case .null:
      output += "null"
    default:
      // NB: the document is written as UTF-8 bytes into one array and
      // turned into a `String` once; appending to a `String` piece by piece
      // cost five times more (each append checks capacity, uniqueness and
      // the ASCII flag).
      var writer = JSONByteWriter()
      writer.write(self, depth: depth)
      output += String(decoding: writer.bytes, as: UTF8.self)
    }
  }
}
