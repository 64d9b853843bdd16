public import Foundation

/// One row of any provider's list: a user, a repository, a character.
///
/// Every renderer (text, JSON, the interactive view) understands this model,
/// so a provider only maps its API's records into items.
///
/// ```swift
/// Item(
///   id: "1", kind: "character", title: "Rick Sanchez", subtitle: "Human",
///   fields: [ItemField(key: "status", label: "Status", value: .text("Alive"))]
/// )
/// ```
public struct Item: Sendable, Hashable, Identifiable, Codable {
  /// Stable within the item's kind: a login, a numeric id as text.
  public var id: String

  /// What the item is, in the provider's words: `user`, `repository`,
  /// `character`. Favorites and expansions are declared per kind.
  public var kind: String

  public var title: String
  public var subtitle: String?

  /// A few labelled facts, in display order.
  public var fields: [ItemField]

  /// The item's page on the web, for `--web`.
  public var webURL: URL?

  /// The item's picture, shown by the grid and detail layouts with `--images`.
  public var picture: ItemPicture?

  /// What an expansion yielded, or `nil` when the item was not expanded.
  /// An expanded item with no children has an empty array.
  public var children: [Item]?

  /// Said in place of children when an expansion found none, such as
  /// "no residents".
  public var emptyChildrenNote: String?

  /// The ids of related items an expansion would fetch, by expansion name.
  /// A provider fills this when it decodes a record, so that expanding a
  /// page of items needs no further lookups before the batched fetch.
  public var references: [String: [String]]

  public init(
    id: String,
    kind: String,
    title: String,
    subtitle: String? = nil,
    fields: [ItemField] = [],
    webURL: URL? = nil,
    picture: ItemPicture? = nil,
    children: [Item]? = nil,
    emptyChildrenNote: String? = nil,
    references: [String: [String]] = [:]
  ) {
    self.id = id
    self.kind = kind
    self.title = title
    self.subtitle = subtitle
    self.fields = fields
    self.webURL = webURL
    self.picture = picture
    self.children = children
    self.emptyChildrenNote = emptyChildrenNote
    self.references = references
  }

  /// The value of the field with `key`, if the item has it.
  ///
  /// - Complexity: O(*n*) in the number of fields.
  public subscript(field key: String) -> FieldValue? {
    fields.first { $0.key == key }?.value
  }
}
