import ExploreCore
import ExploreTestSupport
import Foundation
import RickAndMortyProvider
import Testing

@Suite struct DetailLoadingTests {
  @Test func anEpisodeShowsInfoAndItsCharactersFromOneRequest() async throws {
    let stub = StubTransport.answering([
      "/episode/2": .ok(Samples.episode(2, characters: [9, 3, 5])),
      "/character/3,5,9": .ok("[\(Samples.character(3)),\(Samples.character(5)),\(Samples.character(9))]"),
    ])
    let page = try await Samples.provider(stub).load(ResourceRequest(path: ["episode"], arguments: ["id": "2"]), at: .first)
    #expect(page.sections.map(\.title) == ["Info", "Characters"])
    #expect(page.sections[0].items.map(\.id) == ["2"])
    // The episode's order, not the API's id order.
    #expect(page.sections[1].items.map(\.id) == ["9", "3", "5"])
    #expect(stub.paths.count == 2)
  }

  @Test func aLocationWithoutResidentsSaysSoWithoutAnotherRequest() async throws {
    let stub = StubTransport.answering(["/location/4": .ok(Samples.location(4, residents: []))])
    let page = try await Samples.provider(stub).load(ResourceRequest(path: ["location"], arguments: ["id": "4"]), at: .first)
    #expect(page.sections.map(\.title) == ["Info", "Residents"])
    #expect(page.sections[1].items.isEmpty)
    #expect(page.sections[1].emptyNote == "no residents")
    #expect(stub.paths == ["/location/4"])
  }

  @Test func aCharacterShowsItsPlacesAndEpisodes() async throws {
    let character = """
      {"id":8,"name":"Vex","status":"Dead","species":"Human","type":"","gender":"Female",
      "origin":{"name":"Place 1","url":"https://rickandmortyapi.com/api/location/1"},
      "location":{"name":"Place 3","url":"https://rickandmortyapi.com/api/location/3"},
      "episode":["https://rickandmortyapi.com/api/episode/2"],"url":"https://rickandmortyapi.com/api/character/8"}
      """
    let stub = StubTransport.answering([
      "/character/8": .ok(character),
      "/location/1,3": .ok("[\(Samples.location(1, residents: [])),\(Samples.location(3, residents: [8]))]"),
      // One id: the API answers with the object itself.
      "/episode/2": .ok(Samples.episode(2, characters: [8])),
    ])
    let page = try await Samples.provider(stub).load(ResourceRequest(path: ["character"], arguments: ["id": "8"]), at: .first)
    #expect(page.sections.map(\.title) == ["Info", "Origin/Location"] + ["Episodes"])
    let places = page.sections[1].items
    #expect(places.map(\.id) == ["1", "3"])
    #expect(places.map { $0[field: "role"] } == [.text("Origin"), .text("Last known location")])
    #expect(places[0].subtitle == "Origin · Planet · Dimension Q-1")
    #expect(page.sections[2].items.map(\.id) == ["2"])
    #expect(stub.paths.count == 3)
  }

  @Test func oneKnownPlaceAndOneUnknown() async throws {
    let character = """
      {"id":8,"name":"Vex","origin":{"name":"unknown","url":""},
      "location":{"name":"Place 3","url":"https://rickandmortyapi.com/api/location/3"},"episode":[]}
      """
    let stub = StubTransport.answering([
      "/character/8": .ok(character),
      "/location/3": .ok(Samples.location(3, residents: [8])),
    ])
    let page = try await Samples.provider(stub).load(ResourceRequest(path: ["character"], arguments: ["id": "8"]), at: .first)
    let places = page.sections[1].items
    #expect(places.map(\.title) == ["unknown", "Place 3"])
    #expect(places[0].id == "unknown-origin")
    #expect(page.sections[2].items.isEmpty)
    #expect(page.sections[2].emptyNote == "no episodes")
    #expect(stub.paths == ["/character/8", "/location/3"])
  }

  @Test func theSamePlaceTwiceIsOneItem() async throws {
    let character = """
      {"id":8,"name":"Vex","origin":{"name":"Place 1","url":"https://rickandmortyapi.com/api/location/1"},
      "location":{"name":"Place 1","url":"https://rickandmortyapi.com/api/location/1"},"episode":[]}
      """
    let stub = StubTransport.answering(["/character/8": .ok(character), "/location/1": .ok(Samples.location(1, residents: [8]))])
    let page = try await Samples.provider(stub).load(ResourceRequest(path: ["character"], arguments: ["id": "8"]), at: .first)
    #expect(page.sections[1].items.map(\.id) == ["1"])
    #expect(page.sections[1].items[0][field: "role"] == .text("Origin and last known location"))
  }

  @Test func anUnknownIDNamesItAndTheRange() async throws {
    let stub = StubTransport.answering([
      "/character/9999": .notFound("Character"),
      "/character?page=1": .ok(Samples.page(count: 826, pages: 42, next: nil, results: [])),
    ])
    do {
      _ = try await Samples.provider(stub).load(ResourceRequest(path: ["character"], arguments: ["id": "9999"]), at: .first)
      Issue.record("an unknown id must throw")
    } catch let error as RecordNotFoundError {
      #expect(error.description == "No character has id 9999. Ids run from 1 to 826. Run 'explore rickmorty characters' to list them.")
      #expect(error.category == .runtime)
    }
  }

  @Test func anUnknownIDWithoutACountStillNamesIt() async throws {
    let stub = StubTransport.answering(["/episode/77": .notFound("Episode")])
    do {
      _ = try await Samples.provider(stub).load(ResourceRequest(path: ["episode"], arguments: ["id": "77"]), at: .first)
      Issue.record("an unknown id must throw")
    } catch let error as RecordNotFoundError {
      #expect(error.description == "No episode has id 77. Run 'explore rickmorty episodes' to list them.")
    }
  }

  @Test func aNonNumericIDIsRejectedBeforeAnyRequest() async throws {
    let stub = StubTransport.answeringPaths { _ in nil }
    await #expect(throws: InvalidValueError.self) {
      try await Samples.provider(stub).load(ResourceRequest(path: ["location"], arguments: ["id": "abc"]), at: .first)
    }
    #expect(stub.paths.isEmpty)
  }
}
