import ExploreCore
import ExploreNetworking
import Foundation
import Testing
@testable import GitHubProvider

@Suite struct GitHubMappingTests {
  @Test func userRowCarriesItsLoginForDrillingDown() {
    let item = GitHubUser(login: "hubot", id: 1, htmlURL: URL(string: "https://github.com/hubot")).item
    #expect(item.id == "hubot")
    #expect(item.kind == "user")
    #expect(item.title == "hubot")
    #expect(item.subtitle == nil)
    #expect(item[field: "login"] == .text("hubot"))
    #expect(item.webURL?.absoluteString == "https://github.com/hubot")
  }

  @Test func profileCardHasEveryFactInOrder() throws {
    let joined = try #require(ISO8601Parsing.date(from: "2011-01-25T18:44:36Z"))
    let profile = GitHubProfile(
      login: "octocat", id: 583231, name: "The Octocat", bio: "Eight arms", company: "@github",
      location: "", blog: "github.blog", publicRepos: 8, publicGists: 2, followers: 1234, following: 9,
      createdAt: joined, htmlURL: URL(string: "https://github.com/octocat")
    )
    let item = profile.item
    #expect(item.fields.map(\.key) == [
      "name", "login", "bio", "company", "location", "blog", "public_repos", "public_gists",
      "followers", "following", "joined",
    ])
    #expect(item.subtitle == "The Octocat")
    #expect(item[field: "location"] == FieldValue.none)
    #expect(item[field: "blog"] == .text("github.blog"))
    #expect(item[field: "followers"] == .integer(1234))
    #expect(item[field: "joined"] == .date(joined))
    #expect(item.webURL == URL(string: "https://github.com/octocat"))
  }

  @Test func blogWithSchemeIsALink() throws {
    let profile = GitHubProfile(login: "a", id: 1, blog: "https://example.com", createdAt: Date(timeIntervalSince1970: 0))
    #expect(profile.item[field: "blog"] == .url(URL(string: "https://example.com")!))
  }

  @Test func repositoryRow() throws {
    let updated = try #require(ISO8601Parsing.date(from: "2026-11-18T09:30:00Z"))
    let repository = GitHubRepository(
      id: 1, fullName: "octocat/inkwell", description: "Notes", topics: ["cli"], stargazersCount: 1234,
      forksCount: 5, language: "Swift", license: .init(key: "mit", name: "MIT License", spdxID: "MIT"),
      updatedAt: updated
    )
    let item = repository.item()
    #expect(item.id == "octocat/inkwell")
    #expect(item.kind == "repository")
    #expect(item.subtitle == "Notes")
    #expect(item.fields.map(\.key) == ["topics", "stars", "forks", "language", "license", "updated", "pushed"])
    #expect(item[field: "topics"] == .list(["cli"]))
    #expect(item[field: "stars"] == .integer(1234))
    #expect(item[field: "language"] == .text("Swift"))
    #expect(item[field: "license"] == .text("MIT"))
    #expect(item[field: "updated"] == .date(updated))
    #expect(item[field: "starred"] == nil)
    #expect(repository.item(starred: .bool(true))[field: "starred"] == .bool(true))
  }

  @Test func licenseNames() {
    #expect(GitHubRepository.License(name: "Other", spdxID: "NOASSERTION").displayName == "Other")
    #expect(GitHubRepository.License(name: "Apache License 2.0", spdxID: "Apache-2.0").displayName == "Apache-2.0")
    #expect(GitHubRepository.License(name: "Custom", spdxID: nil).displayName == "Custom")
  }

  @Test func timestampsWithAndWithoutFractions() {
    #expect(ISO8601Parsing.date(from: "2011-01-25T18:44:36Z") != nil)
    #expect(ISO8601Parsing.date(from: "2017-11-04T18:48:46.250Z") != nil)
    #expect(ISO8601Parsing.date(from: "yesterday") == nil)
  }

  @Test func badTimestampIsAbsentWithANoteNamingTheField() throws {
    let json = Data(#"{"login":"a","id":1,"public_repos":0,"public_gists":0,"followers":0,"following":0,"created_at":"soon"}"#.utf8)
    let notes = DecodingNotes()
    let profile = try notes.collect { try JSONDecoder.explore.decode(GitHubProfile.self, from: json) }
    #expect(profile.createdAt == nil)
    #expect(profile.item[field: "joined"] == FieldValue.none)
    #expect(notes.lines.contains { $0.hasPrefix("created_at:") && $0.contains(#"expected an ISO 8601 date but found "soon""#) })
    #expect(!notes.lines.contains { $0.hasPrefix("followers:") })
  }
}
