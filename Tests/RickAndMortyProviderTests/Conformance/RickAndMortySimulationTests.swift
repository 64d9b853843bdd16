import ExploreTestSupport
import Foundation
import RickAndMortySimulation
import Testing

/// The Rick and Morty simulation: spot checks of the real server's semantics
/// over the corpus; expected numbers come from the corpus.
@Suite(.enabled(if: ProjectPaths.rickAndMortyCorpus != nil, "needs ../shared/corpus/rickmorty"))
struct RickAndMortySimulationTests {
  @Test func listPagesCarryInfoAndRewrittenLinks() async throws {
    let server = try LoopbackServer.start()
    defer { server.stop() }
    #expect(server.servesRickAndMortyCorpus)
    let characters = try corpus("characters")
    let base = server.baseURL(for: "rickmorty").absoluteString
    let first = try await json(server, "/rickmorty/character")
    let info = try #require(first["info"] as? [String: Any])
    #expect(info["count"] as? Int == characters.count)
    #expect(info["pages"] as? Int == (characters.count + 19) / 20)
    #expect(info["next"] as? String == "\(base)/character?page=2")
    #expect(info["prev"] is NSNull)
    let results = try #require(first["results"] as? [[String: Any]])
    #expect(results.count == 20)
    #expect(results.map { $0["id"] as? Int } == characters.prefix(20).map { $0["id"] as? Int })
    #expect((results[0]["url"] as? String)?.hasPrefix(base + "/character/") == true)
    #expect((results[0]["image"] as? String)?.hasPrefix(base + "/character/avatar/") == true)
    let episodes = try #require(results[0]["episode"] as? [String])
    #expect(episodes.allSatisfy { $0.hasPrefix(base + "/episode/") })

    let junk = try await json(server, "/rickmorty/character?page=abc")
    #expect((junk["info"] as? [String: Any])?["next"] as? String == "\(base)/character?page=2")
    let slash = try await json(server, "/rickmorty/character/?page=2")
    let slashInfo = try #require(slash["info"] as? [String: Any])
    #expect(slashInfo["next"] as? String == "\(base)/character/?page=3")
    #expect(slashInfo["prev"] as? String == "\(base)/character/?page=1")
  }

  @Test func filtersAreAndedCaseInsensitiveSubstringsWithTheMaleAnchor() async throws {
    let server = try LoopbackServer.start()
    defer { server.stop() }
    let characters = try corpus("characters")
    func field(_ record: [String: Any], _ key: String) -> String { (record[key] as? String ?? "").lowercased() }
    let rickAlive = characters.count { field($0, "name").contains("rick") && field($0, "status").contains("alive") }
    let male = characters.count { field($0, "gender").hasPrefix("male") }
    let mister = characters.count { field($0, "name").contains("mr.") }
    #expect(try await count(server, "/rickmorty/character?name=RICK&status=alive") == rickAlive)
    #expect(try await count(server, "/rickmorty/character?gender=male") == male)
    #expect(try await count(server, "/rickmorty/character?name=mr.") == mister)
    #expect(try await count(server, "/rickmorty/character?name=%20rick%20&status=alive&unknown=1") == rickAlive)
  }

  @Test func nextLinksRepeatFilterValuesUnencoded() async throws {
    let server = try LoopbackServer.start()
    defer { server.stop() }
    let base = server.baseURL(for: "rickmorty").absoluteString
    let page = try await json(server, "/rickmorty/location?dimension=%20replacement%20dimension%20&page=2")
    let info = try #require(page["info"] as? [String: Any])
    #expect(info["next"] as? String == "\(base)/location?page=3&dimension=replacement dimension")
    #expect(info["prev"] as? String == "\(base)/location?page=1&dimension=replacement dimension")
  }

  @Test func pastTheEndAndNoMatchAre404NothingHere() async throws {
    let server = try LoopbackServer.start()
    defer { server.stop() }
    for path in ["/rickmorty/episode?page=99", "/rickmorty/character?name=no-such-name-anywhere"] {
      let reply = try await server.fetch(path)
      #expect(reply.status == 404)
      #expect(String(decoding: reply.body, as: UTF8.self) == #"{"error":"There is nothing here"}"#)
    }
  }

