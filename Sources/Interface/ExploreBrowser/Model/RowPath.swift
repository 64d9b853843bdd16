/// Where a row sits in a browser list: its section's id, then the ids of the
/// items from the top-level item down to the row's own.
///
/// Item ids are unique only among siblings (one character appears under many
/// episodes), so a row is known by its whole path.
///
/// A path hashes its components once, when it is made: the browser keeps
/// its rows in dictionaries and sets keyed by path, and a refresh of a
/// 10,000-row list looks each path up about ten times.
package struct RowPath: Sendable, Hashable, CustomStringConvertible {
  package let components: [String]
  private let componentsHash: Int

  package init(_ components: [String]) {
    precondition(components.count >= 2, "A row path holds a section id and at least one item id, got \(components)")
    self.components = components
    componentsHash = components.hashValue
  }

  package static func == (lhs: RowPath, rhs: RowPath) -> Bool {
    lhs.componentsHash == rhs.componentsHash && lhs.components == rhs.components
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(componentsHash)
  }

  /// The path of a top-level item of a section.
  package init(section: String, item: String) {
    self.init([section, item])
  }

  /// The path of `child` under this row.
  package func appending(_ child: String) -> RowPath {
    RowPath(components + [child])
  }

  /// The row this one hangs from, or `nil` for a top-level row.
  package var parent: RowPath? {
    components.count > 2 ? RowPath(Array(components.dropLast())) : nil
  }

  package var description: String { components.joined(separator: "/") }
}
