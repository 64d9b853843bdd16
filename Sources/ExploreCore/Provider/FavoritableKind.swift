/// An item kind that may be kept as a favorite, with the detail resource
/// that loads one such item by id, so that favorites can be listed fresh.
///
/// ```swift
/// FavoritableKind(kind: "user", detailResource: ["user"], argumentName: "user")
/// FavoritableKind(kind: "person", detailResource: ["person"], argumentName: "id", plural: "people")
/// ```
public struct FavoritableKind: Sendable, Hashable {
  /// The item kind: `user`, `character`.
  public var kind: String
  /// The kind's plural, for help and titles: `users`, `people`.
  public var plural: String
  /// The path of the detail resource that loads one item: `["user"]`.
  public var detailResource: [String]
  /// The detail resource's argument that takes the id: `user`, `id`. Its
  /// rule also checks ids given to `favorites add`.
  public var argumentName: String

  /// - Parameter plural: the kind's plural; `kind` with an `s` when left out.
  public init(kind: String, detailResource: [String], argumentName: String, plural: String? = nil) {
    self.kind = kind
    self.plural = plural ?? kind + "s"
    self.detailResource = detailResource
    self.argumentName = argumentName
  }
}
