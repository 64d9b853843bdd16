package import ExploreNetworking

/// The `info` of a list page: how many records and pages the whole list
/// has, and the next page's URL, with filter values as the request gave
/// them, unencoded: `…/character?page=2&name=rick sanchez`.
package struct ListInfo: Sendable, Hashable, Decodable {
  @Tolerant package var count: Int?
  @Tolerant package var pages: Int?
  @Tolerant package var next: String?
}
