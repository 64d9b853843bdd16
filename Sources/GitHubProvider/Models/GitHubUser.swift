package import ExploreNetworking
package import Foundation

/// A user as lists return it: followers, following, search results, owners.
///
/// List endpoints give no name; ``name`` is filled only where the API
/// happens to include one. Only `login` and `id` are required.
package struct GitHubUser: Sendable, Hashable, Decodable {
  package var login: String
  package var id: Int
  /// NB: not ``Tolerant``: list endpoints never send it, which is no
  /// news worth a `--verbose` note per row.
  package var name: String? = nil
  /// `User` or `Organization`.
  @Tolerant package var type: String? = "User"
  @Tolerant package var htmlURL: URL? = nil
  @Tolerant package var avatarURL: URL? = nil

  enum CodingKeys: String, CodingKey {
    case login, id, name, type
    case htmlURL = "html_url"
    case avatarURL = "avatar_url"
  }
}
