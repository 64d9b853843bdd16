import ExploreOpenAPI
@testable import ExploreScaffolding
import ExploreTestSupport
import Foundation
import Testing

/// `new-provider --openapi`: the Swift it writes from a plan (issue 24),
/// its fixtures, what it notes, and the documents it refuses without
/// writing anything. The Birdwatch document is the scaffold proof's.
@Suite struct OpenAPIGenerationTests {
  static let modules = ["ExploreCore", "ExploreNetworking", "GitHubProvider", "RickAndMortyProvider", "explore"]
  static let birdwatch = OpenAPITestDocuments.birdwatchURL

  static func name(_ text: String) throws -> ProviderName {
    try ProviderName(text, reserved: ReservedNames(modules: modules, providers: []))
  }

  /// The source generated from `text` for the provider `Zoo`.
  static func source(_ text: String = OpenAPITestDocuments.zoo, only: [String] = []) throws -> OpenAPISource {
    let document = try OpenAPIDocument(data: Data(text.utf8))
    let plan = try OpenAPIPlan(document, providerName: "Zoo", only: only)
    return OpenAPISource(plan: plan, name: try name("Zoo"), baseURL: document.serverURL ?? "https://zoo.example", title: document.title ?? "Zoo")
  }

  /// What `new-provider` prints, writes and notes, in a temporary package holding `document` as spec.json.
  static func run(_ arguments: [String], document: String?) throws -> (output: Result<String, NewProviderError>, notes: [String], written: [String: Data], before: [String: Data]) {
    let root = try ScaffoldPackage.temporary()
    defer { try? FileManager.default.removeItem(at: root) }
    if let document { try Data(document.utf8).write(to: root.appendingPathComponent("spec.json")) }
    let before = try ScaffoldPackage.contents(of: root)
    let notes = Locked<[String]>([])
    var command = NewProviderCommand(root: root, modules: modules)
    command.warn = { line in notes.withLock { $0.append(line) } }
    let output: Result<String, NewProviderError>
    do {
      output = .success(try command.run(arguments))
    } catch let error as NewProviderError {
      output = .failure(error)
    }
    return (output, notes.withLock { $0 }, try ScaffoldPackage.contents(of: root), before)
  }

  // MARK: The generated code

