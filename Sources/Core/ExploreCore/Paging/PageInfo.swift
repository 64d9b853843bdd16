/// What a loaded page says about the list it belongs to.
public struct PageInfo: Sendable, Hashable, Codable {
  /// The number of this page, counting from 1, when known.
  public var number: Int?

  /// The number of pages in the list, when the API says (Rick and Morty's
  /// `info.pages`, or the page number in GitHub's `rel="last"` link).
  public var totalPages: Int?

  /// The number of items in the list, when the API says.
  public var totalCount: Int?

  /// The cursor of the next page, or `nil` when this page is the last.
  public var next: PageCursor?

  public init(number: Int? = nil, totalPages: Int? = nil, totalCount: Int? = nil, next: PageCursor? = nil) {
    self.number = number
    self.totalPages = totalPages
    self.totalCount = totalCount
    self.next = next
  }

  /// Whether another page follows this one.
  public var hasMore: Bool { next != nil }

  /// A single page that is all there is.
  public static let single = PageInfo(number: 1, totalPages: 1, next: nil)
}
