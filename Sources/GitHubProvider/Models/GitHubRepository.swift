package import Foundation

/// A repository as lists and search return it.
package struct GitHubRepository: Sendable, Hashable, Decodable {
  /// The license GitHub detected, if any.
  package struct License: Sendable, Hashable, Decodable {
    package var key: String?
    package var name: String?
    /// `MIT`, or `NOASSERTION` when GitHub found a license it cannot name.
    package var spdxID: String?

    package init(key: String? = nil, name: String? = nil, spdxID: String? = nil) {
      self.key = key
      self.name = name
      self.spdxID = spdxID
    }

    enum CodingKeys: String, CodingKey {
      case key, name
      case spdxID = "spdx_id"
    }
  }

  package var id: Int
  /// `owner/name`.
  package var fullName: String
  package var description: String?
  package var topics: [String]?
  package var stargazersCount: Int?
  package var forksCount: Int?
  package var language: String?
  package var license: License?
  package var isFork: Bool?
  package var isArchived: Bool?
  package var updatedAt: GitHubTimestamp?
  package var pushedAt: GitHubTimestamp?
  package var htmlURL: URL?

  package init(
    id: Int,
    fullName: String,
    description: String? = nil,
    topics: [String]? = nil,
    stargazersCount: Int? = nil,
    forksCount: Int? = nil,
    language: String? = nil,
    license: License? = nil,
    isFork: Bool? = nil,
    isArchived: Bool? = nil,
    updatedAt: Date? = nil,
    pushedAt: Date? = nil,
    htmlURL: URL? = nil
  ) {
    self.id = id
    self.fullName = fullName
    self.description = description
    self.topics = topics
    self.stargazersCount = stargazersCount
    self.forksCount = forksCount
    self.language = language
    self.license = license
    self.isFork = isFork
    self.isArchived = isArchived
    self.updatedAt = updatedAt.map(GitHubTimestamp.init)
    self.pushedAt = pushedAt.map(GitHubTimestamp.init)
    self.htmlURL = htmlURL
  }

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
