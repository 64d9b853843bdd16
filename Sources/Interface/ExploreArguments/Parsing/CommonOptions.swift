import ExploreCore

/// The values of the common options given on a command line, parsed from
/// anywhere on it: paging, expansion, search, output and transport choices.
///
/// Read and set one by its name in ``CommonOptionTable``: `options.limit`
/// is an `Int?`, `options.json` a `Bool`. An option not given reads as its
/// key's default value.
@dynamicMemberLookup
package struct CommonOptions: Sendable, Hashable {
  /// What `--expand` asked for.
  package enum Expansion: Sendable, Hashable {
    /// `--expand`: the resource's first expansion.
    case defaultExpansion
    /// `--expand=name`.
    case named(String)
  }

  /// The values that differ from their option's default, by option name.
  private var values: [String: StoredValue] = [:]

  package init() {}

  /// The value of the option the table's property declares.
  package subscript<Value>(dynamicMember key: KeyPath<CommonOptionTable, CommonOptionKey<Value>>) -> Value {
    get { self[CommonOptionTable.shared[keyPath: key]] }
    set { set(newValue, for: CommonOptionTable.shared[keyPath: key]) }
  }

  /// The value stored for `key`, or its default.
  package subscript<Value>(key: CommonOptionKey<Value>) -> Value {
    values[key.spec.descriptor.name]?.value as? Value ?? key.defaultValue
  }

  /// Stores `value` for `key`; a default value is not kept, so that two
  /// sets of options that read the same are equal.
  package mutating func set<Value>(_ value: Value, for key: CommonOptionKey<Value>) {
    let name = key.spec.descriptor.name
    values[name] = value == key.defaultValue ? nil : StoredValue(value)
  }
}

/// One option's value, whatever its type.
private struct StoredValue: Hashable, Sendable {
  let value: any Hashable & Sendable

  init(_ value: some Hashable & Sendable) { self.value = value }

  static func == (lhs: StoredValue, rhs: StoredValue) -> Bool { AnyHashable(lhs.value) == AnyHashable(rhs.value) }

  func hash(into hasher: inout Hasher) { AnyHashable(value).hash(into: &hasher) }
}
