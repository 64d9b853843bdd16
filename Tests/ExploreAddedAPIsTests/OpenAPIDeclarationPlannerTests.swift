@testable import ExploreAddedAPIs
import ExploreCore
import ExploreTables
import ExploreDeclarations
import ExploreEngine
import ExploreOpenAPI
import ExploreOpenAPIPlanner
import ExploreTestSupport
import Foundation
import Testing

/// An OpenAPI document planned as a declaration (issue 36, "Right on real
/// documents"): titles from required properties checked against the
/// document's examples, ids, paging in the API's own parameters, `oneOf`
/// and `anyOf`, names from the path's context, `--only` by whole
/// segments, and the real documents of `fixtures/openapi`, YAML and JSON
/// alike.
@Suite struct OpenAPIDeclarationPlannerTests {
  /// A code-hosting API in small: users whose `name` is not required and
  /// whose `login` is, a search, a profile that is `oneOf` two shapes,
  /// followers paged by `Link` headers, starred repositories that are
  /// `anyOf` two arrays, and a path that only starts like `/users`.
  static let hub = """
    openapi: 3.0.3
    info: {title: Hub, version: "1"}
    servers: [{url: "https://hub.example/"}]
    paths:
      /users:
        get:
          summary: List users
          parameters:
            - {name: per_page, in: query, schema: {type: integer, default: 30}}
            - {name: page, in: query, schema: {type: integer}}
          responses:
            "200": {description: ok, content: {application/json: {schema: {type: array, items: {$ref: "#/components/schemas/SimpleUser"}}}}}
      /search/users:
        get:
          summary: Search users
          parameters:
            - {name: q, in: query, schema: {type: string}}
            - {name: page, in: query, schema: {type: integer}}
          responses:
            "200":
              description: ok
              content:
                application/json:
                  schema:
                    type: object
                    properties:
                      total_count: {type: integer}
                      items: {type: array, items: {$ref: "#/components/schemas/SimpleUser"}}
      /users/{username}:
        get:
          summary: Get a user
          parameters:
            - {name: username, in: path, required: true, description: The handle for the user account., schema: {type: string}}
          responses:
            "200":
              description: ok
              content:
                application/json:
                  schema:
                    oneOf: [{$ref: "#/components/schemas/PrivateUser"}, {$ref: "#/components/schemas/SimpleUser"}]
      /users/{username}/followers:
        get:
          summary: List followers of a user
          parameters:
            - {name: username, in: path, required: true, schema: {type: string}}
            - {name: page, in: query, schema: {type: integer}}
          responses:
            "200":
              description: ok
              headers: {Link: {schema: {type: string}}}
              content: {application/json: {schema: {type: array, items: {$ref: "#/components/schemas/SimpleUser"}}}}
      /users/{username}/starred:
        get:
          summary: List repositories starred by a user
          parameters:
            - {name: username, in: path, required: true, schema: {type: string}}
          responses:
            "200":
              description: ok
              content:
                application/json:
                  schema:
                    anyOf:
                      - {type: array, items: {$ref: "#/components/schemas/Repository"}}
                      - {type: array, items: {type: object, properties: {starred_at: {type: string}}}}
      /users-admin:
        get:
          responses:
            "200": {description: ok, content: {application/json: {schema: {type: array, items: {$ref: "#/components/schemas/SimpleUser"}}}}}
    components:
      schemas:
        SimpleUser:
          type: object
          required: [login, id]
          properties:
            login: {type: string}
            id: {type: integer}
            name: {type: string}
            avatar_url: {type: string, format: uri}
        PrivateUser:
          allOf:
            - {$ref: "#/components/schemas/SimpleUser"}
            - {type: object, properties: {plan: {type: string}}}
        Repository:
          type: object
          required: [id, name, full_name]
          properties:
            id: {type: integer}
            name: {type: string}
            full_name: {type: string}
            html_url: {type: string, format: uri}
    """

  static func declaration(_ text: String, only: [String] = []) throws -> ProviderDeclaration {
    try OpenAPIDeclarationPlanner(name: "hub", location: "hub.yaml", only: only).declaration(of: OpenAPIDocument(data: Data(text.utf8)))
  }