  @Test func theBirdwatchProviderMatchesItsGoldenFiles() throws {
    let root = try ScaffoldPackage.temporary()
    defer { try? FileManager.default.removeItem(at: root) }
    var command = NewProviderCommand(root: root, modules: Self.modules)
    command.warn = { _ in }
    _ = try command.run(["Birdwatch", "--openapi", Self.birdwatch.path])
    let files = try ScaffoldPackage.contents(of: root)
    for (path, golden) in [
      ("/Sources/Providers/BirdwatchProvider/Birdwatch.swift", "Birdwatch.swift.txt"),
      ("/Sources/Providers/BirdwatchProvider/BirdwatchRecords.swift", "BirdwatchRecords.swift.txt"),
    ] {
      let text = String(decoding: try #require(files[path], "no \(path)"), as: UTF8.self)
      try GoldenFile("OpenAPI/\(golden)").verify(text)
    }
  }

  @Test func queryParametersBecomeTypedOptionsAndTheSearch() throws {
    let code = try Self.source().provider
    #expect(code.contains(#"static let diet = QueryOption.choice("diet", summary: "What it eats.", values: ["herbivore", "carnivore"])"#))
    #expect(code.contains(#"static let endangered = QueryOption.flag("endangered", summary: "The endangered parameter.")"#))
    #expect(code.contains(#"static let minAge = QueryOption.wholeNumber("min_age", summary: "The min_age parameter.")"#))
    #expect(code.contains(#"request.query([diet, endangered, minAge], search: "q")"#))
    #expect(code.contains("search: .remote"))
    // A required parameter is an argument, which the core refuses with the usage line when it is missing.
    #expect(code.contains(#"static let since = ArgumentKey("since", summary: "The since parameter.")"#))
    #expect(code.contains(#"[("since", request[since])]"#))
    #expect(code.contains(#"path: ["visits"], summary: "Visits.", arguments: [since.descriptor]"#))
  }

  @Test func aRequiredSearchIsAnArgument() throws {
    let required = OpenAPITestDocuments.zoo.replacingOccurrences(
      of: #"{"name": "since", "in": "query", "required": true,"#, with: #"{"name": "q", "in": "query", "required": true,"#)
    let code = try Self.source(required).provider
    #expect(code.contains(#"static let q = ArgumentKey("q", summary: "The q parameter.")"#))
    #expect(code.contains(#"[("q", request[q])]"#))
    #expect(code.contains(#"path: ["visits"], summary: "Visits.", arguments: [q.descriptor]"#))
    #expect(code.components(separatedBy: "search: .remote").count - 1 == 1, "only the animals' optional q is --search")
  }

  @Test func eachPagingShapeIsDecodedByItsBuildingBlock() throws {
    let code = try Self.source().provider
    #expect(code.contains("paging: .pageNumbers(pageSize: 20, total: \"total_count\")"))
    #expect(code.contains(#"PageDecoder.pageNumbers(at: cursor, pageSize: 20, itemCount: items.count, totalCount: body.integer(at: "total_count"))"#))
    #expect(code.contains(#"PageDecoder.nextURL(body.string(at: "next"), page: cursor.pageNumber ?? 1)"#))
    #expect(code.contains("PageDecoder.linkHeader(of: response, at: cursor)"))
    let offset = OpenAPITestDocuments.zoo.replacingOccurrences(
      of: #""x-explore-name": "staff","#, with: #""x-explore-name": "staff", "x-explore-paging": "offset","#)
    let offsetCode = try Self.source(offset).provider
    #expect(offsetCode.contains("let offset = PageDecoder.offset(of: cursor, limit: 20)"))
    #expect(offsetCode.contains(#"[("offset", String(offset)), ("limit", "20")]"#))
    let single = OpenAPITestDocuments.zoo.replacingOccurrences(of: #""x-explore-name": "staff","#, with: #""x-explore-name": "staff", "x-explore-paging": "single","#)
    let singleCode = try Self.source(single).provider
    #expect(singleCode.contains("// One page: the document states no way to ask for the next"))
    #expect(singleCode.contains(#"return .list(id: "staff", title: "Staff", items: items, paging: .single)"#))
  }

  @Test func recordsBecomeItemMappingTables() throws {
    let records = try Self.source().records
    #expect(records.contains(#"static let animal = ItemMapping("#))
    #expect(records.contains(#"kind: "animal", id: .key("id"), title: "name","#))
    #expect(records.contains(#"FieldMapping("born", "Born", .date),"#))
    // NB: no detail path sits below /keepers, so the title is the id, not the URL.
    #expect(records.contains(#"kind: "staff", id: .key("nickname"), title: "nickname""#))
    // The detail's allOf adds a picture, so the detail has a table of its own.
    #expect(records.contains(#"static let animal2 = ItemMapping("#))
    #expect(records.contains(#"picture: PictureMapping("photo")"#))
    let birds = try Self.source(String(decoding: try Data(contentsOf: Self.birdwatch), as: UTF8.self)).records
    #expect(birds.contains(#"references: [ReferenceMapping("sightings", from: "sightings")]"#))
  }

  @Test func eachSecuritySchemeBecomesACredentialInTheTokenVariable() throws {
    let header = try Self.source().provider
    #expect(header.contains(#"Credential(secret: $0, scheme: .header("X-API-Key"), source: "EXPLORE_ZOO_TOKEN")"#))
    let bearer = OpenAPITestDocuments.zoo.replacingOccurrences(
      of: #"{"type": "apiKey", "in": "header", "name": "X-API-Key"}"#, with: #"{"type": "http", "scheme": "bearer"}"#)
    #expect(try Self.source(bearer).provider.contains("scheme: .bearer"))
    let query = OpenAPITestDocuments.zoo.replacingOccurrences(of: #""in": "header", "name": "X-API-Key""#, with: #""in": "query", "name": "api_key""#)
    #expect(try Self.source(query).provider.contains(#"scheme: .query("api_key")"#))
  }

  @Test func aCyclicSchemaEnds() throws {
    // Animal's `parent` is an Animal, and AnimalDetail is allOf Animal.
    let records = try Self.source().records
    #expect(!records.contains("parent"))
  }

  @Test func namesThatAreNotSwiftIdentifiersAreSpelledAsOnes() {
    #expect(OpenAPISource.identifier("min_age") == "minAge")
    #expect(OpenAPISource.identifier("filter[name]") == "filterName")
    #expect(OpenAPISource.identifier("in") == "inKey")
    #expect(OpenAPISource.identifier("2fa") == "n2fa")
    #expect(OpenAPISource.label("sightings_count") == "Sightings count")
    #expect(OpenAPISource.label("firstSeen") == "First seen")
  }

  // MARK: Fixtures

  @Test func fixturesComeFromTheExamplesAndTheSearchOneKeepsTheMatches() throws {
    let source = try Self.source(String(decoding: try Data(contentsOf: Self.birdwatch), as: UTF8.self))
    let fixtures = Dictionary(uniqueKeysWithValues: source.fixtures.map { ($0.fileName, $0) })
    #expect(fixtures.keys.sorted() == [
      "GET-birds-1.json", "GET-birds-per-page-100.json", "GET-birds-q-owl-per-page-100.json", "GET-observers-7.json",
      "GET-observers.json", "GET-regions.json", "GET-sightings-offset-0-limit-25.json",
    ])
    // NB: regions are identified by their title (no id, no detail path); the document has no example of them.
    #expect(fixtures.filter { $0.key != "GET-regions.json" }.values.allSatisfy { $0.isFromExample })
    let search = try #require(fixtures["GET-birds-q-owl-per-page-100.json"])
    let body = try #require(try OpenAPIDocument.jsonBody(of: search.contents))
    #expect(body["results"]?.array?.compactMap { $0["name"]?.string } == ["Barn owl", "Snowy owl"])
    #expect(body["total"] == .number(2))
  }

  @Test func withoutAnExampleTheFixtureIsMadeUpAndSaysSo() throws {
    let source = try Self.source()
    let fixtures = source.fixtures
    #expect(fixtures.contains { $0.fileName == "GET-animals-per-page-20.json" && !$0.isFromExample })
    let animals = try #require(fixtures.first { $0.fileName == "GET-animals-per-page-20.json" })
    let body = try #require(try OpenAPIDocument.jsonBody(of: animals.contents))
    #expect(body["items"]?.array?.compactMap { $0["name"]?.string } == ["Sample animal 1", "Sample animal 2"])
    #expect(body["total_count"] == .number(2))
    let readme = OpenAPITestTemplates.fixturesReadme(source)
    #expect(readme.contains("- `GET-animals-per-page-20.json`"))
  }

  // MARK: The command

  @Test func whatIsNotMappedGoesToStandardErrorAndTheTopOfTheFile() throws {
    let run = try Self.run(["Zoo", "--openapi", "spec.json"], document: OpenAPITestDocuments.zoo)
    _ = try run.output.get()
    #expect(run.notes.contains("new-provider: not mapped: POST /animals: only GET operations become resources"))
    let code = String(decoding: try #require(run.written["/Sources/Providers/ZooProvider/Zoo.swift"]), as: UTF8.self)
    #expect(code.contains("// - POST /animals: only GET operations become resources"))
    #expect(code.contains("// - GET /animals: parameter X-Trace in header, which becomes no option"))
    #expect(run.written["/fixtures/zoo/README.md"] != nil)
    #expect(run.written["/Tests/ZooProviderTests/ZooLoopbackTests.swift"] != nil)
  }

  @Test(arguments: [
    ("not json", "is not an object with \"openapi\" and \"paths\""),
    ("{\"openapi\": nul", "is not JSON (line 1, column 13"),
    ("openapi: [3.0\n", "is neither JSON nor YAML: line"),
    (#"{"openapi": "2.0", "paths": {}}"#, "reads Swagger 2.0, OpenAPI 3.0 and 3.1"),
    (#"{"openapi": "3.0.3"}"#, "has no \"paths\" object"),
    (#"{"openapi": "3.0.3", "paths": {"/things": {"post": {"responses": {}}}}}"#, "has no GET operation that becomes a resource"),
  ])
  func aBadDocumentIsAClearErrorAndNothingIsWritten(document: String, message: String) throws {
    let run = try Self.run(["Zoo", "--openapi", "spec.json"], document: document)
    guard case .failure(let error) = run.output else {
      Issue.record("new-provider accepted \(document)")
      return
    }
    #expect(error.description.contains(message), "\(error)")
    #expect(error.description.contains("Nothing was written"))
    #expect(run.written == run.before)
  }

  @Test func aMissingFileOrServerIsAClearError() throws {
    let missing = try Self.run(["Zoo", "--openapi", "nowhere.json"], document: nil)
    guard case .failure(let error) = missing.output else {
      Issue.record("a missing document was accepted")
      return
    }
    #expect(error.description.contains("Could not read the OpenAPI document"))

    let relative = OpenAPITestDocuments.zoo.replacingOccurrences(of: "https://zoo.example/api/", with: "/api")
    let noServer = try Self.run(["Zoo", "--openapi", "spec.json"], document: relative)
    guard case .failure(let serverError) = noServer.output else {
      Issue.record("a relative server was accepted")
      return
    }
    #expect(serverError.description.contains("--base-url"))
    #expect(noServer.written == noServer.before)

    let given = try Self.run(["Zoo", "--openapi", "spec.json", "--base-url", "https://zoo.test/v2"], document: relative)
    let code = String(decoding: try #require(given.written["/Sources/Providers/ZooProvider/Zoo.swift"]), as: UTF8.self)
    #expect(code.contains(#"defaultBaseURL: URL(string: "https://zoo.test/v2")!"#))
  }

  @Test func onlyKeepsTheNamedOperations() throws {
    let run = try Self.run(["Zoo", "--openapi", "spec.json", "--only", "/keepers", "--dry-run"], document: OpenAPITestDocuments.zoo)
    let output = try run.output.get()
    #expect(output.contains(#"path: ["staff"]"#))
    #expect(!output.contains(#"path: ["animals"]"#))
    #expect(run.written == run.before)
  }

  @Test(arguments: [
    (["Zoo", "--openapi"], "--openapi needs the path"),
    (["Zoo", "--only", "pets"], "--only picks operations of an OpenAPI document"),
    (["Zoo", "--openapi", "spec.json", "--only"], "--only needs a tag or a path prefix"),
  ])
  func badOpenAPIOptionsAreUsageErrors(arguments: [String], message: String) {
    let error = #expect(throws: NewProviderError.self) { try NewProviderOptions(parsing: arguments) }
    #expect(error?.description.contains(message) == true, "\(error?.description ?? "no error")")
    #expect(error?.description.contains("USAGE:") == true)
  }

  // MARK: GitHub's own description

  /// `../shared/corpus/github-openapi` next to the checkout (or next to the folder of worktrees it is in).
  static let githubCorpus = [ProjectPaths.root.deletingLastPathComponent(), ProjectPaths.root.deletingLastPathComponent().deletingLastPathComponent()]
    .map { $0.appendingPathComponent("shared/corpus/github-openapi") }
    .first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("schemas.json").path) }
    ?? ProjectPaths.root.deletingLastPathComponent().appendingPathComponent("shared/corpus/github-openapi")

  /// A document assembled from the operations and schemas of GitHub's REST
  /// description kept in ../shared/corpus (see its SOURCE.txt).
  @Test(.enabled(
    if: FileManager.default.fileExists(atPath: githubCorpus.appendingPathComponent("schemas.json").path),
    "../shared/corpus/github-openapi is absent: the GitHub subset is not checked"))
  func aSubsetOfGitHubsDescriptionBecomesAProvider() throws {
    let folder = Self.githubCorpus
    let schemas = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("schemas.json"))) as? [String: Any])
    var paths: [String: [String: Any]] = [:]
    for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".operation.json") {
      let operation = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent(file))) as? [String: Any])
      let path = try #require(operation["path"] as? String)
      let method = try #require(operation["method"] as? String).lowercased()
      var kept = operation.filter { ["summary", "parameters", "operationId"].contains($0.key) }
      kept["responses"] = Self.responses(of: operation, schemas: Set(schemas.keys))
      paths[path, default: [:]][method] = kept
    }
    let document: [String: Any] = [
      "openapi": "3.0.3", "info": ["title": "GitHub v3 REST API"], "servers": [["url": "https://api.github.com"]],
      "paths": paths, "components": ["schemas": schemas],
    ]
    let text = String(decoding: try JSONSerialization.data(withJSONObject: document), as: UTF8.self)
    let source = try Self.source(text)
    let names = source.plan.resources.map(\.name)
    #expect(names.contains("repos") && names.contains("user"), "\(names)")
    let repos = try #require(source.plan.resources.first { $0.path == "/users/{username}/repos" })
    #expect(repos.shape == .linkHeader)
    #expect(repos.pageSizeParameter == nil || repos.pageSizeParameter == "per_page")
    #expect(source.plan.unmapped.contains { $0.hasPrefix("PUT /user/starred/") })
    let code = source.provider
    #expect(code.contains("PageDecoder.linkHeader(of: response, at: cursor)"))
    #expect(!source.fixtures.isEmpty)
  }
}

