import ExploreAddedAPIs
import ExploreArguments
import ExploreCore
import ExploreTables
import ExploreDeclarations
import ExploreTestSupport
import Foundation
import Testing

/// `explore api` against a store in a temporary folder: a declaration file
/// added, listed, shown, used by the loader of declared providers, and
/// removed.
@Suite struct APICommandTests {
  static let declaration = #"""
    {"explore": 1, "name": "whatever", "summary": "Things and one thing", "baseURL": "https://things.example/v1",
     "auth": {"scheme": "bearer"},
     "resources": [
       {"name": "things", "summary": "Every thing",
        "list": {"path": "/things", "records": "items", "paging": {"pageNumbers": {"pageSize": 10, "sizeParameter": "per_page"}},
                 "item": {"kind": "thing", "id": "id", "title": "name"}}},
       {"name": "thing", "summary": "One thing", "arguments": [{"name": "id", "summary": "Its id"}],
        "detail": {"path": "/things/{id}", "item": {"kind": "thing", "id": "id", "title": "name"}}}
     ],
     "source": {"document": "things.yaml", "title": "Things", "version": "2.1", "only": [],
                "leftOut": [{"operation": "GET /health", "reason": "it answers no list and no record"}], "groups": []}}
    """#

  final class Output: Sendable {
    let text = Locked("")
    var all: String { text.withLock { $0 } }
    func write(_ line: String) { text.withLock { $0 += line } }
  }

  static func runner(_ folder: TemporaryFolder, _ output: Output) -> APICommandRunner {
    APICommandRunner(
      store: DeclarationStore(folder: folder.url.appendingPathComponent("apis")), reservedNames: ["github", "gh", "api", "help"],
      transport: nil, write: output.write)
  }

  @Test func aDeclarationFileIsAddedListedShownUsedAndRemoved() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write(Self.declaration, to: "things.json")
    let output = Output()
    let runner = Self.runner(folder, output)
    try await runner.run(.add(APIAddition(name: "things", document: folder.url.appendingPathComponent("things.json").path)))
    #expect(output.all.contains("Added 'things' with 2 resources:\n  explore things things — Every thing\n  explore things thing <id> — One thing\n"))
    #expect(output.all.contains("Left out 1 operation:\n  GET /health: it answers no list and no record\n"))
    let file = folder.url.appendingPathComponent("apis/things.json")
    #expect(try TemporaryFolder.permissions(of: file) == 0o600)
    #expect(try TemporaryFolder.permissions(of: file.deletingLastPathComponent()) == 0o700)

    try await runner.run(.list)
    #expect(output.all.hasSuffix("things — Things and one thing\n  things, thing\n"))
    try await runner.run(.show("things"))
    #expect(output.all.contains("  GET /things, records at items\n    paging: page=N, per_page=10\n    item: thing, id id, title name\n"))
    #expect(output.all.contains("LEFT OUT (1):\n  GET /health: it answers no list and no record\n"))
    #expect(output.all.contains("auth: bearer, from EXPLORE_THINGS_TOKEN"))

    let store = DeclarationStore(folder: folder.url.appendingPathComponent("apis"))
    let loader = DeclaredProviders(store: store, builtIn: [], commands: ["help", "providers", "completions", "api"])
    var warnings: [String] = []
    #expect(try loader.definitions(for: ["things", "thing", "3"]) { warnings.append($0) }.map(\.name) == ["things"])
    #expect(try loader.definitions(for: ["providers"]) { warnings.append($0) }.map(\.name) == ["things"])
    #expect(warnings.isEmpty)

    try await runner.run(.remove("things"))
    #expect(store.names().isEmpty)
    await #expect(throws: DeclarationFileError.self) { try await runner.run(.remove("things")) }
  }

  @Test func aNameThatIsTakenOrUnusableIsRefusedBeforeAnythingIsRead() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let runner = Self.runner(folder, Output())
    for (name, expected) in [("github", "already a provider or a command"), ("Things", "cannot name an API"), ("api", "already a provider")] {
      do {
        try await runner.run(.add(APIAddition(name: name, document: "/nonexistent.json")))
        Issue.record("\(name) was accepted")
      } catch let error as APIAddError {
        #expect(error.description.contains(expected) && error.category == .usage)
      }
    }
  }

  @Test func aBrokenDeclarationIsLeftOutWithAWarningUnlessTheCommandNamesIt() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write(Self.declaration.replacingOccurrences(of: "whatever", with: "good"), to: "apis/good.json")
    try folder.write(#"{"explore": 1, "name": "bad", "summary": "S", "baseURL": "https://x.example", "resources": [{"name": "x"}]}"#, to: "apis/bad.json")
    let loader = DeclaredProviders(
      store: DeclarationStore(folder: folder.url.appendingPathComponent("apis")), builtIn: [], commands: ["help", "providers"])
    var warnings: [String] = []
    #expect(try loader.definitions(for: ["providers"]) { warnings.append($0) }.map(\.name) == ["good"])
    #expect(warnings.count == 1 && warnings[0].contains("the API 'bad' is left out") && warnings[0].contains("explore api remove bad"))
    #expect(throws: DeclarationFileError.self) { try loader.definitions(for: ["bad", "x"]) { _ in } }
  }

  /// A declaration that would clash with explore's own command line (an
  /// alias that is a provider, a resource called `help`, an option that is
  /// explore's own or named twice) is refused when added, and when read
  /// after a hand edit, with what to rename.
  @Test(arguments: [
    (#", "aliases": ["gh"]"#, "", "its alias 'gh' is already a provider or a command of explore"),
    ("", #""name": "help", "summary": "H", "list": {"path": "/h", "item": {"kind": "h", "id": "id", "title": "name"}}"#, "'help' is how explore shows"),
    ("", #""name": "login", "summary": "L", "list": {"path": "/l", "item": {"kind": "l", "id": "id", "title": "name"}}"#, "'login' is the command explore adds to an API that takes a token ('explore clash login': keep a token"),
    ("", #""name": "more", "summary": "M", "options": [{"parameter": "All", "summary": "A"}], "list": {"path": "/m", "item": {"kind": "m", "id": "id", "title": "name"}}"#, "its option '--all' is one of explore's own options"),
    ("", #""name": "more", "summary": "M", "options": [{"parameter": "json", "summary": "J"}], "list": {"path": "/m", "item": {"kind": "m", "id": "id", "title": "name"}}"#, "its option '--json' is one of explore's own options"),
    ("", #""name": "more", "summary": "M", "options": [{"parameter": "a", "summary": "A"}, {"parameter": "b", "option": "a", "summary": "B"}], "list": {"path": "/m", "item": {"kind": "m", "id": "id", "title": "name"}}"#, "its option '--a' is declared twice"),
  ])
  func aDeclarationThatClashesWithTheCommandLineIsRefused(providerExtra: String, resource: String, expected: String) async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    var text = Self.declaration.replacingOccurrences(of: #""auth": {"scheme": "bearer"},"#, with: #""auth": {"scheme": "bearer"}\#(providerExtra),"#)
    if !resource.isEmpty { text = text.replacingOccurrences(of: #""resources": ["#, with: #""resources": [{\#(resource)},"#) }
    try folder.write(text, to: "clash.json")
    do {
      try await Self.runner(folder, Output()).run(.add(APIAddition(name: "clash", document: folder.url.appendingPathComponent("clash.json").path)))
      Issue.record("the declaration was added")
    } catch let error as DeclarationError {
      #expect(error.description.contains(expected), "\(error.description)")
    }
    // The same file edited in by hand is refused when a command names it.
    try folder.write(text.replacingOccurrences(of: #""name": "whatever""#, with: #""name": "clash""#), to: "apis/clash.json")
    let loader = DeclaredProviders(
      store: DeclarationStore(folder: folder.url.appendingPathComponent("apis")), builtIn: [], commands: ["help", "providers", "gh"])
    #expect(throws: DeclarationError.self) { try loader.definitions(for: ["clash", "things"]) { _ in } }
  }

  @Test(arguments: [
    (["add", "p", "doc.yaml", "--only", "users", "--only=/repos", "--auth", "header:X-Key"], "add"),
    (["list"], "list"), (["show", "p"], "show"), (["remove", "p"], "remove"), ([], "help"), (["add", "--help"], "help"),
  ])
  func theAPICommandLineParsesItsSubcommands(arguments: [String], expected: String) throws {
    switch try APICommandLine.parse(arguments) {
    case .api(.add(let addition)):
      #expect(expected == "add" && addition == APIAddition(name: "p", document: "doc.yaml", only: ["users", "/repos"], auth: "header:X-Key"))
    case .api(.list): #expect(expected == "list")
    case .api(.show(let name)): #expect(expected == "show" && name == "p")
    case .api(.remove(let name)): #expect(expected == "remove" && name == "p")
    case .help(let scope): #expect(expected == "help" && scope == .builtin("api"))
    default: Issue.record("unexpected invocation for \(arguments)")
    }
  }

  @Test(arguments: [
    (["add", "p"], "Missing expected argument '<document>'"), (["list", "x"], "Unexpected argument 'x'"),
    (["show", "p", "--only", "x"], "Unknown option '--only'"), (["add", "p", "d", "--auth", "basic"], "--auth"),
    (["lists"], "<subcommand>"), (["add", "p", "d", "--only"], "Missing value for '--only <tag-or-path>'"),
  ])
  func aMistakeIsAUsageErrorAboutExploreAPI(arguments: [String], expected: String) {
    do {
      _ = try APICommandLine.parse(arguments)
      Issue.record("\(arguments) was accepted")
    } catch let error as UsageError {
      #expect(error.message.contains(expected), "\(error.message)")
      #expect(error.scope == .builtin("api"))
    } catch {
      Issue.record("\(error)")
    }
  }
}
