public import ExploreCore

/// What ``PageStream`` needs to know about one loaded page: what it says
/// about the list, and whether it holds anything.
public protocol PagedContent: Sendable {
  /// What the page says about the list: its number, the number of pages,
  /// the next cursor.
  var pageInfo: PageInfo { get }

  /// The number of elements the page holds, as the API sent them. An empty
  /// page ends a list.
  var elementCount: Int { get }
}

extension Page: PagedContent {
  public var pageInfo: PageInfo { info }
  public var elementCount: Int { items.count }
}

extension ResourcePage: PagedContent {
  public var pageInfo: PageInfo { paging }
  public var elementCount: Int { sections.reduce(0) { $0 + $1.items.count } }
}
