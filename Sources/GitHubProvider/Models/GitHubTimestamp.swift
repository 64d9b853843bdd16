package import Foundation

/// A moment as GitHub writes it: ISO 8601 with seconds, in UTC
/// (`2011-01-25T18:44:36Z`).
///
/// Decoding fails with a `DecodingError` that names the field when the text
/// is not such a date, so that a changed API reports where it changed.
package struct GitHubTimestamp: Sendable, Hashable, Decodable {
  package var date: Date

  package init(_ date: Date) {
    self.date = date
  }

  package init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let date = GitHubTimestamp.parse(text) else {
      throw DecodingError.dataCorruptedError(
        in: container,
        debugDescription: "'\(text)' is not an ISO 8601 date such as 2011-01-25T18:44:36Z"
      )
    }
    self.date = date
  }

  /// The date `text` names, with or without fractional seconds.
  package static func parse(_ text: String) -> Date? {
    if let date = try? Date(text, strategy: .iso8601) {
      return date
    }
    // NB: GitHub Enterprise and some endpoints add milliseconds.
    return try? Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true))
  }
}
