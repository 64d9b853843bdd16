import ExploreTestSupport
import Foundation
import Testing

/// `explore api add <name> <document>` on the real published documents of
/// `fixtures/openapi` (issue 36), through the built binary, with no line of
/// the declaration edited: then a list, page 2 (the right rows), `--all`,
/// one detail and search where the API has one, against the loopback
/// server answering the declaration's paths (``DeclaredAPISimulation``),
/// with real paging in the API's own parameters.
@Suite(.serialized) struct OpenAPIDocumentsEndToEndTests {
  /// One document, and what its API is tried with.
  enum Paging: Sendable {
    case single, cursor, numbers
  }

  struct Document: Sendable, CustomTestStringConvertible {
    var name: String
    /// Under `fixtures/openapi`.
    var file: String
    /// A list resource and the title its records have (`Pokemon`).
    var list: String
    var title: String
    /// How the list pages: one answer, an opaque cursor (`--page 2` walks
    /// through page 1), or numbers or offsets.
    var paging: Paging
    /// A detail resource and the title its record has.
    var detail: String
    var detailTitle: String
    /// A list the API searches (its words and arguments), and the title
    /// of its records.
    var search: (list: [String], title: String)?

    var testDescription: String { "\(name) (\(file))" }
  }

  static let documents: [Document] = [
    Document(
      name: "petstore", file: "petstore/openapi.yaml", list: "find-by-status", title: "Pet", paging: .single,
      detail: "pet", detailTitle: "Pet"),
    Document(
      name: "pokeapi", file: "pokeapi/openapi.yml", list: "pokemon", title: "Pokemon", paging: .numbers, detail: "pokemon-detail",
      detailTitle: "Pokemon", search: (["pokemon"], "Pokemon")),
    Document(
      name: "asana", file: "asana/asana_oas.yaml", list: "projects", title: "Project", paging: .cursor, detail: "project",
      detailTitle: "Project", search: (["typeahead", "1"], "Typeahead")),
    Document(
      name: "box", file: "box/openapi.json", list: "users", title: "User", paging: .numbers, detail: "user", detailTitle: "User",
      search: (["search"], "Search")),
  ]

  @Test(arguments: documents)
  func aDocumentAddedAsItIsIsBrowsable(document: Document) async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let home = folder.url
    let path = ProjectPaths.fixtures.appendingPathComponent("openapi/\(document.file)").path
    let added = try await ExploreBinary.run(["api", "add", document.name, path], home: home)
    #expect(added.status == 0, "stderr: \(added.standardError)")
    #expect(added.standardOutput.contains("explore \(document.name) \(document.list) "), "\(added.standardOutput)")

    // `api list` names it with its resources, `api show` gives its plan.
    let listed = try await ExploreBinary.run(["api", "list"], home: home)
    #expect(listed.status == 0, "stderr: \(listed.standardError)")
    #expect(listed.standardOutput.hasPrefix("\(document.name) — "), "\(listed.standardOutput)")
    #expect(listed.standardOutput.contains(document.list), "\(listed.standardOutput)")
    let shown = try await ExploreBinary.run(["api", "show", document.name], home: home)
    #expect(shown.status == 0, "stderr: \(shown.standardError)")
    #expect(shown.standardOutput.contains("RESOURCES:") && shown.standardOutput.contains("\n  \(document.list) — "), "\(shown.standardOutput)")

    let file = home.appendingPathComponent("config/explore/apis/\(document.name).json")
    let simulation = try DeclaredAPISimulation(declaration: Data(contentsOf: file))
    let variable = "EXPLORE_\(document.name.uppercased())_API_URL"
    let server = try LoopbackServer.start(mounts: [simulation.mount(name: document.name, environmentVariable: variable)], fixtures: nil, maxSeconds: 300)
    defer { server.stop() }
    func run(_ arguments: [String]) async throws -> ExploreBinary.Outcome {
      let outcome = try await ExploreBinary.run([document.name] + arguments + ["--json"], environment: server.environment, home: home)
      #expect(outcome.status == 0, "\(arguments): \(outcome.standardError)")
      return outcome
    }
    func titles(_ outcome: ExploreBinary.Outcome, _ title: String) -> Set<Int> {
      let pattern = "\"\(title) "
      var numbers: Set<Int> = []
      for part in outcome.standardOutput.components(separatedBy: pattern).dropFirst() {
        if let number = Int(part.prefix { $0.isNumber }), part.dropFirst(String(number).count).first == "\"" { numbers.insert(number) }
      }
      return numbers
    }

    let first = try await run([document.list])
    let firstTitles = titles(first, document.title)
    #expect(firstTitles.contains(1) && !firstTitles.isEmpty, "\(first.standardOutput.prefix(400))")
    // NB: an API that answers its whole list at once takes no --all.
    let all = document.paging == .single ? first : try await run([document.list, "--all"])
    let allTitles = titles(all, document.title)
    let pageSize = firstTitles.count
    let count = document.paging == .single ? pageSize : DeclaredAPISimulation.recordCount(pageSize: pageSize)
    #expect(count > 0 && allTitles == Set(1...max(1, count)), "--all: \(allTitles.count) of \(count)")
    if document.paging != .single {
      let second = try await run([document.list, "--page", "2"])
      #expect(titles(second, document.title) == Set((pageSize + 1)...(2 * pageSize)), "\(second.standardOutput.prefix(400))")
    }
    let detail = try await run([document.detail, "7"])
    #expect(titles(detail, document.detailTitle).contains(7), "\(detail.standardOutput.prefix(400))")
    if let search = document.search {
      let found = try await run(search.list + ["--search", "7"])
      let numbers = titles(found, search.title)
      #expect(numbers.contains(7) && numbers.allSatisfy { String($0).contains("7") }, "\(found.standardOutput.prefix(400))")
    }

    let removed = try await ExploreBinary.run(["api", "remove", document.name], home: home)
    #expect(removed.status == 0)
    #expect(!FileManager.default.fileExists(atPath: file.path))
  }
}
