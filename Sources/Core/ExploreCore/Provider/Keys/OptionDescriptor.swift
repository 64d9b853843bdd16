/// A resource-specific option, such as `--status alive|dead|unknown`.
///
/// The CLI parses, validates, documents and completes options from this.
public struct OptionDescriptor: Sendable {
  /// Whether the option takes a value.
  public enum Kind: Sendable, Hashable {
    /// `--status alive`.
    case value(name: String)
    /// `--check`: present or not.
    case flag
  }

  /// The long name without dashes: `status` for `--status`.
  public var name: String
  /// A one-letter short name, if any.
  public var shortName: Character?
  public var summary: String
  public var kind: Kind
  /// The only values accepted, compared case-insensitively, or `nil` for any.
  public var allowedValues: [String]?
  /// The value used when the option is not given, shown in help.
  public var defaultValue: String?
  /// Whether the option may be given more than once (`--topic a --topic b`).
  public var isRepeatable: Bool
  /// A rule for free-form values, checked before any request.
  public var rule: ValueRule?

  /// The names of the resource's arguments and options this option cannot
  /// be given with; the core refuses such a request, with the usage line,
  /// before any request (``ConflictingValuesError``).
  public var conflicts: [String]

  public init(
    name: String,
    shortName: Character? = nil,
    summary: String,
    kind: Kind = .value(name: "value"),
    allowedValues: [String]? = nil,
    defaultValue: String? = nil,
    isRepeatable: Bool = false,
    rule: ValueRule? = nil,
    conflicts: [String] = []
  ) {
    self.name = name
    self.shortName = shortName
    self.summary = summary
    self.kind = kind
    self.allowedValues = allowedValues
    self.defaultValue = defaultValue
    self.isRepeatable = isRepeatable
    self.rule = rule
    self.conflicts = conflicts
  }

  /// An option whose value is one of a fixed set, such as a `String`-backed
  /// `CaseIterable` enum's raw values.
  public static func choice(
    _ name: String,
    summary: String,
    values: [String],
    defaultValue: String? = nil
  ) -> OptionDescriptor {
    OptionDescriptor(name: name, summary: summary, kind: .value(name: name), allowedValues: values, defaultValue: defaultValue)
  }

  /// A flag: present or absent.
  public static func flag(_ name: String, shortName: Character? = nil, summary: String) -> OptionDescriptor {
    OptionDescriptor(name: name, shortName: shortName, summary: summary, kind: .flag)
  }
}
