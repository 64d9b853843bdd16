import ExploreCore
import ExploreNetworking
import Foundation
import ExploreTestSupport
import Testing

@Suite struct URLBuilderTests {
  let urls = URLBuilder(baseURL: URL(string: "https://rickandmortyapi.com/api")!)

  @Test func queryValuesAreEncodedStrictlyInTheOrderGiven() {
    let url = urls.url(["character"], query: [("page", "2"), ("name", "rick sanchez"), ("type", "a+b&c=d/é")])
    #expect(url.absoluteString == "https://rickandmortyapi.com/api/character?page=2&name=rick%20sanchez&type=a%2Bb%26c%3Dd%2F%C3%A9")
    #expect(urls.relativePath(of: url) == "/character?page=2&name=rick%20sanchez&type=a%2Bb%26c%3Dd%2F%C3%A9")
  }

  @Test func eachPathComponentIsEncodedOnItsOwn() {
    #expect(urls.url(["users", "a/b", "x y"]).absoluteString == "https://rickandmortyapi.com/api/users/a%2Fb/x%20y")
  }

  @Test func joinedValuesKeepTheirSeparatorRaw() {
    #expect(urls.url(["episode"], joining: ["1", "2", "3"]).absoluteString == "https://rickandmortyapi.com/api/episode/1,2,3")
    #expect(urls.url(["episode"], joining: ["5"]).absoluteString == "https://rickandmortyapi.com/api/episode/5")
    #expect(urls.url(["episode"], joining: []).absoluteString == "https://rickandmortyapi.com/api/episode/")
  }

  @Test(arguments: ["http://127.0.0.1:9/rickmorty/", "http://127.0.0.1:9/rickmorty"])
  func aBasePathIsKeptAndATrailingSlashIgnored(base: String) throws {
    let slashed = URLBuilder(baseURL: try #require(URL(string: base)))
    #expect(slashed.url(["location", "3"]).absoluteString == "http://127.0.0.1:9/rickmorty/location/3")
  }

  @Test func aCursorNamesItsPage() throws {
    let next = try #require(URL(string: "https://api.github.com/user/1/followers?page=2"))
    #expect(urls.url(["c"], query: [("q", "x")], at: .first).absoluteString == "https://rickandmortyapi.com/api/c?q=x")
    #expect(urls.url(["c"], query: [("q", "x")], at: .number(3)).absoluteString == "https://rickandmortyapi.com/api/c?q=x&page=3")
    #expect(urls.url(["c"], at: .url(next)) == next)
  }

  @Test(arguments: ["https://swapi.dev/api/", "https://swapi.dev/api"])
  func anAPIWhosePathsEndInASlashGetsOneOnEveryPath(base: String) throws {
    let slashed = URLBuilder(baseURL: try #require(URL(string: base)), trailingSlash: true)
    #expect(slashed.url(["people"], query: [("search", "skyw")]).absoluteString == "https://swapi.dev/api/people/?search=skyw")
    #expect(slashed.url(["people", "1"]).absoluteString == "https://swapi.dev/api/people/1/")
    #expect(slashed.url(["people"], at: .number(2)).absoluteString == "https://swapi.dev/api/people/?page=2")
    #expect(slashed.url(["people"], joining: ["1", "2"]).absoluteString == "https://swapi.dev/api/people/1,2/")
    #expect(slashed.relativePath(of: slashed.url(["films"], query: [("page", "2")])) == "/films/?page=2")
  }

  @Test func aRESTClientDeclaresTheTrailingSlashOnceForEveryRequest() async throws {
    let transport = StubTransport { HTTPResponse(status: 200, headers: HTTPHeaders(), body: Data("{}".utf8), url: $0.url) }
    let client = RESTClient(baseURL: try #require(URL(string: "https://swapi.dev/api")), transport: transport, trailingSlash: true)
    _ = try await client.get(JSONValue.self, ["planets"], at: .number(3), what: "planets")
    #expect(transport.requests.map(\.url.absoluteString) == ["https://swapi.dev/api/planets/?page=3"])
  }
}
