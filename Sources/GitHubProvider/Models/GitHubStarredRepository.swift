/// One entry of a starred list.
///
/// With the default media type GitHub returns the repository itself; with
/// `application/vnd.github.star+json` it wraps it with the time it was
/// starred. Both decode.
package struct GitHubStarredRepository: Sendable, Hashable, Decodable {
  package var repository: GitHubRepository
  package var starredAt: GitHubTimestamp?

  package init(repository: GitHubRepository, starredAt: GitHubTimestamp? = nil) {
    self.repository = repository
    self.starredAt = starredAt
  }

  enum CodingKeys: String, CodingKey {
    case repository = "repo"
    case starredAt = "starred_at"
  }

  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    if container.contains(.repository) {
      self.repository = try container.decode(GitHubRepository.self, forKey: .repository)
      self.starredAt = try container.decodeIfPresent(GitHubTimestamp.self, forKey: .starredAt)
    } else {
      self.repository = try GitHubRepository(from: decoder)
      self.starredAt = nil
    }
  }
}
