import ExploreCore
import ExplorePaging
import ExploreTables
import ExploreEngine
import ExploreNetworking
import ExploreReplay
import ExploreTestSupport
import Foundation
import RickAndMortyProvider
import Testing

/// The provider offline, replaying `fixtures/rickmorty` as `explore
/// --offline rickmorty …` does.
@Suite struct OfflineReplayTests {
  let transport: CountingTransport
  let provider: RickAndMorty
  let world: FixtureWorld

  init() throws {
    let base = RickAndMorty.descriptor.defaultBaseURL
    transport = CountingTransport(ReplayTransport(directory: FixtureWorld.folder, baseURL: base, defaultBaseURL: base))
    provider = Samples.provider(transport)
    world = try FixtureWorld()
  }

  func paths() async -> [String] {
    transport.requests.map { String($0.url.absoluteString.dropFirst(RickAndMorty.descriptor.defaultBaseURL.absoluteString.count)) }
  }

  @Test func episodesExpandedIntoTheirCharactersInTwoRequests() async throws {
    let request = ResourceRequest(path: ["episodes"], expansion: "characters")
    let page = try await provider.load(request, at: .first)
    let expanded = try await provider.expand(page.items, by: RickAndMorty.Expansions.characters, for: request)

    let episodes = try world.records(.episode)
    let characters = Dictionary(uniqueKeysWithValues: try world.records(.character).map { ($0.integer(at: "id"), $0) })
    #expect(expanded.map(\.id) == episodes.map { $0.integer(at: "id").map(String.init) })
    for (item, episode) in zip(expanded, episodes) {
      let expected = ReferenceID.parse(episode.strings(at: "characters")).compactMap { Int($0) }.map { characters[$0]?.string(at: "name") }
      #expect(item.children?.map(\.title) == expected)
    }
    #expect(page.paging == PageInfo(number: 1, totalPages: 1, totalCount: episodes.count, next: nil))
    #expect(await paths().count == 2)
  }

  @Test func allCharactersLoadThroughThePaginator() async throws {
    let request = ResourceRequest(path: ["characters"])
    let provider = self.provider
    let paginator = Paginator<Item> { cursor in
      let page = try await provider.load(request, at: cursor)
      return Page(items: page.items, info: page.paging)
    }
    let items = try await paginator.loadAll()
    let records = try world.records(.character)
    #expect(records.count > 20, "the fixtures need a second page")
    #expect(items.map(\.id) == records.map { $0.integer(at: "id").map(String.init) })
    #expect(items == (try world.items(.character)))
    #expect(Set(await paths()) == ["/character?page=1", "/character?page=2"])
  }

  @Test func theSecondPageOfCharactersExpandsThroughAOneIDRequest() async throws {
    let request = ResourceRequest(path: ["characters"])
    let page = try await provider.load(request, at: .number(2))
    let expanded = try await provider.expand(page.items, by: RickAndMorty.Expansions.episodes, for: request)
    #expect(await paths() == ["/character?page=2", "/episode/5"])
    #expect(expanded.contains { $0.children?.map(\.id) == ["5"] })
    #expect(expanded.contains { $0.children == [] && $0.emptyChildrenNote == "no episodes" })
  }

  @Test func locationsExpandIntoResidentsAndSayWhenThereAreNone() async throws {
    let request = ResourceRequest(path: ["locations"])
    let page = try await provider.load(request, at: .first)
    let expanded = try await provider.expand(page.items, by: RickAndMorty.Expansions.residents, for: request)
    let locations = try world.records(.location)
    #expect(expanded.map { $0.children?.map(\.id) } == locations.map { ReferenceID.parse($0.strings(at: "residents")) })
    #expect(expanded.contains { $0.emptyChildrenNote == "no residents" })
    #expect(await paths().count == 2)
  }

