public import ExploreCore

/// A value the descriptor's rules should have rejected reached the provider
/// (a caller that skipped validation). Reported like the CLI's own check.
public struct InvalidValueError: UserFacingError, Hashable {
  /// `--status`, `id`.
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
    "The value '\(value)' is not valid for \(name): expected \(expected)."
  }

  /// A usage error.
  public var exitCode: Int32 { 64 }
}
