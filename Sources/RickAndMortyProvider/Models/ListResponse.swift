package import ExploreNetworking

/// One page of a list as the API sends it:
/// `{"info": {"count", "pages", "next", "prev"}, "results": […]}`. The
/// results are required; the `info` is display.
package struct ListResponse<Record: Decodable & Sendable>: Sendable, Decodable {
  @Tolerant package var info: ListInfo?
  package var results: [Record]
}
