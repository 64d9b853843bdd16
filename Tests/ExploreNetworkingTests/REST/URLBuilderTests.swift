import ExploreCore
import ExploreNetworking
import Foundation
import ExploreTestSupport
import Testing

@Suite struct URLBuilderTests {
  let urls = URLBuilder(baseURL: URL(string: "https://rickandmortyapi.com/api")!)

  @Test func queryValuesAreEncodedStrictlyInTheOrderGiven() throws {
    let url = try urls.url(["character"], query: [("page", "2"), ("name", "rick sanchez"), ("type", "a+b&c=d/é")])
    #expect(url.absoluteString == "https://rickandmortyapi.com/api/character?page=2&name=rick%20sanchez&type=a%2Bb%26c%3Dd%2F%C3%A9")
    #expect(urls.relativePath(of: url) == "/character?page=2&name=rick%20sanchez&type=a%2Bb%26c%3Dd%2F%C3%A9")
  }

  @Test func eachPathComponentIsEncodedOnItsOwn() throws {
    #expect(try urls.url(["users", "a/b", "x y"]).absoluteString == "https://rickandmortyapi.com/api/users/a%2Fb/x%20y")
    #expect(try urls.url(["users", "a?b#c%d"]).absoluteString == "https://rickandmortyapi.com/api/users/a%3Fb%23c%25d")
  }

  /// What RFC 3986 lets a path segment hold goes as written (issue 42):
  /// Discord's and Revolt's `/users/@me`, a `v1:list` custom method.
  @Test func aPathSegmentKeepsWhatASegmentMayHold() throws {
    #expect(try urls.url(["users", "@me"]).absoluteString == "https://rickandmortyapi.com/api/users/@me")
    #expect(try urls.url(["memos", "1:comments", "a+b", "x=y;z", "(1)!$'*,&"]).absoluteString
      == "https://rickandmortyapi.com/api/memos/1:comments/a+b/x=y;z/(1)!$'*,&")
    #expect(try urls.url(["c"], joining: ["a,b", "@"]).absoluteString == "https://rickandmortyapi.com/api/c/a%2Cb,%40")
  }

  @Test func joinedValuesKeepTheirSeparatorRaw() throws {
    #expect(try urls.url(["episode"], joining: ["1", "2", "3"]).absoluteString == "https://rickandmortyapi.com/api/episode/1,2,3")
    #expect(try urls.url(["episode"], joining: ["5"]).absoluteString == "https://rickandmortyapi.com/api/episode/5")
    #expect(try urls.url(["episode"], joining: []).absoluteString == "https://rickandmortyapi.com/api/episode/")
  }

  @Test(arguments: ["http://127.0.0.1:9/rickmorty/", "http://127.0.0.1:9/rickmorty"])
  func aBasePathIsKeptAndATrailingSlashIgnored(base: String) throws {
    let slashed = URLBuilder(baseURL: try #require(URL(string: base)))
    #expect(try slashed.url(["location", "3"]).absoluteString == "http://127.0.0.1:9/rickmorty/location/3")
  }

  @Test func aCursorNamesItsPage() throws {
    let next = try #require(URL(string: "https://api.github.com/user/1/followers?page=2"))
    #expect(try urls.url(["c"], query: [("q", "x")], at: .first).absoluteString == "https://rickandmortyapi.com/api/c?q=x")
    #expect(try urls.url(["c"], query: [("q", "x")], at: .number(3)).absoluteString == "https://rickandmortyapi.com/api/c?q=x&page=3")
    #expect(try urls.url(["c"], at: .url(next)) == next)
  }

  @Test(arguments: ["https://swapi.dev/api/", "https://swapi.dev/api"])
  func anAPIWhosePathsEndInASlashGetsOneOnEveryPath(base: String) throws {
    let slashed = URLBuilder(baseURL: try #require(URL(string: base)), trailingSlash: true)
    #expect(try slashed.url(["people"], query: [("search", "skyw")]).absoluteString == "https://swapi.dev/api/people/?search=skyw")
    #expect(try slashed.url(["people", "1"]).absoluteString == "https://swapi.dev/api/people/1/")
    #expect(try slashed.url(["people"], at: .number(2)).absoluteString == "https://swapi.dev/api/people/?page=2")
    #expect(try slashed.url(["people"], joining: ["1", "2"]).absoluteString == "https://swapi.dev/api/people/1,2/")
    #expect(try slashed.relativePath(of: slashed.url(["films"], query: [("page", "2")])) == "/films/?page=2")
  }

  @Test func aRESTClientDeclaresTheTrailingSlashOnceForEveryRequest() async throws {
    let transport = StubTransport { HTTPResponse(status: 200, headers: HTTPHeaders(), body: Data("{}".utf8), url: $0.url) }
    let client = RESTClient(baseURL: try #require(URL(string: "https://swapi.dev/api")), transport: transport, trailingSlash: true)
    _ = try await client.get(JSONValue.self, ["planets"], at: .number(3), what: "planets")
    #expect(transport.requests.map(\.url.absoluteString) == ["https://swapi.dev/api/planets/?page=3"])
  }

  // MARK: No request leaves the base path (issue 34, item 9)

  @Test(arguments: [
    ["..", "..", "etc", "1"], ["%2E%2E", "etc"], ["%2e%2E"], ["%252E%252E"], ["."], ["../etc"], ["a/../../b"], ["..%2Fetc"],
    ["a\\..\\b"], ["x", "..%5Cetc"], [".%2e"],
  ])
  func aDotSegmentInAnyFormIsRefused(path: [String]) throws {
    let error = #expect(throws: PathEscapeError.self) { try urls.url(path) }
    #expect(error?.basePath == "/api")
    #expect(error?.description.contains("would move the request out of the API's path /api") == true)
    #expect(throws: PathEscapeError.self) { try urls.url(["character"], joining: ["1"] + path) }
    #expect(throws: PathEscapeError.self) { try urls.url(path, at: .number(2)) }
  }

  @Test(arguments: ["...", "..a", "a..b", "a/b", "v1.2", "%2E%2E%2E", "é", ".hidden"])
  func aNameWithDotsThatIsNotASegmentIsKept(component: String) throws {
    #expect(!URLBuilder.holdsDotSegment(component))
    let url = try urls.url(["users", component])
    #expect(url.absoluteString.hasPrefix("https://rickandmortyapi.com/api/users/"))
  }

  @Test func aNextPageURLFromTheServerIsNotAPath() throws {
    // NB: a URL cursor is the server's own link, followed as given; only the
    // parts explore joins are checked.
    let next = try #require(URL(string: "https://rickandmortyapi.com/api/character?page=2"))
    #expect(try urls.url(["character"], at: .url(next)) == next)
  }
}
