/// One YAML document, read into an ordered tree of the values JSON can hold.
///
/// ```swift
/// let document = try YAMLReader.read(Array("openapi: 3.0.3\npaths: {}\n".utf8))
/// if case .mapping(let entries) = document {
///   print(entries.map(\.key))  // ["openapi", "paths"]
/// }
/// ```
///
/// Plain scalars are resolved by the YAML 1.2 core schema: `null`, `~` and
/// nothing are ``null``; `true` and `false` (in three spellings) are
/// ``bool(_:)``; `12`, `0x1F` and `0o17` are ``integer(_:)``; `1.5`, `1e3`,
/// `.inf` and `.nan` are ``number(_:)``; anything else, `yes`, `on` and
/// `3.0.3` included, is a ``string(_:)``. Quoted and block scalars are
/// always strings.
///
/// A mapping keeps its entries in the order of the text. Its keys are the
/// text of the scalars written as keys (`200:` is the key `"200"`, `~:` the
/// key `"~"`, an empty key `""`); a key that is a collection is refused, and
/// no key appears twice.
public enum YAMLValue: Sendable {
  /// `null`, `~`, or no value at all (`key:`).
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A whole number that fits `Int`, in decimal, `0x` hexadecimal or `0o` octal.
  case integer(Int)
  /// Any other number, `.inf`, `-.inf` and `.nan` included; a whole number
  /// too large for `Int` is read as the nearest `Double`.
  case number(Double)
  /// Text.
  case string(String)
  /// A sequence, in order.
  case sequence([YAMLValue])
  /// A mapping, its entries in the order of the text, each key once.
  case mapping([(key: String, value: YAMLValue)])
}

extension YAMLValue: Equatable {
  /// Whether two trees hold the same values in the same order. Numbers
  /// compare as written: `1` (an integer) differs from `1.0`, and `.nan`
  /// equals `.nan` here, so that a tree equals its copy.
  ///
  /// - Complexity: O(*n*) in the number of nodes.
  public static func == (lhs: YAMLValue, rhs: YAMLValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): true
    case (.bool(let left), .bool(let right)): left == right
    case (.integer(let left), .integer(let right)): left == right
    case (.number(let left), .number(let right)): left == right || (left.isNaN && right.isNaN)
    case (.string(let left), .string(let right)): left == right
    case (.sequence(let left), .sequence(let right)): left == right
    case (.mapping(let left), .mapping(let right)):
      left.count == right.count && zip(left, right).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    default: false
    }
  }
}

extension YAMLValue {
  /// The value of `key` in a mapping, or `nil` for a missing key or a
  /// value that is not a mapping.
  ///
  /// - Complexity: O(*n*) in the number of entries.
  public subscript(key: String) -> YAMLValue? {
    guard case .mapping(let entries) = self else { return nil }
    return entries.first { $0.key == key }?.value
  }
}
