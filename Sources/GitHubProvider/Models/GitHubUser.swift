package import Foundation

/// A user as lists return it: followers, following, search results, owners.
///
/// List endpoints give no name; ``name`` is filled only where the API
/// happens to include one.
package struct GitHubUser: Sendable, Hashable, Decodable {
  package var login: String
  package var id: Int
  package var name: String?
  /// `User` or `Organization`.
  package var type: String?
  package var htmlURL: URL?

  package init(login: String, id: Int, name: String? = nil, type: String? = "User", htmlURL: URL? = nil) {
    self.login = login
    self.id = id
    self.name = name
    self.type = type
    self.htmlURL = htmlURL
  }

  enum CodingKeys: String, CodingKey {
    case login, id, name, type
    case htmlURL = "html_url"
  }
}
