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
    self.plural = plural ?? Self.defaultPlural(of: kind)
    self.detailResource = detailResource
    self.argumentName = argumentName
  }

  /// The plural of `kind` when a provider names none: `kind` with an `s`
  /// (`user` → `users`). Name the plural of any other kind (`person` →
  /// `people`), so that help never says "favorite persons".
  public static func defaultPlural(of kind: String) -> String { kind + "s" }
}
