/// A page of search results: `GET /search/users` or `/search/repositories`.
package struct GitHubSearchResults<Element: Decodable & Sendable & Hashable>: Sendable, Hashable, Decodable {
  /// How many items match in all; the API returns at most 1,000 of them.
  package var totalCount: Int
  /// Whether the search timed out before finding every match.
  package var incompleteResults: Bool
  package var items: [Element]

  package init(totalCount: Int, incompleteResults: Bool = false, items: [Element]) {
    self.totalCount = totalCount
    self.incompleteResults = incompleteResults
    self.items = items
  }

  enum CodingKeys: String, CodingKey {
    case items
    case totalCount = "total_count"
    case incompleteResults = "incomplete_results"
  }
}
