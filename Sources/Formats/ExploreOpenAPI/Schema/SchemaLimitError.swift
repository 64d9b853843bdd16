/// A limit that reading a document's schemas reached, as the end of a
/// sentence about the operation whose schema it is: what was too deep or
/// too costly, where in the document, and what to do.
public enum SchemaLimitError: Error, Sendable, Equatable, CustomStringConvertible {
  /// `$ref`s and `allOf`s nest more than ``SchemaReader/maximumDepth`` levels;
  /// `from` and `to` are the first and the last reference on the way.
  case tooDeep(from: String, to: String, limit: Int)
  /// Reading the document's schemas took more than ``SchemaReader/maximumReads`` steps.
  case tooCostly(at: String, limit: Int)

  public var description: String {
    switch self {
    case .tooDeep(let from, let to, let limit):
      "its schema nests $ref and allOf more than \(limit) levels deep, from \(from) to \(to); flatten that chain of schemas, or leave the operation out with --only"
    case .tooCostly(let place, let limit):
      "reading the document's schemas took more than \(limit) steps, the last at \(place); simplify the allOf there, or keep fewer operations with --only"
    }
  }
}