  /// (path, status, expected): "object N", "array 1,2,3" (ids in order), or the exact body.
  static let identifierCases: [(String, Int, String)] = [
    ("/rickmorty/character/1", 200, "object 1"),
    ("/rickmorty/character/999999", 404, #"{"error":"Character not found"}"#),
    ("/rickmorty/location/999999", 404, #"{"error":"Location not found"}"#),
    ("/rickmorty/episode/999999", 404, #"{"error":"Episode not found"}"#),
    ("/rickmorty/character/abc", 500, #"{"error":"Hey! you must provide an id"}"#),
    ("/rickmorty/character/3,1,2", 200, "array 1,2,3"),
    ("/rickmorty/character/%5B1,2,3%5D", 200, "array 1,2,3"),
    ("/rickmorty/character/1,", 200, "array 1"),
    ("/rickmorty/character/999998,999999", 200, "array "),
    ("/rickmorty/character/%5B1,2", 500, #"{"error":"Bad... bad array :/"}"#),
    ("/rickmorty/character/1,2%5D", 500, #"{"error":"Bad... bad array :/"}"#),
    ("/rickmorty/character/%5B1,abc%5D", 500, #"{"error":"Bad... bad array :/"}"#),
    ("/rickmorty/character/avatar", 404, #"{"error":"There is nothing here"}"#),
  ]

  @Test func byIdentifier() async throws {
    let server = try LoopbackServer.start()
    defer { server.stop() }
    for (path, status, expected) in Self.identifierCases {
      let reply = try await server.fetch(path)
      #expect(reply.status == status, "\(path)")
      let value = try JSONSerialization.jsonObject(with: reply.body)
      if expected.hasPrefix("object ") {
        #expect((value as? [String: Any])?["id"] as? Int == Int(expected.dropFirst(7)), "\(path)")
      } else if expected.hasPrefix("array ") {
        let ids = ((value as? [[String: Any]]) ?? []).compactMap { $0["id"] as? Int }
        #expect(ids.map(String.init).joined(separator: ",") == String(expected.dropFirst(6)), "\(path)")
        #expect(value is [Any], "\(path)")
      } else {
        #expect(String(decoding: reply.body, as: UTF8.self) == expected, "\(path)")
      }
    }
  }

  @Test func episodeRecordsMatchTheCorpusWithRewrittenURLs() async throws {
    let server = try LoopbackServer.start()
    defer { server.stop() }
    let base = server.baseURL(for: "rickmorty").absoluteString
    let episode = try #require(try corpus("episodes").first { $0["id"] as? Int == 28 })
    let served = try await json(server, "/rickmorty/episode/28")
    let expected = (episode["characters"] as? [String] ?? []).map {
      $0.replacingOccurrences(of: "https://rickandmortyapi.com/api", with: base)
    }
    #expect(served["characters"] as? [String] == expected)
    #expect(served["name"] as? String == episode["name"] as? String)
  }

  @Test func withoutTheCorpusServesFixtures() async throws {
    let server = try LoopbackServer.start(useCorpus: false)
    defer { server.stop() }
    #expect(!server.servesRickAndMortyCorpus)
    let reply = try await server.fetch("/rickmorty/character/abc")
    // No Rick and Morty semantics: whatever fixtures/rickmorty lacks is a loopback miss.
    #expect(reply.status == 404)
    #expect(String(decoding: reply.body, as: UTF8.self).contains("no loopback route or fixture"))
  }

  private func corpus(_ name: String) throws -> [[String: Any]] {
    let folder = try #require(ProjectPaths.rickAndMortyCorpus)
    let data = try Data(contentsOf: folder.appendingPathComponent("\(name).json"))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
  }

  private func count(_ server: LoopbackServer, _ path: String) async throws -> Int? {
    let page = try await json(server, path)
    return (page["info"] as? [String: Any])?["count"] as? Int
  }
}

/// The answer to `path` as a JSON object; fails the test when it is not one.
private func json(_ server: LoopbackServer, _ path: String, headers: [String: String] = [:]) async throws -> [String: Any] {
  try #require(try await server.fetch(path, headers: headers).jsonObject, "\(path) is not a JSON object")
}
