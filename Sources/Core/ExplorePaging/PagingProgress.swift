import ExploreCore

/// How far loading a whole list has come, reported after every page that
/// ``Paginator/loadAll(limit:progress:)`` delivers.
public struct PagingProgress: Sendable, Hashable {
  /// The pages delivered since the paginator started or was last reset.
  public var pagesLoaded: Int

  /// The number of pages in the list, when known.
  public var totalPages: Int?

  public init(pagesLoaded: Int, totalPages: Int?) {
    self.pagesLoaded = pagesLoaded
    self.totalPages = totalPages
  }
}
