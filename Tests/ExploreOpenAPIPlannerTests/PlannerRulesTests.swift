import ExploreCore
@testable import ExploreOpenAPI
@testable import ExploreOpenAPIPlanner
import Foundation
import Testing

/// The planner's rules as classes, not cases (issue 42): each test is one
/// class of the corpus's failures, in a small document of its own shape,
/// written here (the held-out documents check that the rules are general).
@Suite struct PlannerRulesTests {
  static func plan(_ text: String, only: [String] = []) throws -> OpenAPIPlan {
    try OpenAPIPlan(OpenAPIDocument(data: Data(text.utf8)), providerName: "Test", only: only, limit: .max)
  }

  static func resource(_ name: String, in plan: OpenAPIPlan) throws -> ResourcePlan {
    try #require(plan.resources.first { $0.name == name }, "no resource \(name) in \(plan.resources.map(\.name)); left out: \(plan.unmapped)")
  }

  /// A document of `paths` (YAML, indented by two) and `schemas` (by four).
  static func document(paths: String, schemas: String = "", extra: String = "") -> String {
    """
    openapi: 3.1.0
    info: {title: Test, version: "1"}
    servers: [{url: "https://api.test.example"}]
    \(extra)
    paths:
    \(paths)
    components:
      schemas:
        Thing: {type: object, properties: {id: {type: string}, name: {type: string}}}
    \(schemas)
    """
  }

  /// `GET path` answering `schema` (a YAML flow mapping), with `parameters` (a YAML flow sequence).
  static func get(_ path: String, _ schema: String, parameters: String = "[]", tags: String = "[]") -> String {
    """
      \(path):
        get:
          tags: \(tags)
          parameters: \(parameters)
          responses:
            "200": {description: ok, content: {application/json: {schema: \(schema)}}}
    """
  }

  // MARK: - Documents are read, never refused

  static let swagger = """
    swagger: "2.0"
    info: {title: Hub Two, version: "1"}
    host: hub.example
    basePath: /api/v1
    schemes: [http, https]
    produces: [application/json]
    securityDefinitions:
      AccessToken: {type: apiKey, in: header, name: Authorization, description: "Personal access token. Use format: token {YOUR_ACCESS_TOKEN}"}
      Basic: {type: basic}
    security: [{AccessToken: []}]
    paths:
      /repos:
        get:
          parameters:
            - {name: page, in: query, type: integer}
            - {name: limit, in: query, type: integer, maximum: 50}
            - {name: q, in: query, type: string, required: true}
            - {name: sort, in: query, type: string, enum: [stars, forks]}
            - {name: body, in: body, schema: {$ref: "#/definitions/Repo"}}
          responses:
            "200": {description: ok, schema: {type: array, items: {$ref: "#/definitions/Repo"}}}
      /repos/{id}:
        get:
          parameters: [{name: id, in: path, type: integer, required: true}]
          responses:
            "200": {description: ok, schema: {$ref: "#/definitions/Repo"}, examples: {application/json: {id: 1, full_name: "a/b"}}}
      /archive:
        get:
          produces: [application/zip]
          responses:
            "200": {description: a zip, schema: {type: file}}
    definitions:
      Repo:
        type: object
        required: [id, full_name]
        properties:
          id: {type: integer}
          full_name: {type: string}
          stars: {type: integer}
    """

  @Test func aSwagger2DocumentIsReadAsItIsWritten() throws {
    let document = try OpenAPIDocument(data: Data(Self.swagger.utf8))
    #expect(document.specification == .swagger2)
    #expect(document.serverURL == "https://hub.example/api/v1")
    let plan = try Self.plan(Self.swagger)
    let repos = try Self.resource("repos", in: plan)
    #expect(repos.fields.id == .key(["id"]) && repos.fields.title == ["full_name"])
    #expect(repos.paging == .pageNumbers(pageSize: 50, parameter: "page", sizeParameter: "limit"))
    #expect(repos.searchParameter == "q" && repos.searchIsRequired)
    #expect(repos.options == [.init(name: "sort", summary: "", kind: .choices(["stars", "forks"]), isRequired: false)])
    #expect(try Self.resource("repo", in: plan).wholeNumberArguments == ["id"])
    #expect(plan.credential == .header("Authorization") && plan.credentialPrefix == "token ")
    #expect(plan.unmapped.contains { $0.hasPrefix("security scheme Basic: it takes a user name and password (basic)") })
    #expect(plan.unmapped.contains("GET /archive: its 200 response is application/zip, not JSON"), "\(plan.unmapped)")
  }

