public import ExploreCore
public import ExploreEngine
public import ExploreNetworking
import ExploreTables
import Foundation

/// SWAPI (swapi.dev): records identified by URL, paths that end in `/`, no endpoint for several people by id.
public struct StarWars: RESTProvider {
  public static let metadata = ProviderMetadata(
    name: "starwars", summary: "The Star Wars API: people, films, starships", defaultBaseURL: URL(string: "https://swapi.dev/api")!,
    baseURLEnvironmentVariable: "EXPLORE_STARWARS_API_URL")

  public let client: RESTClient
  public init(context: ProviderContext) { client = RESTClient(context: context, trailingSlash: true) }  // paths as /people/?page=2

  static let id = ArgumentKey("id", summary: "A person's number", rule: ValueRule("a whole number, such as 1") { Int($0) != nil })

  public static let resources: [Resource<StarWars>] = [
    .list(SWAPI.people, summary: "People, or those whose name matches --search", examples: ["people", "people --search sky --all"]),
    .list(
      SWAPI.films, summary: "Films", expansions: [.join("characters", summary: "The people of each film", from: SWAPI.people)],
      examples: ["films --expand"]),
    .list(
      SWAPI.starships, summary: "Starships, page by page",
      expansions: [.join("pilots", summary: "The people who fly each starship", from: SWAPI.people)],
      examples: ["starships --all --expand pilots"]),
    .detail(
      path: ["person"], summary: "One person, with their films and starships", argument: id, record: SWAPI.person, at: ["people"],
      related: [
        .referring("characters", in: SWAPI.films, title: "Films", emptyNote: "in no films"),
        .referring("pilots", in: SWAPI.starships, title: "Starships", emptyNote: "flies no starships"),
      ], examples: ["person 1"]),
  ]
}

/// SWAPI's lists (`count`, `results`, 10 a page) and records, identified by `url`: `.urlPath` reads a record's id and
/// `ReferenceMapping` those it refers to ("1" in `…/people/1/`).
enum SWAPI {
  static let people = ListEndpoint(["people"], person, in: "results", paging: .pageNumbers(pageSize: 10, total: "count"), search: "search")
  static let films = ListEndpoint(["films"], film, in: "results")
  static let starships = ListEndpoint(["starships"], starship, in: "results", paging: .pageNumbers(pageSize: 10, total: "count"))

  static let person = ItemMapping(kind: "person", id: .urlPath("url"), title: "name", subtitle: .text("birth_year"), webPage: .key("url"))
  static let film = ItemMapping(
    kind: "film", id: .urlPath("url"), title: "title", webPage: .key("url"), references: [ReferenceMapping("characters", from: "characters")])
  static let starship = ItemMapping(
    kind: "starship", id: .urlPath("url"), title: "name", webPage: .key("url"), references: [ReferenceMapping("pilots", from: "pilots")])
}
