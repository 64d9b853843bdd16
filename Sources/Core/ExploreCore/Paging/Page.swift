/// One page of a list as a loader returns it: the elements, and what the
/// page says about the list (its number, the number of pages, the next
/// cursor).
///
/// ```swift
/// Page(items: characters, info: .numbered(page: 1, totalPages: 42, totalCount: 826))
/// ```
public struct Page<Element: Sendable>: Sendable {
  /// The elements of the page, in the order the API sent them.
  public var items: [Element]

  /// What the page says about the list.
  public var info: PageInfo

  public init(items: [Element], info: PageInfo) {
    self.items = items
    self.info = info
  }
}

extension Page: Equatable where Element: Equatable {}

extension Page: Hashable where Element: Hashable {}
