import Foundation
import RickAndMortyProvider
import Testing

@Suite struct EndpointsTests {
  let endpoints = Endpoints(baseURL: URL(string: "https://rickandmortyapi.com/api")!)

  @Test func listPutsThePageFirstAndEncodesValuesStrictly() throws {
    let url = try endpoints.list(.character, page: 2, filters: [("name", "rick sanchez"), ("type", "a+b&c")])
    #expect(url.absoluteString == "https://rickandmortyapi.com/api/character?page=2&name=rick%20sanchez&type=a%2Bb%26c")
    #expect(endpoints.relativePath(of: url) == "/character?page=2&name=rick%20sanchez&type=a%2Bb%26c")
  }

  @Test func recordsJoinIDsWithCommas() throws {
    #expect(try endpoints.records(.episode, ids: ["1", "2", "3"]).absoluteString == "https://rickandmortyapi.com/api/episode/1,2,3")
    #expect(try endpoints.records(.episode, ids: ["5"]).absoluteString == "https://rickandmortyapi.com/api/episode/5")
  }

  @Test func aTrailingSlashOnTheBaseIsIgnored() throws {
    let slashed = Endpoints(baseURL: URL(string: "http://127.0.0.1:9/rickmorty/")!)
    #expect(try slashed.record(.location, id: "3").absoluteString == "http://127.0.0.1:9/rickmorty/location/3")
  }
}
