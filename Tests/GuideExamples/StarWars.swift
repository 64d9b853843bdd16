public import ExploreCore
import ExploreItemMapping
import ExploreNetworking
import Foundation

/// SWAPI (swapi.dev): records identified by URL, paths that end in `/`, no endpoint for several people by id.
public struct StarWars: Provider {
  public static let metadata = ProviderMetadata(
    name: "starwars", summary: "The Star Wars API: people, films, starships", defaultBaseURL: URL(string: "https://swapi.dev/api")!,
    baseURLEnvironmentVariable: "EXPLORE_STARWARS_API_URL")

  let client: RESTClient
  let everyone = SharedLoad<[String: Item]>()  // every person, loaded once a run

  public init(context: ProviderContext) { client = RESTClient(context: context, trailingSlash: true) }  // paths as /people/?page=2

  func page(_ mapping: ItemMapping, _ path: String, search: String? = nil, at cursor: PageCursor) async throws -> (items: [Item], paging: PageInfo) {
    let query: [URLBuilder.QueryItem] = search.map { [("search", $0)] } ?? []
    let (items, body, _) = try await client.getItems(mapping, [path], query: query, at: cursor, in: "results", what: path)
    return (items, PageDecoder.pageNumbers(at: cursor, pageSize: 10, itemCount: items.count, totalCount: body.integer(at: "count")))
  }

  /// Each record's people (`references[name]`), joined with every page of `people`, loaded once a run.
  static func people(_ name: String, of kind: String) -> Expansion<StarWars> {
    Expansion(name: name, summary: "The people of each \(kind)", childKind: "person", cost: .pages(of: ["people"])) { sw, items, _ in
      let all = try await sw.everyone.value { try await JoinAll.load { try await sw.page(SWAPI.person, "people", at: $0) } }
      return items.joiningChildren(reference: name, from: all)
    }
  }
  static let id = ArgumentKey("id", summary: "A person's number", rule: ValueRule("a whole number, such as 1") { Int($0) != nil })

  public static let resources: [Resource<StarWars>] = [
    Resource(
      path: ["people"], summary: "People, or those whose name matches --search",
      paging: .pageNumbers(pageSize: 10, totalIsKnown: true), search: .remote, examples: ["people", "people --search sky --all"]
    ) { sw, request, cursor in
      let (items, paging) = try await sw.page(SWAPI.person, "people", search: request.search, at: cursor)
      return .list(id: "people", title: "People", items: items, paging: paging)
    },
    Resource(path: ["films"], summary: "Films", expansions: [people("characters", of: "film")], examples: ["films --expand"]) { sw, _, _ in
      .list(id: "films", title: "Films", items: try await sw.page(SWAPI.film, "films", at: .first).items, paging: .single)
    },
    Resource(
      path: ["starships"], summary: "Starships, page by page", paging: .pageNumbers(pageSize: 10, totalIsKnown: true),
      expansions: [people("pilots", of: "starship")], examples: ["starships --all --expand pilots"]
    ) { sw, _, cursor in
      let (items, paging) = try await sw.page(SWAPI.starship, "starships", at: cursor)
      return .list(id: "starships", title: "Starships", items: items, paging: paging)
    },
    Resource(
      path: ["person"], summary: "One person, with their films and starships", kind: .detail, arguments: [id.descriptor],
      preferredLayout: .detail, examples: ["person 1"]
    ) { sw, request, _ in
      let person = try await sw.client.getItem(SWAPI.person, ["people", request[id]], what: "person \(request[id])").item
      let films = try await sw.page(SWAPI.film, "films", at: .first).items
      let ships = try await JoinAll.loadItems { try await sw.page(SWAPI.starship, "starships", at: $0) }
      let theirs = { (items: [Item], key: String) in items.filter { $0.references[key]?.contains(request[id]) == true } }
      return ResourcePage(sections: [
        ItemSection(id: "person", title: "Person", items: [person]),
        ItemSection(id: "films", title: "Films", items: theirs(films, "characters"), emptyNote: "in no films"),
        ItemSection(id: "starships", title: "Starships", items: theirs(ships, "pilots"), emptyNote: "flies no starships"),
      ])
    },
  ]
}

/// Records identified by `url`: `.urlPath` reads a record's id and `ReferenceMapping` those it refers to ("1" in `…/people/1/`).
enum SWAPI {
  static let person = ItemMapping(kind: "person", id: .urlPath("url"), title: "name", subtitle: .text("birth_year"), webPage: .key("url"))
  static let film = ItemMapping(
    kind: "film", id: .urlPath("url"), title: "title", webPage: .key("url"), references: [ReferenceMapping("characters", from: "characters")])
  static let starship = ItemMapping(
    kind: "starship", id: .urlPath("url"), title: "name", webPage: .key("url"), references: [ReferenceMapping("pilots", from: "pilots")])
}
