import ExploreCore
import ExploreTables
import ExploreDeclarations
import ExploreTestSupport
import Foundation
import Testing

/// The JSON Schema of the declaration format (`explore api schema`) is made
/// from the same model as the decoders: every coding key of every table is
/// in it, and every declaration the repository holds (the documentation's,
/// `fixtures/declarations`) is one it accepts, and one the decoder reads.
@Suite struct DeclarationSchemaTests {
  static func schema() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(ProviderDeclaration.jsonSchema)
  }

  /// The properties a definition names, in its object or in each object among its shapes.
  static func properties(of definition: JSONValue) -> Set<String> {
    switch definition {
    case .object(let members):
      var names: Set<String> = []
      // NB: a form's keys are the properties of its one key's object (`{"pageNumbers": {"pageSize": …}}`).
      if case .object(let properties)? = members["properties"] {
        names.formUnion(properties.keys)
        for value in properties.values { names.formUnion(Self.properties(of: value)) }
      }
      if case .array(let shapes)? = members["oneOf"] { for shape in shapes { names.formUnion(properties(of: shape)) } }
      return names
    default: return []
    }
  }

  static let keys: [(definition: String, keys: [String])] = [
    ("provider", ProviderDeclaration.CodingKeys.allCases.map(\.stringValue)),
    ("resource", ResourceDeclaration.CodingKeys.allCases.map(\.stringValue)),
    ("argument", ArgumentDeclaration.CodingKeys.allCases.map(\.stringValue)),
    ("option", OptionDeclaration.CodingKeys.allCases.map(\.stringValue)),
    ("auth", AuthDeclaration.CodingKeys.allCases.map(\.stringValue)),
    ("pagingLimits", PagingLimitsDeclaration.CodingKeys.allCases.map(\.stringValue)),
    ("source", SourceDeclaration.CodingKeys.allCases.map(\.stringValue)),
    ("list", ListEndpoint.CodingKeys.allCases.map(\.stringValue)),
    ("paging", PagingDeclaration.CodingKeys.allCases.map(\.stringValue)),
    ("detail", DetailDeclaration.CodingKeys.allCases.map(\.stringValue)),
    ("batch", BatchDeclaration.CodingKeys.allCases.map(\.stringValue)),
    ("section", SectionDeclaration.CodingKeys.allCases.map(\.stringValue)),
    ("expansion", ExpansionDeclaration.CodingKeys.allCases.map(\.stringValue)),
    ("join", JoinDeclaration.CodingKeys.allCases.map(\.stringValue)),
    ("item", ItemMapping.CodingKeys.allCases.map(\.stringValue)),
    ("field", FieldMapping.CodingKeys.allCases.map(\.stringValue)),
    ("subtitle", SubtitleMapping.CodingKeys.allCases.map(\.stringValue)),
    ("webPage", WebPageMapping.CodingKeys.allCases.map(\.stringValue)),
    ("picture", PictureMapping.CodingKeys.allCases.map(\.stringValue)),
    ("reference", ReferenceMapping.CodingKeys.allCases.map(\.stringValue)),
    ("emptyAnswer", EmptyAnswer.CodingKeys.allCases.map(\.stringValue)),
  ]

  @Test func everyCodingKeyOfEveryTableIsInTheSchema() throws {
    let schema = try JSONDecoder().decode(JSONValue.self, from: Self.schema())
    guard case .object(let root) = schema, case .object(let definitions)? = root["$defs"] else {
      Issue.record("the schema has no $defs")
      return
    }
    #expect(Set(definitions.keys) == Set(ProviderDeclaration.schemaDefinitions.map(\.name)))
    for (definition, keys) in Self.keys {
      let named = try #require(definitions[definition], "no definition \(definition)")
      let missing = Set(keys).subtracting(Self.properties(of: named))
      #expect(missing.isEmpty, "\(definition) lacks \(missing.sorted())")
    }
    #expect(root["$ref"] == .string("#/$defs/provider"))
  }

  /// Every declaration the repository holds: the JSON blocks of the
  /// documentation that declare a provider, and `fixtures/declarations`.
  static func declarations() throws -> [(place: String, data: Data)] {
    var found: [(String, Data)] = []
    for document in ["docs/Declarations.md", "docs/AddingAProvider.md", "README.md"] {
      let text = try String(contentsOf: ProjectPaths.root.appendingPathComponent(document), encoding: .utf8)
      for (index, block) in text.components(separatedBy: "```json\n").dropFirst().enumerated() {
        let json = block.components(separatedBy: "\n```").first ?? ""
        if json.contains(#""explore":"#) { found.append(("\(document), JSON block \(index + 1)", Data(json.utf8))) }
      }
    }
    let folder = ProjectPaths.fixtures.appendingPathComponent("declarations")
    for file in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where file.hasSuffix(".json") {
      found.append(("fixtures/declarations/\(file)", try Data(contentsOf: folder.appendingPathComponent(file))))
    }
    return found
  }

  @Test func everyDeclarationOfTheRepositoryIsValidAndReads() throws {
    let validator = try JSONSchemaValidator(schema: Self.schema())
    let declarations = try Self.declarations()
    #expect(declarations.count >= 3, "\(declarations.map(\.place))")
    for (place, data) in declarations {
      let problems = try validator.problems(in: data)
      #expect(problems.isEmpty, "\(place): \(problems)")
      #expect(throws: Never.self, "\(place)") { try JSONDecoder().decode(ProviderDeclaration.self, from: data).validate() }
    }
  }

  @Test(arguments: [
    #"{"explore": 2, "name": "x", "summary": "", "baseURL": "https://x.example", "resources": [], "serach": "q"}"#,
    #"{"explore": 2, "name": "x", "summary": "", "baseURL": "https://x.example", "resources": [{"name": "a", "summary": "", "list": {"path": "/a", "item": {"kind": "a", "id": "id", "title": "name"}, "title": ""}}]}"#,
    #"{"explore": 2, "name": "x", "summary": "", "baseURL": "https://x.example", "resources": [{"name": "a", "summary": "", "detail": {"path": "/a/{id}", "item": {"kind": "a", "id": "id", "title": "name"}, "sections": [{"title": "B", "references": "b", "custom": "c"}]}}]}"#,
    #"{"explore": 2, "name": "x", "summary": "", "baseURL": "https://x.example", "resources": [{"name": "a", "summary": "", "list": {"path": "/a", "item": {"kind": "a", "id": "id", "title": "name"}, "paging": {"pageNumbers": {"pageSize": 0}}}}]}"#,
  ])
  func whatTheDecoderRefusesTheSchemaRefuses(declaration: String) throws {
    let validator = try JSONSchemaValidator(schema: Self.schema())
    #expect(!(try validator.problems(in: Data(declaration.utf8))).isEmpty)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(ProviderDeclaration.self, from: Data(declaration.utf8)) }
  }

  @Test func theGuidesShowTheStarWarsDeclarationAsTheTestsRunIt() throws {
    let fixture = try String(contentsOf: ProjectPaths.fixtures.appendingPathComponent("declarations/swapi.json"), encoding: .utf8)
    for document in ["docs/Declarations.md", "docs/AddingAProvider.md"] {
      let text = try String(contentsOf: ProjectPaths.root.appendingPathComponent(document), encoding: .utf8)
      #expect(text.contains("```json\n" + fixture + "```"), "\(document) does not show fixtures/declarations/swapi.json as it is")
    }
    let lines = fixture.split(separator: "\n").count
    #expect(lines <= 70, "the Star Wars API by hand takes \(lines) lines, over the 70 of issue 41")
    #expect(try String(contentsOf: ProjectPaths.root.appendingPathComponent("docs/Declarations.md"), encoding: .utf8).contains("A declaration of \(lines) lines"))
  }
}
