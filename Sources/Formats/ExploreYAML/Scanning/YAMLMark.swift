/// A place in the text: a byte offset, and the line and column (from 0,
/// the column in Unicode characters) that errors show from 1.
struct YAMLMark: Sendable, Hashable {
  var offset: Int
  var line: Int
  var column: Int

  /// A ``YAMLError`` at this place.
  func error(_ reason: YAMLError.Reason) -> YAMLError {
    YAMLError(line: line + 1, column: column + 1, reason: reason)
  }
}

/// How a scalar was written, which decides how it is resolved: only plain
/// scalars are read as numbers, booleans or null.
enum YAMLScalarStyle: Sendable, Hashable {
  case plain
  case singleQuoted
  case doubleQuoted
  case literal
  case folded
}
