import ExploreAddedAPIs
import ExploreCore
import ExploreEngine
import ExploreNetworking
import ExploreOpenAPI
@testable import ExploreScaffolding
import ExploreTables
import ExploreTestSupport
import Foundation
import Testing

/// `new-provider --openapi` (issue 41): the module holds the declaration
/// `explore api add` writes from the same document, and a short Swift type
/// that loads it through the engine; what it notes, and the documents it
/// refuses without writing anything.
@Suite struct DeclaredScaffoldTests {
  static let modules = ["ExploreCore", "ExploreNetworking", "GitHubProvider", "RickAndMortyProvider", "explore"]

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

  /// The declaration `api add` writes for `document` with the planner's options.
  static func added(_ document: String, name: String, only: [String] = [], baseURL: URL? = nil) throws -> Data {
    let planner = OpenAPIDeclarationPlanner(name: name, location: "spec.json", only: only, baseURL: baseURL)
    return try DeclarationStore.encode(planner.declaration(of: OpenAPIDocument(data: Data(document.utf8))))
  }

  /// The declaration in a module's JSON file, written again as `api add` writes it.
  static func declaration(_ json: Data?) throws -> Data {
    try DeclarationStore.encode(EmbeddedDeclaration.decode(Array(try #require(json)), file: "spec.json"))
  }

  @Test(arguments: [[], ["--only", "/keepers"], ["--base-url", "https://zoo.test/v2"]])
  func theModuleHoldsTheDeclarationAPIAddWrites(options: [String]) throws {
    let run = try Self.run(["Zoo", "--openapi", "spec.json"] + options, document: OpenAPITestDocuments.zoo)
    _ = try run.output.get()
    let only = options.first == "--only" ? [options[1]] : []
    let baseURL = options.first == "--base-url" ? URL(string: options[1]) : nil
    let expected = try Self.added(OpenAPITestDocuments.zoo, name: "zoo", only: only, baseURL: baseURL)
    #expect(try Self.declaration(run.written["/Sources/Providers/ZooProvider/zoo.json"]) == expected)
    let swift = String(decoding: try #require(run.written["/Sources/Providers/ZooProvider/Zoo.swift"]), as: UTF8.self)
    #expect(swift.contains(#"EmbeddedDeclaration(declarationJSON, file: "zoo.json", fixturesFolder: "zoo", hooks: hooks)"#))
    #expect(Set(run.written.keys).subtracting(run.before.keys) == [
      "/Sources/Providers/ZooProvider/Zoo.swift", "/Sources/Providers/ZooProvider/zoo.json", "/Tests/ZooProviderTests/ZooProviderTests.swift",
      "/Tests/ZooProviderTests/ZooLoopbackTests.swift", "/Tests/ZooProviderTests/Simulation/ZooSimulation.swift", "/fixtures/zoo/README.md",
    ])
  }

  @Test func whatIsNotMappedGoesToStandardErrorAndTheDeclaration() throws {
    let run = try Self.run(["Zoo", "--openapi", "spec.json"], document: OpenAPITestDocuments.zoo)
    _ = try run.output.get()
    #expect(run.notes.contains("new-provider: not mapped: POST /animals: only GET operations become resources"), "\(run.notes)")
    let json = String(decoding: try #require(run.written["/Sources/Providers/ZooProvider/zoo.json"]), as: UTF8.self)
    #expect(json.contains(#""operation" : "POST /animals""#))
  }

  /// The provider the module's Swift type makes, from the made-up Star Wars
  /// document whose page size only its descriptions state: every person
  /// of the replica with `--all`.
  @Test func theStarWarsModuleListsEveryPersonOfTheReplica() async throws {
    let document = try String(contentsOf: ProjectPaths.root.appendingPathComponent("Tests/Scaffold/swapi-replica-openapi.json"), encoding: .utf8)
    let run = try Self.run(["Swapi", "--openapi", "spec.json"], document: document)
    _ = try run.output.get()
    let json = try #require(run.written["/Sources/Providers/SwapiProvider/swapi.json"])
    let declared = EmbeddedDeclaration(Array(json), file: "swapi.json", fixturesFolder: "swapi")
    let server = try LoopbackServer.start(mounts: [SWAPIReplica().mount], fixtures: nil, maxSeconds: 300)
    defer { server.stop() }
    let base = server.baseURL(for: "swapi")
    let context = ProviderContext(
      baseURL: base, transport: HTTPClient(configuration: .init(apiBaseURL: base)),
      directories: ExploreDirectories(environment: [:], home: FileManager.default.temporaryDirectory))
    let loader = declared.connect(context)
    var titles: [String] = []
    var cursor: PageCursor? = .first
    while let current = cursor, titles.count < 200 {
      let page = try await loader.load(ResourceRequest(path: ["people"]), at: current)
      titles += page.items.map(\.title)
      cursor = page.paging.next
    }
    #expect(titles == (1...82).map { "Person \($0)" })
  }

  /// A declaration too large to compile in quickly is refused with what to
  /// keep; `--only` then makes one that fits.
  @Test func aDeclarationTooLargeToCompileInIsRefusedWithWhatToKeep() throws {
    let list = #"{"get": {"tags": ["TAG"], "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {"type": "array", "items": {"type": "object", "required": ["id", "name"], "properties": {"id": {"type": "integer"}, "name": {"type": "string"}}}}}}}}}}"#
    let paths = (0..<400).map { #""/things\#($0)": "# + list.replacingOccurrences(of: "TAG", with: $0 < 10 ? "few" : "many") }
    let document = #"{"openapi": "3.0.3", "servers": [{"url": "https://big.example"}], "paths": {\#(paths.joined(separator: ", "))}}"#
    let run = try Self.run(["Big", "--openapi", "spec.json"], document: document)
    guard case .failure(let error) = run.output else {
      Issue.record("a declaration of 400 lists was compiled in")
      return
    }
    #expect(error.description.contains("more than the 64 KiB new-provider compiles into a module"), "\(error)")
    #expect(error.description.contains("--only <tag or path prefix> (many 390, few 10"), "\(error)")
    #expect(error.description.contains("explore api add big spec.json") && error.description.hasSuffix("Nothing was written."), "\(error)")
    #expect(run.written == run.before)
    _ = try Self.run(["Big", "--openapi", "spec.json", "--only", "few"], document: document).output.get()
  }

  @Test(arguments: [
    ("not json", "is not an object with \"openapi\" and \"paths\""),
    ("{\"openapi\": nul", "is not JSON (line 1, column 13"),
    ("openapi: [3.0\n", "is neither JSON nor YAML: line"),
    (#"{"openapi": "2.0", "paths": {}}"#, "reads Swagger 2.0, OpenAPI 3.0 and 3.1"),
    (#"{"openapi": "3.0.3"}"#, "has no \"paths\" object"),
    (#"{"openapi": "3.0.3", "servers": [{"url": "https://a.example"}], "paths": {"/things": {"post": {"responses": {}}}}}"#, "No operation of spec.json became a resource"),
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

    let given = try Self.run(["Zoo", "--openapi", "spec.json", "--base-url", "https://zoo.test"], document: relative)
    let json = String(decoding: try #require(given.written["/Sources/Providers/ZooProvider/zoo.json"]), as: UTF8.self)
    #expect(json.contains(#""baseURL" : "https://zoo.test/api""#), "\(json.prefix(300))")
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
}
