package import ExploreCore
import ExploreTerminal

/// One of the common options, whatever its value's type: what the parser,
/// help and completions need to walk ``allCases``. Two are equal when they
/// have the same name.
///
/// The options themselves are declared once, in ``CommonOptionTable``;
/// `CommonOption.watch` names one.
@dynamicMemberLookup
package struct CommonOption: Hashable, Sendable {
  /// The long name without dashes: `max-pages`.
  package let name: String
  /// Everything about the option but its value's type.
  package let spec: CommonOptionSpec
  /// Reads what was given and stores it in the options.
  let store: @Sendable (inout CommonOptions, CommonOptionValue) throws(ParserError) -> Void

  /// The option that `key` declares.
  package init<Value>(_ key: KeyPath<CommonOptionTable, CommonOptionKey<Value>>) {
    self = CommonOptionTable.shared[keyPath: key].option
  }

  fileprivate init(
    name: String, spec: CommonOptionSpec,
    store: @escaping @Sendable (inout CommonOptions, CommonOptionValue) throws(ParserError) -> Void
  ) {
    self.name = name
    self.spec = spec
    self.store = store
  }

  /// The option that the table's property of that name declares:
  /// `CommonOption.interactive`.
  package static subscript<Value>(dynamicMember key: KeyPath<CommonOptionTable, CommonOptionKey<Value>>) -> CommonOption {
    CommonOption(key)
  }

  /// Every common option, in the table's order.
  ///
  /// NB: the table's stored properties are found by reflection, as
  /// swift-argument-parser finds a command's options, so that declaring
  /// one is all it takes.
  package static let allCases: [CommonOption] = Mirror(reflecting: CommonOptionTable.shared).children.compactMap { child in
    (child.value as? any CommonOptionDeclaration)?.option
  }

  /// The option looked up by its long name.
  package static func named(_ name: String) -> CommonOption? { allCases.first { $0.name == name } }

  package static func == (lhs: CommonOption, rhs: CommonOption) -> Bool { lhs.name == rhs.name }

  package func hash(into hasher: inout Hasher) { hasher.combine(name) }

  /// The option as help and completions describe it.
  package var descriptor: OptionDescriptor { spec.descriptor }

  /// Whether the option's value may be left out: `--expand` (the first
  /// expansion) and `--watch` (every ``defaultWatchSeconds``). The next
  /// word is its value only when it fits (``CommonOptionSpec/nextWord``).
  package var hasOptionalValue: Bool { spec.nextWord != nil }

  /// Whether the option always takes a value, in its own word or after
  /// `=`. Options with an optional value do not: see ``hasOptionalValue``.
  package var takesValue: Bool {
    if hasOptionalValue { return false }
    if case .value = descriptor.kind { return true }
    return false
  }

  /// Whether the option means something for `resource`; the others are
  /// left out of its help and completions and rejected on its command line.
  package func applies(to resource: ResourceDescriptor) -> Bool {
    // NB: a resource's own option of the same name, such as `login --web`,
    // wins when parsing, so the common one is left out of help and completions.
    if resource.options.contains(where: { $0.name == name }) { return false }
    return spec.unavailable(resource, nil) == nil
  }

  // MARK: - --watch's seconds

  /// `--watch`'s seconds: ``defaultWatchSeconds`` when none were given,
  /// else a whole number from 1 to a day.
  static func watchSeconds(_ text: String?) throws(ParserError) -> Int {
    guard let text else { return defaultWatchSeconds }
    guard let seconds = Int(text), (1...longestWatchSeconds).contains(seconds) else {
      throw .notWatchSeconds(text, longest: longestWatchSeconds)
    }
    return seconds
  }

  /// The seconds between refreshes of a bare `--watch`.
  package static let defaultWatchSeconds = 30
  /// The most seconds `--watch` waits between refreshes: a day.
  package static let longestWatchSeconds = 86_400
}

/// A table entry seen without its value's type, for ``CommonOption/allCases``.
private protocol CommonOptionDeclaration {
  var option: CommonOption { get }
}

extension CommonOptionKey: CommonOptionDeclaration {
  /// The option this key declares.
  fileprivate var option: CommonOption {
    CommonOption(name: spec.descriptor.name, spec: spec) { options, value throws(ParserError) in
      options.set(try read(value), for: self)
    }
  }
}
