import ExploreCore
import ExploreTables
import ExploreDeclarations
import ExploreEngine
import ExploreNetworking
import ExploreSignIn
import ExploreTestSupport
import Foundation
import Testing

/// A made-up monster API, declared in JSON as a person would write it: a
/// list paged by offset and limit with a count, one by cursor, a list of
/// kinds that expands into each kind's record, and a detail view with a
/// section of records inside the record.
enum Monsters {
  static let declaration = #"""
    {
      "explore": 1,
      "name": "monsters",
      "summary": "Monsters and their kinds",
      "baseURL": "https://monsters.example/api",
      "auth": {"scheme": "header", "name": "X-Key"},
      "resources": [
        {"name": "monsters", "summary": "Every monster",
         "options": [{"parameter": "habitat", "summary": "Only monsters of this habitat", "kind": "choice", "values": ["cave", "sea"]}],
         "list": {"path": "/monsters/", "records": "results", "title": "Monsters",
                  "paging": {"offsetLimit": {"pageSize": 2, "total": "count"}},
                  "item": {"kind": "monster", "id": {"urlNumber": "url"}, "title": "name",
                           "fields": [{"key": "url", "label": "URL", "format": "url"}]}}},
        {"name": "sightings", "summary": "Sightings, newest first",
         "list": {"path": "/sightings", "records": "data", "search": "q",
                  "paging": {"cursor": {"parameter": "after", "next": "meta.next", "pageSize": 2, "sizeParameter": "size"}},
                  "item": {"kind": "sighting", "id": "id", "title": "where"}}},
        {"name": "kinds", "summary": "Kinds of monster",
         "list": {"path": "/kinds/", "records": "results", "title": "Kinds",
                  "item": {"kind": "kind", "id": {"urlLastSegment": "url"}, "title": "name"}},
         "expansions": [{"name": "members", "summary": "The monsters of each kind", "record": "/kinds/{id}/",
                         "children": "monsters[*].monster",
                         "item": {"kind": "monster", "id": {"urlNumber": "url"}, "title": "name"}}]},
        {"name": "secrets", "summary": "What only a key opens",
         "list": {"path": "/secrets", "item": {"kind": "secret", "id": "id", "title": "name"}}},
        {"name": "monster", "summary": "One monster",
         "arguments": [{"name": "id", "summary": "The monster's number", "rule": "wholeNumber"}],
         "detail": {"path": "/monsters/{id}/",
                    "item": {"kind": "monster", "id": "id", "title": "name", "subtitle": "habitat",
                             "webPage": {"template": "https://monsters.example/wiki/{id}"}},
                    "sections": [{"title": "Moves", "records": "moves[*].move",
                                  "item": {"kind": "move", "id": {"urlLastSegment": "url"}, "title": "name"}}]}}
      ]
    }
    """#

  static func monster(_ number: Int, _ name: String) -> String {
    #"{"name": "\#(name)", "url": "https://monsters.example/api/monsters/\#(number)/"}"#
  }

  /// The API's answers, by path and query as sent.
  static let answers: [String: String] = [
    "/api/monsters/?offset=0&limit=2": #"{"count": 3, "results": [\#(monster(1, "Gloop")), \#(monster(2, "Snark"))]}"#,
    "/api/monsters/?offset=2&limit=2": #"{"count": 3, "results": [\#(monster(3, "Wyrm"))]}"#,
    "/api/monsters/?habitat=sea&offset=0&limit=2": #"{"count": 1, "results": [\#(monster(3, "Wyrm"))]}"#,
    "/api/sightings?size=2": #"{"data": [{"id": "a", "where": "Loch"}, {"id": "b", "where": "Fen"}], "meta": {"next": "c2"}}"#,
    "/api/sightings?size=2&after=c2": #"{"data": [{"id": "c", "where": "Moor"}], "meta": {"next": null}}"#,
    "/api/sightings?q=fen&size=2": #"{"data": [{"id": "b", "where": "Fen"}], "meta": {}}"#,
    "/api/kinds/": #"{"results": [{"name": "slime", "url": "https://monsters.example/api/kinds/slime/"}, {"name": "dragon", "url": "https://monsters.example/api/kinds/dragon/"}]}"#,
    "/api/kinds/slime/": #"{"name": "slime", "monsters": [{"slot": 1, "monster": \#(monster(1, "Gloop"))}]}"#,
    "/api/kinds/dragon/": #"{"name": "dragon", "monsters": [{"monster": \#(monster(3, "Wyrm"))}, {"monster": \#(monster(4, "Fafnir"))}]}"#,
    "/api/monsters/3/": #"{"id": 3, "name": "Wyrm", "habitat": "sea", "moves": [{"move": {"name": "bite", "url": "https://monsters.example/api/moves/bite/"}}, {"move": {"name": "coil", "url": "https://monsters.example/api/moves/coil/"}}, {"move": {"url": "https://monsters.example/api/moves/nameless/"}}]}"#,
  ]

  static func relative(_ url: URL) -> String {
    String(url.absoluteString.dropFirst("https://monsters.example".count))
  }

  /// The declared provider, answered from ``answers``, and its transport.
  static func connected(
    environment: [String: String] = [:], declaration text: String = declaration, home: URL = URL(fileURLWithPath: "/nonexistent"),
    standardInput: String? = nil
  ) throws -> (any ResourceLoader, StubTransport, ProviderDefinition) {
    let transport = StubTransport { request in
      let key = relative(request.url)
      if key == "/api/secrets" {
        return HTTPResponse(status: request.credential == nil ? 401 : 403, body: Data(#"{"message": "no"}"#.utf8), url: request.url)
      }
      let body = answers[key] ?? #"{"message": "no answer for \#(key)"}"#
      return HTTPResponse(status: answers[key] == nil ? 404 : 200, body: Data(body.utf8), url: request.url)
    }
    let declaration = try JSONDecoder().decode(ProviderDeclaration.self, from: Data(text.utf8))
    let definition = try declaration.definition()
    let context = ProviderContext(
      baseURL: definition.descriptor.defaultBaseURL, transport: transport, environment: environment,
      directories: ExploreDirectories(environment: [:], home: home), readStandardInput: { standardInput })
    return (definition.connect(context), transport, definition)
  }
}

@Suite struct DeclaredProviderTests {
  @Test func aDeclarationMakesTheDescriptorsHelpAndTheParserUse() throws {
    let (_, _, definition) = try Monsters.connected()
    let descriptor = definition.descriptor
    #expect(descriptor.name == "monsters" && descriptor.baseURLEnvironmentVariable == "EXPLORE_MONSTERS_API_URL")
    #expect(descriptor.resources.map(\.path) == [["monsters"], ["sightings"], ["kinds"], ["secrets"], ["monster"], ["login"], ["logout"]])
    #expect(
      descriptor.resources.prefix(5).map(\.paging) == [
        .offsetLimit(pageSize: 2, total: "count"), .cursor(parameter: "after", next: ["meta", "next"], pageSize: 2, sizeParameter: "size"), .single,
        .single, .single,
      ])
    #expect(descriptor.resources.prefix(5).map(\.search) == [nil, .remote, nil, nil, nil])
    #expect(descriptor.resources[0].options.map(\.name) == ["habitat"])
    #expect(descriptor.resources[2].expansions.map(\.name) == ["members"])
    #expect(descriptor.resources[4].kind == .detail && descriptor.resources[4].arguments.map(\.name) == ["id"])
    #expect(descriptor.resources[5].kind == .action && descriptor.resources[5].options.map(\.name) == ["with-token"])
    #expect(descriptor.environmentVariables.map(\.name) == ["EXPLORE_MONSTERS_TOKEN"])
  }

  @Test func offsetLimitPagingAsksForPageNInTheAPIsOwnParameters() async throws {
    let (api, transport, _) = try Monsters.connected()
    let first = try await api.load(ResourceRequest(path: ["monsters"]), at: .first)
    #expect(first.sections.map(\.title) == ["Monsters"] && first.items.map(\.title) == ["Gloop", "Snark"])
    #expect(first.paging.totalPages == 2 && first.paging.next == .number(2))
    let second = try await api.load(ResourceRequest(path: ["monsters"]), at: .number(2))
    #expect(second.items.map(\.title) == ["Wyrm"] && second.paging.next == nil)
    let filtered = try await api.load(ResourceRequest(path: ["monsters"], options: ["habitat": ["sea"]]), at: .first)
    #expect(filtered.items.map(\.id) == ["3"])
    #expect(
      transport.requests.map { Monsters.relative($0.url) } == [
        "/api/monsters/?offset=0&limit=2", "/api/monsters/?offset=2&limit=2", "/api/monsters/?habitat=sea&offset=0&limit=2",
      ])
  }

  @Test func cursorPagingFollowsTheCursorAndWalksToAPageUpToItsLimit() async throws {
    let (api, transport, _) = try Monsters.connected()
    let first = try await api.load(ResourceRequest(path: ["sightings"]), at: .first)
    let next = try #require(first.paging.next)
    let second = try await api.load(ResourceRequest(path: ["sightings"]), at: next)
    #expect(first.items.map(\.title) == ["Loch", "Fen"] && second.items.map(\.title) == ["Moor"] && second.paging.next == nil)
    let found = try await api.load(ResourceRequest(path: ["sightings"], search: "fen"), at: .first)
    #expect(found.items.map(\.id) == ["b"] && found.paging.next == nil)
    // `--page 2` walks through page 1; a page past the end is empty; past the limit, refused before any request.
    let walked = try await api.load(ResourceRequest(path: ["sightings"]), at: .number(2))
    #expect(walked.items.map(\.title) == ["Moor"] && walked.paging.number == 2 && walked.paging.next == nil)
    let past = try await api.load(ResourceRequest(path: ["sightings"]), at: .number(3))
    #expect(past.items.isEmpty && past.paging.next == nil)
    await #expect(throws: CursorPagingError.self) {
      try await api.load(ResourceRequest(path: ["sightings"]), at: .number(CursorPagingError.walkLimit + 1))
    }
    #expect(
      transport.requests.map { Monsters.relative($0.url) } == [
        "/api/sightings?size=2", "/api/sightings?size=2&after=c2", "/api/sightings?q=fen&size=2",
        "/api/sightings?size=2", "/api/sightings?size=2&after=c2", "/api/sightings?size=2", "/api/sightings?size=2&after=c2",
      ])
  }

  @Test func anExpansionLoadsEachItemsRecordAndTakesItsChildrenThroughArrays() async throws {
    let (api, transport, definition) = try Monsters.connected()
    let request = ResourceRequest(path: ["kinds"])
    let kinds = try await api.load(request, at: .first)
    #expect(kinds.sections.map(\.title) == ["Kinds"] && kinds.items.map(\.id) == ["slime", "dragon"])
    let expansion = try #require(definition.descriptor.resources[2].expansions.first)
    #expect(expansion.maxRequestsPerPage == 100 && expansion.childKind == "monster")
    let expanded = try await api.expand(kinds.items, by: expansion, for: request)
    #expect(expanded.map { $0.children?.map(\.title) ?? [] } == [["Gloop"], ["Wyrm", "Fafnir"]])
    #expect(Set(transport.requests.dropFirst().map { Monsters.relative($0.url) }) == ["/api/kinds/slime/", "/api/kinds/dragon/"])
  }

  @Test func aDetailViewShowsTheRecordThenTheRecordsInsideIt() async throws {
    let (api, transport, _) = try Monsters.connected()
    let page = try await api.load(ResourceRequest(path: ["monster"], arguments: ["id": "3"]), at: .first)
    #expect(page.sections.map(\.title) == ["Monster", "Moves"])
    #expect(page.sections[0].items.map(\.subtitle) == ["sea"])
    #expect(page.sections[0].items.first?.webURL?.absoluteString == "https://monsters.example/wiki/3")
    // NB: the third move has no name, so it is left out of the section, not the whole view.
    #expect(page.sections[1].items.map(\.id) == ["bite", "coil"])
    await #expect(throws: InvalidValueError.self) {
      try await api.load(ResourceRequest(path: ["monster"], arguments: ["id": "../3"]), at: .first)
    }
    #expect(transport.requests.map { Monsters.relative($0.url) } == ["/api/monsters/3/"])
  }

  @Test func theTokenComesFromTheProvidersVariableAndGoesWhereTheDeclarationSays() async throws {
    let (api, transport, _) = try Monsters.connected(environment: ["EXPLORE_MONSTERS_TOKEN": " s3cret\n"])
    _ = try await api.load(ResourceRequest(path: ["kinds"]), at: .first)
    let credential = try #require(transport.requests.first?.credential)
    #expect(credential.secret == "s3cret" && credential.scheme == .header("X-Key") && credential.source == "EXPLORE_MONSTERS_TOKEN")
  }

  @Test func loginKeepsTheTokenThatRequestsThenSendAsDeclared() async throws {
    let home = try TemporaryFolder()
    defer { home.remove() }
    let (login, _, _) = try Monsters.connected(home: home.url, standardInput: "\n  k3y  \n")
    let page = try await login.load(ResourceRequest(path: ["login"], flags: ["with-token"]), at: .first)
    #expect(page.message == "Kept the token for monsters.example: explore monsters sends it with every request, until 'explore monsters logout'.")
    let stored = home.url.appendingPathComponent(".config/explore/monsters-logins.json")
    #expect(try TemporaryFolder.permissions(of: stored) == 0o600)
    #expect(try String(contentsOf: stored, encoding: .utf8).contains("k3y"))

    let (api, transport, _) = try Monsters.connected(home: home.url)
    _ = try await api.load(ResourceRequest(path: ["kinds"]), at: .first)
    #expect(transport.requests.first?.credential?.secret == "k3y" && transport.requests.first?.credential?.scheme == .header("X-Key"))
    await #expect(throws: LoginError.self) { try await api.load(ResourceRequest(path: ["login"]), at: .first) }
    let out = try await api.load(ResourceRequest(path: ["logout"]), at: .first)
    #expect(out.message?.contains("removed the stored token") == true)
  }

  @Test func aRefusalOffersOnlyWhatTheAPICanTake() async throws {
    let (api, _, _) = try Monsters.connected()
    do {
      _ = try await api.load(ResourceRequest(path: ["secrets"]), at: .first)
      Issue.record("a 401 was not an error")
    } catch let error as DeclaredAuthError {
      #expect(error.description.contains("HTTP 401): it needs a token, sent in the X-Key header. Set EXPLORE_MONSTERS_TOKEN"))
    }
    let (keyed, _, _) = try Monsters.connected(environment: ["EXPLORE_MONSTERS_TOKEN": "wrong"])
    do {
      _ = try await keyed.load(ResourceRequest(path: ["secrets"]), at: .first)
      Issue.record("a 403 was not an error")
    } catch let error as DeclaredAuthError {
      #expect(error.description.contains("was denied (HTTP 403) with the token sent in the X-Key header"))
    }
    let open = Monsters.declaration.replacingOccurrences(of: #""auth": {"scheme": "header", "name": "X-Key"},"#, with: "")
    let (anonymous, _, definition) = try Monsters.connected(declaration: open)
    #expect(!definition.descriptor.resources.contains { $0.name == "login" })
    do {
      _ = try await anonymous.load(ResourceRequest(path: ["secrets"]), at: .first)
      Issue.record("a 401 was not an error")
    } catch let error as DeclaredAuthError {
      #expect(error.description.contains("declares no way to sign in, so explore sent no token"))
      #expect(error.description.contains("--auth bearer, --auth header:NAME, --auth query:NAME or --auth cookie:NAME"))
    }
  }

  @Test func aDeclarationWritesBackAsItWasRead() throws {
    let decoder = JSONDecoder()
    let declaration = try decoder.decode(ProviderDeclaration.self, from: Data(Monsters.declaration.utf8))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let written = try encoder.encode(declaration)
    let again = try decoder.decode(ProviderDeclaration.self, from: written)
    #expect(try encoder.encode(again) == written)
    let original = try JSONSerialization.jsonObject(with: Data(Monsters.declaration.utf8)) as? NSDictionary
    let rewritten = try JSONSerialization.jsonObject(with: written) as? NSDictionary
    #expect(original == rewritten, "what is written is what a person wrote, defaults left out")
  }
}
