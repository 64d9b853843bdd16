import ExploreCore

/// The pages of one command as they arrive, possibly out of order when
/// `--all` loads them concurrently.
actor LoadedPages {
  private var pages: [(order: Int, sequence: Int, page: ResourcePage)] = []

  func record(_ page: ResourcePage, at cursor: PageCursor) {
    pages.append((cursor.pageNumber ?? .max, pages.count, page))
  }

  /// Every page recorded, in page order.
  var inOrder: [ResourcePage] {
    pages.sorted { ($0.order, $0.sequence) < ($1.order, $1.sequence) }.map(\.page)
  }
}
