/// The body of GitHub's error responses: `{"message": "...", "documentation_url": "..."}`.
package struct GitHubErrorBody: Sendable, Hashable, Decodable {
  package var message: String?
  package var documentationURL: String?

  enum CodingKeys: String, CodingKey {
    case message
    case documentationURL = "documentation_url"
  }
}
