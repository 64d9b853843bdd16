import ExploreCore
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
    let items: [Item]
    if name.hasPrefix("activity__list-repos-starred") {
      items = try response.decode([GitHubStarredRepository].self, endpoint: name).map { $0.repository.item() }
    } else if name.hasPrefix("repos__list-for-user") {
      items = try response.decode([GitHubRepository].self, endpoint: name).map { $0.item() }
    } else if name.hasPrefix("search__repos") {
      let results = try response.decode(GitHubSearchResults<GitHubRepository>.self, endpoint: name)
      #expect(try #require(results.totalCount) >= results.items.count)
      items = results.items.map { $0.item() }
    } else if name.hasPrefix("search__users") {
      let results = try response.decode(GitHubSearchResults<GitHubUser>.self, endpoint: name)
      #expect(try #require(results.totalCount) >= results.items.count)
      items = results.items.map(\.item)
    } else if name.hasPrefix("users__get-authenticated") || name.hasPrefix("users__get-by-username") {
      items = [try response.decode(GitHubProfile.self, endpoint: name).item]
    } else if name.hasPrefix("users__list-followers") || name.hasPrefix("users__list-following") {
      items = try response.decode([GitHubUser].self, endpoint: name).map(\.item)
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
    let starred = try JSONDecoder.explore.decode([GitHubStarredRepository].self, from: Data(contentsOf: file))
    #expect(starred.first?.starredAt != nil)
    #expect(starred.first?.repository.fullName == "octocat/Hello-World")
  }
}
