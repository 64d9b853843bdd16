@testable import ExploreBrowser
import ExploreCore
import GitHubProvider
import RickAndMortyProvider
import Foundation
import Testing

@Suite struct DrillDownRuleTests {
  static func resource(_ provider: ProviderDescriptor, _ path: [String]) throws -> ResourceDescriptor {
    try #require(provider.resources.first { $0.path == path })
  }

  @Test func aFollowerOpensTheirFollowers() throws {
    let provider = GitHub.descriptor
    let user = Item(id: "mojombo", kind: "user", title: "mojombo")
    let target = try #require(DrillDownRule.target(for: user, in: provider, from: try Self.resource(provider, ["followers"])))
    #expect(target.resource.path == ["followers"])
    #expect(target.request == ResourceRequest(path: ["followers"], arguments: ["user": "mojombo"]))
  }

  @Test func aUserFromASearchOpensTheFirstListOfUsersNotASearch() throws {
    let provider = GitHub.descriptor
    let user = Item(id: "octocat", kind: "user", title: "octocat")
    let target = try #require(DrillDownRule.target(for: user, in: provider, from: try Self.resource(provider, ["search", "users"])))
    #expect(target.resource.path == ["followers"])
  }

  @Test func anEpisodeOpensItsDetail() throws {
    let provider = RickAndMorty.descriptor
    let episode = Item(id: "1", kind: "episode", title: "Pilot")
    let target = try #require(DrillDownRule.target(for: episode, in: provider, from: try Self.resource(provider, ["episodes"])))
    #expect(target.request == ResourceRequest(path: ["episode"], arguments: ["id": "1"]))
  }

  @Test func anIdTheArgumentRejectsFallsBackToTheDetail() throws {
    let oddOne = Item(id: "x9", kind: "person", title: "X")
    let target = try #require(DrillDownRule.target(for: oddOne, in: Town.descriptor, from: Town.people))
    #expect(target.request == ResourceRequest(path: ["person"], arguments: ["id": "x9"]))
    let fine = Item(id: "p9", kind: "person", title: "P")
    #expect(DrillDownRule.target(for: fine, in: Town.descriptor, from: Town.people)?.resource.path == ["friends"])
  }

  /// An added API names a detail beside a list of the same name
  /// `<name>-detail` (`pokemon` and `pokemon-detail <id>`): Enter opens it,
  /// and never the list, which has the kind's name too.
  @Test func enterOpensTheDetailAnAddedAPINamesKindDetail() throws {
    let list = ResourceDescriptor(path: ["pokemon"], summary: "Every pokémon.", paging: .pageNumbers(pageSize: 20, total: "count"))
    let detail = ResourceDescriptor(
      path: ["pokemon-detail"], summary: "One pokémon.", kind: .detail,
      arguments: [ArgumentDescriptor(name: "id", summary: "An id", rule: ValueRule("a number") { Int($0) != nil })])
    let provider = ProviderDescriptor(metadata: Town.metadata, resources: [list, detail])
    let target = try #require(DrillDownRule.detail(for: Item(id: "25", kind: "pokemon", title: "pikachu"), in: provider))
    #expect(target.request == ResourceRequest(path: ["pokemon-detail"], arguments: ["id": "25"]))
    // An id the argument refuses opens nothing.
    #expect(DrillDownRule.detail(for: Item(id: "pikachu", kind: "pokemon", title: "pikachu"), in: provider) == nil)
  }

  @Test func aKindWithoutAResourceOpensNothing() {
    let pet = Item(id: "cat", kind: "pet", title: "Cat")
    #expect(DrillDownRule.target(for: pet, in: Town.descriptor, from: Town.people) == nil)
  }

  @Test func aRowOpensTheDetailThatSaysItShowsItsKindWhateverItsName() throws {
    let metadata = ProviderMetadata(
      name: "pokeapi", summary: "P", defaultBaseURL: URL(string: "https://pokeapi.example")!, baseURLEnvironmentVariable: "X")
    let list = ResourceDescriptor(path: ["pokemon"], summary: "Every Pokémon", paging: .offsetLimit(total: "count"))
    let detail = ResourceDescriptor(
      path: ["pokemon-detail"], summary: "One Pokémon", kind: .detail,
      arguments: [ArgumentDescriptor(name: "id", summary: "Its id or name")], shows: ShownItem(kind: "pokemon", argument: "id"))
    let provider = ProviderDescriptor(metadata: metadata, resources: [list, detail])
    let pikachu = Item(id: "pikachu", kind: "pokemon", title: "pikachu")
    let target = try #require(DrillDownRule.target(for: pikachu, in: provider, from: list))
    #expect(target.request == ResourceRequest(path: ["pokemon-detail"], arguments: ["id": "pikachu"]))
    // NB: named neither `pokemon` nor `pokemon-detail` (which Enter opens by its name), and saying nothing of what it shows.
    let unnamed = ProviderDescriptor(metadata: metadata, resources: [list, ResourceDescriptor(
      path: ["one-pokemon"], summary: "One Pokémon", kind: .detail, arguments: [ArgumentDescriptor(name: "id", summary: "Its id")])])
    #expect(DrillDownRule.target(for: pikachu, in: unnamed, from: list) == nil, "a detail that says nothing of what it shows is not guessed")
    #expect(DrillDownRule.detail(for: pikachu, in: provider)?.resource.path == ["pokemon-detail"], "Enter opens the same detail")
  }
}
