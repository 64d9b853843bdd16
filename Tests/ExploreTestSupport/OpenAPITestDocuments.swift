public import Foundation

/// The OpenAPI documents the generator's tests read, from `Tests/Scaffold`.
///
/// ```swift
/// let document = try OpenAPIDocument(data: Data(OpenAPITestDocuments.zoo.utf8))
/// ```
public enum OpenAPITestDocuments {
  /// A made-up zoo API: a paged searchable list of animals with filters, an
  /// animal (its schema an `allOf` with a cycle through `parent`), keepers
  /// identified by URL and paged by a `next` URL, visits paged by `Link`
  /// headers, and an API key in a header.
  public static let zoo = text(of: "zoo-openapi.json")

  /// The Birdwatch API of the scaffold proof (`Tests/Scaffold/scaffold-proof.sh`).
  public static let birdwatchURL = folder.appendingPathComponent("birdwatch-openapi.json")

  /// `Tests/Scaffold`.
  public static var folder: URL {
    ProjectPaths.root.appendingPathComponent("Tests/Scaffold", isDirectory: true)
  }

  /// The text of `Tests/Scaffold/<name>`, or an empty string (which no test
  /// reads as a document) when it is missing.
  public static func text(of name: String) -> String {
    (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? ""
  }
}
