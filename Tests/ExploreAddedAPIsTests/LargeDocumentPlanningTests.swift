import ExploreAddedAPIs
import ExploreTables
import ExploreDeclarations
import ExploreCore
import ExploreEngine
import ExploreOpenAPI
import Foundation
import Testing

/// A large document is planned whole (issue 40, 2.3): every operation that
/// maps becomes its resource, however many, with what the small documents
/// get (names, titles, ids, fields, cursor paging); none is lost to the
/// schema reader's bound on reads, which each schema of the document is read
/// against once. Its memory and time are measured by `APIAddBenchmarks`
/// (BENCHMARKS.md), not here.
@Suite struct LargeDocumentPlanningTests {
  /// `count` things, each with a list path (a `GET` and a `POST`), a detail path and a schema of
  /// 60 properties (one a nested object, one a reference to the thing
  /// before), and an example of three records per list, as JSON.
  static func document(things count: Int) -> Data {
    var paths: [String] = []
    var schemas: [String] = []
    for number in 0..<count {
      let fields = (0..<56).map { #""field_\#($0)": {"type": "string", "description": "Field \#($0)."}"# }.joined(separator: ", ")
      schemas.append(
        #""Thing\#(number)": {"type": "object", "required": ["id", "name"], "properties": {"id": {"type": "integer"}, "name": {"type": "string"}, "#
          + ##""created_at": {"type": "string", "format": "date-time"}, "owner": {"$ref": "#/components/schemas/Thing\##(max(number - 1, 0))"}, "##
          + #""nested": {"type": "object", "properties": {"avatar_url": {"type": "string"}}}, \#(fields)}}"#)
      let records = (1...3).map { #"{"id": \#($0), "name": "Thing \#($0)", "created_at": "2026-01-01T00:00:00Z"}"# }.joined(separator: ", ")
      let reference = ##"{"$ref": "#/components/schemas/Thing\##(number)"}"##
      paths.append(
        #""/v1/things\#(number)": {"get": {"summary": "List things \#(number).", "parameters": [{"name": "limit", "in": "query", "schema": {"type": "integer"}}, "#
          + #"{"name": "cursor", "in": "query", "schema": {"type": "string"}}], "responses": {"200": {"description": "ok", "content": {"application/json": "#
          + #"{"schema": {"type": "object", "properties": {"data": {"type": "array", "items": \#(reference)}, "next_cursor": {"type": "string"}}}, "#
          + #""example": {"data": [\#(records)], "next_cursor": "c"}}}}}}, "post": {"responses": {"201": {"description": "made"}}}}"#)
      paths.append(
        #""/v1/things\#(number)/{id}": {"get": {"summary": "One thing.", "parameters": [{"name": "id", "in": "path", "required": true, "schema": {"type": "integer"}}], "#
          + #""responses": {"200": {"description": "ok", "content": {"application/json": {"schema": \#(reference)}}}}}}"#)
    }
    let text =
      #"{"openapi": "3.0.3", "info": {"title": "Large", "version": "1"}, "servers": [{"url": "https://large.example"}], "#
      + #""paths": {\#(paths.joined(separator: ", "))}, "components": {"schemas": {\#(schemas.joined(separator: ", "))}}}"#
    return Data(text.utf8)
  }

  @Test func everyOperationOfALargeDocumentBecomesItsResource() throws {
    let things = 500
    let data = Self.document(things: things)
    #expect(data.count > 1_000_000)
    let document = try OpenAPIDocument(data: data)
    #expect(document.operations.count == 3 * things)
    let declaration = try OpenAPIDeclarationPlanner(name: "large", location: "large.json").declaration(of: document)
    let source = try #require(declaration.source)
    #expect(!source.leftOut.contains { $0.reason.contains("steps") }, "\(source.leftOut.first { $0.reason.contains("steps") }.map(\.reason) ?? "")")
    #expect(source.leftOut.count == things, "only the POSTs are left out: \(source.leftOut.prefix(3))")
    #expect(declaration.resources.count == 2 * things)
    for number in [0, 234, things - 1] {
      let list = try #require(declaration.resources.first { $0.name == "things\(number)" }?.list)
      // NB: the document gives `limit` no default, so the page size is learned from page 1 (issue 41), never assumed.
      #expect(list.paging == .cursor(parameter: "cursor", next: JSONPath(["next_cursor"]), pageSize: nil, sizeParameter: "limit"))
      #expect(list.records == JSONPath(["data"]))
      #expect(list.mapping.title == JSONPath(["name"]))
      #expect(list.mapping.fields.contains { $0.path == JSONPath(["created_at"]) })
      let detail = try #require(declaration.resources.first { $0.name == "things\(number)-detail" }?.detail)
      #expect(detail.path == "/v1/things\(number)/{id}")
    }
    _ = try declaration.definition()
  }
}
