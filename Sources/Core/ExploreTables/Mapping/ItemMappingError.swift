import ExploreCore

/// A record that cannot be an item: its id or title is missing or
/// malformed, or it is not an object. ``RESTClient`` reports it as an
/// ``APIError`` that names the request; on its own it names the JSON path.
package struct ItemMappingError: UserFacingError, Hashable {
  /// Where the value is: `results[3].id`.
  package var jsonPath: String
  /// Why it cannot be read: "the required field is missing".
  package var reason: String

  package init(jsonPath: String, reason: String) {
    self.jsonPath = jsonPath
    self.reason = reason
  }

  public var description: String {
    let place = jsonPath.isEmpty ? "The record" : "The record's `\(jsonPath)`"
    return "\(place) cannot be read: \(reason). The API may have changed its format; try again later, or report it."
  }
}