  static func resource(_ name: String, in declaration: ProviderDeclaration) throws -> ResourceDeclaration {
    try #require(declaration.resources.first { $0.name == name }, "no \(name) in \(declaration.resources.map(\.name))")
  }

  @Test func namesComeFromThePathsContextWithoutNumbers() throws {
    let hub = try Self.declaration(Self.hub)
    #expect(hub.resources.map(\.name) == ["search users", "users", "users-admin", "user", "followers", "starred"])
    #expect(try Self.resource("user", in: hub).arguments.first?.summary == "The handle for the user account.")
  }

  @Test func aSectionIsTitledByTheResourcesLastWordWhereThePathsDiffers() throws {
    let text = """
      openapi: 3.0.3
      info: {title: Engine, version: "1"}
      servers: [{url: "https://engine.example"}]
      paths:
        /images/json:
          get:
            responses: {"200": {description: ok, content: {application/json: {schema: {type: array, items: {$ref: '#/components/schemas/Image'}}}}}}
        /apiCredentials:
          get:
            responses: {"200": {description: ok, content: {application/json: {schema: {type: array, items: {$ref: '#/components/schemas/Image'}}}}}}
        /users:
          get:
            responses: {"200": {description: ok, content: {application/json: {schema: {type: array, items: {$ref: '#/components/schemas/Image'}}}}}}
      components:
        schemas:
          Image: {type: object, required: [Id, RepoTags], properties: {Id: {type: string}, RepoTags: {type: array, items: {type: string}}}}
      """
    let engine = try Self.declaration(text)
    let images = try #require(try Self.resource("images", in: engine).list)
    #expect(images.title == "Images", "not 'Json'")
    #expect(images.mapping.title.description == "RepoTags[0]")
    #expect(try Self.resource("api-credentials", in: engine).list?.title == "Api credentials")
    #expect(try Self.resource("users", in: engine).list?.declaredTitle == nil, "a path that says what it lists keeps its word")
  }

  @Test func theNameOfARecordTheRowHoldsIsReadFromInsideIt() throws {
    let text = """
      openapi: 3.0.3
      info: {title: Books, version: "1"}
      servers: [{url: "https://books.example"}]
      paths:
        /invoices:
          get:
            responses: {"200": {description: ok, content: {application/json: {schema: {type: array, items: {$ref: '#/components/schemas/Invoice'}}}}}}
      components:
        schemas:
          Invoice:
            type: object
            required: [id, number]
            properties:
              id: {type: string}
              number: {type: string}
              contact: {type: object, properties: {contact_id: {type: string}, name: {type: string}}}
      """
    let item = try #require(try Self.resource("invoices", in: Self.declaration(text)).list?.mapping)
    let contact = try #require(item.fields.first { $0.key == "contact" })
    #expect(contact.path.description == "contact.name" && contact.label == "Contact")
    let invoice = try item.item(from: JSONValue.object(["id": .string("1"), "number": .string("INV-1"), "contact": .object(["contact_id": .string("c"), "name": .string("ACME")])]))
    #expect(invoice.fields.first { $0.key == "contact" }?.value == .text("ACME"))
  }

  @Test func theTitleIsTheRequiredLoginNotTheOptionalName() throws {
    let users = try Self.resource("users", in: Self.declaration(Self.hub))
    let item = try #require(users.list?.mapping)
    #expect(item.title == "login")
    #expect(item.id == .key("id"))
    #expect(item.picture?.path == "avatar_url")
  }

  @Test func oneOfAndAnyOfTakeTheirFirstObjectOrArrayShape() throws {
    let hub = try Self.declaration(Self.hub)
    #expect(try Self.resource("user", in: hub).detail?.item.title == "login")
    #expect(try Self.resource("starred", in: hub).list?.mapping.title == "full_name")
  }

  @Test func pagingIsInTheAPIsOwnParameters() throws {
    let hub = try Self.declaration(Self.hub)
    #expect(try Self.resource("users", in: hub).list?.paging == .pageNumbers(pageSize: 30, sizeParameter: "per_page"))
    // NB: a size the document does not state is left out, to be learned from the first page.
    #expect(try Self.resource("followers", in: hub).list?.paging == .linkHeader())
    let search = try #require(try Self.resource("search users", in: hub).list)
    #expect(search.searchParameter == "q")
    #expect(search.paging == .pageNumbers(total: "total_count"))
  }

