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
    let unnamed = ProviderDescriptor(metadata: metadata, resources: [list, ResourceDescriptor(
      path: ["pokemon-detail"], summary: "One Pokémon", kind: .detail, arguments: [ArgumentDescriptor(name: "id", summary: "Its id")])])
    #expect(DrillDownRule.target(for: pikachu, in: unnamed, from: list) == nil, "a detail that says nothing of what it shows is not guessed")
  }
}