extension OpenAPIGenerationTests {
  /// The corpus keeps each response's headers and examples but not its
  /// schema, so the schema is named after the example, as GitHub names
  /// them: `minimal-repository-items` is an array of `minimal-repository`,
  /// `repo-search-result-item-paginated` a search page of `repo-search-result-item`.
  static func responses(of operation: [String: Any], schemas: Set<String>) -> [String: Any] {
    var responses: [String: Any] = [:]
    for (status, value) in operation["responses"] as? [String: Any] ?? [:] {
      guard let response = value as? [String: Any] else { continue }
      var kept: [String: Any] = ["description": response["description"] ?? "", "headers": response["headers"] ?? [:]]
      let exampleName = (response["example_refs"] as? [String: String])?.values.sorted().first.map { ($0 as NSString).lastPathComponent }
      var schema: [String: Any]?
      if let exampleName, let name = schemas.sorted(by: { $0.count > $1.count }).first(where: { exampleName.hasPrefix($0) }) {
        let record: [String: Any] = ["$ref": "#/components/schemas/\(name)"]
        schema =
          exampleName.hasSuffix("-items") ? ["type": "array", "items": record]
          : exampleName.hasSuffix("-paginated")
            ? ["type": "object", "properties": ["total_count": ["type": "integer"], "items": ["type": "array", "items": record]]] : record
      }
      if let schema {
        let examples = (response["examples"] as? [String: Any] ?? [:]).mapValues { ["value": $0] }
        kept["content"] = ["application/json": ["schema": schema, "examples": examples]]
      }
      responses[status] = kept
    }
    return responses
  }
}

extension OpenAPIDocument {
  /// The `response.body` of a fixture's text.
  static func jsonBody(of fixture: String) throws -> OpenAPIJSON? {
    try OpenAPIJSON.read(Data(fixture.utf8))["response"]?["body"]
  }
}
