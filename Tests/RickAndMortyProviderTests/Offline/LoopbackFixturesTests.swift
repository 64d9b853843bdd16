import ExploreCore
import ExploreTables
import ExploreEngine
import ExploreNetworking
import ExploreTestSupport
import Foundation
import RickAndMortyProvider
import Testing

/// The fixtures served over HTTP by the loopback server without the corpus,
/// as the CLI's tests see them.
@Suite(.serialized) struct LoopbackFixturesTests {
  @Test func episodesExpandOverHTTPFromTheFixtures() async throws {
    let server = try LoopbackServer.start(useCorpus: false)
    defer { server.stop() }
    #expect(!server.servesRickAndMortyCorpus)
    let base = server.baseURL(for: "rickmorty")
    let provider = RickAndMorty(
      context: Samples.context(HTTPClient(configuration: HTTPClient.Configuration(apiBaseURL: base)), baseURL: base)
    )
    let request = ResourceRequest(path: ["episodes"], expansion: "characters")
    let page = try await provider.load(request, at: .first)
    let expanded = try await provider.expand(page.items, by: RickAndMorty.Expansions.characters, for: request)
    let world = try FixtureWorld()
    let episodes = try world.records(.episode)
    #expect(expanded.map { $0.children?.map(\.id) } == episodes.map { ReferenceID.parse($0.strings(at: "characters")) })
    #expect(try await server.requestCount(pathPrefix: "/rickmorty/") == 2)

    await #expect(throws: RecordNotFoundError.self) {
      try await provider.load(ResourceRequest(path: ["episode"], arguments: ["id": "99"]), at: .first)
    }
  }
}
