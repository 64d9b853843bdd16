/// A resource-specific option or flag, declared with the type its handler
/// reads it as: the text of a value, a provider's enum for a choice, every
/// value of a repeated option, or whether a flag was given.
///
/// ```swift
/// static let sort = OptionKey.choice("sort", summary: "The order of the list.", default: RepositorySort.pushed)
/// static let topics = OptionKey.repeated("topic", summary: "Only repositories with this topic.", valueName: "topic")
///
/// Resource(path: ["repos"], arguments: [user.descriptor], options: [sort.descriptor]) { github, request, cursor in
///   try await github.repositories(of: request[user], sortedBy: request[sort], at: cursor)   // a RepositorySort
/// }
/// ```
///
/// A choice reads as the provider's case whatever case the user typed
/// (the core compares choices without regard to case), and the core checks every value and every conflict
/// (``OptionDescriptor/conflicts``) before a handler sees the request, so a
/// handler neither lowercases nor checks again.
public struct OptionKey<Value: Sendable>: Sendable {
  /// What the parser, help and completions know of the option.
  public let descriptor: OptionDescriptor
  /// The value from the values given, in order (the default when none was
  /// given); a flag given reads as one empty value.
  let value: @Sendable ([String]) -> Value

  /// The option's long name, without dashes.
  public var name: String { descriptor.name }
}

extension OptionKey where Value == String? {
  /// An option that takes one free-form value (the last one given wins).
  ///
  /// - Parameters:
  ///   - valueName: the value's name in usage, as `--language <language>`.
  ///   - conflicts: the names of the arguments and options it cannot be
  ///     given with.
  public init(
    _ name: String, summary: String, valueName: String = "value", rule: ValueRule? = nil, conflicts: [String] = []
  ) {
    descriptor = OptionDescriptor(name: name, summary: summary, kind: .value(name: valueName), rule: rule, conflicts: conflicts)
    value = { $0.last }
  }
}

extension OptionKey where Value == [String] {
  /// An option that may be given more than once (`--topic a --topic b`),
  /// read as every value in order.
  public static func repeated(_ name: String, summary: String, valueName: String = "value", rule: ValueRule? = nil) -> Self {
    OptionKey(
      descriptor: OptionDescriptor(name: name, summary: summary, kind: .value(name: valueName), isRepeatable: true, rule: rule)
    ) { $0 }
  }
}

extension OptionKey where Value == Bool {
  /// A flag: given or not.
  public static func flag(_ name: String, shortName: Character? = nil, summary: String, conflicts: [String] = []) -> Self {
    OptionKey(descriptor: OptionDescriptor(name: name, shortName: shortName, summary: summary, kind: .flag, conflicts: conflicts)) {
      !$0.isEmpty
    }
  }
}

extension OptionKey where Value: CaseIterable & RawRepresentable, Value.RawValue == String {
  /// A choice among an enum's raw values, read as the enum; `defaultValue`
  /// when it is not given, shown in help.
  public static func choice(_ name: String, summary: String, default defaultValue: Value) -> Self {
    let descriptor = OptionDescriptor.choice(
      name, summary: summary, values: Value.allCases.map(\.rawValue), defaultValue: defaultValue.rawValue
    )
    return OptionKey(descriptor: descriptor) { $0.last.flatMap(Value.init(choosing:)) ?? defaultValue }
  }
}

extension OptionKey {
  /// A choice among an enum's raw values with no default, read as `nil`
  /// when it is not given.
  public static func choice<Choice>(_ name: String, summary: String, of type: Choice.Type) -> Self
  where Value == Choice?, Choice: CaseIterable & RawRepresentable & Sendable, Choice.RawValue == String {
    let descriptor = OptionDescriptor.choice(name, summary: summary, values: Choice.allCases.map(\.rawValue))
    return OptionKey(descriptor: descriptor) { $0.last.flatMap(Choice.init(choosing:)) }
  }
}

extension CaseIterable where Self: RawRepresentable, RawValue == String {
  /// The case whose raw value is `text`, compared without regard to case,
  /// as the core accepts choices.
  fileprivate init?(choosing text: String) {
    let wanted = text.lowercased()
    guard let found = Self.allCases.first(where: { $0.rawValue.lowercased() == wanted }) else { return nil }
    self = found
  }
}
