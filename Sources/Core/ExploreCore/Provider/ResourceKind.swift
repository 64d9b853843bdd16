/// What a resource shows.
public enum ResourceKind: String, Sendable, Hashable, Codable {
  /// A list of items, possibly paged: followers, characters.
  case list
  /// One item as sectioned views: a profile, an episode with its characters.
  case detail
  /// A change with a one-line outcome: star, unstar, login.
  case action
}
