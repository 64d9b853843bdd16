import Foundation
import RickAndMortyProvider
import Testing

@Suite struct EndpointsTests {
  let endpoints = Endpoints(baseURL: URL(string: "https://rickandmortyapi.com/api")!)

  @Test func listPutsThePageFirstAndEncodesValuesStrictly() {
    let url = endpoints.list(.character, page: 2, filters: [("name", "rick sanchez"), ("type", "a+b&c")])
    #expect(url.absoluteString == "https://rickandmortyapi.com/api/character?page=2&name=rick%20sanchez&type=a%2Bb%26c")
    #expect(endpoints.relativePath(of: url) == "/character?page=2&name=rick%20sanchez&type=a%2Bb%26c")
  }

  @Test func recordsJoinIDsWithCommas() {
    #expect(endpoints.records(.episode, ids: ["1", "2", "3"]).absoluteString == "https://rickandmortyapi.com/api/episode/1,2,3")
    #expect(endpoints.records(.episode, ids: ["5"]).absoluteString == "https://rickandmortyapi.com/api/episode/5")
  }

  @Test func aTrailingSlashOnTheBaseIsIgnored() {
    let slashed = Endpoints(baseURL: URL(string: "http://127.0.0.1:9/rickmorty/")!)
    #expect(slashed.record(.location, id: "3").absoluteString == "http://127.0.0.1:9/rickmorty/location/3")
  }
}
