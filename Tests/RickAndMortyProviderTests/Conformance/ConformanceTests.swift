import ExploreCore
import ExplorePaging
import ExploreNetworking
import ExploreTestSupport
import Foundation
import RickAndMortyProvider
import Testing

/// The provider against the complete real dataset, served by the loopback
/// server with the real server's semantics. Expected answers are worked out
/// here from the corpus JSON, never typed in.
@Suite(
  .serialized,
  .enabled(if: Corpus.isAvailable, "needs the Rick and Morty corpus in ../shared/corpus/rickmorty")
)
struct ConformanceTests {
  /// A server, a provider talking to it over HTTP, and the corpus.
  struct Setup {
    let server: LoopbackServer
    let provider: RickAndMorty
    let corpus: Corpus
    let base: URL

    init() throws {
      server = try LoopbackServer.start(useCorpus: true)
      base = server.baseURL(for: "rickmorty")
      let client = HTTPClient(configuration: HTTPClient.Configuration(apiBaseURL: base))
      provider = RickAndMorty(context: Samples.context(client, baseURL: base))
      corpus = try Corpus()
    }

    /// Every item of the list `request` names, through the core paginator.
    func loadAll(_ request: ResourceRequest) async throws -> [Item] {
      let provider = self.provider
      let paginator = Paginator<Item> { cursor in
        let page = try await provider.load(request, at: cursor)
        return Page(items: page.items, info: page.paging)
      }
      return try await paginator.loadAll()
    }

    func requestCount() async throws -> Int {
      try await server.requestCount(pathPrefix: "/rickmorty/")
    }

    /// How many id batches fetching `ids` of `kind` takes.
    func batchCount(_ kind: String, ids: some Sequence<String>) -> Int {
      IDBatches.split(IDBatches.canonical(ids), prefixLength: "\(base.absoluteString)/\(kind)/".count).count
    }
  }

  @Test func theServerServesTheCorpus() throws {
    let setup = try Setup()
    defer { setup.server.stop() }
    #expect(setup.server.servesRickAndMortyCorpus)
  }

  @Test(arguments: ["character", "location", "episode"])
  func everyRecordIsReachableByLoadingAllPages(kind: String) async throws {
    let setup = try Setup()
    defer { setup.server.stop() }
    let items = try await setup.loadAll(ResourceRequest(path: [kind + "s"]))
    let expected = setup.corpus.ids(kind, matching: [:])
    #expect(!expected.isEmpty)
    #expect(items.map(\.id) == expected)
    let names = setup.corpus.names(kind)
    #expect(items.allSatisfy { names[$0.id] == $0.title })
    #expect(items.allSatisfy { $0.references.values.first == setup.corpus.references[kind]?[$0.id] })
    let pages = (expected.count + 19) / 20
    #expect(try await setup.requestCount() == pages)
  }

  @Test func allEpisodesExpandIntoTheirCharactersInPagesPlusBatchesRequests() async throws {
    let setup = try Setup()
    defer { setup.server.stop() }
    let request = ResourceRequest(path: ["episodes"], expansion: "characters")
    let episodes = try await setup.loadAll(request)
    let expanded = try await setup.provider.expand(episodes, by: RickAndMorty.Expansions.characters, for: request)

    let references = try #require(setup.corpus.references["episode"])
    let names = setup.corpus.names("character")
    #expect(expanded.count == setup.corpus.records["episode"]?.count)
    for episode in expanded {
      let expected = try #require(references[episode.id])
      #expect(episode.children?.map(\.id) == expected, "episode \(episode.id)")
      #expect(episode.children?.map(\.title) == expected.map { names[$0] })
    }
    let pages = (expanded.count + 19) / 20
    let batches = setup.batchCount("character", ids: references.values.joined())
    #expect(batches >= 1)
    #expect(try await setup.requestCount() <= pages + batches)
  }

  @Test func allLocationsExpandIntoTheirResidents() async throws {
    let setup = try Setup()
    defer { setup.server.stop() }
    let request = ResourceRequest(path: ["locations"])
    let locations = try await setup.loadAll(request)
    let expanded = try await setup.provider.expand(locations, by: RickAndMorty.Expansions.residents, for: request)
    let references = try #require(setup.corpus.references["location"])
    for location in expanded {
      let expected = try #require(references[location.id])
      #expect(location.children?.map(\.id) == expected, "location \(location.id)")
      #expect(location.emptyChildrenNote == (expected.isEmpty ? "no residents" : nil))
    }
    #expect(expanded.contains { $0.children == [] }, "the corpus has locations without residents")
    let pages = (expanded.count + 19) / 20
    #expect(try await setup.requestCount() <= pages + setup.batchCount("character", ids: references.values.joined()))
  }

