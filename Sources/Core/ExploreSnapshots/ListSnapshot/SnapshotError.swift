/// Why a change to a ``ListSnapshot`` or a ``SectionSnapshot`` was refused.
///
/// UIKit's diffable snapshots crash on a duplicate identifier. Ours throw this
/// error instead, naming the identifier, because identifiers usually come from
/// data a web API sent, and bad data is never a programming error. A refused
/// change leaves the snapshot exactly as it was.
///
/// ```swift
/// try ListSnapshot<String, Int>(sections: [("followers", [1, 2, 1])])
/// // Error: The item '1' appears more than once in the list; …
/// ```
public struct SnapshotError: Error, CustomStringConvertible, Hashable {
  /// What went wrong, for code that wants to react to it. Users read
  /// ``description`` instead.
  public enum Kind: Sendable, Hashable {
    /// An item identifier is already in the snapshot, or repeats in the input.
    case duplicateItem
    /// A section identifier is already in the snapshot, or repeats in the input.
    case duplicateSection
    /// A change refers to an item the snapshot does not contain.
    case missingItem
  }

  public var kind: Kind

  /// The offending identifier, as text.
  public var identifier: String

  public init(_ kind: Kind, identifier: String) {
    self.kind = kind
    self.identifier = identifier
  }

  @usableFromInline
  init(_ kind: Kind, _ identifier: some Hashable) {
    self.init(kind, identifier: String(describing: identifier))
  }

  public var description: String {
    switch kind {
    case .duplicateItem:
      "The item '\(identifier)' appears more than once in the list; every item needs its own identifier. "
        + "Remove the repeated item or give it a different identifier."
    case .duplicateSection:
      "The section '\(identifier)' appears more than once in the list; every section needs its own identifier. "
        + "Remove the repeated section or give it a different identifier."
    case .missingItem:
      "The item '\(identifier)' is not in the list, so nothing can be changed or placed next to it. "
        + "Add the item first, or refer to an item the list contains."
    }
  }
}
