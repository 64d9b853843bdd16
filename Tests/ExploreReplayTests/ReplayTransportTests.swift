import ExploreCore
import ExploreNetworking
import ExploreReplay
import ExploreTestSupport
import Foundation
import Testing

@Suite struct ReplayTransportTests {
  static let defaultBase = URL(string: "https://rickandmortyapi.com/api")!
  static let localBase = URL(string: "http://127.0.0.1:9/rickmorty")!

  static func fixtures() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try folder.write(#"""
      {
        "request": { "method": "GET", "path": "/character?page=2&name=rick%20sanchez" },
        "response": {
          "status": 200,
          "headers": { "content-type": "application/json; charset=utf-8" },
          "body": { "info": { "count": 4, "next": null }, "results": [ { "id": 1, "name": "Rick Sánchez", "score": 1.5, "alive": true } ] }
        }
      }
      """#, to: "any-name.json")
    try folder.write(#"""
      { "request": { "method": "GET", "path": "/character/9999" },
        "response": { "status": 404, "body": { "error": "Character not found" } } }
      """#, to: "nested/deeper/missing.json")
    try folder.write(#"""
      { "request": { "method": "PUT", "path": "/user/starred/apple/swift" },
        "response": { "status": 204 } }
      """#, to: "PUT-star.json")
    try folder.write(#"""
      { "request": { "method": "GET", "path": "/robots.txt" },
        "response": { "status": 200, "headers": { "content-type": "text/plain" }, "bodyText": "User-agent: *" } }
      """#, to: "text.json")
    try folder.write("{ this is not a fixture", to: "broken.json")
    try folder.write("ignored", to: "README.md")
    return folder
  }

  @Test(arguments: [
    "https://rickandmortyapi.com/api/character?page=2&name=rick%20sanchez",
    "https://rickandmortyapi.com/api/character?name=rick%20sanchez&page=2",
    "https://rickandmortyapi.com/api/character?name=rick+sanchez&page=2",
    "http://127.0.0.1:9/rickmorty/character?name=rick%20sanchez&page=2",
  ])
  func matchesQueriesInAnyOrderAndEncodingUnderEitherBase(_ url: String) async throws {
    let folder = try Self.fixtures()
    defer { folder.remove() }
    let replay = ReplayTransport(directory: folder.url, baseURL: Self.localBase, defaultBaseURL: Self.defaultBase)
    let response = try await replay.send(HTTPRequest(url: try #require(URL(string: url))))
    #expect(response.status == 200)
    #expect(response.origin == .replay)
    #expect(response.headers["Content-Type"] == "application/json; charset=utf-8")
    let object = try #require(try JSONSerialization.jsonObject(with: response.body) as? [String: Any])
    let results = try #require(object["results"] as? [[String: Any]])
    #expect(results.first?["name"] as? String == "Rick Sánchez")
  }

  @Test func followsARawSpaceNextLinkThroughLenientURLs() async throws {
    let folder = try Self.fixtures()
    defer { folder.remove() }
    let replay = ReplayTransport(directory: folder.url, baseURL: Self.defaultBase, defaultBaseURL: Self.defaultBase)
    let next = try #require(URL(lenient: "https://rickandmortyapi.com/api/character?page=2&name=rick sanchez"))
    #expect(try await replay.send(HTTPRequest(url: next)).status == 200)
  }

  @Test func servesErrorStatusesTextAndEmptyBodies() async throws {
    let folder = try Self.fixtures()
    defer { folder.remove() }
    let replay = ReplayTransport(directory: folder.url, baseURL: Self.defaultBase, defaultBaseURL: Self.defaultBase)
    let missing = try await replay.send(HTTPRequest(url: Self.defaultBase.appendingPathComponent("character/9999")))
    #expect(missing.status == 404)
    #expect(throws: APIError.self) { try missing.requireSuccess("character 9999") }
    let star = try await replay.send(HTTPRequest(method: .put, url: Self.defaultBase.appendingPathComponent("user/starred/apple/swift")))
    #expect(star.status == 204)
    #expect(star.body.isEmpty)
    let text = try await replay.send(HTTPRequest(url: Self.defaultBase.appendingPathComponent("robots.txt")))
    #expect(String(decoding: text.body, as: UTF8.self) == "User-agent: *")
  }

  @Test func aMissNamesTheRequestAndTheFolderAndSuggestsRecording() async throws {
    let folder = try Self.fixtures()
    defer { folder.remove() }
    let replay = ReplayTransport(directory: folder.url, baseURL: Self.defaultBase, defaultBaseURL: Self.defaultBase)
    let request = HTTPRequest(url: try #require(URL(string: "https://rickandmortyapi.com/api/episode?page=9")))
    let error = try await #require(throws: ReplayMissError.self) { try await replay.send(request) }
    #expect(error.description.contains("GET /episode?page=9"))
    #expect(error.description.contains(folder.url.path))
    #expect(error.description.contains("--record \(folder.url.deletingLastPathComponent().path)`"))
    #expect(error.description.contains("broken.json"))
    #expect(error.fixtureCount == 4)
    // The method is part of the match.
    let post = HTTPRequest(method: .post, url: Self.defaultBase.appendingPathComponent("robots.txt"))
    await #expect(throws: ReplayMissError.self) { try await replay.send(post) }
  }

  @Test func aMissKeepsTheTrailingSlashOfTheRequestAndAFixtureStillMatchesWithOrWithoutIt() async throws {
    let folder = try Self.fixtures()
    defer { folder.remove() }
    try folder.write(#"{ "request": { "method": "GET", "path": "/people/?search=luke" }, "response": { "status": 200, "body": {} } }"#, to: "p.json")
    let replay = ReplayTransport(directory: folder.url, baseURL: Self.defaultBase, defaultBaseURL: Self.defaultBase)
    let miss = try await #require(throws: ReplayMissError.self) {
      try await replay.send(HTTPRequest(url: URL(string: "https://rickandmortyapi.com/api/people/?search=skyw")!))
    }
    #expect(miss.request == "GET /people/?search=skyw")
    let bare = try await #require(throws: ReplayMissError.self) {
      try await replay.send(HTTPRequest(url: URL(string: "https://rickandmortyapi.com/api/people?search=skyw")!))
    }
    #expect(bare.request == "GET /people?search=skyw")
    for path in ["people/?search=luke", "people?search=luke"] {
      #expect(try await replay.send(HTTPRequest(url: URL(string: "https://rickandmortyapi.com/api/" + path)!)).status == 200)
    }
  }

  @Test func aRequestForAnotherHostIsAMiss() async throws {
    let folder = try Self.fixtures()
    defer { folder.remove() }
    let replay = ReplayTransport(directory: folder.url, baseURL: Self.defaultBase, defaultBaseURL: Self.defaultBase)
    let error = try await #require(throws: ReplayMissError.self) {
      try await replay.send(HTTPRequest(url: URL(string: "https://example.com/api/character")!))
    }
    #expect(error.description.contains("https://example.com/api/character"))
  }

  @Test func aMissingFolderIsAMissNotACrash() async throws {
    let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("explore-no-such-\(UUID().uuidString)")
    let replay = ReplayTransport(directory: folder, baseURL: Self.defaultBase, defaultBaseURL: Self.defaultBase)
    let error = try await #require(throws: ReplayMissError.self) {
      try await replay.send(HTTPRequest(url: Self.defaultBase.appendingPathComponent("episode")))
    }
    #expect(error.fixtureCount == 0)
  }
}
