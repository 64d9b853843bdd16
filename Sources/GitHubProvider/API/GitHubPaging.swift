package import ExploreCore
package import ExploreNetworking

/// What GitHub's responses say about paging.
package enum GitHubPaging {
  /// The paging of a list page, from its `Link` header.
  ///
  /// The next page is the `rel="next"` URL exactly as GitHub gave it (in
  /// the `/user/{id}/followers?page=2` form, for example); the number of
  /// pages is the `page` of `rel="last"`. A page without a next link is the
  /// last. List endpoints give no total count.
  ///
  /// - Parameters:
  ///   - links: the response's `Link` header, if it had one.
  ///   - cursor: the cursor the page was loaded at.
  package static func pageInfo(links: LinkHeader?, cursor: PageCursor) -> PageInfo {
    PageInfo.linked(next: links?.next, last: links?.last, current: cursor)
  }
}
