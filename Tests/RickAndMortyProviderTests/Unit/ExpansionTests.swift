import ExploreCore
import ExploreEngine
import ExploreNetworking
import ExploreTestSupport
import Foundation
import RickAndMortyProvider
import Testing

@Suite struct ExpansionTests {
  /// Answers any `/character/<ids>` with those characters, as the real
  /// API does: an object for one id, an array otherwise, unknown ids left out.
  static func characterServer(known: ClosedRange<Int>) -> StubTransport {
    StubTransport.answeringPaths { path in
      guard path.hasPrefix("/character/") else { return nil }
      let list = path.dropFirst("/character/".count)
      let ids = list.split(separator: ",").compactMap { Int($0) }.filter(known.contains)
      if !list.contains(",") {
        return ids.isEmpty ? .notFound("Character") : .ok(Samples.character(ids[0]))
      }
      return .ok("[" + ids.map { Samples.character($0) }.joined(separator: ",") + "]")
    }
  }

  static func episodes(_ lists: [[Int]]) throws -> [Item] {
    try lists.enumerated().map { index, characters in
      try RecordKind.episode.item(Samples.episode(index + 1, characters: characters))
    }
  }

  @Test func childrenArriveInTheParentsOrderFromOneDeduplicatedRequest() async throws {
    let stub = Self.characterServer(known: 1...100)
    let items = try Self.episodes([[5, 1, 3], [3, 2], [], [99, 5]])
    let expanded = try await Samples.provider(stub).expand(
      items, by: RickAndMorty.Expansions.characters, for: ResourceRequest(path: ["episodes"])
    )
    #expect(stub.paths == ["/character/1,2,3,5,99"])
    #expect(expanded.map { $0.children?.map(\.id) } == [["5", "1", "3"], ["3", "2"], [], ["99", "5"]])
    #expect(expanded.map(\.emptyChildrenNote) == [nil, nil, "no characters", nil])
    #expect(expanded.map(\.id) == items.map(\.id))
  }

  @Test func oneChildIsFetchedWithTheSingleRecordURL() async throws {
    let stub = Self.characterServer(known: 1...100)
    let expanded = try await Samples.provider(stub).expand(
      try Self.episodes([[7], [7]]), by: RickAndMorty.Expansions.characters, for: ResourceRequest(path: ["episodes"])
    )
    #expect(stub.paths == ["/character/7"])
    #expect(expanded.map { $0.children?.map(\.id) } == [["7"], ["7"]])
  }

  @Test func missingChildrenAreLeftOut() async throws {
    let stub = Self.characterServer(known: 1...10)
    let expanded = try await Samples.provider(stub).expand(
      try Self.episodes([[1, 500], [600]]), by: RickAndMorty.Expansions.characters, for: ResourceRequest(path: ["episodes"])
    )
    #expect(expanded.map { $0.children?.map(\.id) } == [["1"], []])
  }

  @Test func nothingToFetchMakesNoRequest() async throws {
    let stub = Self.characterServer(known: 1...10)
    let locations = [try RecordKind.location.item(Samples.location(4, residents: []))]
    let expanded = try await Samples.provider(stub).expand(
      locations, by: RickAndMorty.Expansions.residents, for: ResourceRequest(path: ["locations"])
    )
    #expect(expanded[0].children == [])
    #expect(expanded[0].emptyChildrenNote == "no residents")
    #expect(stub.paths.isEmpty)
  }

  @Test func manyChildrenTakeAsFewBoundedRequestsAsTheURLLengthAllows() async throws {
    let stub = Self.characterServer(known: 1...5_000)
    // 5,000 distinct ids over 50 parents, each id referenced twice.
    let lists = (0..<50).map { parent in (0..<200).map { (parent * 100 + $0) % 5_000 + 1 } }
    let expanded = try await Samples.provider(stub).expand(
      try Self.episodes(lists), by: RickAndMorty.Expansions.characters, for: ResourceRequest(path: ["episodes"])
    )
    let expectedBatches = IDBatches.split(
      (1...5_000).map(String.init), prefixLength: "https://rickandmortyapi.com/api/character/".count
    )
    let paths = stub.paths
    #expect(paths.count == expectedBatches.count)
    #expect(paths.count < 15)
    #expect(paths.allSatisfy { ("https://rickandmortyapi.com/api" + $0).count <= IDBatches.maximumURLLength })
    #expect(stub.maximumInFlight <= TableEngine.concurrentBatches)
    #expect(expanded.map { $0.children?.map(\.id) ?? [] } == lists.map { $0.map(String.init) })
  }

  @Test func aPageReferringToEveryCharacterStaysWithinTheDeclaredRequests() async throws {
    let stub = Self.characterServer(known: 1...826)
    // A page of 20 episodes that between them name all 826 characters.
    let lists = (0..<20).map { page in Array(stride(from: page + 1, through: 826, by: 20)) }
    let expansion = RickAndMorty.Expansions.characters
    _ = try await Samples.provider(stub).expand(try Self.episodes(lists), by: expansion, for: ResourceRequest(path: ["episodes"]))
    let bound = try #require(expansion.maxRequestsPerPage)
    #expect(stub.paths.count <= bound)
    #expect(RickAndMorty.descriptor.resources.allSatisfy { $0.expansions.allSatisfy { $0.maxRequestsPerPage != nil } })
  }

  @Test func anExpansionIntoAnUnknownKindIsRefused() async throws {
    let stub = Self.characterServer(known: 1...10)
    let bogus = ExpansionDescriptor(name: "planets", summary: "", childKind: "planet")
    await #expect(throws: UnsupportedExpansionError.self) {
      try await Samples.provider(stub).expand([], by: bogus, for: ResourceRequest(path: ["episodes"]))
    }
  }
}
