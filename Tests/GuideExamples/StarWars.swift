public import ExploreCore
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

  func page<R: Decodable & Sendable>(_ type: R.Type, _ path: String, search: String? = nil, at cursor: PageCursor, item: (R) -> Item)
  async throws -> (items: [Item], paging: PageInfo) {
    let (page, _) = try await client.get(SWAPIPage<R>.self, [path], query: search.map { [("search", $0)] } ?? [], at: cursor, what: path)
    return (page.results.map(item), PageDecoder.pageNumbers(at: cursor, pageSize: 10, itemCount: page.results.count, totalCount: page.count))
  }

  /// Each record's people (`references[name]`), joined with every page of `people`, loaded once a run.
  static func people(_ name: String, of kind: String) -> Expansion<StarWars> {
    Expansion(name: name, summary: "The people of each \(kind)", childKind: "person", cost: .pages(of: ["people"])) { sw, items, _ in
      let all = try await sw.everyone.value { try await JoinAll.load { try await sw.page(Person.self, "people", at: $0, item: \.item) } }
      return items.joiningChildren(reference: name, from: all)
    }
  }
  static let id = ArgumentKey("id", summary: "A person's number", rule: ValueRule("a whole number, such as 1") { Int($0) != nil })

  public static let resources: [Resource<StarWars>] = [
    Resource(
      path: ["people"], summary: "People, or those whose name matches --search",
      paging: .pageNumbers(pageSize: 10, totalIsKnown: true), search: .remote, examples: ["people", "people --search sky --all"]
    ) { sw, request, cursor in
      let (items, paging) = try await sw.page(Person.self, "people", search: request.search, at: cursor, item: \.item)
      return .list(id: "people", title: "People", items: items, paging: paging)
    },
    Resource(path: ["films"], summary: "Films", expansions: [people("characters", of: "film")], examples: ["films --expand"]) { sw, _, _ in
      .list(id: "films", title: "Films", items: try await sw.page(Film.self, "films", at: .first, item: \.item).items, paging: .single)
    },
    Resource(
      path: ["starships"], summary: "Starships, page by page", paging: .pageNumbers(pageSize: 10, totalIsKnown: true),
      expansions: [people("pilots", of: "starship")], examples: ["starships --all --expand pilots"]
    ) { sw, _, cursor in
      let (items, paging) = try await sw.page(Starship.self, "starships", at: cursor, item: \.item)
      return .list(id: "starships", title: "Starships", items: items, paging: paging)
    },
    Resource(
      path: ["person"], summary: "One person, with their films and starships", kind: .detail, arguments: [id.descriptor],
      preferredLayout: .detail, examples: ["person 1"]
    ) { sw, request, _ in
      let (person, _) = try await sw.client.get(Person.self, ["people", request[id]], what: "person \(request[id])")
      let films = try await sw.page(Film.self, "films", at: .first, item: \.item).items
      let ships = try await JoinAll.loadItems { try await sw.page(Starship.self, "starships", at: $0, item: \.item) }
      let theirs = { (items: [Item], key: String) in items.filter { $0.references[key]?.contains(request[id]) == true } }
      return ResourcePage(sections: [
        ItemSection(id: "person", title: "Person", items: [person.item]),
        ItemSection(id: "films", title: "Films", items: theirs(films, "characters"), emptyNote: "in no films"),
        ItemSection(id: "starships", title: "Starships", items: theirs(ships, "pilots"), emptyNote: "flies no starships"),
      ])
    },
  ]
}

struct SWAPIPage<R: Decodable & Sendable>: Decodable, Sendable { @Tolerant var count: Int?; var results: [R] }

/// A record identified by `url`: `ReferenceID.parse` reads its id and those it refers to ("1" in `…/people/1/`).
func record(_ url: String, _ kind: String, _ title: String, subtitle: String? = nil, refers: [String: [String]?] = [:]) -> Item {
  Item(id: ReferenceID.parse(url) ?? url, kind: kind, title: title, subtitle: subtitle, webURL: URL(string: url),
       references: refers.mapValues { ReferenceID.parse($0 ?? []) })
}

struct Person: Decodable, Sendable {
  var url: String, name: String
  @Tolerant var birth_year: String?
  var item: Item { record(url, "person", name, subtitle: birth_year) }
}

struct Film: Decodable, Sendable {
  var url: String, title: String
  @Tolerant var characters: [String]?
  var item: Item { record(url, "film", title, refers: ["characters": characters]) }
}

struct Starship: Decodable, Sendable {
  var url: String, name: String
  @Tolerant var pilots: [String]?
  var item: Item { record(url, "starship", name, refers: ["pilots": pilots]) }
}
