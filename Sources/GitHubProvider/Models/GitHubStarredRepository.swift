package import Foundation

/// One entry of a starred list.
///
/// With the default media type GitHub returns the repository itself; with
/// `application/vnd.github.star+json` it wraps it with the time it was
/// starred. Both decode.
package struct GitHubStarredRepository: Sendable, Hashable, Decodable {
  package var repository: GitHubRepository
  package var starredAt: Date?

  enum CodingKeys: String, CodingKey {
    case repository = "repo"
    case starredAt = "starred_at"
  }

  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    guard container.contains(.repository) else {
      self.repository = try GitHubRepository(from: decoder)
      return
    }
    self.repository = try container.decode(GitHubRepository.self, forKey: .repository)
    self.starredAt = try? container.decodeIfPresent(Date.self, forKey: .starredAt)
  }
}
