import ExploreCore
import ExploreNetworking
import ExploreTables
import ExploreEngine
import ExploreTestSupport
import Foundation
import RickAndMortyProvider

/// The invented world in `fixtures/rickmorty`, read from the fixture files
/// themselves so that tests derive expectations rather than repeat them.
struct FixtureWorld {
  static let folder = ProjectPaths.fixtures.appendingPathComponent("rickmorty", isDirectory: true)

  /// Every exchange's response body by request path.
  let bodies: [String: Data]

  init() throws {
    var bodies: [String: Data] = [:]
    let files = try FileManager.default.contentsOfDirectory(at: Self.folder, includingPropertiesForKeys: nil)
    for file in files where file.pathExtension == "json" {
      let exchange = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any] ?? [:]
      let request = exchange["request"] as? [String: Any] ?? [:]
      let response = exchange["response"] as? [String: Any] ?? [:]
      guard let path = request["path"] as? String, let body = response["body"] else { continue }
      bodies[path] = try JSONSerialization.data(withJSONObject: body, options: [.fragmentsAllowed])
    }
    self.bodies = bodies
  }

  /// The records of the list of `kind`, as the API sends them, from all its unfiltered pages.
  func records(_ kind: RecordKind) throws -> [JSONValue] {
    var records: [JSONValue] = []
    var page = 1
    while let body = bodies["/\(kind.endpoint)?page=\(page)"],
      case .array(let results)? = try JSONDecoder().decode(JSONValue.self, from: body)[["results"]]
    {
      records += results
      page += 1
    }
    return records
  }

  /// The items of the list of `kind`, from all its unfiltered pages.
  func items(_ kind: RecordKind) throws -> [Item] {
    try records(kind).map { try kind.mapping.item(from: $0, hooks: RickAndMorty.hooks, notes: nil) }
  }
}

extension JSONValue {
  /// The strings of the array at `path`; none when there is no such array.
  func strings(at path: JSONPath) -> [String] {
    guard case .array(let elements)? = self[path] else { return [] }
    return elements.compactMap { if case .string(let text) = $0 { text } else { nil } }
  }
}

extension RecordKind {
  /// The item of a record of this kind written as JSON text.
  func item(_ json: String, notes: DecodingNotes? = nil) throws -> Item {
    try mapping.item(from: JSONDecoder().decode(JSONValue.self, from: Data(json.utf8)), hooks: RickAndMorty.hooks, notes: notes)
  }
}