  @Test func episodeOneIsADetailView() async throws {
    let page = try await provider.load(ResourceRequest(path: ["episode"], arguments: ["id": "1"]), at: .first)
    #expect(page.sections.map(\.title) == ["Info", "Characters"])
    let episode = try #require(try world.records(.episode).first { $0.integer(at: "id") == 1 })
    #expect(page.sections[0].items == [try RecordKind.episode.mapping.item(from: episode, hooks: RickAndMorty.hooks, notes: nil)])
    #expect(page.sections[0].items.first?.title == episode.string(at: "name"))
    #expect(page.sections[1].items.map(\.id) == ReferenceID.parse(episode.strings(at: "characters")))
  }

  @Test func aLocationWithoutResidents() async throws {
    let page = try await provider.load(ResourceRequest(path: ["location"], arguments: ["id": "4"]), at: .first)
    #expect(page.sections[1].items.isEmpty)
    #expect(page.sections[1].emptyNote == "no residents")
    #expect(await paths() == ["/location/4"])
  }

  @Test func characterOneShowsPlacesAndEpisodes() async throws {
    let page = try await provider.load(ResourceRequest(path: ["character"], arguments: ["id": "1"]), at: .first)
    let character = try #require(try world.records(.character).first { $0.integer(at: "id") == 1 })
    #expect(page.sections.map(\.title) == ["Info", "Origin/Location", "Episodes"])
    #expect(page.sections[1].items.map(\.title) == [character.string(at: ["origin", "name"]), character.string(at: ["location", "name"])])
    #expect(page.sections[2].items.map(\.id) == ReferenceID.parse(character.strings(at: "episode")))
  }

  @Test func anUnknownCharacterNamesTheRangeOfIDs() async throws {
    let count = try world.records(.character).count
    await #expect(throws: RecordNotFoundError(kind: "character", id: "9999", count: count)) {
      try await provider.load(ResourceRequest(path: ["character"], arguments: ["id": "9999"]), at: .first)
    }
  }

  @Test(arguments: [
    (["status": ["dead"]], nil as String?),
    (["gender": ["male"]], nil),
    (["name": ["fennimore"], "status": ["alive"]], nil),
    ([:], "zorp"),
  ] as [([String: [String]], String?)])
  func filteredCharactersMatchTheWorld(options: [String: [String]], search: String?) async throws {
    let page = try await provider.load(ResourceRequest(path: ["characters"], options: options, search: search), at: .first)
    let expected = try world.records(.character).filter { character in
      let fields = ["name", "status", "gender"].reduce(into: [String: String]()) { $0[$1] = character.string(at: JSONPath([$1])) ?? "" }
      var filters = options.compactMapValues(\.last)
      if let search { filters["name"] = search }
      return filters.allSatisfy { name, value in
        let field = fields[name, default: ""].lowercased()
        return value.hasPrefix("male") ? field.hasPrefix(value) : field.contains(value)
      }
    }
    #expect(!expected.isEmpty)
    #expect(page.items.map(\.id) == expected.map { $0.integer(at: "id").map(String.init) })
    #expect(page.paging.totalCount == expected.count)
  }

  @Test func aFilterMatchingNothingIsEmpty() async throws {
    let page = try await provider.load(ResourceRequest(path: ["characters"], options: ["name": ["nobody"]]), at: .first)
    #expect(page.items.isEmpty)
    #expect(page.paging.totalCount == 0)
  }

  @Test func aPagePastTheEndIsEmpty() async throws {
    let page = try await provider.load(ResourceRequest(path: ["characters"]), at: .number(3))
    #expect(page.items.isEmpty)
    #expect(!page.paging.hasMore)
  }

  @Test func replayWorksUnderAnotherConfiguredBase() async throws {
    let base = URL(string: "http://127.0.0.1:1/rickmorty")!
    let replay = ReplayTransport(directory: FixtureWorld.folder, baseURL: base, defaultBaseURL: RickAndMorty.descriptor.defaultBaseURL)
    let provider = RickAndMorty(context: Samples.context(replay, baseURL: base))
    let page = try await provider.load(ResourceRequest(path: ["episodes"], options: ["episode": ["s01"]]), at: .first)
    #expect(page.items.map { $0[field: "code"] } == [.text("S01E01"), .text("S01E02"), .text("S01E03")])
  }
}