  static let filterCases: [(kind: String, filters: [String: String])] = [
    ("character", ["name": "rick"]),
    ("character", ["name": "morty"]),
    ("character", ["name": "rick sanchez"]),
    ("character", ["status": "alive"]),
    ("character", ["status": "dead"]),
    ("character", ["status": "unknown"]),
    ("character", ["gender": "male"]),
    ("character", ["gender": "female"]),
    ("character", ["gender": "genderless"]),
    ("character", ["species": "human"]),
    ("character", ["name": "rick", "status": "alive"]),
    ("character", ["type": "parasite"]),
    ("character", ["species": "mythological creature"]),
    ("location", ["type": "planet"]),
    ("location", ["dimension": "C-137"]),
    ("location", ["name": "earth"]),
    ("episode", ["episode": "S01"]),
    ("episode", ["episode": "S03E07"]),
    ("episode", ["name": "rick"]),
  ]

  @Test(arguments: 0..<filterCases.count)
  func filterCountsMatchTheData(index: Int) async throws {
    let (kind, filters) = Self.filterCases[index]
    let setup = try Setup()
    defer { setup.server.stop() }
    let expected = setup.corpus.ids(kind, matching: filters)
    let request = ResourceRequest(path: [kind + "s"], options: filters.mapValues { [$0] })
    let first = try await setup.provider.load(request, at: .first)
    #expect(first.paging.totalCount == expected.count, "\(kind)s \(filters)")
    let items = try await setup.loadAll(request)
    #expect(items.map(\.id) == expected, "\(kind)s \(filters)")
  }

  @Test func searchIsTheNameFilter() async throws {
    let setup = try Setup()
    defer { setup.server.stop() }
    let items = try await setup.loadAll(ResourceRequest(path: ["characters"], search: "Morty"))
    #expect(items.map(\.id) == setup.corpus.ids("character", matching: ["name": "morty"]))
  }

  @Test func aFilterMatchingNothingAndAPagePastTheEndAreEmpty() async throws {
    let setup = try Setup()
    defer { setup.server.stop() }
    let none = try await setup.provider.load(ResourceRequest(path: ["characters"], options: ["name": ["zzz-no-such-name"]]), at: .first)
    #expect(none.items.isEmpty)
    #expect(none.paging.totalCount == 0)
    let pages = (setup.corpus.ids("episode", matching: [:]).count + 19) / 20
    let past = try await setup.provider.load(ResourceRequest(path: ["episodes"]), at: .number(pages + 1))
    #expect(past.items.isEmpty)
    #expect(!past.paging.hasMore)
  }

  @Test func anUnknownIDIsReportedWithTheRange() async throws {
    let setup = try Setup()
    defer { setup.server.stop() }
    let count = setup.corpus.ids("character", matching: [:]).count
    await #expect(throws: RecordNotFoundError(kind: "character", id: "9999", count: count)) {
      try await setup.provider.load(ResourceRequest(path: ["character"], arguments: ["id": "9999"]), at: .first)
    }
  }

  @Test func detailViewsMatchTheData() async throws {
    let setup = try Setup()
    defer { setup.server.stop() }
    let corpus = setup.corpus
    let episode = try await setup.provider.load(ResourceRequest(path: ["episode"], arguments: ["id": "28"]), at: .first)
    #expect(episode.sections[1].items.map(\.id) == corpus.references["episode"]?["28"])

    let emptyLocation = try #require(corpus.references["location"]?.first { $0.value.isEmpty }?.key)
    let location = try await setup.provider.load(ResourceRequest(path: ["location"], arguments: ["id": emptyLocation]), at: .first)
    #expect(location.sections[1].items.isEmpty)
    #expect(location.sections[1].emptyNote == "no residents")

    let character = try await setup.provider.load(ResourceRequest(path: ["character"], arguments: ["id": "1"]), at: .first)
    let record = try #require(corpus.records["character"]?.first { $0["id"] == "1" })
    #expect(character.sections.map(\.title) == ["Info", "Origin/Location", "Episodes"])
    #expect(character.sections[0].items.first?.title == record["name"])
    #expect(character.sections[2].items.map(\.id) == corpus.references["character"]?["1"])
    // Episode: record + characters. Location without residents: record only.
    // Character: record + places + episodes, whatever the number of episodes.
    #expect(try await setup.requestCount() == 2 + 1 + 3)
  }
}
