/// A page holding more items than ``PagingLimits/maxItemsPerPage``: refused
/// while it is decoded, before its items are built.
public struct PageTooLargeError: UserFacingError, Hashable {
  /// The most items explore reads from one page.
  public var limit: Int
  /// Where the items are in the response, such as `results`; empty when
  /// they are the body itself.
  public var jsonPath: String
  /// The request, such as `GET /character?page=2`, when known.
  public var endpoint: String?

  public init(limit: Int = PagingLimits.maxItemsPerPage, jsonPath: String = "", endpoint: String? = nil) {
    self.limit = limit
    self.jsonPath = jsonPath
    self.endpoint = endpoint
  }

  public var description: String {
    var place = endpoint.map { " (\($0)" } ?? ""
    if !jsonPath.isEmpty { place += place.isEmpty ? " (at `\(jsonPath)`" : ", at `\(jsonPath)`" }
    if !place.isEmpty { place += ")" }
    return "A page of the list holds more than \(limit) items\(place), the most explore reads from one page. "
      + "Nothing of that page was kept. The API may be misbehaving; try again later, or report the API's paging."
  }
}