  @Test func onlyMatchesWholePathSegmentsOrTags() throws {
    #expect(try Self.declaration(Self.hub, only: ["/users"]).resources.map(\.name) == ["users", "user", "followers", "starred"])
    // NB: a name keeps the word that tells it apart whatever --only keeps (issue 42).
    #expect(try Self.declaration(Self.hub, only: ["search"]).resources.map(\.name) == ["search users"])
  }

  /// A list whose records have nothing that identifies them is kept, each
  /// record known by its position and titled by its first short text; an
  /// id the schema does not require may be missing. `new-provider`'s plan
  /// (no `positionIDs`) still leaves such a list out.
  @Test func recordsWithNoIDAreKnownByTheirPosition() throws {
    let text = """
      openapi: 3.0.3
      info: {title: Volumes, version: "1"}
      servers: [{url: "https://api.volumes.example"}]
      paths:
        /volumes:
          get:
            responses:
              "200": {description: ok, content: {application/json: {schema: {type: array, items: {$ref: "#/components/schemas/Volume"}}}}}
        /disks:
          get:
            responses:
              "200": {description: ok, content: {application/json: {schema: {type: array, items: {$ref: "#/components/schemas/Disk"}}}}}
      components:
        schemas:
          Volume: {type: object, properties: {mount: {type: string}, free: {type: integer}, total: {type: integer}}}
          Disk: {type: object, properties: {id: {type: string}, label: {type: string}}}
      """
    let declaration = try Self.declaration(text)
    let volumes = try #require(try Self.resource("volumes", in: declaration).list?.mapping)
    #expect(volumes.id == .position && volumes.title == "mount" && volumes.titleMayBeMissing && !volumes.idMayBeMissing)
    let disks = try #require(try Self.resource("disks", in: declaration).list?.mapping)
    #expect(disks.id == .key("id") && disks.idMayBeMissing)
    let plan = try OpenAPIPlan(OpenAPIDocument(data: Data(text.utf8)), providerName: "Volumes")
    #expect(plan.resources.map(\.name) == ["disks"])
  }

  /// A follower opens the profile (issue 42, 3): a list whose records no
  /// detail of their own shows takes the kind of the detail its link names
  /// (and the id the link ends in), or of the one its id fills.
  @Test func aRowOpensTheDetailItsLinkNamesOrItsIDFills() throws {
    let text = """
      openapi: 3.0.3
      info: {title: Hub, version: "1"}
      servers: [{url: "https://api.hub.example"}]
      paths:
        /users/{username}/followers:
          get:
            parameters: [{name: username, in: path, required: true, schema: {type: string}}]
            responses:
              "200":
                description: ok
                content:
                  application/json:
                    schema: {type: array, items: {$ref: "#/components/schemas/Follower"}}
                    example: [{id: 1, login: octocat, url: "https://api.hub.example/users/octocat"}]
        /users/{username}:
          get:
            parameters: [{name: username, in: path, required: true, schema: {type: string}}]
            responses:
              "200": {description: ok, content: {application/json: {schema: {$ref: "#/components/schemas/Profile"}}}}
        /guilds/{guild_id}/members:
          get:
            parameters: [{name: guild_id, in: path, required: true, schema: {type: string}}]
            responses:
              "200": {description: ok, content: {application/json: {schema: {type: array, items: {$ref: "#/components/schemas/Member"}}}}}
        /teams/{team}/staff:
          get:
            parameters: [{name: team, in: path, required: true, schema: {type: string}}]
            responses:
              "200": {description: ok, content: {application/json: {schema: {type: array, items: {$ref: "#/components/schemas/Person"}}}}}
        /groups/{group}/people:
          get:
            parameters: [{name: group, in: path, required: true, schema: {type: string}}, {name: since, in: query, schema: {type: integer}}]
            responses:
              "200": {description: ok, content: {application/json: {schema: {type: array, items: {$ref: "#/components/schemas/Searched"}}}}}
        /search/people:
          get:
            responses:
              "200": {description: ok, content: {application/json: {schema: {type: array, items: {$ref: "#/components/schemas/Searched"}}}}}
        /people/{user_id}:
          get:
            parameters: [{name: user_id, in: path, required: true, schema: {type: string}}]
            responses:
              "200": {description: ok, content: {application/json: {schema: {$ref: "#/components/schemas/Person"}}}}
      components:
        schemas:
          Follower: {type: object, required: [id, login], properties: {id: {type: integer}, login: {type: string}, url: {type: string}}}
          Profile: {type: object, required: [id, login], properties: {id: {type: integer}, login: {type: string}, name: {type: string}}}
          Member: {type: object, required: [user], properties: {user: {type: object, required: [id, username], properties: {id: {type: string}, username: {type: string}}}}}
          Person: {type: object, required: [id, username], properties: {id: {type: string}, username: {type: string}}}
          Searched: {type: object, required: [id, username], properties: {id: {type: integer}, user_id: {type: string}, username: {type: string}}}
      """
    let declaration = try Self.declaration(text)
    let profile = try #require(try Self.resource("user", in: declaration).detail?.item)
    let followers = try #require(try Self.resource("followers", in: declaration).list?.mapping)
    #expect(followers.kind == profile.kind && followers.id == .lastPathSegment("url"))
    let person = try #require(try Self.resource("person", in: declaration).detail?.item)
    let members = try #require(try Self.resource("members", in: declaration).list?.mapping)
    #expect(members.kind == person.kind && members.id == .key(JSONPath(["user", "id"])))
    let staff = try #require(try Self.resource("staff", in: declaration).list?.mapping)
    #expect(staff.kind == person.kind, "the same schema as the detail's")
    let searched = try #require(try Self.resource("search people", in: declaration).list?.mapping)
    #expect(searched.kind == person.kind && searched.id == .key("user_id"), "known by what the detail takes, not its own id")
    let paged = try #require(try Self.resource("people", in: declaration).list)
    if case .keyset = paged.paging {} else { Issue.record("GET /people pages by since: \(paged.paging)") }
    #expect(paged.mapping.id == .key("id"), "a list paged by its records' ids keeps the id it sends")
  }

