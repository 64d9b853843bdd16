import ExploreConformance
import ExploreCore
import ExploreTestSupport
import Foundation
import GuideExamples
import Testing

/// The guide's paged join (`StarWars`): records identified by URL, paths
/// that end in `/`, a people list of two pages joined once a run, and the
/// conformance suite holding the join to its declared cost, the people
/// list's page count in the fixtures.
@Suite struct StarWarsJoinTests {
  static let base = "https://swapi.dev/api"

  /// `fixtures/starwars`, as `--record` would write it: every page of the
  /// joined people list is kept, each trimmed to a few records.
  static func fixtures(peoplePages: Int = 2) throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    func person(_ id: Int, _ name: String) -> String { #"{ "url": "\#(base)/people/\#(id)/", "name": "\#(name)", "birth_year": "19BBY" }"# }
    func exchange(_ path: String, count: Int, _ results: [String]) -> String {
      #"{ "request": { "method": "GET", "path": "\#(path)" }, "response": { "status": 200, "body": { "count": \#(count), "results": [\#(results.joined(separator: ", "))] } } }"#
    }
    let people = (1...peoplePages).map { page in person(page * 10, "Person \(page * 10)") }
    for page in 1...peoplePages {
      let path = page == 1 ? "/people/" : "/people/?page=\(page)"
      let records = page == 1 ? [person(1, "Luke Skywalker"), people[0]] : [people[page - 1]]
      try folder.write(exchange(path, count: peoplePages * 10, records), to: "starwars/people-\(page).json")
    }
    try folder.write(exchange("/people/?search=sky", count: 1, [person(1, "Luke Skywalker")]), to: "starwars/people-sky.json")
    let luke = #"{ "request": { "method": "GET", "path": "/people/1/" }, "response": { "status": 200, "body": \#(person(1, "Luke Skywalker")) } }"#
    try folder.write(luke, to: "starwars/person-1.json")
    let film = #"{ "url": "\#(base)/films/1/", "title": "A New Hope", "characters": ["\#(base)/people/1/", "\#(base)/people/20/", "\#(base)/people/99/"] }"#
    try folder.write(exchange("/films/", count: 1, [film]), to: "starwars/films.json")
    let xwing = #"{ "url": "\#(base)/starships/12/", "name": "X-wing", "pilots": ["\#(base)/people/1/"] }"#
    let tie = #"{ "url": "\#(base)/starships/13/", "name": "TIE Advanced x1", "pilots": [] }"#
    try folder.write(exchange("/starships/", count: 11, [xwing]), to: "starwars/starships-1.json")
    try folder.write(exchange("/starships/?page=2", count: 11, [tie]), to: "starwars/starships-2.json")
    return folder
  }

  /// The provider over the fixtures in `folder`, and the transport that saw its requests.
  static func provider(_ folder: TemporaryFolder) -> (StarWars, StubTransport) {
    replayedProvider(StarWars.self, fixtures: folder)
  }

  @Test(arguments: [2, 3])
  func theGuidesJoinConformsHoweverManyPagesThePeopleListHas(peoplePages: Int) async throws {
    let folder = try Self.fixtures(peoplePages: peoplePages)
    defer { folder.remove() }
    let failures = await ProviderConformance<StarWars>(fixtures: folder.url).failures()
    #expect(failures.isEmpty, "\(failures.map(\.description).joined(separator: "\n"))")
  }

