/// Why a text is not a JSON value that `OpenAPIJSON.read(_:)` takes, and
/// where: the line and column (in characters, from 1) of the first byte it
/// could not read.
public struct OpenAPIJSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What was wrong: `a string is not closed`.
  public var reason: String
  public var line: Int
  public var column: Int
  /// Whether arrays and objects nest deeper than ``OpenAPIJSONReader/maximumDepth``
  /// there, rather than the text being malformed.
  public var isTooDeep: Bool

  public init(reason: String, line: Int, column: Int, isTooDeep: Bool = false) {
    self.reason = reason
    self.line = line
    self.column = column
    self.isTooDeep = isTooDeep
  }

  /// `line 3, column 7: a string is not closed`.
  public var description: String {
    "line \(line), column \(column): \(reason)"
  }
}
