package import ExploreNetworking
package import Foundation

/// A user's public profile, from `GET /users/{username}` or `GET /user`.
///
/// Only `login` and `id` are required: real profiles recorded over the
/// years lack counts or carry odd dates, and every other fact is display.
package struct GitHubProfile: Sendable, Hashable, Decodable {
  package var login: String
  package var id: Int
  @Tolerant package var type: String? = nil
  @Tolerant package var name: String? = nil
  @Tolerant package var bio: String? = nil
  @Tolerant package var company: String? = nil
  @Tolerant package var location: String? = nil
  /// The website the user gave, often without a scheme (`example.com`).
  @Tolerant package var blog: String? = nil
  @Tolerant package var publicRepos: Int? = nil
  @Tolerant package var publicGists: Int? = nil
  @Tolerant package var followers: Int? = nil
  @Tolerant package var following: Int? = nil
  @Tolerant package var createdAt: Date? = nil
  @Tolerant package var htmlURL: URL? = nil
  @Tolerant package var avatarURL: URL? = nil

  enum CodingKeys: String, CodingKey {
    case login, id, type, name, bio, company, location, blog, followers, following
    case publicRepos = "public_repos"
    case publicGists = "public_gists"
    case createdAt = "created_at"
    case htmlURL = "html_url"
    case avatarURL = "avatar_url"
  }
}
