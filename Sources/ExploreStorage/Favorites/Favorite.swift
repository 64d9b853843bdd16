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

  public init(id: String, kind: String, title: String, addedAt: Date) {
    self.id = id
    self.kind = kind
    self.title = title
    self.addedAt = addedAt
  }
}
