import ExploreAddedAPIs
import ExploreTables
import ExploreDeclarations
import ExploreOpenAPI
import Foundation

extension FuzzTarget {
  /// The declarations the tests use, each named ``DeclarationFuzzing/name``
  /// so that it loads: those written in the tests' sources (the raw
  /// `#"""` literals of the declaration, `api` and end-to-end tests), those
  /// of `docs/Declarations.md`, and those `explore api add` writes for the
  /// real documents of `fixtures/openapi` that the end-to-end tests add,
  /// cut to their first resources so that each run stays short.
  static func declarations(under fixtures: URL) -> [Data] {
    let root = fixtures.deletingLastPathComponent()
    let sources = [
      "Tests/ExploreEngineTests/DeclaredProviderTests.swift", "Tests/ExploreDeclarationsTests/DeclarationRulesTests.swift",
      "Tests/ExploreAddedAPIsTests/APICommandTests.swift", "Tests/ExploreCommandsTests/EndToEnd/CursorLoopEndToEndTests.swift",
    ]
    var texts: [String] = []
    for path in sources {
      guard let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) else { continue }
      texts += blocks(of: text, from: "#\"\"\"", to: "\"\"\"#")
    }
    if let guide = try? String(contentsOf: root.appendingPathComponent("docs/Declarations.md"), encoding: .utf8) {
      texts += blocks(of: guide, from: "```json", to: "```")
    }
    let written = texts.filter { $0.contains(#""explore""#) && !$0.contains(##"\#("##) }.compactMap { renamed(Data($0.utf8)) }
    return written + plannedDeclarations(under: fixtures)
  }

  /// The texts between each `start` and the `end` after it.
  private static func blocks(of text: String, from start: String, to end: String) -> [String] {
    var blocks: [String] = []
    var rest = text[...]
    while let open = rest.range(of: start), let close = rest[open.upperBound...].range(of: end) {
      blocks.append(String(rest[open.upperBound..<close.lowerBound]))
      rest = rest[close.upperBound...]
    }
    return blocks
  }

  /// The declaration in `data` named ``DeclarationFuzzing/name``, or `nil` when it is not a JSON object.
  private static func renamed(_ data: Data) -> Data? {
    guard var object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else { return nil }
    object["name"] = DeclarationFuzzing.name
    return try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
  }

  /// What `explore api add` writes for the documents of `fixtures/openapi`,
  /// each cut to its first eight resources, operations left out and groups.
  private static func plannedDeclarations(under fixtures: URL) -> [Data] {
    let documents = ["petstore/openapi.yaml", "pokeapi/openapi.yml", "asana/asana_oas.yaml", "box/openapi.json"]
    return documents.compactMap { path in
      guard let data = FileManager.default.contents(atPath: fixtures.appendingPathComponent("openapi/\(path)").path),
        let document = try? OpenAPIDocument(data: data),
        var declaration = try? OpenAPIDeclarationPlanner(name: DeclarationFuzzing.name, location: path).declaration(of: document)
      else { return nil }
      declaration.resources = Array(declaration.resources.prefix(8))
      if var source = declaration.source {
        source.leftOut = Array(source.leftOut.prefix(8))
        source.groups = Array(source.groups.prefix(8))
        declaration.source = source
      }
      return try? DeclarationStore.encode(declaration)
    }
  }
}
