/// The `info` of a list page: how many records and pages the whole list
/// has, and the links to its neighbours.
package struct ListInfo: Sendable, Hashable, Decodable {
  /// The number of records in the whole list.
  package var count: Int?
  /// The number of pages in the whole list.
  package var pages: Int?
  /// The next page's URL, with filter values as the request gave them,
  /// unencoded: `…/character?page=2&name=rick sanchez`.
  package var next: String?
  package var prev: String?

  package init(count: Int? = nil, pages: Int? = nil, next: String? = nil, prev: String? = nil) {
    self.count = count
    self.pages = pages
    self.next = next
    self.prev = prev
  }
}
