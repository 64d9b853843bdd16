import ExploreCore
import ExploreTables
import ExploreEngine
import ExploreNetworking
import Foundation
import Testing
@testable import GitHubProvider

/// Every example body in GitHub's OpenAPI description decodes with the
/// provider's models and maps to items.
@Suite(.enabled(if: GitHubTestSupport.hasCorpus, "needs ../shared/corpus (GitHub's OpenAPI examples)"))
struct GitHubCorpusDecodingTests {
  static var exampleFiles: [URL] {
    guard let corpus = GitHubTestSupport.corpus else { return [] }
    let folder = corpus.appendingPathComponent("github-openapi/examples", isDirectory: true)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted().map { folder.appendingPathComponent($0) }
  }

  @Test func thereAreExamples() {
    #expect(Self.exampleFiles.count >= 12)
  }

  @Test(arguments: exampleFiles)
  func decodes(_ file: URL) throws {
    let name = file.lastPathComponent
    let response = HTTPResponse(status: 200, body: try Data(contentsOf: file), url: URL(string: "https://api.github.com/")!)
    let client = RESTClient(baseURL: URL(string: "https://api.github.com")!, transport: NoTransport())
    let items: [Item]
    if name.hasPrefix("activity__list-repos-starred") || name.hasPrefix("repos__list-for-user") {
      items = try client.items(GitHub.repositoryMapping, from: response, hooks: GitHub.hooks).items
    } else if name.hasPrefix("search__repos") || name.hasPrefix("search__users") {
      let mapping = name.hasPrefix("search__repos") ? GitHub.repositoryMapping : GitHub.userMapping
      let (found, body) = try client.items(mapping, from: response, at: "items", hooks: GitHub.hooks)
      #expect(try #require(body.integer(at: "total_count")) >= found.count)
      items = found
    } else if name.hasPrefix("users__get-authenticated") || name.hasPrefix("users__get-by-username") {
      items = [try client.item(GitHub.profileMapping, from: response, hooks: GitHub.hooks).item]
    } else if name.hasPrefix("users__list-followers") || name.hasPrefix("users__list-following") {
      items = try client.items(GitHub.userMapping, from: response, hooks: GitHub.hooks).items
    } else {
      Issue.record("No model is chosen for \(name); add one")
      return
    }
    #expect(!items.isEmpty)
    for item in items {
      #expect(!item.id.isEmpty)
      #expect(item.title == item.id)
      if item.kind == "user" {
        #expect(item[field: "login"] == .text(item.id))
      }
    }
  }

  @Test func starredWithTimestampsKeepsTheTime() throws {
    let file = try #require(Self.exampleFiles.first { $0.lastPathComponent.contains("star-creation-timestamps") })
    let starred = try JSONReader.read(Data(contentsOf: file))
    guard case .array(let entries) = starred else { Issue.record("expected an array"); return }
    #expect(entries.first?.string(at: "starred_at") != nil)
    #expect(try GitHub.repositoryMapping.item(from: #require(entries.first), hooks: GitHub.hooks, notes: nil).id == "octocat/Hello-World")
  }
}

/// A transport for a client that only maps responses it is handed.
private struct NoTransport: HTTPTransport {
  func send(_ request: HTTPRequest) async throws -> HTTPResponse { throw CancellationError() }
}
