package import ExploreCore
package import Foundation

extension HTTPCache {
  /// One stored response with its validators.
  package struct Entry: Codable, Sendable, Hashable {
    package static let currentVersion = 1

    package var version: Int
    /// The request URL, for inspection (never a secret: secrets are not in URLs).
    package var url: String
    package var status: Int
    /// The response headers worth keeping, lowercased; never cookies or
    /// authorization.
    package var headers: [String: String]
    package var body: Data
    package var storedAt: Date

    package init(url: URL, response: HTTPResponse, storedAt: Date) {
      version = Self.currentVersion
      self.url = Redaction.string(for: url)
      status = response.status
      headers = response.headers.lowercasedDictionary.filter { !Redaction.secretHeaderNames.contains($0.key) }
      body = response.body
      self.storedAt = storedAt
    }

    package var etag: String? { headers["etag"] }
    package var lastModified: String? { headers["last-modified"] }

    /// Whether the entry can be revalidated.
    package var hasValidator: Bool { etag != nil || lastModified != nil }
  }
}
