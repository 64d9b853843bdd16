public import ExploreCore
import ExploreNetworking
import Foundation

/// SWAPI (swapi.dev): people, and the films and starships they appear in.
/// Records have no `id`, only a `url`; every path ends in `/`; and there is
/// no endpoint for several people by id, so expansions join the people list.
public struct StarWars: Provider {
  public static let metadata = ProviderMetadata(
    name: "starwars", summary: "The Star Wars API: people, films, starships",
    defaultBaseURL: URL(string: "https://swapi.dev/api")!, baseURLEnvironmentVariable: "EXPLORE_STARWARS_API_URL")

  let client: RESTClient
  /// Every person, loaded at most once a run, whichever page expands first.
  let everyone = SharedLoad<[String: Item]>()

  public init(context: ProviderContext) {
    client = RESTClient(context: context, trailingSlash: true)  // GET /people/?page=2
  }

  /// One page of a SWAPI list (`count`, `results`) as items, paged by number.
  func page<Record: Decodable & Sendable>(
    _ type: Record.Type, _ path: String, search: String? = nil, at cursor: PageCursor, item: (Record) -> Item
  ) async throws -> (items: [Item], paging: PageInfo) {
    let query = search.map { [("search", $0)] } ?? []
    let (page, _) = try await client.get(SWAPIPage<Record>.self, [path], query: query, at: cursor, what: path)
    let paging = PageDecoder.pageNumbers(at: cursor, pageSize: 10, itemCount: page.results.count, totalCount: page.count)
    return (page.results.map(item), paging)
  }

  /// Each record's people (`references[name]`), joined against every page of `people`.
  static func people(_ name: String, of kind: String) -> Expansion<StarWars> {
    Expansion(name: name, summary: "The people of each \(kind)", childKind: "person", cost: .pages(of: ["people"])) { sw, items, _ in
      let everyone = try await sw.everyone.value {
        try await JoinAll.load { cursor in try await sw.page(Person.self, "people", at: cursor, item: \.item) }
      }
      return items.joiningChildren(reference: name, from: everyone)
    }
  }

  public static let resources: [Resource<StarWars>] = [
    Resource(
      path: ["people"], summary: "People, or those whose name matches --search", paging: .pageNumbers(pageSize: 10, totalIsKnown: true),
      search: .remote, examples: ["people", "people --search sky --all"], itemsHaveWebPages: false
    ) { sw, request, cursor in
      let (items, paging) = try await sw.page(Person.self, "people", search: request.search, at: cursor, item: \.item)
      return .list(id: "people", title: "People", items: items, paging: paging)
    },
    Resource(
      path: ["films"], summary: "The films", expansions: [people("characters", of: "film")], examples: ["films --expand"],
      itemsHaveWebPages: false
    ) { sw, _, _ in
      let (items, _) = try await sw.page(Film.self, "films", at: .first, item: \.item)
      return .list(id: "films", title: "Films", items: items, paging: .single)
    },
    Resource(
      path: ["starships"], summary: "Starships, page by page", paging: .pageNumbers(pageSize: 10, totalIsKnown: true),
      expansions: [people("pilots", of: "starship")], examples: ["starships --all --expand pilots"], itemsHaveWebPages: false
    ) { sw, _, cursor in
      let (items, paging) = try await sw.page(Starship.self, "starships", at: cursor, item: \.item)
      return .list(id: "starships", title: "Starships", items: items, paging: paging)
    },
  ]
}

struct SWAPIPage<Record: Decodable & Sendable>: Decodable, Sendable { @Tolerant var count: Int?; var results: [Record] }

/// A person: `url` (`…/people/1/`) identifies them; `ReferenceID.parse` reads the id, "1".
struct Person: Decodable, Sendable {
  var url: String, name: String
  @Tolerant var birth_year: String?
  var item: Item { Item(id: ReferenceID.parse(url) ?? url, kind: "person", title: name, subtitle: birth_year) }
}

struct Film: Decodable, Sendable {
  var url: String, title: String
  @Tolerant var characters: [String]?
  var item: Item { Item(id: ReferenceID.parse(url) ?? url, kind: "film", title: title, references: ["characters": ReferenceID.parse(characters ?? [])]) }
}

struct Starship: Decodable, Sendable {
  var url: String, name: String
  @Tolerant var pilots: [String]?
  var item: Item { Item(id: ReferenceID.parse(url) ?? url, kind: "starship", title: name, references: ["pilots": ReferenceID.parse(pilots ?? [])]) }
}
