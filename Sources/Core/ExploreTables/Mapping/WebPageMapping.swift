import Foundation
package import ExploreCore

/// Where an item's page on the web (``Item/webURL``, for `--web`) comes from.
///
/// ```swift
/// WebPageMapping.key("html_url")
/// WebPageMapping.template("https://www.themoviedb.org/movie/{id}")
/// ```
package enum WebPageMapping: Sendable, Hashable {
  /// The URL string at a path; a missing or malformed one is noted.
  case key(JSONPath)
  /// A URL made from the item's id by putting it, percent-encoded, in
  /// place of `{id}`.
  case template(String)

  /// `template` with `{id}` replaced by `id`, percent-encoded; `nil` when
  /// that is not a URL.
  static func url(_ template: String, id: String) -> URL? {
    URL(string: template.replacingOccurrences(of: "{id}", with: id.percentEncodedUnreserved))
  }
}
