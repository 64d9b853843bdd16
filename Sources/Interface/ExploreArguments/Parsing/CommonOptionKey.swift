/// One common option with the type of its value: its ``CommonOptionSpec``,
/// its value when it is not given, and how the parser reads the value it
/// is given.
///
/// ``CommonOptionTable`` declares one of each; ``CommonOptions`` stores
/// their values under them, read as `options.limit` (an `Int?`).
package struct CommonOptionKey<Value: Hashable & Sendable>: Sendable {
  /// How help and completions describe it, where it applies, its
  /// conflicts and needs.
  package var spec: CommonOptionSpec
  /// Its value when the command line does not give it.
  package var defaultValue: Value
  /// Reads what was given; refuses a bad value with a ``ParserError``.
  package var read: @Sendable (CommonOptionValue) throws(ParserError) -> Value

  package init(
    _ spec: CommonOptionSpec,
    defaultValue: Value,
    read: @escaping @Sendable (CommonOptionValue) throws(ParserError) -> Value
  ) {
    self.spec = spec
    self.defaultValue = defaultValue
    self.read = read
  }

  /// An option with a value, `nil` when it is not given.
  package static func value<Wrapped>(
    _ spec: CommonOptionSpec,
    read: @escaping @Sendable (CommonOptionValue) throws(ParserError) -> Value
  ) -> Self where Value == Wrapped? {
    Self(spec, defaultValue: nil, read: read)
  }
}

extension CommonOptionKey where Value == Bool {
  /// A flag: `false` unless it is given.
  package static func flag(_ spec: CommonOptionSpec) -> Self {
    Self(spec, defaultValue: false) { _ in true }
  }
}

/// A common option named in another's spec (a conflict, a need), resolved
/// when the parser asks, after the table exists.
package struct CommonOptionReference: Sendable {
  private let resolve: @Sendable () -> CommonOption

  package init<Value>(_ key: any KeyPath<CommonOptionTable, CommonOptionKey<Value>> & Sendable) {
    resolve = { CommonOption(key) }
  }

  /// The option referred to.
  package var option: CommonOption { resolve() }
}
