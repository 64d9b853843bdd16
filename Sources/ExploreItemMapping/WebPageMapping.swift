package import Foundation

/// Where an item's page on the web (``Item/webURL``, for `--web`) comes from.
///
/// ```swift
/// WebPageMapping.key("html_url")
/// WebPageMapping.fromID { URL(string: "https://www.themoviedb.org/movie/\($0)") }
/// ```
package enum WebPageMapping: Sendable {
  /// The URL string at a path; a missing or malformed one is noted.
  case key(JSONPath)
  /// A URL made from the item's id.
  case fromID(@Sendable (String) -> URL?)
}
