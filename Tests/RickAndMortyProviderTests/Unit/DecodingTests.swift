import ExploreCore
import ExploreTables
import ExploreEngine
import ExploreNetworking
import ExploreTestSupport
import Foundation
import RickAndMortyProvider
import Testing

@Suite struct DecodingTests {
  /// The items of `body`, as the provider reads an answer of the multiple-ids endpoint or a list page.
  static func items(_ kind: RecordKind, _ body: String, at path: JSONPath = [], acceptsOneRecord: Bool = false) throws -> [Item] {
    let base = RickAndMorty.descriptor.defaultBaseURL
    let client = RESTClient(baseURL: base, transport: StubTransport.answeringPaths { _ in nil })
    let response = HTTPResponse(status: 200, body: Data(body.utf8), url: base.appendingPathComponent(kind.endpoint))
    return try client.items(kind.mapping, from: response, at: path, acceptsOneRecord: acceptsOneRecord, hooks: RickAndMorty.hooks).items
  }

  @Test func characterDecodesWithUnknownFieldsAndMissingOptionalOnes() throws {
    let json = #"{"id":7,"name":"Zorp","brandNewField":{"x":1},"episode":["https://rickandmortyapi.com/api/episode/3"]}"#
    let notes = DecodingNotes()
    let item = try RecordKind.character.item(json, notes: notes)
    #expect(item.id == "7")
    #expect(item.title == "Zorp")
    #expect(item[field: "status"] == .text("unknown"))
    #expect(item[field: "type"] == nil)
    #expect(item[field: "origin"] == .text("unknown"))
    #expect(item.references == ["episodes": ["3"]])
    #expect(item.subtitle == "status unknown")
    #expect(notes.lines.contains("origin.name: the field is missing, so it is left out"))
  }

  @Test func characterWithoutIDFailsToDecode() {
    #expect(throws: ItemMappingError(jsonPath: "id", reason: "the required field is missing")) {
      try RecordKind.character.item(#"{"name":"No id"}"#)
    }
  }

  @Test func episodeReadsAirDateFromSnakeCase() throws {
    let item = try RecordKind.episode.item(Samples.episode(3, characters: [1, 2]))
    #expect(item[field: "airDate"] == .text("May 1, 2020"))
    #expect(item[field: "code"] == .text("S01E03"))
    #expect(item[field: "characters"] == .integer(2))
  }

  @Test func oneOrManyAcceptsAnArray() throws {
    let json = "[\(Samples.character(1)),\(Samples.character(2))]"
    #expect(try Self.items(.character, json, acceptsOneRecord: true).map(\.id) == ["1", "2"])
  }

  @Test func oneOrManyAcceptsASingleObject() throws {
    #expect(try Self.items(.character, Samples.character(5), acceptsOneRecord: true).map(\.id) == ["5"])
  }

  @Test func oneOrManyAcceptsAnEmptyArray() throws {
    #expect(try Self.items(.character, "[]", acceptsOneRecord: true).isEmpty)
  }

  @Test func oneOrManyKeepsTheErrorOfABadElement() throws {
    let json = #"[\#(Samples.character(1)),{"id":{"n":2},"name":"Bad"}]"#
    let error = #expect(throws: APIError.self) { try Self.items(.character, json, acceptsOneRecord: true) }
    // The path points into the array, not at the top level.
    #expect(error?.kind == .undecodable(endpoint: "GET /character", jsonPath: "[1].id", reason: "expected a non-empty string or an integer but found an object"))
  }

  @Test func aMalformedDisplayFieldIsAbsentNotAFailure() throws {
    let item = try RecordKind.character.item(#"{"id":7,"name":"Zorp","status":42,"origin":"Earth","episode":"none"}"#)
    #expect(item[field: "status"] == .text("unknown"))
    #expect(item[field: "origin"] == .text("unknown"))
    #expect(item[field: "episodes"] == .integer(0))
    #expect(item.references == ["episodes": []])
  }

  @Test func listResponseWithoutResultsFailsToDecode() {
    let error = #expect(throws: APIError.self) { try Self.items(.episode, #"{"info":{"count":1}}"#, at: "results") }
    #expect(error?.kind == .undecodable(endpoint: "GET /episode", jsonPath: "results", reason: "the required field is missing"))
  }

  @Test func listResponseToleratesMissingInfo() throws {
    #expect(try Self.items(.episode, #"{"results":[]}"#, at: "results").isEmpty)
  }

  @Test func errorBodyTellsNothingHereFromUnknownRouteAndNotFound() throws {
    func body(_ text: String) throws -> ErrorBody {
      ErrorBody(Data(#"{"error":"\#(text)"}"#.utf8))
    }
    #expect(try body("There is nothing here").isNothingHere)
    #expect(try !body("There is nothing here.").isNothingHere)
    func notFound(_ text: String) -> HTTPResponse {
      HTTPResponse(status: 404, body: Data(#"{"error":"\#(text)"}"#.utf8), url: URL(string: "https://rickandmortyapi.com/api/episode/99")!)
    }
    #expect(RecordKind.character.route.isMissing(notFound("Character not found")))
    #expect(RecordKind.episode.route.isMissing(notFound("Episode not found")))
    #expect(!RecordKind.episode.route.isMissing(notFound("Character not found")))
    #expect(!RecordKind.episode.route.isMissing(notFound("There is nothing here.")))
  }

  @Test(arguments: [
    ("https://rickandmortyapi.com/api/character/38", "38"),
    ("http://127.0.0.1:8080/rickmorty/location/7/", "7"),
    ("", nil),
    ("https://rickandmortyapi.com/api/character/avatar", nil),
  ] as [(String, String?)])
  func referenceIDsAreReadFromTheEndOfTheURL(url: String, id: String?) {
    #expect(ReferenceID.parse(url) == id)
  }
}
