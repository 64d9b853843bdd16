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

  /// The sections the page's elements belong to, in order, for a list in
  /// sections paged as one run of rows; empty for a list of one run.
  public var sections: [SectionHead]

  public init(items: [Element], info: PageInfo, sections: [SectionHead] = []) {
    self.items = items
    self.info = info
    self.sections = sections
  }
}

extension Page: Equatable where Element: Equatable {}

extension Page: Hashable where Element: Hashable {}
