import ExploreCore
import Foundation
import RickAndMortyProvider
import Testing

@Suite struct DescriptorTests {
  let descriptor = RickAndMorty.descriptor

  @Test func namesAndBaseURL() {
    #expect(descriptor.name == "rickmorty")
    #expect(descriptor.aliases == ["rick-and-morty", "rm"])
    #expect(descriptor.defaultBaseURL.absoluteString == "https://rickandmortyapi.com/api")
    #expect(descriptor.baseURLEnvironmentVariable == "EXPLORE_RICKMORTY_API_URL")
    #expect(descriptor.fixturesFolder == "rickmorty")
    #expect(descriptor.favorites.map(\.kind) == ["character"])
    #expect(descriptor.baseURL(in: ["EXPLORE_RICKMORTY_API_URL": "http://127.0.0.1:1/rickmorty"]).port == 1)
  }

  @Test func resourcesAreThreeListsAndThreeDetails() throws {
    #expect(descriptor.resources.map(\.name) == ["characters", "locations", "episodes", "character", "location", "episode"])
    for name in ["characters", "locations", "episodes"] {
      let resource = try #require(descriptor.resource(named: [name]))
      #expect(resource.kind == .list)
      #expect(
        resource.paging
          == .pageNumbers(pageSize: 20, total: ["info", "count"], next: ["info", "next"], pages: ["info", "pages"], askFirstPage: true))
      #expect(resource.search == .remote)
      #expect(resource.preferredLayout == .list)
      #expect(!resource.examples.isEmpty)
    }
    #expect(descriptor.resource(named: ["episodes"])?.expansions.map(\.name) == ["characters"])
    #expect(descriptor.resource(named: ["locations"])?.expansions.map(\.name) == ["residents"])
    #expect(descriptor.resource(named: ["characters"])?.expansions.map(\.name) == ["episodes"])
  }

  @Test func choiceOptionsListTheEnumValues() throws {
    let characters = try #require(descriptor.resource(named: ["characters"]))
    #expect(characters.options.map(\.name) == ["name", "status", "species", "type", "gender"])
    #expect(characters.options.first { $0.name == "status" }?.allowedValues == ["alive", "dead", "unknown"])
    #expect(characters.options.first { $0.name == "gender" }?.allowedValues == ["female", "male", "genderless", "unknown"])
    #expect(descriptor.resource(named: ["locations"])?.options.map(\.name) == ["name", "type", "dimension"])
    #expect(descriptor.resource(named: ["episodes"])?.options.map(\.name) == ["name", "episode"])
  }

  @Test(arguments: [
    ("S01", true), ("s01", true), ("S01E01", true), ("s05e10", true),
    ("S1", false), ("S01E1", false), ("S01X01", false), ("01", false), ("S01E01E", false), ("", false), ("S٠١", false),
  ])
  func episodeCodeRule(value: String, isValid: Bool) throws {
    let option = try #require(descriptor.resource(named: ["episodes"])?.options.first { $0.name == "episode" })
    let rule = try #require(option.rule)
    #expect(rule.accepts(value) == isValid)
  }

  @Test(arguments: ["character", "location", "episode"])
  func detailsTakeANumericID(name: String) throws {
    let resource = try #require(descriptor.resource(named: [name]))
    #expect(resource.kind == .detail)
    #expect(resource.preferredLayout == .detail)
    let rule = try #require(resource.arguments.first?.rule)
    #expect(resource.arguments.map(\.name) == ["id"])
    #expect(rule.summary == "a positive whole number, such as 42")
    #expect(rule.accepts("42"))
    for bad in ["abc", "0", "-3", "1,2", "07", " 4", "4.0", ""] {
      #expect(!rule.accepts(bad), "\(bad) must be rejected")
    }
  }
}
