@testable import ExploreOpenAPI
@testable import ExploreOpenAPIPlanner
import Foundation
import Testing

/// The bounds on reading a document's schemas (issue 34): a chain of
/// `allOf`s through `$ref`s too deep for the stack is refused with where it
/// is and what to do; an `allOf` that names the next schema twice at every
/// level is read once a level; cycles and long chains of references end.
@Suite struct SchemaReaderTests {
  /// A document with one list, `GET /things`, whose records are `Level0`,
  /// and `levels` schemas `Level<i>`, each `allOf` the next `copies` times;
  /// the last holds `id` and `name` (and a `oneOf` beside them, which is not read).
  static func levels(_ levels: Int, copies: Int) throws -> OpenAPIDocument {
    var schemas: [String: Any] = [:]
    for level in 0..<levels {
      schemas["Level\(level)"] = ["allOf": Array(repeating: ["$ref": "#/components/schemas/Level\(level + 1)"], count: copies)]
    }
    schemas["Level\(levels)"] = [
      "type": "object", "required": ["id", "name"], "properties": ["id": ["type": "integer"], "name": ["type": "string"]],
      "oneOf": [["type": "object"]],
    ]
    return try document(schemas: schemas, records: Self.ref("#/components/schemas/Level0"))
  }

  static func document(schemas: [String: Any], records: [String: Any], parameters: [[String: Any]] = []) throws -> OpenAPIDocument {
    let response = ["200": ["description": "ok", "content": ["application/json": ["schema": ["type": "array", "items": records]]]]]
    let document: [String: Any] = [
      "openapi": "3.0.3", "info": ["title": "Levels"],
      "paths": ["/things": ["get": ["responses": response, "parameters": parameters]]],
      "components": ["schemas": schemas, "parameters": ["Limit": ["name": "limit", "in": "query"]]],
    ]
    return try OpenAPIDocument(data: JSONSerialization.data(withJSONObject: document))
  }

  /// `{"$ref": reference}`, to write in a document.
  static func ref(_ reference: String) -> [String: Any] {
    ["$ref": reference]
  }

  /// `{"$ref": reference}`, read.
  static func refValue(_ reference: String) -> OpenAPIJSON {
    .object(["$ref": .string(reference)])
  }

