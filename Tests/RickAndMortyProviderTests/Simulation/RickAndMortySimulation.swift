import ExploreCore
import ExploreNetworking
import ExploreReplay
public import ExploreTestSupport
public import Foundation
import RickAndMortyProvider

/// The Rick and Morty API over the shared corpus (`corpus/rickmorty`, 826
/// characters, 126 locations, 51 episodes) with the real server's semantics
/// (afuh/rick-and-morty-api, see `corpus/rickmorty/API_NOTES.md`):
///
/// - lists of 20 a page; a `page` that is not a positive number means 1; a page
///   past the end, or filters that match nothing, answer 404 `There is nothing here`;
/// - filters are ANDed, case-insensitive substring regular expressions with
///   non-word characters escaped; a character filter starting with `male` is anchored;
/// - `next`/`prev` repeat the filters as received (decoded, trimmed, not re-encoded);
/// - `/character/1,2,3` and `/character/[1,2,3]` answer the records that exist (`[]` possible);
/// - `/character/avatar/<id>.jpeg` answers the pictures of `corpus/rickmorty/images` (28 of
///   them), as `image/jpeg`, and 404 for the others.
///
/// Without the corpus the mount has no routes and `fixtures/rickmorty` answers.
public final class RickAndMortySimulation: LoopbackSimulation, Sendable {
  /// The corpus folder (`corpus/rickmorty`), or `nil` when only fixtures are served.
  public let corpus: URL?

  struct Resource {
    var file: String
    var filters: [String]
    var missing: String
    var anchorsMale: Bool
  }

  static let resources = [
    "character": Resource(file: "characters.json", filters: ["name", "status", "species", "type", "gender"], missing: "Character not found", anchorsMale: true),
    "location": Resource(file: "locations.json", filters: ["name", "type", "dimension"], missing: "Location not found", anchorsMale: false),
    "episode": Resource(file: "episodes.json", filters: ["name", "episode"], missing: "Episode not found", anchorsMale: false),
  ]
  static let realBase = RickAndMorty.descriptor.defaultBaseURL.absoluteString
  static let pageSize = 20
  static let nothingHere = "There is nothing here"
  static let badArray = "Bad... bad array :/"

  public init(corpus: URL?) {
    self.corpus = corpus
  }

  public static func mount(_ options: LoopbackSimulationOptions) -> LoopbackMount {
    let folder = options.corpus?.appendingPathComponent("rickmorty", isDirectory: true)
    let present = folder.map { FileManager.default.fileExists(atPath: $0.appendingPathComponent("characters.json").path) } ?? false
    let simulation = RickAndMortySimulation(corpus: present ? folder : nil)
    return LoopbackMount(descriptor: RickAndMorty.descriptor, router: simulation.router, simulation: simulation)
  }

  var router: LoopbackRouter {
    var router = LoopbackRouter()
    guard corpus != nil else { return router }
    router.get("/") { _ in
      .json(["characters": "\(Self.realBase)/character", "locations": "\(Self.realBase)/location", "episodes": "\(Self.realBase)/episode"])
    }
    router.get("/:resource") { [self] call in
      Self.resources[call["resource"]!].map { list(call["resource"]!, $0, call.request) }
    }
    router.get("/character/avatar/:file") { [self] call in avatar(call["file"]!) }
    router.get("/:resource/:id") { [self] call in
      guard let resource = Self.resources[call["resource"]!] else { return nil }
      if call["resource"] == "character", call["id"] == "avatar" { return .json(["error": Self.nothingHere], status: 404) }
      return byIdentifier(call["resource"]!, resource, call["id"]!)
    }
    return router
  }

  /// A character's picture from `corpus/rickmorty/images`, as the real
  /// server serves it: `image/jpeg` whatever it is (some are PNGs).
  func avatar(_ file: String) -> LoopbackResponse {
    guard let corpus, !file.contains("/"), !file.hasPrefix("."),
      let data = FileManager.default.contents(atPath: corpus.appendingPathComponent("images/\(file)").path)
    else { return .json(["error": Self.nothingHere], status: 404) }
    return LoopbackResponse(status: 200, headers: [("content-type", "image/jpeg")], body: data)
  }

  /// The corpus records of `resource` in id order, loaded once per process.
  func corpusRecords(_ resource: String) -> [JSONValue] {
    guard let corpus else { return [] }
    // NB: decoding the corpus takes seconds in a debug build; every server in the test
    // process shares one copy (it is never changed).
    return Self.loaded.withLock { loaded in
      if loaded[corpus.path] == nil {
        var records: [String: [JSONValue]] = [:]
        for (name, resource) in Self.resources {
          let data = (try? Data(contentsOf: corpus.appendingPathComponent(resource.file))) ?? Data("[]".utf8)
          let values = ((try? JSONSerialization.jsonObject(with: data)) as? [Any] ?? []).map(Self.value)
          records[name] = values.sorted { Self.id(of: $0) < Self.id(of: $1) }
        }
        loaded[corpus.path] = records
      }
      return loaded[corpus.path]?[resource] ?? []
    }
  }

  private static let loaded = Locked<[String: [String: [JSONValue]]]>([:])

  /// A parsed JSON value as a ``JSONValue``.
  ///
  /// NB: ten times faster than decoding ``JSONValue`` in a debug build. The corpus holds
  /// no booleans, so a number is never taken for one.
  private static func value(_ any: Any) -> JSONValue {
    switch any {
    case let text as String: .string(text)
    case let array as [Any]: .array(array.map(value))
    case let object as [String: Any]: .object(object.mapValues(value))
    case let number as NSNumber:
      Double(number.int64Value) == number.doubleValue ? .integer(Int(number.int64Value)) : .number(number.doubleValue)
    default: .null
    }
  }

  static func id(of record: JSONValue) -> Int {
    if case .object(let fields) = record, case .integer(let id) = fields["id"] { return id }
    return 0
  }

  static func text(_ record: JSONValue, _ field: String) -> String {
    guard case .object(let fields) = record, let value = fields[field] else { return "" }
    switch value {
    case .string(let text): return text
    case .integer(let number): return String(number)
    default: return ""
    }
  }
}
