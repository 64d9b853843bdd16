/// A request gives an option together with an argument or option it
/// declares a conflict with (``OptionDescriptor/conflicts``), such as
/// `starred octocat --check apple/swift`.
public struct ConflictingValuesError: UserFacingError, Hashable {
  /// The option that declares the conflict, as spelled in usage: `--check`.
  public var option: String
  /// What it was given with: `<user>` or `--name`.
  public var other: String

  public init(option: String, other: String) {
    self.option = option
    self.other = other
  }

  public var description: String {
    "'\(option)' cannot be used with '\(other)': give one or the other."
  }

  /// A usage error.
  public var category: ErrorCategory { .usage }
}
