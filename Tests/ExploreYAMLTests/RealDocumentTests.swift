import ExploreCore
import ExploreEngine
import ExploreTestSupport
import ExploreYAML
import Foundation
import Testing

/// The published OpenAPI documents of `fixtures/openapi`: each YAML one
/// reads as its JSON twin (made once by another reader, see the folder's
/// README), in the same order, the JSON the reader writes is the twin's,
/// and a JSON one reads as explore's JSON reader reads it.
@Suite struct RealDocumentTests {
  struct Document: Sendable, CustomTestStringConvertible {
    var folder: String
    /// The published YAML, when the API publishes YAML.
    var yaml: String?
    /// The twin, or the published JSON.
    var json: String
    var operations: Int
    var getOperations: Int
    var testDescription: String { folder }

    func data(_ name: String) throws -> Data {
      try Data(contentsOf: ProjectPaths.fixtures.appendingPathComponent("openapi/\(folder)/\(name)"))
    }
  }

  static let documents = [
    Document(folder: "asana", yaml: "asana_oas.yaml", json: "asana_oas.json", operations: 247, getOperations: 117),
    Document(folder: "pokeapi", yaml: "openapi.yml", json: "openapi.json", operations: 100, getOperations: 100),
    Document(folder: "petstore", yaml: "openapi.yaml", json: "openapi.json", operations: 19, getOperations: 8),
    Document(folder: "box", yaml: nil, json: "openapi.json", operations: 296, getOperations: 129),
  ]

  /// NB: one test per document, which reads it once: the largest takes
  /// seconds in a debug build.
  @Test(arguments: documents)
  func readsAsItsJSONTwinInOrderWithTheOperationsItsREADMECounts(_ document: Document) throws {
    let value = try YAMLReader.read(try document.data(document.yaml ?? document.json))
    let twin = try document.data(document.json)
    let expected = try JSONReader.read(twin)
    let difference = JSONComparison.difference(value, expected)
    #expect(difference == nil, "\(difference ?? "")")
    let json = value.jsonBytes()
    if document.yaml != nil {
      // NB: the twin is compact JSON from Python's `json` module, which
      // writes these documents byte for byte as the reader does: the same
      // values, in the same order.
      #expect(json == Array(twin.prefix { $0 != 0x0A }))
    } else {
      #expect(try JSONReader.read(Data(json)) == expected)
    }

    guard case .mapping(let paths) = value["paths"] else { throw Failure("the document should have paths") }
    let methods: Set = ["get", "put", "post", "delete", "patch", "head", "options", "trace"]
    var operations = 0
    var getOperations = 0
    for path in paths {
      guard case .mapping(let item) = path.value else { continue }
      operations += item.filter { methods.contains($0.key) }.count
      getOperations += item.filter { $0.key == "get" }.count
    }
    #expect((operations, getOperations) == (document.operations, document.getOperations))
    let readme = try String(decoding: document.data("README.md"), as: UTF8.self)
    #expect(readme.contains("Operations: \(document.operations)"))
  }

  @Test func versionsAndResponseCodesAreText() throws {
    let pokeapi = try YAMLReader.read(try Self.documents[1].data("openapi.yml"))
    #expect(pokeapi["openapi"] == .string("3.1.0"))
    let petstore = try YAMLReader.read(try Self.documents[2].data("openapi.yaml"))
    #expect(petstore["openapi"] == .string("3.0.4"))
    guard case .mapping(let responses) = petstore["paths"]?["/pet/{petId}"]?["get"]?["responses"] else { throw Failure("responses") }
    #expect(responses.map(\.key) == ["200", "400", "404", "default"])
  }
}
