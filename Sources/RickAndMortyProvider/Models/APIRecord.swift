package import ExploreCore

/// A record the API serves by id and in lists, and how it maps to an item.
package protocol APIRecord: Decodable, Sendable {
  /// The record's id.
  var id: Int { get }
  /// The record as an item every renderer understands.
  var item: Item { get }
}
