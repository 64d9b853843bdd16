package import Foundation

/// A user's public profile, from `GET /users/{username}` or `GET /user`.
package struct GitHubProfile: Sendable, Hashable, Decodable {
  package var login: String
  package var id: Int
  package var type: String?
  package var name: String?
  package var bio: String?
  package var company: String?
  package var location: String?
  /// The website the user gave, often without a scheme (`example.com`).
  package var blog: String?
  package var publicRepos: Int
  package var publicGists: Int
  package var followers: Int
  package var following: Int
  package var createdAt: GitHubTimestamp
  package var htmlURL: URL?

  package init(
    login: String,
    id: Int,
    type: String? = "User",
    name: String? = nil,
    bio: String? = nil,
    company: String? = nil,
    location: String? = nil,
    blog: String? = nil,
    publicRepos: Int = 0,
    publicGists: Int = 0,
    followers: Int = 0,
    following: Int = 0,
    createdAt: Date,
    htmlURL: URL? = nil
  ) {
    self.login = login
    self.id = id
    self.type = type
    self.name = name
    self.bio = bio
    self.company = company
    self.location = location
    self.blog = blog
    self.publicRepos = publicRepos
    self.publicGists = publicGists
    self.followers = followers
    self.following = following
    self.createdAt = GitHubTimestamp(createdAt)
    self.htmlURL = htmlURL
  }

  enum CodingKeys: String, CodingKey {
    case login, id, type, name, bio, company, location, blog, followers, following
    case publicRepos = "public_repos"
    case publicGists = "public_gists"
    case createdAt = "created_at"
    case htmlURL = "html_url"
  }
}
