package import ExploreCore

/// An item's kind and id: what a favorite names, so that the browser can
/// mark the rows of favorites.
package struct ItemKey: Sendable, Hashable {
  package var kind: String
  package var id: String

  package init(kind: String, id: String) {
    self.kind = kind
    self.id = id
  }

  package init(_ item: Item) {
    self.init(kind: item.kind, id: item.id)
  }
}
