import ExploreCore
import ExploreEngine
import ExploreNetworking
import ExploreTables
import ExploreDeclarations
import ExploreTestSupport
import Foundation
import Testing

/// A declared API follows its records' reference URLs: an expansion of a
/// list or of a detail view into the records they name, a detail's
/// sections of them, one request a record (or a batch), within a budget
/// refused before any request; a reference that names no resource finds
/// its resource by its URLs; the detail resource says what it shows.
@Suite struct DeclaredReferencesTests {
  /// The SWAPI declaration of `fixtures/declarations`, connected in
  /// process to the SWAPI replica, with the transport that counts requests.
  static func swapi(
    edit: (inout ProviderDeclaration) -> Void = { _ in }
  ) throws -> (loader: any ResourceLoader, descriptor: ProviderDescriptor, transport: CountingTransport) {
    var declaration = try JSONDecoder().decode(
      ProviderDeclaration.self, from: Data(contentsOf: ProjectPaths.fixtures.appendingPathComponent("declarations/swapi.json")))
    edit(&declaration)
    let definition = try declaration.definition()
    let loopback = LoopbackTransport(LoopbackService(mounts: [SWAPIReplica().mount], fixtures: nil))
    let transport = CountingTransport(loopback)
    let context = ProviderContext(
      baseURL: loopback.baseURL(for: "swapi"), transport: transport,
      directories: ExploreDirectories(environment: [:], home: URL(fileURLWithPath: "/nonexistent")))
    return (definition.connect(context), definition.descriptor, transport)
  }

  @Test func aFilmExpandsIntoItsCharactersOneRequestARecord() async throws {
    let (loader, descriptor, transport) = try Self.swapi()
    let request = ResourceRequest(path: ["films"], expansion: "characters")
    let films = try await loader.load(request, at: .first)
    #expect(films.items.map(\.title) == (1...6).map { "Film \($0)" })
    let characters = try #require(descriptor.resource(named: ["films"])?.expansions.first)
    let expanded = try await loader.expand(films.items, by: characters, for: request)
    let replica = SWAPIReplica()
    #expect(expanded[0].children?.map(\.title) == replica.characters(of: 1).map { "Person \($0)" })
    let unique = Set((1...6).flatMap(replica.characters(of:)))
    #expect(transport.requests.count == 1 + unique.count, "each person the page names once, not once a film")
  }

  @Test func aDetailShowsItsReferencesAsSectionsAndExpandsIntoMore() async throws {
    let (loader, descriptor, transport) = try Self.swapi()
    let person = try await loader.load(ResourceRequest(path: ["person"], arguments: ["id": "7"]), at: .first)
    #expect(person.sections.map(\.title) == ["Person", "Homeworld", "Films"])
    #expect(person.sections[1].items.map(\.title) == ["Planet 7"])
    #expect(person.sections[2].items.map(\.title) == (1...6).filter { SWAPIReplica().characters(of: $0).contains(7) }.map { "Film \($0)" })
    #expect(transport.requests.count == 1 + 1 + person.sections[2].items.count)

    let film = try await loader.load(ResourceRequest(path: ["film"], arguments: ["id": "2"], expansion: "planets"), at: .first)
    #expect(film.sections.map(\.title) == ["Film", "Planets"])
    #expect(film.sections[1].items.map(\.title) == SWAPIReplica().planets(of: 2).map { "Planet \($0)" })
    let shown = try #require(descriptor.resource(named: ["film"])?.shows)
    #expect(shown == ShownItem(kind: "film", argument: "id"))
  }

  @Test func anExpansionOverItsBudgetIsRefusedBeforeAnyRequest() async throws {
    let (loader, descriptor, transport) = try Self.swapi { declaration in
      declaration.resources[1].expansions[0].budget = 5
    }
    let request = ResourceRequest(path: ["films"], expansion: "characters")
    let films = try await loader.load(request, at: .first)
    let before = transport.requests.count
    let characters = try #require(descriptor.resource(named: ["films"])?.expansions.first)
    #expect(characters.maxRequestsPerPage == 5)
    let error = await #expect(throws: ExpansionBudgetError.self) { try await loader.expand(films.items, by: characters, for: request) }
    #expect(error?.description.contains("one per record they refer to, and it allows at most 5 a page") == true)
    #expect(transport.requests.count == before)
  }

