import ExploreCore
import Foundation
import Testing
@testable import GitHubProvider

@Suite struct GitHubDescriptorTests {
  @Test func namesBaseURLAndFolder() {
    let descriptor = GitHub.descriptor
    #expect(descriptor.name == "github")
    #expect(descriptor.aliases == ["gh"])
    #expect(descriptor.defaultBaseURL.absoluteString == "https://api.github.com")
    #expect(descriptor.baseURLEnvironmentVariable == "EXPLORE_GITHUB_API_URL")
    #expect(descriptor.fixturesFolder == "github")
    #expect(descriptor.favorites.map(\.kind) == ["user"])
  }

  @Test func enterpriseBaseURLComesFromTheEnvironment() {
    let url = GitHub.descriptor.baseURL(in: ["EXPLORE_GITHUB_API_URL": "https://ghe.example.com/api/v3"])
    #expect(url.absoluteString == "https://ghe.example.com/api/v3")
  }

  @Test(arguments: [
    (["followers"], ResourceKind.list),
    (["following"], .list),
    (["user"], .detail),
    (["repos"], .list),
    (["repositories"], .list),
    (["starred"], .list),
    (["star"], .action),
    (["unstar"], .action),
    (["search", "users"], .list),
    (["search", "repos"], .list),
    (["search", "repositories"], .list),
    (["login"], .action),
    (["logout"], .action),
    (["auth", "status"], .detail),
  ])
  func declaresResource(path: [String], kind: ResourceKind) throws {
    let resource = try #require(GitHub.descriptor.resource(named: path))
    #expect(resource.kind == kind)
    #expect(!resource.summary.isEmpty)
    #expect(!resource.examples.isEmpty)
  }

  @Test func listsPageByLinkHeaderWithOneHundredPerPage() throws {
    for name in [["followers"], ["following"], ["repos"], ["starred"], ["search", "users"], ["search", "repos"]] {
      let resource = try #require(GitHub.descriptor.resource(named: name))
      #expect(resource.paging == .linkHeader(pageSize: 100, sizeParameter: "per_page"), "\(name)")
    }
  }

  @Test func followersAreGridAndTrackable() throws {
    for name in [["followers"], ["following"]] {
      let resource = try #require(GitHub.descriptor.resource(named: name))
      #expect(resource.preferredLayout == .grid)
      #expect(resource.isTrackable)
    }
    #expect(try #require(GitHub.descriptor.resource(named: ["starred"])).isTrackable)
    #expect(try #require(GitHub.descriptor.resource(named: ["search", "repos"])).isTrackable == false)
  }

  @Test func userExpandsIntoSections() throws {
    let resource = try #require(GitHub.descriptor.resource(named: ["user"]))
    #expect(resource.expansions.map(\.name) == ["sections"])
  }

  @Test func sortAndOrderChoicesAreTheAPIs() throws {
    let users = try #require(GitHub.descriptor.resource(named: ["search", "users"]))
    #expect(users.options.first { $0.name == "sort" }?.allowedValues == ["followers", "repositories", "joined"])
    #expect(users.options.first { $0.name == "order" }?.allowedValues == ["desc", "asc"])
    let repositories = try #require(GitHub.descriptor.resource(named: ["search", "repos"]))
    #expect(repositories.options.first { $0.name == "sort" }?.allowedValues == ["stars", "forks", "help-wanted-issues", "updated"])
    #expect(repositories.options.first { $0.name == "topic" }?.isRepeatable == true)
    let list = try #require(GitHub.descriptor.resource(named: ["repos"]))
    #expect(list.options.first { $0.name == "sort" }?.allowedValues == ["pushed", "updated", "created", "full_name"])
  }

  @Test(arguments: ["octocat", "a", "A-b-C", "x--y", "trailing-", String(repeating: "a", count: 39), "0123"])
  func acceptsUsername(_ name: String) {
    #expect(GitHubRules.username.accepts(name))
  }

  @Test(arguments: ["", "-leading", "-", "--", "-octocat", String(repeating: "a", count: 40), "octo cat", "octo_cat", "octo.cat", "ünïcode", "a/b", "../etc", "octocat\n"])
  func rejectsUsername(_ name: String) {
    #expect(!GitHubRules.username.accepts(name))
  }

  @Test func usernameRuleStatesTheRuleAndWhy() {
    let summary = GitHubRules.username.summary
    #expect(summary.contains("1–39"))
    #expect(summary.contains("hyphen"))
    #expect(summary.contains("older accounts"))
  }

  @Test(arguments: ["apple/swift", "octocat/Hello-World", "a/b", "x--y/.github", "o/swift_5.9", "owner/\(String(repeating: "r", count: 100))"])
  func acceptsRepository(_ text: String) {
    #expect(GitHubRules.repository.accepts(text))
    #expect(RepositoryName(text)?.description == text)
  }

  @Test(arguments: ["apple", "apple/", "/swift", "apple/swift/extra", "ap ple/swift", "apple/sw ift", "apple/..", "apple/.", "apple/\(String(repeating: "r", count: 101))", "a_b/swift"])
  func rejectsRepository(_ text: String) {
    #expect(!GitHubRules.repository.accepts(text))
    #expect(RepositoryName(text) == nil)
  }

  @Test(arguments: ["100", ">100", ">=100", "<50", "<=50", "10..50", "100..*", "*..10"])
  func acceptsStars(_ text: String) {
    #expect(GitHubRules.stars.accepts(text))
  }

  @Test(arguments: ["", "many", "=>100", ">=", "1..", "..5", "*..*", "10..x", "-5", ">= 100"])
  func rejectsStars(_ text: String) {
    #expect(!GitHubRules.stars.accepts(text))
  }

  @Test func topicAndQueryRules() {
    #expect(GitHubRules.topic.accepts("command-line"))
    #expect(!GitHubRules.topic.accepts("has space"))
    #expect(GitHubRules.query.accepts("location:berlin followers:>100"))
    #expect(!GitHubRules.query.accepts("   "))
    #expect(GitHubRules.language.accepts("objective-c"))
    #expect(!GitHubRules.language.accepts("c\"; drop"))
  }

  @Test func everyArgumentTakingAUserOrRepositoryHasARule() {
    for resource in GitHub.descriptor.resources {
      for argument in resource.arguments {
        #expect(argument.rule != nil, "\(resource.name) <\(argument.name)> has no rule")
      }
    }
  }
}
