package import ExploreCore
package import ExploreTables
import ExploreDeclarations

/// An expansion as the engine runs it, its lists and references resolved:
/// what an `ExpansionDeclaration` says, or a Swift builder
/// (``ExploreCore/Expansion/records(_:summary:at:children:mapping:pageSize:)``,
/// ``ExploreCore/Expansion/join(_:summary:reference:from:)``,
/// ``ExploreCore/Expansion/references(_:summary:through:budget:)``).
package enum ExpansionTable: Sendable {
  /// Each item's own record, at the path with the item's id in its
  /// `{id}`; its records at `children` are the item's children.
  case records(record: PathTemplate, children: JSONPath, item: ItemMapping)
  /// The records each item refers to under the reference, loaded through
  /// the target's detail resource.
  case references(String, ReferenceTarget)
  /// The records of a whole list that each item refers to under the
  /// reference, the list loaded once a run.
  case join(String, ListEndpoint)
}