  @Test func aReferenceWithoutItsResourceFindsItByItsURLs() async throws {
    let (loader, descriptor, _) = try Self.swapi { declaration in
      for index in declaration.resources.indices {
        guard var list = declaration.resources[index].list else { continue }
        list.mapping.references = list.mapping.references.map { ReferenceMapping($0.name, from: $0.path) }
        declaration.resources[index].list = list
      }
    }
    let request = ResourceRequest(path: ["people"], expansion: "homeworld")
    let people = try await loader.load(request, at: .first)
    let homeworld = try #require(descriptor.resource(named: ["people"])?.expansions.first)
    let expanded = try await loader.expand(people.items, by: homeworld, for: request)
    #expect(expanded.map { $0.children?.map(\.title) ?? [] } == (1...10).map { ["Planet \(SWAPIReplica().homeworld(of: $0))"] })
  }

  @Test func aDetailThatTakesManyIdsLoadsReferencesInBatches() async throws {
    let (loader, descriptor, transport) = try Self.swapi { declaration in
      declaration.resources[3].detail?.batch = BatchDeclaration(path: "/people/{ids}")
    }
    let request = ResourceRequest(path: ["films"], expansion: "characters")
    let films = try await loader.load(request, at: .first)
    let before = transport.requests.count
    let characters = try #require(descriptor.resource(named: ["films"])?.expansions.first)
    _ = try? await loader.expand(films.items, by: characters, for: request)
    let paths = transport.requests.dropFirst(before).map(\.url.path)
    #expect(paths.count == 1 && paths.first?.hasPrefix("/swapi/people/1,2,3,") == true, "\(paths)")
  }

  /// The replica answers a batch with its 404 `{"detail": "Not found"}`:
  /// the record's `missing` answer leaves those records out; a `missing`
  /// that says otherwise makes it another server's 404, an error.
  @Test func aDetailsMissingAnswerLeavesOutWhatItSaysIsNotThereAndNothingElse() async throws {
    for (text, fails) in [("Not found", false), ("No such person", true)] {
      let (loader, descriptor, _) = try Self.swapi { declaration in
        declaration.resources[3].detail?.batch = BatchDeclaration(path: "/people/{ids}")
        declaration.resources[3].detail?.missing = EmptyAnswer(at: ["detail"], equals: text)
      }
      let request = ResourceRequest(path: ["films"], expansion: "characters")
      let films = try await loader.load(request, at: .first)
      let characters = try #require(descriptor.resource(named: ["films"])?.expansions.first)
      if fails {
        let error = await #expect(throws: APIError.self) { try await loader.expand(films.items, by: characters, for: request) }
        #expect(error?.status == 404)
      } else {
        let expanded = try await loader.expand(films.items, by: characters, for: request)
        #expect(expanded.allSatisfy { $0.children == [] })
      }
    }
  }

  @Test(arguments: [
    (#"{"name": "films", "summary": "F", "references": "cast"}"#, "resources[1].expansions[0].references", "declare no reference 'cast'"),
    (#"{"name": "films", "summary": "F", "join": {"list": "films-list", "reference": "characters"}}"#, "resources[1].expansions[0].join.list", "is no list resource"),
  ])
  func aFormThatNamesNothingIsRefusedAtItsPlace(expansion: String, place: String, problem: String) throws {
    var json = try String(contentsOf: ProjectPaths.fixtures.appendingPathComponent("declarations/swapi.json"), encoding: .utf8)
    json = json.replacingOccurrences(of: #"{"name": "characters", "summary": "The people of each film", "references": "characters"}"#, with: expansion)
    let declaration = try JSONDecoder().decode(ProviderDeclaration.self, from: Data(json.utf8))
    let error = #expect(throws: DeclarationError.self) { try declaration.validate() }
    #expect(error?.jsonPath == place && error?.description.contains(problem) == true, "\(error?.description ?? "")")
  }
}
