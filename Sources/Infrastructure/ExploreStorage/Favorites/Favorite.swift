public import Foundation

/// An item someone keeps as a favorite: enough to list it without a request
/// and to load it fresh by id.
public struct Favorite: Codable, Sendable, Hashable {
  /// The provider's id for the item: `octocat`, `1`.
  public var id: String
  /// The item kind: `user`, `character`.
  public var kind: String
  /// The title when it was added, shown when a fresh load fails.
  public var title: String
  public var addedAt: Date
  /// The favorite's place in the order they were added, given by
  /// ``FavoritesDocument/insert(_:provider:)``: clocks can repeat or go
  /// back, this cannot.
  public var sequence: Int

  public init(id: String, kind: String, title: String, addedAt: Date, sequence: Int = 0) {
    self.id = id
    self.kind = kind
    self.title = title
    self.addedAt = addedAt
    self.sequence = sequence
  }
}
