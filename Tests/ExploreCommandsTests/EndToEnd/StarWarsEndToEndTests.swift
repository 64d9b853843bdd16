import ExploreTestSupport
import Foundation
import Testing

/// The Star Wars API by hand (issue 41): the declaration of
/// `fixtures/declarations/swapi.json`, added with `explore api add` and run
/// through the built binary against the loopback SWAPI replica: paging,
/// search, details with their referenced records, and expansions of a
/// film's characters and planets and of a person's homeworld and films,
/// with their request counts. Then the same API from a made-up OpenAPI
/// document of it, whose page size only its descriptions state: every row
/// with `--all`, and references planned from the URLs its examples show.
@Suite(.serialized) struct StarWarsEndToEndTests {
  /// A home with the API added from `file`, and the server of the replica.
  static func added(_ file: URL) async throws -> (home: TemporaryFolder, server: LoopbackServer) {
    let home = try TemporaryFolder()
    let added = try await ExploreBinary.run(["api", "add", "swapi", file.path], home: home.url)
    #expect(added.status == 0, "\(added.standardError)")
    let server = try LoopbackServer.start(mounts: [SWAPIReplica().mount], fixtures: nil, maxSeconds: 300)
    return (home, server)
  }

  static let declaration = ProjectPaths.fixtures.appendingPathComponent("declarations/swapi.json")
  static let document = ProjectPaths.root.appendingPathComponent("Tests/Scaffold/swapi-replica-openapi.json")

  /// The titles of the rows of a JSON document, in order: "Person 7", not a section's "People".
  static func titles(_ json: String) -> [String] {
    json.components(separatedBy: "\"title\" : \"").dropFirst().compactMap { $0.split(separator: "\"").first.map(String.init) }
      .filter { $0.last?.isNumber == true }
  }

  @Test func theDeclarationPagesSearchesShowsAndExpands() async throws {
    let (home, server) = try await Self.added(Self.declaration)
    defer { home.remove(); server.stop() }
    func run(_ arguments: [String]) async throws -> (ExploreBinary.Outcome, Int) {
      let before = try await server.requestCount()
      let outcome = try await ExploreBinary.run(["swapi"] + arguments + ["--json"], environment: server.environment, home: home.url)
      #expect(outcome.status == 0, "\(arguments): \(outcome.standardError)")
      return (outcome, try await server.requestCount() - before)
    }
    let replica = SWAPIReplica()

    let (people, peopleRequests) = try await run(["people", "--all"])
    #expect(Self.titles(people.standardOutput).filter { $0.hasPrefix("Person ") }.count == 82 && peopleRequests == 9)
    let (second, _) = try await run(["people", "--page", "2"])
    #expect(Self.titles(second.standardOutput) == (11...20).map { "Person \($0)" })
    let (found, _) = try await run(["people", "--search", "person 8"])
    #expect(Self.titles(found.standardOutput) == ["Person 8"] + (80...82).map { "Person \($0)" })

    let (film, filmRequests) = try await run(["film", "1", "--expand"])
    let characters = replica.characters(of: 1)
    #expect(Self.titles(film.standardOutput) == ["Film 1"] + characters.map { "Person \($0)" })
    #expect(filmRequests == 1 + characters.count)
    let (planets, _) = try await run(["film", "1", "--expand", "planets"])
    #expect(Self.titles(planets.standardOutput) == ["Film 1"] + replica.planets(of: 1).map { "Planet \($0)" })

    let (films, filmsRequests) = try await run(["films", "--all", "--expand"])
    #expect(Self.titles(films.standardOutput).filter { $0.hasPrefix("Film ") }.count == 6)
    #expect(filmsRequests == 1 + Set((1...6).flatMap(replica.characters(of:))).count)

    let (homeworlds, homeworldRequests) = try await run(["people", "--expand", "homeworld"])
    #expect(Self.titles(homeworlds.standardOutput).filter { $0.hasPrefix("Planet ") } == (1...10).map { "Planet \(replica.homeworld(of: $0))" })
    #expect(homeworldRequests == 1 + 10)
    let (person, _) = try await run(["person", "7"])
    #expect(Self.titles(person.standardOutput).prefix(2) == ["Person 7", "Planet 7"])
    // NB: reported for issue 41 in the report: the requests each takes.
    print("swapi request counts: film 1 --expand \(filmRequests), films --all --expand \(filmsRequests), people --all \(peopleRequests)")
  }

  @Test func theDocumentOfTheSameAPIGivesEveryRowAndItsReferences() async throws {
    let (home, server) = try await Self.added(Self.document)
    defer { home.remove(); server.stop() }
    let shown = try await ExploreBinary.run(["api", "show", "swapi"], home: home.url)
    #expect(shown.standardOutput.contains("page=N, the page size learned from page 1, total at count"), "\(shown.standardOutput)")
    for (list, count) in [("people", 82), ("planets", 60)] {
      let all = try await ExploreBinary.run(["swapi", list, "--all", "--json"], environment: server.environment, home: home.url)
      #expect(all.status == 0, "\(all.standardError)")
      #expect(Self.titles(all.standardOutput).count == count, "\(list) --all: \(Self.titles(all.standardOutput).count) of \(count)")
    }
    let expanded = try await ExploreBinary.run(["swapi", "films", "--expand", "characters", "--json"], environment: server.environment, home: home.url)
    #expect(expanded.status == 0, "\(expanded.standardError)")
    #expect(Self.titles(expanded.standardOutput).contains("Person 4"))
    let film = try await ExploreBinary.run(["swapi", "film", "2", "--json"], environment: server.environment, home: home.url)
    #expect(film.standardOutput.contains("\"title\" : \"Characters\"") && Self.titles(film.standardOutput).contains("Planet 2"), "\(film.standardOutput.prefix(600))")
    // NB: a path that ends in `/` titles its section by its last word, and text fields are shown.
    let people = try await ExploreBinary.run(["swapi", "people", "--json"], environment: server.environment, home: home.url)
    #expect(people.standardOutput.contains(#""id" : "people","#) && people.standardOutput.contains(#""title" : "People""#))
    #expect(people.standardOutput.contains(#""height" : "151""#), "\(people.standardOutput.prefix(600))")
  }

  @Test func rowsThatAreLostAreSaidAndTheRunFails() async throws {
    let home = try TemporaryFolder()
    defer { home.remove() }
    // NB: a page size the API does not keep: 20 declared, 10 sent; pages 1 to 5 hold 50 of its 82 people.
    let wrong = try String(contentsOf: Self.declaration, encoding: .utf8)
      .replacingOccurrences(of: #"{"pageNumbers": {"pageSize": 10, "total": "count"}}"#, with: #"{"pageNumbers": {"pageSize": 20, "total": "count"}}"#)
    try home.write(wrong, to: "swapi.json")
    let added = try await ExploreBinary.run(["api", "add", "swapi", home.url.appendingPathComponent("swapi.json").path], home: home.url)
    #expect(added.status == 0, "\(added.standardError)")
    let server = try LoopbackServer.start(mounts: [SWAPIReplica().mount], fixtures: nil, maxSeconds: 300)
    defer { server.stop() }
    for format in [[], ["--json"]] {
      let all = try await ExploreBinary.run(["swapi", "people", "--all"] + format, environment: server.environment, home: home.url)
      #expect(all.status == 1, "\(format): \(all.standardError)")
      #expect(all.standardError.contains("--all loaded 50 of the 82 rows the API counts for people; 32 are missing."), "\(all.standardError)")
      #expect(all.standardOutput.contains("Person 50") && !all.standardOutput.contains("Person 51"))
    }
  }
}
