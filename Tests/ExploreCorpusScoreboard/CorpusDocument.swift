public import Foundation
public import ExploreTestSupport

/// One real published API document the scoreboard measures `api add` on:
/// the 33 of `fixtures/openapi/corpus` (read from its `manifest.json`) and
/// the four of `fixtures/openapi`.
///
/// ```swift
/// let documents = try CorpusDocument.all()
/// documents.map(\.name)   // ["kubernetes", "vault", …, "petstore", "pokeapi", "asana", "box"]
/// ```
public struct CorpusDocument: Sendable, Hashable, CustomStringConvertible {
  /// The name it is added under (`explore api add <name> …`).
  public var name: String
  /// The document's file.
  public var file: URL
  /// `--base-url`, where the document names no usable server.
  public var baseURL: String?

  public init(name: String, file: URL, baseURL: String? = nil) {
    self.name = name
    self.file = file
    self.baseURL = baseURL
  }

  public var description: String { name }

  /// The four documents `api add` was first built against, in `fixtures/openapi`.
  static let older: [(name: String, path: String)] = [
    ("petstore", "petstore/openapi.yaml"), ("pokeapi", "pokeapi/openapi.yml"), ("asana", "asana/asana_oas.yaml"), ("box", "box/openapi.json"),
  ]

  /// Every document: the corpus's, in its manifest's order, then the four older ones.
  ///
  /// - Throws: when `manifest.json` cannot be read.
  public static func all(fixtures: URL = ProjectPaths.fixtures) throws -> [CorpusDocument] {
    let folder = fixtures.appendingPathComponent("openapi", isDirectory: true)
    let corpus = folder.appendingPathComponent("corpus", isDirectory: true)
    let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: corpus.appendingPathComponent("manifest.json"))) as? [String: Any]
    let entries = manifest?["documents"] as? [[String: Any]] ?? []
    let documents = entries.compactMap { entry -> CorpusDocument? in
      guard let name = entry["name"] as? String, let path = entry["path"] as? String else { return nil }
      return CorpusDocument(name: name, file: corpus.appendingPathComponent(path), baseURL: entry["baseURL"] as? String)
    }
    return documents + older.map { CorpusDocument(name: $0.name, file: folder.appendingPathComponent($0.path)) }
  }
}
