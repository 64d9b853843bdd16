import ExploreCore
import ExploreTestSupport
import ExploreNetworking
import Foundation
import RickAndMortyProvider

/// The complete real dataset in `../shared/corpus/rickmorty`, read as plain
/// JSON so that tests can work out expected answers by the real server's
/// rules, independently of the provider's decoding.
struct Corpus: Sendable {
  typealias Record = [String: String]

  /// Every character, location and episode as string fields, plus the ids
  /// each one refers to.
  let records: [String: [Record]]
  let references: [String: [String: [String]]]

  static var isAvailable: Bool { ProjectPaths.rickAndMortyCorpus != nil }

  init() throws {
    guard let folder = ProjectPaths.rickAndMortyCorpus else {
      throw CocoaError(.fileNoSuchFile)
    }
    var records: [String: [Record]] = [:]
    var references: [String: [String: [String]]] = [:]
    let referenceKeys = ["character": "episode", "location": "residents", "episode": "characters"]
    for kind in ["character", "location", "episode"] {
      let data = try Data(contentsOf: folder.appendingPathComponent("\(kind)s.json"))
      let objects = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] ?? []
      records[kind] = objects.map { object in
        object.compactMapValues { value in
          switch value {
          case let text as String: text
          case let number as Int: String(number)
          case let number as NSNumber: number.stringValue
          default: nil
          }
        }
      }
      references[kind] = Dictionary(
        uniqueKeysWithValues: objects.map { object in
          ((object["id"] as? Int).map(String.init) ?? "", ReferenceID.parse(object[referenceKeys[kind]!] as? [String] ?? []))
        })
    }
    self.records = records
    self.references = references
  }

  /// The ids of the records of `kind` that `filters` select, by the real
  /// server's rules: each filter is a case-insensitive substring match (a
  /// value starting with "male" is anchored at the start), all must hold,
  /// results by id.
  func ids(_ kind: String, matching filters: [String: String]) -> [String] {
    (records[kind] ?? [])
      .filter { record in
        filters.allSatisfy { name, value in
          let field = (record[name] ?? "").lowercased()
          let wanted = value.trimmingCharacters(in: .whitespaces).lowercased()
          return wanted.hasPrefix("male") ? field.hasPrefix(wanted) : field.contains(wanted)
        }
      }
      .compactMap { $0["id"] }
      .sorted { Int($0)! < Int($1)! }
  }

  /// The name of each record of `kind` by id.
  func names(_ kind: String) -> [String: String] {
    Dictionary(uniqueKeysWithValues: (records[kind] ?? []).map { ($0["id"]!, $0["name"]!) })
  }
}