  @Test func everyPageOfAListExpandsFromOneJoinOfEveryPageOfPeople() async throws {
    let folder = try Self.fixtures()
    defer { folder.remove() }
    let (starWars, transport) = Self.provider(folder)
    let request = ResourceRequest(path: ["starships"], expansion: "pilots")
    let pilots = try #require(StarWars.descriptor.resource(named: ["starships"])?.expansions.first)
    let first = try await starWars.load(request, at: .first)
    let second = try await starWars.load(request, at: try #require(first.paging.next))
    let expanded = try await starWars.expand(first.items, by: pilots, for: request)
    let none = try await starWars.expand(second.items, by: pilots, for: request)

    #expect(expanded.map { $0.children?.map(\.title) } == [["Luke Skywalker"]])
    #expect(none.map(\.emptyChildrenNote) == ["no pilots"])
    #expect(transport.requests.map(\.url.absoluteString) == [
      "\(Self.base)/starships/", "\(Self.base)/starships/?page=2", "\(Self.base)/people/", "\(Self.base)/people/?page=2",
    ])
  }

  @Test func aRecordIdentifiedByItsURLIsFoundByTheIDInTheURLsThatReferToIt() async throws {
    let folder = try Self.fixtures()
    defer { folder.remove() }
    let (starWars, _) = Self.provider(folder)
    let films = try await starWars.load(ResourceRequest(path: ["films"]), at: .first)
    let characters = try #require(StarWars.descriptor.resource(named: ["films"])?.expansions.first)
    let expanded = try await starWars.expand(films.items, by: characters, for: ResourceRequest(path: ["films"]))
    #expect(films.items.map(\.id) == ["1"])
    #expect(films.items.first?.references["characters"] == ["1", "20", "99"])
    #expect(expanded.first?.children?.map(\.id) == ["1", "20"])
  }

  @Test func aPersonsDetailHasTheirFilmsAndStarshipsFromTheListsThatReferToThem() async throws {
    let folder = try Self.fixtures()
    defer { folder.remove() }
    let (starWars, _) = Self.provider(folder)
    let page = try await starWars.load(ResourceRequest(path: ["person"], arguments: ["id": "1"]), at: .first)
    #expect(page.sections.map(\.title) == ["Person", "Films", "Starships"])
    #expect(page.sections.map { $0.items.map(\.title) } == [["Luke Skywalker"], ["A New Hope"], ["X-wing"]])
    #expect(page.sections.first?.items.first?.webURL?.absoluteString == "\(Self.base)/people/1/")
  }

  @Test func aJoinOverItsDeclaredCostFailsConformanceWithTheCountsAndRequests() async throws {
    let folder = try Self.fixtures()
    defer { folder.remove() }
    let failures = await ProviderConformance<Misdeclared>(fixtures: folder.url).failures().map(\.description)
    let overBudget = "films --expand characters: it made 2 requests for one page, over its declared 1: GET \(Self.base)/people/, GET \(Self.base)/people/?page=2"
    #expect(failures.contains(overBudget), "\(failures)")
    let noList = "starships --expand pilots: its cost counts the pages of 'planets', which is not a list resource"
    #expect(failures.contains(noList), "\(failures)")
  }
}

/// `StarWars` with its expansions' costs declared wrong: a constant 1 for a
/// join of two pages, and the pages of a list it does not have.
struct Misdeclared: Provider {
  static let metadata = StarWars.metadata
  let starWars: StarWars

  init(context: ProviderContext) {
    starWars = StarWars(context: context)
  }

  static let delegate: Resource<Misdeclared>.Handler =
    { provider, request, cursor in try await provider.starWars.load(request, at: cursor) }

  static func expansion(_ name: String, of path: [String], cost: ExpansionCost) -> Expansion<Misdeclared> {
    Expansion(name: name, summary: "Misdeclared", childKind: "person", cost: cost) { provider, items, request in
      let real = StarWars.descriptor.resource(named: path)?.expansions.first { $0.name == name }
      return try await provider.starWars.expand(items, by: real ?? ExpansionDescriptor(name: name, summary: "", childKind: ""), for: request)
    }
  }

  static let resources: [Resource<Misdeclared>] = [
    Resource(path: ["people"], summary: "People", paging: .pageNumbers(pageSize: 10, total: "total"), examples: ["people"], load: delegate),
    Resource(
      path: ["films"], summary: "Films", expansions: [expansion("characters", of: ["films"], cost: .requests(1))],
      examples: ["films"], load: delegate),
    Resource(
      path: ["starships"], summary: "Starships", paging: .pageNumbers(pageSize: 10, total: "total"),
      expansions: [expansion("pilots", of: ["starships"], cost: .pages(of: ["planets"]))], examples: ["starships"], load: delegate),
  ]
}
