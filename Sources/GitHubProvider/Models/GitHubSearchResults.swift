package import ExploreNetworking

/// A page of search results: `GET /search/users` or `/search/repositories`.
/// The items are required; the counts are display (responses recorded in
/// 2014 have no `incomplete_results`).
package struct GitHubSearchResults<Element: Decodable & Sendable & Hashable>: Sendable, Hashable, Decodable {
  /// How many items match in all; the API returns at most 1,000 of them.
  @Tolerant package var totalCount: Int? = nil
  /// Whether the search timed out before finding every match.
  @Tolerant package var incompleteResults: Bool? = nil
  /// At most ``PagingLimits/maxItemsPerPage`` of them are read.
  @PageItems package var items: [Element]

  enum CodingKeys: String, CodingKey {
    case items
    case totalCount = "total_count"
    case incompleteResults = "incomplete_results"
  }
}