  @Test func aTitleTheExamplesDoNotHoldMayBeMissing() throws {
    let text = Self.hub.replacingOccurrences(
      of: "  /users-admin:\n    get:\n      responses:\n        \"200\": {description: ok, content: {application/json: {schema:",
      with: "  /users-admin:\n    get:\n      responses:\n        \"200\": {description: ok, content: {application/json: {example: [{id: 1}], schema:")
    #expect(text != Self.hub)
    // NB: the schema requires `login`, the example lacks it: a row without
    // one falls back to its id rather than failing the page.
    let mapping = try #require(try Self.resource("users-admin", in: Self.declaration(text)).list?.mapping)
    #expect(mapping.title == "login" && mapping.titleMayBeMissing)
    #expect(try Self.resource("users", in: Self.declaration(text)).list?.mapping.titleMayBeMissing == false)
  }

  static func fixture(_ path: String) throws -> Data {
    try Data(contentsOf: ProjectPaths.fixtures.appendingPathComponent("openapi/\(path)"))
  }

  static func plan(_ path: String, name: String) throws -> ProviderDeclaration {
    try OpenAPIDeclarationPlanner(name: name, location: "document").declaration(of: OpenAPIDocument(data: fixture(path)))
  }

  static func encoded(_ declaration: ProviderDeclaration) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return String(decoding: try encoder.encode(declaration), as: UTF8.self)
  }

  @Test(arguments: [("petstore/openapi.yaml", "petstore/openapi.json"), ("pokeapi/openapi.yml", "pokeapi/openapi.json"), ("asana/asana_oas.yaml", "asana/asana_oas.json")])
  func aYAMLDocumentAndItsJSONTwinMakeOneDeclaration(yaml: String, json: String) throws {
    #expect(try Self.encoded(Self.plan(yaml, name: "twin")) == Self.encoded(Self.plan(json, name: "twin")))
  }

  @Test func pokeAPIKeepsItsTrailingSlashesPagesByOffsetAndNamesSpeciesRight() throws {
    let pokeapi = try Self.plan("pokeapi/openapi.yml", name: "pokeapi")
    let names = pokeapi.resources.map(\.name)
    #expect(names.contains("pokemon-species") && names.contains("pokemon-species-detail") && !names.contains { $0.contains("specy") })
    #expect(!names.contains { $0.last?.isNumber == true })
    let pokemon = try #require(try Self.resource("pokemon", in: pokeapi).list)
    #expect(ListEndpoint.text(of: pokemon.path) == "/api/v2/pokemon/")
    // NB: its `limit` states no default: the size is learned from the first page, never 20 assumed.
    #expect(pokemon.paging == .offsetLimit(total: "count"))
    #expect(pokemon.mapping.id == .lastPathSegment("url"))
    #expect(try Self.resource("pokemon-detail", in: pokeapi).detail?.path == "/api/v2/pokemon/{id}/")
  }

  @Test func asanaPagesByItsCursorAndBoxByOffsetOrMarker() throws {
    let asana = try Self.plan("asana/asana_oas.json", name: "asana")
    let tasks = try Self.resource("tasks", in: asana).list?.paging
    #expect(tasks == .cursor(parameter: "offset", next: ["next_page", "offset"], pageSize: 100, sizeParameter: "limit"))
    #expect(try Self.resource("project", in: asana).detail?.item.wrapper == "data")
    // Asana's records do not require their `name`: a guess, which a record may lack without failing its page.
    #expect(try Self.resource("projects", in: asana).list?.mapping.title == "name")
    #expect(try Self.resource("projects", in: asana).list?.mapping.titleMayBeMissing == true)
    #expect(APIPlanText(asana).text.contains("item: project, id gid (else its position), title name (else the id)"))
    #expect(asana.auth?.scheme == .bearer && asana.auth?.about?.hasPrefix("the document's scheme personalAccessToken: ") == true)
    let box = try Self.plan("box/openapi.json", name: "box")
    let users = try Self.resource("users", in: box).list?.paging
    let items = try Self.resource("folders items", in: box).list?.paging
    // NB: the largest page the document allows (`limit` maximum 1,000), never 100 assumed.
    #expect(users == .offsetLimit(pageSize: 1_000, total: "total_count"))
    #expect(items == .offsetLimit(pageSize: 1_000, total: "total_count"))
    let markers = box.resources.filter { if case .cursor(parameter: "marker", next: "next_marker", _, _)? = $0.list?.paging { true } else { false } }
    #expect(markers.count > 5, "\(markers.map(\.name))")
  }

  @Test func aLargeDocumentIsNotRefusedAndListsItsTagsAndPrefixes() throws {
    let asana = try Self.plan("asana/asana_oas.json", name: "asana")
    let source = try #require(asana.source)
    #expect(asana.resources.count + source.leftOut.filter { $0.operation.hasPrefix("GET ") }.count >= 117)
    #expect(source.groups.contains { $0.name == "tag:Tasks" && $0.operations > 10 })
    #expect(source.groups.contains { $0.name == "path:/tasks" })
    let document = try OpenAPIDocument(data: Self.fixture("asana/asana_oas.json"))
    let tasks = try OpenAPIDeclarationPlanner(name: "asana", location: "d", only: ["TASKS"]).declaration(of: document)
    let tagged = try OpenAPIDeclarationPlanner(name: "asana", location: "d", only: ["Tasks"]).declaration(of: document)
    #expect(tasks.resources.map(\.name) == tagged.resources.map(\.name))
    #expect(tasks.resources.count < asana.resources.count && tasks.resources.contains { $0.name == "subtasks" })
  }

  @Test func aDocumentThatIsNeitherJSONNorYAMLIsRefusedWithItsLineAndColumn() {
    #expect(throws: OpenAPIError.self) { try OpenAPIDocument(data: Data("openapi: 3.0.0\npaths: {\n  a: [\n".utf8)) }
    do {
      _ = try OpenAPIDocument(data: Data("openapi: 3.0.0\npaths:\n  /a: {get: [}\n".utf8))
    } catch {
      #expect(error.description.contains("line 3, column 14"), "\(error)")
    }
  }

  // MARK: Names that would clash with explore's own (issue 40)

  /// A document of one list at `path` with these query parameters, with a
  /// bearer token when `token`.
  static func document(path: String = "/things", parameters: [String], token: Bool, extra: String = "") -> String {
    let parameters = parameters.map { "        - {name: \"\($0)\", in: query, schema: {type: string}}" }.joined(separator: "\n")
    return """
      openapi: 3.0.3
      info: {title: Things, version: "1"}
      servers: [{url: "https://things.example/"}]
      paths:
        \(path):
          get:
            summary: Things
            parameters:
      \(parameters.isEmpty ? "        []" : parameters)
            responses:
              "200": {description: ok, content: {application/json: {schema: {type: array, items: {type: object, required: [id, name], properties: {id: {type: integer}, name: {type: string}}}}}}}
      \(extra)
      """ + (token ? "\ncomponents: {securitySchemes: {token: {type: http, scheme: bearer}}}\n" : "\n")
  }

  @Test func anOptionNamedLikeExploresOwnIsRenamedAndSaysSo() throws {
    let planned = try Self.declaration(Self.document(parameters: ["all", "json", "max_pages", "help", "state"], token: false))
    let things = try Self.resource("things", in: planned)
    #expect(things.options.map { $0.option ?? $0.parameter } == ["api-all", "api-json", "api-max-pages", "api-help", "state"])
    #expect(things.options.map(\.parameter) == ["all", "json", "max_pages", "help", "state"])
    let renamed = try #require(planned.source?.renamed)
    #expect(renamed.map(\.to) == ["--api-all", "--api-json", "--api-max-pages", "--api-help"])
    #expect(renamed.first?.reason == "--all is one of explore's own options (load every page of the list); --api-all sends all")
    try planned.checkCommandLine(reservedNames: [])
  }

  @Test(arguments: [true, false])
  func aPathCalledLoginIsRenamedBesideAToken(token: Bool) throws {
    let planned = try Self.declaration(Self.document(path: "/login", parameters: [], token: token))
    #expect(planned.resources.map(\.name) == [token ? "api-login" : "login"])
    #expect(planned.source?.renamed.map(\.from) == (token ? ["login"] : []))
    try planned.checkCommandLine(reservedNames: [])
  }

  @Test func aPathCalledHelpIsRenamedWithOrWithoutAToken() throws {
    let planned = try Self.declaration(Self.document(path: "/help", parameters: [], token: false))
    #expect(planned.resources.map(\.name) == ["api-help"])
  }

  @Test func twoParametersOfOneOptionNameKeepTheFirstAndSaySo() throws {
    let planned = try Self.declaration(Self.document(parameters: ["sort[by]", "sort_by", "!!"], token: false))
    #expect(try Self.resource("things", in: planned).options.map(\.parameter) == ["sort[by]"])
    let reasons = planned.source?.leftOut.map(\.reason) ?? []
    #expect(reasons.contains("parameter sort_by would be --sort-by, another parameter's option; the first is kept"))
    #expect(reasons.contains("parameter !! has no letter or digit to name an option"))
  }

  @Test func aChoiceWithAControlInAValueIsOfferedAsText() throws {
    let text = Self.document(parameters: [], token: false).replacingOccurrences(
      of: "        []", with: #"        - {name: mood, in: query, schema: {type: string, enum: [calm, "x\e[2Jy"]}}"#)
    let planned = try Self.declaration(text)
    let mood = try #require(try Self.resource("things", in: planned).options.first)
    #expect(mood.kind == .text && mood.values.isEmpty)
    #expect(planned.source?.leftOut.contains { $0.reason.hasPrefix("the values of parameter mood are not offered") } == true)
  }

  @Test(arguments: ["/a/%2e%2E/b", "/a/./b", "/a/{x}{y}", "/a/{x}.json", "/a/{x}/b/{x}"])
  func aPathExploreCannotFillIsLeftOutWithWhy(path: String) throws {
    let record = "{type: object, required: [id, name], properties: {id: {type: integer}, name: {type: string}}}"
    let schema = path.hasSuffix("}") ? record : "{type: array, items: \(record)}"
    let document = Self.document(path: "/fine", parameters: [], token: false).replacingOccurrences(
      of: "paths:\n", with: "paths:\n  \"\(path)\":\n    get:\n      responses:\n        \"200\": {description: ok, content: {application/json: {schema: \(schema)}}}\n")
    let planned = try Self.declaration(document)
    #expect(planned.resources.map(\.name) == ["fine"])
    let reason = try #require(planned.source?.leftOut.first { $0.operation == "GET \(path)" }?.reason)
    #expect(reason.contains("its path"), "\(reason)")
  }
}
