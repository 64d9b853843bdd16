package import ExploreNetworking
package import Foundation

/// A repository as lists and search return it. Only `id` and `full_name`
/// are required.
package struct GitHubRepository: Sendable, Hashable, Decodable {
  /// The license GitHub detected, if any.
  package struct License: Sendable, Hashable, Decodable {
    package var key: String? = nil
    package var name: String? = nil
    /// `MIT`, or `NOASSERTION` when GitHub found a license it cannot name.
    package var spdxID: String? = nil

    enum CodingKeys: String, CodingKey {
      case key, name
      case spdxID = "spdx_id"
    }
  }

  package var id: Int
  /// `owner/name`.
  package var fullName: String
  @Tolerant package var description: String? = nil
  @Tolerant package var topics: [String]? = nil
  @Tolerant package var stargazersCount: Int? = nil
  @Tolerant package var forksCount: Int? = nil
  @Tolerant package var language: String? = nil
  @Tolerant package var license: License? = nil
  @Tolerant package var isFork: Bool? = nil
  @Tolerant package var isArchived: Bool? = nil
  @Tolerant package var updatedAt: Date? = nil
  @Tolerant package var pushedAt: Date? = nil
  @Tolerant package var htmlURL: URL? = nil

  enum CodingKeys: String, CodingKey {
    case id, description, topics, language, license
    case fullName = "full_name"
    case stargazersCount = "stargazers_count"
    case forksCount = "forks_count"
    case isFork = "fork"
    case isArchived = "archived"
    case updatedAt = "updated_at"
    case pushedAt = "pushed_at"
    case htmlURL = "html_url"
  }
}
