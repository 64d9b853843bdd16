/// Every favorite of every provider: `favorites.json`.
///
/// ```json
/// {"schemaVersion": 1,
///  "favorites": {"github": {"user": {"octocat": {"id": "octocat", "kind": "user", "title": "The Octocat", "addedAt": "…"}}}}}
/// ```
public struct FavoritesDocument: VersionedDocument, Hashable {
  public static let schemaVersion = 1
  public static let empty = FavoritesDocument()

  /// Provider name, then kind, then id.
  public var favorites: [String: [String: [String: Favorite]]]

  public init(favorites: [String: [String: [String: Favorite]]] = [:]) {
    self.favorites = favorites
  }

  /// The favorites of `provider` of `kind`, in the order they were added.
  ///
  /// - Complexity: O(*n* log *n*) for *n* favorites of that kind.
  public func favorites(provider: String, kind: String) -> [Favorite] {
    (favorites[provider]?[kind] ?? [:]).values.sorted {
      ($0.sequence, $0.id) < ($1.sequence, $1.id)
    }
  }

  /// The stored favorite whose id equals `id`, ignoring case (GitHub logins
  /// and numeric ids alike are case-insensitive).
  public func favorite(provider: String, kind: String, id: String) -> Favorite? {
    guard let byID = favorites[provider]?[kind] else { return nil }
    if let exact = byID[id] { return exact }
    let folded = id.lowercased()
    return byID.values.first { $0.id.lowercased() == folded }
  }

  /// Adds `favorite` after every other favorite of its kind, unless an
  /// equal id is there.
  /// - Returns: The existing favorite when there was one (nothing changes).
  /// - Complexity: O(*n*) for *n* favorites of that kind.
  @discardableResult
  public mutating func insert(_ favorite: Favorite, provider: String) -> Favorite? {
    if let existing = self.favorite(provider: provider, kind: favorite.kind, id: favorite.id) {
      return existing
    }
    var favorite = favorite
    favorite.sequence = (favorites[provider]?[favorite.kind]?.values.map(\.sequence).max() ?? 0) + 1
    favorites[provider, default: [:]][favorite.kind, default: [:]][favorite.id] = favorite
    return nil
  }

  /// Removes the favorite with `id` (ignoring case).
  /// - Returns: The removed favorite, or `nil` when there was none.
  public mutating func remove(provider: String, kind: String, id: String) -> Favorite? {
    guard let existing = favorite(provider: provider, kind: kind, id: id) else { return nil }
    favorites[provider]?[kind]?[existing.id] = nil
    if favorites[provider]?[kind]?.isEmpty == true { favorites[provider]?[kind] = nil }
    if favorites[provider]?.isEmpty == true { favorites[provider] = nil }
    return existing
  }
}