  @Test func aChainOf10000AllOfsIsRefusedWithWhereAndWhatToDo() throws {
    let plan = try OpenAPIPlan(Self.levels(10_000, copies: 1), providerName: "Levels")
    #expect(plan.resources.isEmpty)
    #expect(plan.unmapped == [
      "GET /things: its schema nests $ref and allOf more than 64 levels deep, from #/components/schemas/Level0 to #/components/schemas/Level64; flatten that chain of schemas, or leave the operation out with --only"
    ])
  }

  @Test func aChainJustWithinTheBoundIsRead() throws {
    let plan = try OpenAPIPlan(Self.levels(SchemaReader.maximumDepth - 2, copies: 1), providerName: "Levels")
    let things = try #require(plan.resources.first)
    #expect(things.fields.id == .key(["id"]) && things.fields.title == ["name"])
  }

  /// Without remembering what was read, 60 levels would be 2⁶⁰ reads.
  @Test(arguments: [20, 60])
  func anAllOfThatNamesTheNextTwiceAtEveryLevelIsReadOnceALevel(levels: Int) throws {
    let plan = try OpenAPIPlan(Self.levels(levels, copies: 2), providerName: "Levels")
    let things = try #require(plan.resources.first, "\(plan.unmapped)")
    #expect(things.fields.id == .key(["id"]) && things.fields.title == ["name"])
    #expect(plan.unmapped.isEmpty)
  }

  /// The planner reads a record's properties for every operation that
  /// answers it: each schema of the document counts once against
  /// ``SchemaReader/maximumReads``, however often it is read (a document of
  /// 32 MiB lost operations to the bound when each read counted).
  @Test func aSchemaReadAgainIsRememberedAndCountsOnce() throws {
    let properties = Dictionary(uniqueKeysWithValues: (0..<100).map { ("field\($0)", ["type": "string", "format": "f\($0)"]) })
    let document = try Self.document(schemas: ["Thing": ["type": "object", "properties": properties]], records: Self.ref("#/components/schemas/Thing"))
    var reader = SchemaReader(document: document)
    let thing = try #require(document.resolve(Self.refValue("#/components/schemas/Thing")))
    let first = reader.shape(of: Self.refValue("#/components/schemas/Thing"))
    #expect(first.properties.count == 100 && reader.reads == 1)
    for _ in 0..<50 {
      let shape = reader.shape(of: Self.refValue("#/components/schemas/Thing"))
      for property in shape.properties {
        #expect(reader.shape(of: property.schema).format == "f\(property.name.dropFirst(5))")
      }
    }
    #expect(reader.reads == 101, "each property's schema once, and the reference")
    // NB: a schema of the same text read through another place is another schema: read once more.
    _ = reader.shape(of: thing)
    #expect(reader.reads == 102)
    #expect(reader.failure == nil)
  }

  @Test func cyclesEndAndWhatTheyHoldIsKept() throws {
    let schemas: [String: Any] = [
      "A": ["allOf": [Self.ref("#/components/schemas/B"), ["properties": ["id": ["type": "integer"]]]]],
      "B": ["allOf": [Self.ref("#/components/schemas/A"), ["properties": ["name": ["type": "string"]], "required": ["name"]]]],
      "Self": ["allOf": [["$ref": "#/components/schemas/Self"]], "properties": ["id": ["type": "integer"], "title": ["type": "string"]], "required": ["title"]],
      "Loop1": Self.ref("#/components/schemas/Loop2"),
      "Loop2": Self.ref("#/components/schemas/Loop1"),
    ]
    for (records, title) in [("A", "name"), ("Self", "title")] {
      let plan = try OpenAPIPlan(Self.document(schemas: schemas, records: ["$ref": "#/components/schemas/\(records)"]), providerName: "Levels")
      #expect(plan.resources.first?.fields.title == [title], "\(records): \(plan.unmapped)")
    }
    let loop = try OpenAPIPlan(Self.document(schemas: schemas, records: Self.ref("#/components/schemas/Loop1")), providerName: "Levels")
    #expect(loop.resources.isEmpty)
    #expect(loop.unmapped == ["GET /things: its response is an array of values (values it does not describe), not records"])
  }

  @Test func aLongChainOfReferencesAndReferencesToNothingAreNoted() throws {
    var schemas: [String: Any] = ["Hop100": ["properties": ["id": ["type": "integer"], "name": ["type": "string"]]]]
    for hop in 0..<100 { schemas["Hop\(hop)"] = ["$ref": "#/components/schemas/Hop\(hop + 1)"] }
    let long = try OpenAPIPlan(Self.document(schemas: schemas, records: Self.ref("#/components/schemas/Hop0")), providerName: "Levels")
    #expect(long.unmapped.first?.contains("more than 64 levels deep, from #/components/schemas/Hop0 to #/components/schemas/Hop64") == true, "\(long.unmapped)")

    let document = try Self.document(schemas: schemas, records: Self.ref("#/components/schemas/Hop100"))
    #expect(document.resolve(Self.refValue("#/components/schemas/Hop0")) == nil)
    #expect(document.resolve(Self.refValue("#/components/schemas/Hop40"))?["properties"] != nil)
    #expect(OpenAPIDocument.resolve(Self.refValue("#/components/schemas/Hop0"), in: document.root) == .failure(.tooLong("#/components/schemas/Hop64", hops: 64)))
    #expect(document.reference("other.json#/x") == .failure(.notLocal("other.json#/x")))
    #expect(document.reference("#/components/schemas/Nobody") == .failure(.undefined("#/components/schemas/Nobody")))
    #expect(OpenAPIDocument.resolve(Self.refValue("#/components/schemas/Loop"), in: .object(["components": .object(["schemas": .object(["Loop": .object(["$ref": .string("#/components/schemas/Loop")])])])])) == .failure(.loop("#/components/schemas/Loop")))
  }

  @Test func aPointerDecodesItsEscapesAndIndexesArrays() throws {
    let root = OpenAPIJSON.object([
      "paths": .object(["/a/{b}": .object(["get": .object(["parameters": .array([.object(["name": .string("b")])])])])]),
      "components": .object(["schemas": .object(["Two words": .object(["type": .string("string")]), "t~ilde": .null])]),
    ])
    let document = try OpenAPIDocument(root: .object(["openapi": .string("3.1.0"), "paths": .object([:])]))
    #expect(document.resolve(.object([:])) == .object([:]))
    #expect(OpenAPIDocument.target(of: "#/paths/~1a~1{b}/get/parameters/0/name", in: root) == .success(.string("b")))
    #expect(OpenAPIDocument.target(of: "#/components/schemas/Two%20words/type", in: root) == .success(.string("string")))
    #expect(OpenAPIDocument.target(of: "#/components/schemas/t~0ilde", in: root) == .success(.null))
    #expect(OpenAPIDocument.target(of: "#/paths/~1a~1{b}/get/parameters/1", in: root) == .failure(.undefined("#/paths/~1a~1{b}/get/parameters/1")))
  }

  /// A schema's properties are in the order the document writes them, an
  /// `allOf` part's before the schema's own: the planner breaks its ties by it.
  @Test func propertiesKeepTheDocumentsOrder() throws {
    let text = """
      {"openapi": "3.0.3", "info": {"title": "Order"}, "paths": {},
       "components": {"schemas": {"Base": {"type": "object", "properties": {"zeta": {"type": "string"}, "alpha": {"type": "string"}}},
        "Taxon": {"allOf": [{"$ref": "#/components/schemas/Base"}],
                  "properties": {"tax_id": {"type": "integer"}, "organism_name": {"type": "string"}, "blast_name": {"type": "string"}, "alpha": {"type": "integer"}}}}}}
      """
    let document = try OpenAPIDocument(data: Data(text.utf8))
    var reader = SchemaReader(document: document)
    let taxon = reader.shape(of: Self.refValue("#/components/schemas/Taxon"))
    #expect(taxon.properties.map(\.name) == ["zeta", "alpha", "tax_id", "organism_name", "blast_name"], "the schema's own `alpha` replaces the part's, in its place")
    #expect(reader.property("alpha", of: taxon)?.type == "integer")
  }
}
