import ExploreCore
import ExploreItemMapping
import ExploreTestSupport
import ExploreYAML
import Foundation
import Testing

/// The published OpenAPI documents of `fixtures/openapi`: each YAML one
/// reads as its JSON twin (made once by another reader, see the folder's
/// README), in the same order, and the JSON the reader writes is the twin's.
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

  @Test(arguments: documents.filter { $0.yaml != nil })
  func yamlReadsAsItsJSONTwin(_ document: Document) throws {
    let yaml = try YAMLReader.read(try document.data(try #require(document.yaml)))
    let twin = try document.data(document.json)
    let difference = JSONComparison.difference(yaml, try JSONReader.read(twin))
    #expect(difference == nil, "\(difference ?? "")")
    // NB: JSON is YAML, so the YAML reader reads the twin too, and keeps its order.
    #expect(yaml == (try YAMLReader.read(twin)))
  }

  @Test(arguments: documents)
  func jsonWrittenIsTheDocumentsJSON(_ document: Document) throws {
    let source = try document.data(document.yaml ?? document.json)
    let written = try YAMLReader.readJSON(source)
    let expected = try JSONReader.read(try document.data(document.json))
    #expect(try JSONReader.read(Data(written)) == expected)
  }

  @Test(arguments: documents)
  func operationsAreThoseTheREADMECounts(_ document: Document) throws {
    let value = try YAMLReader.read(try document.data(document.yaml ?? document.json))
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
