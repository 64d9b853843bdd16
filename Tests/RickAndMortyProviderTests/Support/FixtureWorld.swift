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

  /// The records of the list at `kind`, from all its unfiltered pages.
  func all<Record: Decodable & Sendable>(_ type: Record.Type, _ kind: String) throws -> [Record] {
    var records: [Record] = []
    var page = 1
    while let body = bodies["/\(kind)?page=\(page)"],
      let list = try? JSONDecoder().decode(ListResponse<Record>.self, from: body)
    {
      records += list.results
      page += 1
    }
    return records
  }
}
