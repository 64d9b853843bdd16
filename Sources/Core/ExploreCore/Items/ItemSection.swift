/// A titled group of items: "Followers (1,234)", or an episode's "Characters".
public struct ItemSection: Sendable, Hashable, Identifiable, Codable {
  /// Stable across pages, so that pages of one list merge into one section.
  public var id: String
  public var title: String
  public var items: [Item]

  /// Paging of this section's list, when it pages.
  public var paging: PageInfo?

  /// Said when the section is empty: "octocat has no followers yet".
  public var emptyNote: String?

  public init(id: String, title: String, items: [Item] = [], paging: PageInfo? = nil, emptyNote: String? = nil) {
    self.id = id
    self.title = title
    self.items = items
    self.paging = paging
    self.emptyNote = emptyNote
  }
}
