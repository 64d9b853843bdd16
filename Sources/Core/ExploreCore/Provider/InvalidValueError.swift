/// A value in a ``ResourceRequest`` breaks a rule its resource declares: a
/// choice outside the allowed values, a username with a space, a missing
/// argument.
///
/// The CLI checks these rules before any request and reports them in its
/// own words; providers check again with
/// ``ResourceDescriptor/validate(_:)`` for callers that skip the CLI, and
/// throw this for checks of their own.
public struct InvalidValueError: UserFacingError, Hashable {
  /// What the value was given for: `<user>`, `--status`.
  public var name: String
  public var value: String
  /// What a valid value looks like, or the allowed values.
  public var expected: String

  public init(name: String, value: String, expected: String) {
    self.name = name
    self.value = value
    self.expected = expected
  }

  public var description: String {
    value.isEmpty
      ? "A value is missing for \(name): expected \(expected)."
      : "'\(value)' is not a valid value for \(name): expected \(expected)."
  }

  /// A usage error.
  public var category: ErrorCategory { .usage }
}