  @Test(arguments: [
    (#"{"swagger": "1.2", "paths": {}}"#, #"swagger "1.2""#), (#"{"openapi": "2.0", "paths": {}}"#, #"openapi "2.0""#),
    (#"{"paths": {}}"#, "neither openapi nor swagger"),
  ])
  func aVersionExploreDoesNotReadIsNamedAsWritten(text: String, says: String) {
    let error = #expect(throws: OpenAPIError.self) { try OpenAPIDocument(data: Data(text.utf8)) }
    #expect(error?.description.contains(says) == true, "\(String(describing: error))")
    #expect(error?.description.contains("Swagger 2.0, OpenAPI 3.0 and 3.1") == true)
  }

  @Test func serverVariablesAreFilledFromTheirDefaultsAndARelativeServerKeepsItsPath() throws {
    let templated = Self.document(paths: Self.get("/a", "{type: array, items: {$ref: '#/components/schemas/Thing'}}"))
      .replacingOccurrences(
        of: #"servers: [{url: "https://api.test.example"}]"#,
        with: #"servers: [{url: "{scheme}://{host}/v2", variables: {scheme: {default: https}, host: {default: "api.test.example"}}}]"#)
    #expect(try OpenAPIDocument(data: Data(templated.utf8)).serverURL == "https://api.test.example/v2")
    let missing = templated.replacingOccurrences(of: "host: {default: \"api.test.example\"}", with: "host: {enum: [a]}")
    #expect(try OpenAPIDocument(data: Data(missing.utf8)).serverURL == nil)
    let relative = templated.replacingOccurrences(of: "{scheme}://{host}/v2", with: "/api/v1/")
    let document = try OpenAPIDocument(data: Data(relative.utf8))
    #expect(document.serverURL == nil && document.serverPath == "/api/v1")
  }

  // MARK: - oneOf and anyOf

  @Test func ofAnAnyOfAnswerTheChoiceWhoseRecordsHaveATitleIsRead() throws {
    let text = Self.document(
      paths: Self.get(
        "/users/{username}/starred",
        "{anyOf: [{type: array, items: {$ref: '#/components/schemas/Starred'}}, {type: array, items: {$ref: '#/components/schemas/Repository'}}]}"),
      schemas: """
            Starred: {type: object, required: [starred_at, repo], properties: {starred_at: {type: string, format: date-time}, repo: {$ref: '#/components/schemas/Repository'}}}
            Repository: {type: object, required: [id, full_name], properties: {id: {type: integer}, full_name: {type: string}}}
        """)
    let starred = try Self.resource("starred", in: Self.plan(text))
    #expect(starred.fields.title == ["full_name"] && starred.fields.id == .key(["id"]))
  }

  @Test func aRecordThatIsAOneOfTakesTheChoiceWithATitleWhichOthersMayLack() throws {
    let text = Self.document(
      paths: Self.get("/channels", "{type: array, items: {$ref: '#/components/schemas/Channel'}}"),
      schemas: """
            Channel: {oneOf: [{$ref: '#/components/schemas/Saved'}, {$ref: '#/components/schemas/Group'}]}
            Saved: {type: object, required: [_id, user], properties: {_id: {type: string}, user: {type: string}}}
            Group: {type: object, required: [_id, name], properties: {_id: {type: string}, name: {type: string}}}
        """)
    let channels = try Self.resource("channels", in: Self.plan(text))
    #expect(channels.fields.title == ["name"] && channels.fields.id == .key(["_id"]))
    #expect(!channels.fields.titleIsRequired, "a Saved channel has no name: the row falls back to its id")
  }

  // MARK: - Where the records are

  @Test func recordsOneLevelDownAreFoundWithTheirPaging() throws {
    let text = Self.document(
      paths: Self.get(
        "/me/following",
        "{type: object, properties: {artists: {type: object, properties: {items: {type: array, items: {$ref: '#/components/schemas/Artist'}}, next: {type: string}, total: {type: integer}, cursors: {type: object, properties: {after: {type: string}}}}}}}",
        parameters: "[{name: after, in: query, schema: {type: string}}, {name: limit, in: query, schema: {type: integer, maximum: 50}}]"),
      schemas: "    Artist: {type: object, properties: {id: {type: string}, name: {type: string}}}")
    let following = try Self.resource("me-following", in: Self.plan(text))
    #expect(following.recordsPath == ["artists", "items"])
    #expect(following.paging == .cursor(parameter: "after", next: ["artists", "cursors", "after"], pageSize: 50, sizeParameter: "limit"))
    #expect(following.nextPath == ["artists", "next"])
    #expect(following.fields.title == ["name"] && !following.fields.titleIsRequired)
  }

  @Test func theArrayNamedLikeThePathIsTheRecordsNeverErrorsBesideIt() throws {
    let text = Self.document(
      paths: Self.get(
        "/v2/locations",
        "{type: object, properties: {errors: {type: array, items: {$ref: '#/components/schemas/Error'}}, locations: {type: array, items: {$ref: '#/components/schemas/Location'}}, cursor: {type: string}}}",
        parameters: "[{name: cursor, in: query, schema: {type: string}}]")
        + "\n"
        + Self.get(
          "/v2/catalog/info",
          "{type: object, properties: {limits: {type: array, items: {$ref: '#/components/schemas/Error'}}, errors: {type: array, items: {$ref: '#/components/schemas/Error'}}}}"),
      schemas: """
            Error: {type: object, properties: {category: {type: string}, code: {type: string}}}
            Location: {type: object, properties: {id: {type: string}, name: {type: string}}}
        """)
    let plan = try Self.plan(text)
    let locations = try Self.resource("locations", in: plan)
    #expect(locations.recordsPath == ["locations"] && locations.paging == .cursor(parameter: "cursor", next: ["cursor"]))
    // NB: an object whose arrays are named like nothing it lists is one object, not a list of its errors.
    #expect(plan.resources.first { $0.path == "/v2/catalog/info" }?.kind != .list)
  }

  @Test func anArrayOfValuesIsSaidToHoldValuesNotRecords() throws {
    let text = Self.document(paths: Self.get("/flags", "{type: array, items: {type: boolean}}") + "\n" + Self.get("/tags", "{type: array, items: {type: string}}"))
    let unmapped = try Self.plan(text).unmapped
    #expect(unmapped.contains("GET /flags: its response is an array of values (true or false), not records"))
    #expect(unmapped.contains("GET /tags: its response is an array of values (strings), not records"))
    #expect(!unmapped.contains { $0.contains("no title") })
  }

  // MARK: - Titles and ids

  @Test func aMembersIdAndTitleAreItsUsersOneLevelDownNeverANullableHash() throws {
    let text = Self.document(
      paths: Self.get("/guilds/{guild_id}/members", "{type: array, items: {$ref: '#/components/schemas/Member'}}"),
      schemas: """
            Member: {type: object, required: [user, avatar, joined_at], properties: {user: {$ref: '#/components/schemas/User'}, avatar: {type: [string, "null"]}, nick: {type: [string, "null"]}, joined_at: {type: string, format: date-time}}}
            User: {type: object, required: [id, username], properties: {id: {type: string}, username: {type: string}, avatar: {type: [string, "null"]}}}
        """)
    let members = try Self.resource("members", in: Self.plan(text))
    #expect(members.fields.id == .key(["user", "id"]))
    #expect(members.fields.title == ["user", "username"])
    #expect(members.fields.display.map(\.key).contains("joined_at"))
  }

  @Test func anOptionalNameIsATitleThatMayBeMissingAndATypeTagNeverIs() throws {
    let text = Self.document(
      paths: Self.get("/artists", "{type: array, items: {$ref: '#/components/schemas/Artist'}}")
        + "\n" + Self.get("/models", "{type: object, properties: {object: {type: string, enum: [list]}, data: {type: array, items: {$ref: '#/components/schemas/Model'}}}}"),
      schemas: """
            Artist: {type: object, properties: {id: {type: string}, name: {type: string}, popularity: {type: integer}}}
            Model: {type: object, required: [id, object, owned_by], properties: {id: {type: string}, object: {type: string, enum: [model]}, owned_by: {type: string}}}
        """)
    let plan = try Self.plan(text)
    let artists = try Self.resource("artists", in: plan)
    #expect(artists.fields.title == ["name"] && !artists.fields.titleIsRequired)
    let models = try Self.resource("models", in: plan)
    #expect(models.fields.title == ["id"] && models.fields.titleIsID)
  }

  @Test func anIdIsAnIdentifierNeverANameOrAText() throws {
    let text = Self.document(
      paths: Self.get("/Contacts", "{type: object, properties: {Contacts: {type: array, items: {$ref: '#/components/schemas/Contact'}}}}")
        + "\n" + Self.get("/projects", "{type: array, items: {$ref: '#/components/schemas/Project'}}")
        + "\n" + Self.get("/profiles", "{type: array, items: {$ref: '#/components/schemas/Profile'}}")
        + "\n" + Self.get("/profiles/{team_member_id}", "{$ref: '#/components/schemas/Profile'}"),
      schemas: """
            Contact: {type: object, properties: {Name: {type: string}, ContactID: {type: string, format: uuid}, EmailAddress: {type: string}}}
            Project: {type: object, required: [key, name], properties: {key: {type: string}, name: {type: string}, description: {type: string}}}
            Profile: {type: object, properties: {team_member_id: {type: string}, display_name: {type: string}}}
        """)
    let plan = try Self.plan(text)
    #expect(try Self.resource("contacts", in: plan).fields.id == .key(["ContactID"]))
    #expect(try Self.resource("contacts", in: plan).fields.title == ["Name"])
    #expect(try Self.resource("projects", in: plan).fields.id == .key(["key"]))
    #expect(try Self.resource("profiles", in: plan).fields.id == .key(["team_member_id"]))
  }

  /// The id the schema requires is chosen over one it does not; an id it
  /// does not require may be missing (the row is then known by its position).
  @Test func aRequiredIDIsPreferredAndAnOptionalOneMayBeMissing() throws {
    let text = Self.document(
      paths: Self.get("/accounts", "{type: array, items: {$ref: '#/components/schemas/Account'}}")
        + "\n" + Self.get("/notes", "{type: array, items: {$ref: '#/components/schemas/Note'}}")
        + "\n" + Self.get("/tags", "{type: array, items: {$ref: '#/components/schemas/Tag'}}"),
      schemas: """
            Account: {type: object, required: [uuid, name], properties: {id: {type: integer}, uuid: {type: string}, name: {type: string}}}
            Note: {type: object, properties: {id: {type: string}, title: {type: string}}}
            Tag: {type: object, required: [id], properties: {id: {type: string}, label: {type: string}}}
        """)
    let plan = try Self.plan(text)
    let accounts = try Self.resource("accounts", in: plan)
    #expect(accounts.fields.id == .key(["uuid"]) && accounts.fields.idIsRequired && accounts.fields.titleIsRequired)
    let notes = try Self.resource("notes", in: plan)
    #expect(notes.fields.id == .key(["id"]) && !notes.fields.idIsRequired && !notes.fields.titleIsRequired)
    #expect(try Self.resource("tags", in: plan).fields.idIsRequired)
  }

  // MARK: - Search

  @Test func qAndQueryAreTheSearchRequiredOrNot() throws {
    let text = Self.document(
      paths: Self.get(
        "/search/repositories", "{type: object, properties: {total_count: {type: integer}, items: {type: array, items: {$ref: '#/components/schemas/Thing'}}}}",
        parameters: "[{name: q, in: query, required: true, schema: {type: string}}, {name: page, in: query, schema: {type: integer}}]")
        + "\n"
        + Self.get(
          "/movies", "{type: array, items: {$ref: '#/components/schemas/Thing'}}", parameters: "[{name: searchTerm, in: query, schema: {type: string}}]"))
    let plan = try Self.plan(text)
    let search = try Self.resource("search-repositories", in: plan)
    #expect(search.searchParameter == "q" && search.searchIsRequired && search.options.isEmpty)
    let movies = try Self.resource("movies", in: plan)
    #expect(movies.searchParameter == "searchTerm" && !movies.searchIsRequired)
  }

  // MARK: - Page size and paging

  @Test(arguments: [
    ("{name: per_page, in: query, schema: {type: integer, maximum: 100, default: 30}}", 100, "per_page"),
    ("{name: limit, in: query, schema: {type: integer, maximum: 5000}}", 1_000, "limit"),
    ("{name: pageSize, in: query, description: 'Items a page, maximum 200, default 10.', schema: {type: integer}}", 200, "pageSize"),
    ("{name: page_size, in: query, schema: {type: integer, default: 25}}", 25, "page_size"),
  ])
  func thePageSizeIsTheLargestTheDocumentAllows(parameter: String, size: Int, name: String) throws {
    let text = Self.document(
      paths: Self.get(
        "/things", "{type: array, items: {$ref: '#/components/schemas/Thing'}}",
        parameters: "[{name: page, in: query, schema: {type: integer}}, \(parameter)]"))
    let things = try Self.resource("things", in: Self.plan(text))
    #expect(things.paging == .pageNumbers(pageSize: size, parameter: "page", sizeParameter: name))
    #expect(things.options.isEmpty)
  }

  @Test func aSizeTheDocumentDoesNotStateIsLearnedNotAssumed() throws {
    let text = Self.document(
      paths: Self.get(
        "/things", "{type: array, items: {$ref: '#/components/schemas/Thing'}}",
        parameters: "[{name: pageNumber, in: query, schema: {type: integer}}, {name: pageSize, in: query, schema: {type: integer}}]"))
    #expect(try Self.resource("things", in: Self.plan(text)).paging == .pageNumbers(parameter: "pageNumber", sizeParameter: "pageSize"))
  }

  static let message = "{type: array, items: {type: object, required: [_id], properties: {_id: {type: string}, content: {type: string}}}}"

  @Test func beforeAndAfterPageByTheLastRecordsIdWithTheLimit() throws {
    let text = Self.document(
      paths: Self.get(
        "/channels/{id}/messages", Self.message,
        parameters: "[{name: before, in: query, schema: {type: string}}, {name: after, in: query, schema: {type: string}}, {name: limit, in: query, schema: {type: integer, maximum: 100}}]")
        + "\n"
        + Self.get(
          "/members", Self.message,
          parameters: "[{name: after, in: query, schema: {type: string}}, {name: limit, in: query, schema: {type: integer, maximum: 1000}}]")
        + "\n"
        + Self.get(
          "/assistants",
          "{type: object, properties: {data: \(Self.message), has_more: {type: boolean}, last_id: {type: string}}}",
          parameters: "[{name: before, in: query, schema: {type: string}}, {name: after, in: query, schema: {type: string}}]")
        + "\n" + Self.get("/users", Self.message, parameters: "[{name: since, in: query, schema: {type: integer}}]"))
    let plan = try Self.plan(text)
    let messages = try Self.resource("messages", in: plan)
    #expect(messages.paging == .keyset(parameter: "before", record: .last, pageSize: 100, sizeParameter: "limit"))
    #expect(messages.options.map(\.name) == ["after"])
    #expect(try Self.resource("members", in: plan).paging == .keyset(parameter: "after", pageSize: 1_000, sizeParameter: "limit"))
    #expect(try Self.resource("assistants", in: plan).paging == .keyset(parameter: "after", hasMore: "has_more"))
    #expect(try Self.resource("users", in: plan).paging == .keyset(parameter: "since"))
  }

  @Test func aCursorIsSentBackFromWhereTheBodyGivesItAndAPageThatIsTextIsACursor() throws {
    let text = Self.document(
      paths: Self.get(
        "/places", "{type: object, properties: {results: \(Self.message), next_page_token: {type: string}}}",
        parameters: "[{name: pagetoken, in: query, schema: {type: string}}]")
        + "\n"
        + Self.get(
          "/costs", "{type: object, properties: {data: \(Self.message), next_page: {type: string}}}",
          parameters: "[{name: page, in: query, schema: {type: string}}, {name: limit, in: query, schema: {type: integer, maximum: 180}}]")
        + "\n"
        + Self.get(
          "/pods", "{type: object, properties: {items: \(Self.message), metadata: {type: object, properties: {continue: {type: string}}}}}",
          parameters: "[{name: continue, in: query, schema: {type: string}}, {name: limit, in: query, schema: {type: integer}}]"))
    let plan = try Self.plan(text)
    #expect(try Self.resource("places", in: plan).paging == .cursor(parameter: "pagetoken", next: "next_page_token"))
    #expect(try Self.resource("costs", in: plan).paging == .cursor(parameter: "page", next: "next_page", pageSize: 180, sizeParameter: "limit"))
    #expect(try Self.resource("pods", in: plan).paging == .cursor(parameter: "continue", next: ["metadata", "continue"], sizeParameter: "limit"))
  }

  // MARK: - Names

  static let hub = Self.document(
    paths: [
      Self.get("/search/repositories", "{type: object, properties: {items: \(PlannerRulesTests.message)}}", tags: "[search]"),
      Self.get("/repositories", Self.message, tags: "[repos]"),
      Self.get("/users/{username}/followers", Self.message, tags: "[users]"),
      Self.get("/user/followers", Self.message, tags: "[users]"),
      Self.get("/user", "{type: object, required: [login, id], properties: {login: {type: string}, id: {type: integer}}}", tags: "[users]"),
      Self.get("/users/@me/guilds", Self.message, tags: "[users]"),
      Self.get("/movies", Self.message, tags: "[movies]"),
      Self.get("/movies/{id}", "{type: object, required: [_id], properties: {_id: {type: string}, title: {type: string}}}", tags: "[movies]"),
    ].joined(separator: "\n"))

  @Test func namesKeepTheWordsThatTellThemApartWhatEverOnlyKeeps() throws {
    let plan = try Self.plan(Self.hub)
    #expect(Set(plan.resources.map(\.name)) == ["search-repositories", "repositories", "followers", "me-followers", "me", "me-guilds", "movies", "movie"])
    #expect(try Self.resource("me", in: plan).kind == .detail)
    for only in [["search"], ["/users"], ["users"], ["movies"]] {
      for resource in try Self.plan(Self.hub, only: only).resources {
        #expect(plan.resources.first { $0.path == resource.path }?.name == resource.name, "\(resource.path) under --only \(only)")
      }
    }
    #expect(try Self.resource("movie", in: plan).recordKind == "movie")
  }

  // MARK: - Help from the document

  @Test func anArgumentIsDescribedByItsPathAndAnOptionByItsSchema() throws {
    let text = Self.document(
      paths: Self.get(
        "/artists/{id}/albums", Self.message,
        parameters: "[{name: id, in: path, required: true, schema: {type: string}}, {name: market, in: query, schema: {$ref: '#/components/schemas/Market'}}]"),
      schemas: "    Market: {type: string, description: An ISO 3166-1 alpha-2 country code.}")
    let albums = try Self.resource("albums", in: Self.plan(text))
    #expect(albums.argumentSummaries["id"] == "The artist's id.")
    #expect(albums.options.first?.summary == "An ISO 3166-1 alpha-2 country code.")
  }

  // MARK: - Fields

  @Test func humanFieldsComeFirstLinksOnlyInADetailAndAPictureIsAnImagesURL() throws {
    let user = """
      {type: object, required: [login, id], properties: {login: {type: string}, id: {type: integer}, name: {type: [string, "null"]},
        bio: {type: string}, company: {type: string}, followers: {type: integer}, created_at: {type: string, format: date-time},
        followers_url: {type: string, format: uri}, events_url: {type: string}, avatar_url: {type: string, format: uri},
        octicon: {type: string, example: repo}, html_url: {type: string, format: uri}}}
      """.replacingOccurrences(of: "\n", with: " ")
    let text = Self.document(paths: Self.get("/users", "{type: array, items: \(user)}") + "\n" + Self.get("/users/{username}", user))
    let plan = try Self.plan(text)
    let users = try Self.resource("users", in: plan)
    #expect(users.fields.display.map(\.key) == ["name", "company", "followers", "created_at"] && users.fields.subtitle == "bio")
    #expect(users.picture == ["avatar_url"] && users.fields.webPage == "html_url")
    let detail = try Self.resource("user", in: plan)
    #expect(detail.fields.display.map(\.key).suffix(2) == ["followers_url", "events_url"], "links last, as the document writes them")
  }

  @Test func anIconsNameIsNoPicture() throws {
    let text = Self.document(
      paths: Self.get("/things", "{type: array, items: {type: object, properties: {id: {type: string}, icon: {type: string, example: repo}, image: {type: string, example: 'https://i.example/a.png'}}}}"))
    #expect(try Self.resource("things", in: Self.plan(text)).picture == ["image"])
    let iconOnly = text.replacingOccurrences(of: ", image: {type: string, example: 'https://i.example/a.png'}", with: "")
    #expect(try Self.resource("things", in: Self.plan(iconOnly)).picture == nil)
  }

  // MARK: - Credentials

  @Test(arguments: [
    ("Pass the API token as the Authorization header value prefixed with SSWS: `Authorization: SSWS {API Token}`", "apiToken", "SSWS "),
    ("Personal access token. Use format: token {YOUR_ACCESS_TOKEN}", "AccessToken", "token "),
    ("Enter an application token with the `Bearer` prefix, e.g. `Bearer Axxxxxxxxxx`.", "appToken", "Bearer "),
    ("Bearer Token authentication", "BearerToken", "Bearer "),
    ("Your bot's token, as 'Bot <token>'", "BotToken", "Bot "),
    ("The key of your account.", "ApiKey", nil),
  ] as [(String, String, String?)])
  func aTokensPrefixIsReadFromItsSchemesDescription(description: String, scheme: String, prefix: String?) {
    #expect(OpenAPIPlan.prefix(in: description, schemeName: scheme) == prefix)
  }

  @Test func theSchemeMostOperationsNameIsTheOneUsed() throws {
    let text = Self.document(
      paths: """
          /a:
            get:
              security: [{session: []}]
              responses: {"200": {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Thing'}}}}}
          /b:
            get:
              security: [{bot: []}, {session: []}]
              responses: {"200": {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Thing'}}}}}
          /c:
            get:
              security: [{session: []}]
              responses: {"200": {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Thing'}}}}}
        """)
      .replacingOccurrences(
        of: "components:\n  schemas:",
        with: "components:\n  securitySchemes:\n    bot: {type: apiKey, in: header, name: x-bot-token}\n    session: {type: apiKey, in: header, name: x-session-token, description: Used to authenticate as a user.}\n  schemas:")
    let plan = try Self.plan(text)
    #expect(plan.credential == .header("x-session-token"))
    #expect(plan.credentialAbout == "the document's scheme session: Used to authenticate as a user.")
    #expect(plan.unmapped.contains { $0.hasPrefix("security scheme bot: explore sends the token by session") })
  }

  @Test func aSessionCookieCarriesTheTokenOnlyWhereTheDocumentGivesNoOtherWay() throws {
    let paths = """
        /a:
          get:
            security: [{session: []}, {key: []}]
            responses: {"200": {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Thing'}}}}}
      """
    func plan(_ schemes: String) throws -> OpenAPIPlan {
      try Self.plan(Self.document(paths: paths).replacingOccurrences(of: "components:\n  schemas:", with: "components:\n  securitySchemes:\n\(schemes)  schemas:"))
    }
    let cookieOnly = try plan("    session: {type: apiKey, in: cookie, name: frigate_token}\n")
    #expect(cookieOnly.credential == .cookie("frigate_token"))
    #expect(!cookieOnly.unmapped.contains { $0.contains("cannot send") })
    let both = try plan("    session: {type: apiKey, in: cookie, name: connect.sid}\n    key: {type: apiKey, in: header, name: X-Api-Key}\n")
    #expect(both.credential == .header("X-Api-Key"), "a key is what an API gives scripts")
    #expect(both.unmapped.contains { $0.hasPrefix("security scheme session: explore sends the token by key") })
  }
}
