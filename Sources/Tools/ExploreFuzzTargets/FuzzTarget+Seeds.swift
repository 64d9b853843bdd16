import ExploreNetworking
import ExplorePictures
import ExploreReplay
public import Foundation

extension FuzzTarget {
  /// Starting inputs for the target: the replay fixtures under `fixtures`
  /// (the project's `fixtures/` folder) turned into this target's input
  /// layout, plus a few hand-picked cases.
  ///
  /// - Complexity: O(*n*) in the total size of the fixtures.
  public func seeds(fixtures: URL) -> [Data] {
    let exchanges = Self.exchanges(under: fixtures)
    switch self {
    case .providerResponses:
      var seeds: [Data] = []
      for (index, exchange) in exchanges.enumerated() {
        guard let body = try? exchange.bodyData() else { continue }
        let link = exchange.response.headers?.first { $0.key.lowercased() == "link" }?.value ?? ""
        // NB: each fixture is offered to a few requests, so that both
        // providers see both providers' shapes.
        for selector in [index, index + 1, index + 7] {
          seeds.append(Data([UInt8(truncatingIfNeeded: selector), 0]) + Data((link + "\n").utf8) + body)
        }
      }
      return seeds
    case .linkHeader:
      let links = exchanges.compactMap { $0.response.headers?.first { $0.key.lowercased() == "link" }?.value }
      return (links + [
        #"<https://api.github.com/user/1/followers?page=2>; rel="next", <https://api.github.com/user/1/followers?page=9>; rel="last""#,
        #"</relative?page=2>; rel=next; title="a, b", <x>; rel="prev first""#,
      ]).map { Data($0.utf8) }
    case .responseHeaders:
      var seeds: [Data] = []
      for (index, exchange) in exchanges.enumerated() {
        guard let body = try? exchange.bodyData() else { continue }
        let lines = (exchange.response.headers ?? [:]).sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)\n" }.joined()
        seeds.append(Data([0, UInt8(truncatingIfNeeded: index)]) + Data((lines + "\n").utf8) + body)
      }
      let hostile = [
        "Retry-After: 1e400\nX-RateLimit-Remaining: 0\nX-RateLimit-Reset: 99999999999999999999\n\n",
        "Retry-After: Wed, 21 Oct 2015 07:28:00 GMT\nX-RateLimit-Limit: -5\nX-RateLimit-Used: 9223372036854775807\n\n{\"message\":\"API rate limit exceeded\"}",
        "ETag: W/\"\"\nCache-Control: max-age=-1, no-cache\nLink: <https://api.github.com/user/1/followers?page=9223372036854775807>; rel=\"next\"\n\n[]",
      ]
      return seeds + hostile.enumerated().map { Data([UInt8(7 + $0.offset), UInt8($0.offset)]) + Data($0.element.utf8) }
    case .pageStream:
      return [
        [0, 0, 10, 1, 0, 1, 10, 1, 0, 1, 3, 0, 0, 0],
        [5, 1, 10, 2, 5, 1, 10, 3, 6, 2, 10, 5, 0, 0],
        [7, 2, 255, 1, 0, 0, 4, 4, 1, 0, 4, 4, 2, 0],
        [2, 3, 10, 2, 0, 5, 10, 3, 6, 6, 10, 1, 0, 7],
      ].map { Data($0) }
    case .arguments:
      let lines = [
        "github\0followers\0octocat\0--all",
        "gh\0search\0repos\0swift\0--language\0swift\0--sort\0stars\0--limit\050",
        "rickmorty\0episodes\0--expand=characters\0--json",
        "rm\0characters\0--status\0alive\0--search\0smith\0--all",
        "github\0starred\0--check\0apple/swift",
        "-i\0github\0favorites\0add\0octocat",
        "help\0github\0search\0users",
        "completions\0fish",
        "github\0followers\0--\0-octocat",
        "--offline\0rickmorty\0character\01\0--layout=detail\0-h",
      ]
      return lines.map { Data($0.utf8) }
    case .keyDecoder:
      let sequences = ["\u{1B}[A\u{1B}[B", "\u{1B}OA\u{1B}[5~\u{1B}[1;5C", "jjk/ab\u{7F}\r", "\u{1B}\u{1B}[", "東京\u{3}", "\u{1B}[200~paste\u{1B}[201~"]
      return sequences.map { Data([3]) + Data($0.utf8) }
    case .escapeScanner:
      let texts = [
        "\u{1B}[1;31mRick\u{1B}[0m Sanchez", "\u{1B}]8;;https://x\u{7}link\u{1B}]8;;\u{1B}\\", "👨‍👩‍👧 family 東京",
        "plain ascii text", "\u{1B}[", "e\u{301}\u{1B}7x",
      ]
      return texts.map { Data([12]) + Data($0.utf8) }
    case .replayFixture:
      return Self.fixtureFiles(under: fixtures).compactMap { FileManager.default.contents(atPath: $0.path) }
    case .favorites:
      return [
        #"{"schemaVersion":1,"favorites":{"github":{"user":{"octocat":{"id":"octocat","kind":"user","title":"The Octocat","addedAt":"2026-01-02T03:04:05.678Z","sequence":1}}}}}"#,
        #"{"schemaVersion":2,"favorites":{}}"#,
        #"{"schemaVersion":1}"#,
      ].map { Data($0.utf8) }
    case .snapshot:
      return [
        #"{"schemaVersion":1,"provider":"github","resource":["followers"],"arguments":["octocat"],"takenAt":"2026-01-02T03:04:05Z","items":[{"id":"hubot","title":"hubot"},{"id":"monalisa","title":"Mona"}]}"#,
        #"{"schemaVersion":1,"provider":"github","resource":[],"arguments":[],"takenAt":"bad","items":[]}"#,
      ].map { Data($0.utf8) }
    case .picture:
      return Self.pictureFiles(under: fixtures, corpus: false)
    case .png, .jpeg:
      // NB: the corpus seeds only these two, whose debug runs in the
      // regression tests stay short that way.
      let format: PictureFormat = self == .png ? .png : .jpeg
      return Self.pictureFiles(under: fixtures, corpus: true).filter { PictureFormat.sniff($0) == format }
    case .yaml:
      return Self.yamlFiles(under: fixtures) + [
        "openapi: 3.1.0\npaths:\n  /pets/{id}:\n    get:\n      parameters: [&id {name: id, in: path}]\n      responses:\n        200: {description: OK}\n  /pets: {get: {parameters: [*id]}}\n",
        "base: &b {x: 1, y: [2, .inf]}\nmerged:\n  <<: *b\n  y: 3\nblock: |+\n  text\n\nfolded: >-\n  a\n  b\n",
        "%YAML 1.2\n%TAG !e! tag:yaml.org,2002:\n--- !e!map\n? \"\\u00e9\\x41\"\n: 'it''s'\n...\n--- [0x1F, 0o17, -.5e3, ~, !!str 1]\n",
      ].map { Data($0.utf8) }
    case .pictureQueryReply:
      return [
        "\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;4;22c", "\u{1B}[?1;2c", "\u{1B}_Gi=31;ENOENT:no\u{1B}\\\u{1B}[?63;1;2;4;6;9;15;22c",
        "jk\u{1B}[A\u{1B}[?6",
      ].map { Data([5]) + Data($0.utf8) }
    case .openAPIDocument:
      return Self.openAPIDocuments(under: fixtures)
    case .declaration:
      return Self.declarations(under: fixtures)
    case .cacheEntry:
      return exchanges.prefix(4).compactMap { exchange in
        guard let body = try? exchange.bodyData() else { return nil }
        let entry: [String: Any] = [
          "version": 1, "url": "https://api.example.com/v1/items", "status": exchange.response.status,
          "headers": exchange.response.headers ?? [:], "body": body.base64EncodedString(), "storedAt": 800_000_000.0,
        ]
        return try? JSONSerialization.data(withJSONObject: entry)
      }
    }
  }

  /// The OpenAPI documents of the generator's tests (`Tests/Scaffold`, next
  /// to `fixtures`: Birdwatch, the zoo, the hostile one), and small ones
  /// shaped as the reader's limits are: a chain of `$ref`s and `allOf`s,
  /// and an `allOf` that names the next schema twice.
  static func openAPIDocuments(under fixtures: URL) -> [Data] {
    let folder = fixtures.deletingLastPathComponent().appendingPathComponent("Tests/Scaffold", isDirectory: true)
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
    let files = names.compactMap { FileManager.default.contents(atPath: folder.appendingPathComponent($0).path) }
    let shaped = [(levels: 70, copies: 1), (levels: 12, copies: 2)].map { shape in
      let schemas = (0..<shape.levels).map { level in
        let next = Array(repeating: #"{"$ref": "\#u{23}/components/schemas/L\#(level + 1)"}"#, count: shape.copies).joined(separator: ",")
        return #""L\#(level)": {"allOf": [\#(next)]}"#
      }
      let last = #""L\#(shape.levels)": {"required": ["id", "name"], "properties": {"id": {"type": "integer"}, "name": {"type": "string"}}}"#
      let records = #"{"type": "array", "items": {"$ref": "\#u{23}/components/schemas/L0"}}"#
      return Data(
        #"{"openapi": "3.1.0", "info": {"title": "L"}, "paths": {"/l": {"get": {"responses": {"200": {"content": {"application/json": {"schema": \#(records)}}}}}}}, "components": {"schemas": {\#((schemas + [last]).joined(separator: ","))}}}"#
          .utf8)
    }
    return files + shaped
  }

  /// The test pictures under `fixtures/pictures` and, with `corpus` where
  /// the shared corpus sits beside the checkout, its real character pictures.
  static func pictureFiles(under fixtures: URL, corpus: Bool) -> [Data] {
    let shared = fixtures.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("shared/corpus/rickmorty/images", isDirectory: true)
    let folders = (corpus ? [shared] : []) + [
      fixtures.appendingPathComponent("pictures/jpeg", isDirectory: true),
      fixtures.appendingPathComponent("pictures/pngsuite", isDirectory: true),
    ]
    return folders.flatMap { folder -> [Data] in
      let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
      return names.filter { $0.hasSuffix(".jpg") || $0.hasSuffix(".jpeg") || $0.hasSuffix(".png") }
        .compactMap { FileManager.default.contents(atPath: folder.appendingPathComponent($0).path) }
    }
  }

  /// The folders of `fixtures` that hold no replay fixtures: documents and test cases of the YAML reader
  /// (as `FixturesTree.documentFolders` of the registry generator names them).
  static let documentFolders: Set = ["declarations", "openapi", "yaml-test-suite"]

  /// Every `.json` file under `fixtures`, sorted, but those of ``documentFolders``.
  static func fixtureFiles(under fixtures: URL) -> [URL] {
    guard let enumerator = FileManager.default.enumerator(at: fixtures, includingPropertiesForKeys: nil) else { return [] }
    var files: [URL] = []
    for case let url as URL in enumerator {
      if enumerator.level == 1, documentFolders.contains(url.lastPathComponent) {
        enumerator.skipDescendants()
      } else if url.pathExtension == "json" {
        files.append(url)
      }
    }
    return files.sorted { $0.path < $1.path }
  }

  /// The YAML test suite's cases (`fixtures/yaml-test-suite/*/in.yaml`) and
  /// the smallest YAML document of `fixtures/openapi`.
  static func yamlFiles(under fixtures: URL) -> [Data] {
    let suite = fixtures.appendingPathComponent("yaml-test-suite", isDirectory: true)
    let cases = (FileManager.default.enumerator(at: suite, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? [])
      .filter { $0.lastPathComponent == "in.yaml" }
      .sorted { $0.path < $1.path }
    let documents = ["openapi/petstore/openapi.yaml"].map { fixtures.appendingPathComponent($0) }
    return (cases + documents).compactMap { FileManager.default.contents(atPath: $0.path) }
  }

  /// The fixtures under `fixtures` that decode.
  static func exchanges(under fixtures: URL) -> [RecordedExchange] {
    fixtureFiles(under: fixtures).compactMap { file in
      FileManager.default.contents(atPath: file.path).flatMap { try? JSONDecoder().decode(RecordedExchange.self, from: $0) }
    }
  }
}
