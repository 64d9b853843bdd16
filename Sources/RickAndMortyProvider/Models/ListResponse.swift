package import ExploreNetworking

/// One page of a list as the API sends it:
/// `{"info": {"count", "pages", "next", "prev"}, "results": […]}`. The
/// results are required, and at most ``PagingLimits/maxItemsPerPage`` of
/// them are read; the `info` is display.
package struct ListResponse<Record: Decodable & Sendable>: Sendable, Decodable {
  @Tolerant package var info: ListInfo?
  @PageItems package var results: [Record]
}
