import ExploreCore
import ExploreNetworking
import Foundation
import RickAndMortyProvider
import Testing

@Suite struct DecodingTests {
  @Test func characterDecodesWithUnknownFieldsAndMissingOptionalOnes() throws {
    let json = #"{"id":7,"name":"Zorp","brandNewField":{"x":1},"episode":["https://rickandmortyapi.com/api/episode/3"]}"#
    let record = try JSONDecoder().decode(CharacterRecord.self, from: Data(json.utf8))
    #expect(record.id == 7)
    #expect(record.name == "Zorp")
    #expect(record.status == nil)
    #expect(record.type == nil)
    #expect(record.origin == nil)
    #expect(record.episode?.count == 1)
    #expect(record.item.subtitle == "status unknown")
    #expect(record.item[field: "origin"] == .text("unknown"))
  }

  @Test func characterWithoutIDFailsToDecode() {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(CharacterRecord.self, from: Data(#"{"name":"No id"}"#.utf8))
    }
  }

  @Test func episodeReadsAirDateFromSnakeCase() throws {
    let record = try JSONDecoder().decode(EpisodeRecord.self, from: Data(Samples.episode(3, characters: [1, 2]).utf8))
    #expect(record.airDate == "May 1, 2020")
    #expect(record.episode == "S01E03")
    #expect(record.characters?.count == 2)
  }

  @Test func oneOrManyAcceptsAnArray() throws {
    let json = "[\(Samples.character(1)),\(Samples.character(2))]"
    let decoded = try JSONDecoder().decode(OneOrMany<CharacterRecord>.self, from: Data(json.utf8))
    #expect(decoded.records.map(\.id) == [1, 2])
  }

  @Test func oneOrManyAcceptsASingleObject() throws {
    let decoded = try JSONDecoder().decode(OneOrMany<CharacterRecord>.self, from: Data(Samples.character(5).utf8))
    #expect(decoded.records.map(\.id) == [5])
  }

  @Test func oneOrManyAcceptsAnEmptyArray() throws {
    let decoded = try JSONDecoder().decode(OneOrMany<CharacterRecord>.self, from: Data("[]".utf8))
    #expect(decoded.records.isEmpty)
  }

  @Test func oneOrManyKeepsTheErrorOfABadElement() throws {
    let json = #"[\#(Samples.character(1)),{"id":"two","name":"Bad"}]"#
    do {
      _ = try JSONDecoder().decode(OneOrMany<CharacterRecord>.self, from: Data(json.utf8))
      Issue.record("a bad element must not decode")
    } catch DecodingError.typeMismatch(_, let context) {
      // The path points into the array, not at the top level.
      #expect(context.codingPath.count == 2)
    }
  }

  @Test func aMalformedDisplayFieldIsAbsentNotAFailure() throws {
    let json = #"{"id":7,"name":"Zorp","status":42,"origin":"Earth","episode":"none"}"#
    let record = try JSONDecoder().decode(CharacterRecord.self, from: Data(json.utf8))
    #expect(record.status == nil)
    #expect(record.origin == nil)
    #expect(record.episode == nil)
    #expect(record.item.references == ["episodes": []])
  }

  @Test func listResponseWithoutResultsFailsToDecode() {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(ListResponse<EpisodeRecord>.self, from: Data(#"{"info":{"count":1}}"#.utf8))
    }
  }

  @Test func listResponseToleratesMissingInfo() throws {
    let decoded = try JSONDecoder().decode(ListResponse<EpisodeRecord>.self, from: Data(#"{"results":[]}"#.utf8))
    #expect(decoded.info == nil)
    #expect(decoded.results.isEmpty)
  }

  @Test func errorBodyTellsNothingHereFromUnknownRouteAndNotFound() throws {
    func body(_ text: String) throws -> ErrorBody {
      ErrorBody(Data(#"{"error":"\#(text)"}"#.utf8))
    }
    #expect(try body("There is nothing here").isNothingHere)
    #expect(try !body("There is nothing here.").isNothingHere)
    #expect(try body("Character not found").isNotFound)
    #expect(try body("Episode not found").isNotFound)
    #expect(try !body("Hey! you must provide an id").isNotFound)
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
