public import Foundation
public import ExploreJSONTape

extension OpenAPIJSON {
  /// How deep arrays and objects may nest in a document. Real OpenAPI
  /// documents nest a few dozen levels; the bound keeps every recursive walk
  /// of a value (comparing, printing it) far from the stack's end.
  public static let maximumDepth = OpenAPIJSONReader.maximumDepth

  /// The JSON value (RFC 8259) `data` holds, read and checked in one pass
  /// without recursion, into a tape of nodes (``OpenAPIJSONTape``). A leading
  /// UTF-8 byte order mark is skipped; invalid UTF-8 and unpaired surrogate
  /// escapes read as U+FFFD; of a key given twice, the last value counts.
  ///
  /// - Throws: ``OpenAPIJSONSyntaxError`` with the line and column of the
  ///   first byte that does not fit, or where nesting passes ``maximumDepth``.
  /// - Complexity: O(*n*) in the size of `data`, in time and in memory (the
  ///   text, and 8 bytes a value).
  public static func read(_ data: Data) throws(OpenAPIJSONSyntaxError) -> OpenAPIJSON {
    try read(bytes: [UInt8](data))
  }

  /// The JSON value `bytes` hold, as ``read(_:)`` reads it, without a copy of them.
  static func read(bytes: [UInt8]) throws(OpenAPIJSONSyntaxError) -> OpenAPIJSON {
    var reader = OpenAPIJSONReader(bytes: bytes)
    do {
      try reader.document()
    } catch {
      throw reader.syntaxError(error)
    }
    let tape = OpenAPIJSONTape(bytes: bytes, nodes: reader.nodes, largeObjects: reader.largeObjects)
    return OpenAPIJSON(.node(tape, 0))
  }
}
