import ExploreCore
import Foundation
import RickAndMortyProvider
import Testing

@Suite struct MappingTests {
  @Test func characterBecomesAnItemWithFieldsAndReferences() throws {
    let item = try RecordKind.character.item(Samples.character(3, name: "Glorb", episodes: [2, 4]))
    #expect(item.id == "3")
    #expect(item.kind == "character")
    #expect(item.title == "Glorb")
    #expect(item.subtitle == "Human · Alive")
    #expect(item.fields.map(\.key) == ["status", "species", "gender", "origin", "location", "episodes"])
    #expect(item[field: "episodes"] == .integer(2))
    #expect(item[field: "origin"] == .text("Brindle Prime"))
    #expect(item.references == ["episodes": ["2", "4"]])
    #expect(item.webURL?.absoluteString == "https://rickandmortyapi.com/api/character/3")
    #expect(item.children == nil)
  }

  @Test func characterTypeShowsOnlyWhenNotEmpty() throws {
    #expect(try RecordKind.character.item(Samples.character(3, type: "Jelly Cloud"))[field: "type"] == .text("Jelly Cloud"))
    #expect(try RecordKind.character.item(Samples.character(3))[field: "type"] == nil)
  }

  @Test func unknownStatusReadsAsAPhrase() throws {
    let item = try RecordKind.character.item(#"{"id":1,"name":"X","status":"unknown","species":"Robot"}"#)
    #expect(item.subtitle == "Robot · status unknown")
  }

  @Test func locationBecomesAnItemWithResidentIDs() throws {
    let item = try RecordKind.location.item(Samples.location(2, residents: [9, 4]))
    #expect(item.kind == "location")
    #expect(item.subtitle == "Planet · Dimension Q-2")
    #expect(item[field: "residents"] == .integer(2))
    #expect(item.references == ["residents": ["9", "4"]])
  }

  @Test func episodeBecomesAnItemWithCharacterIDs() throws {
    let item = try RecordKind.episode.item(Samples.episode(1, characters: [3, 1, 2]))
    #expect(item.title == "Episode 1")
    #expect(item.subtitle == "S01E01 · May 1, 2020")
    #expect(item[field: "code"] == .text("S01E01"))
    #expect(item[field: "airDate"] == .text("May 1, 2020"))
    #expect(item[field: "characters"] == .integer(3))
    #expect(item.references == ["characters": ["3", "1", "2"]])
  }
}
