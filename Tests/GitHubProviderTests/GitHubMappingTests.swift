import ExploreCore
import ExploreTables
import ExploreEngine
import ExploreNetworking
import Foundation
import Testing
@testable import GitHubProvider

@Suite struct GitHubMappingTests {
  static func item(_ mapping: ItemMapping, _ json: String, notes: DecodingNotes? = nil) throws -> Item {
    try mapping.item(from: JSONReader.read(Data(json.utf8)), hooks: GitHub.hooks, notes: notes)
  }

  @Test func userRowCarriesItsLoginForDrillingDown() throws {
    let item = try Self.item(GitHub.userMapping, #"{"login":"hubot","id":1,"type":"User","html_url":"https://github.com/hubot"}"#)
    #expect(item.id == "hubot")
    #expect(item.kind == "user")
    #expect(item.title == "hubot")
    #expect(item.subtitle == nil)
    #expect(item[field: "login"] == .text("hubot"))
    #expect(item[field: "type"] == .text("User"))
    #expect(item.webURL?.absoluteString == "https://github.com/hubot")
  }

  @Test(arguments: [GitHub.userMapping, GitHub.profileMapping])
  func usersAndProfilesCarryTheirAvatarSizedThroughS(_ mapping: ItemMapping) throws {
    let item = try Self.item(mapping, #"{"login":"hubot","avatar_url":"https://avatars.githubusercontent.com/u/1?v=4"}"#)
    #expect(item.picture?.url(pixels: 240).absoluteString == "https://avatars.githubusercontent.com/u/1?v=4&s=240")
  }

  @Test func profileCardHasEveryFactInOrder() throws {
    let joined = try #require(ISO8601Parsing.date(from: "2011-01-25T18:44:36Z"))
    let json = #"""
      {"login":"octocat","id":583231,"name":"The Octocat","bio":"Eight arms","company":"@github","location":"",
       "blog":"github.blog","public_repos":8,"public_gists":2,"followers":1234,"following":9,
       "created_at":"2011-01-25T18:44:36Z","html_url":"https://github.com/octocat"}
      """#
    let item = try Self.item(GitHub.profileMapping, json)
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
    let item = try Self.item(GitHub.profileMapping, #"{"login":"a","id":1,"blog":"https://example.com"}"#)
    #expect(item[field: "blog"] == .url(URL(string: "https://example.com")!))
  }

  @Test func repositoryRow() throws {
    let updated = try #require(ISO8601Parsing.date(from: "2026-11-18T09:30:00Z"))
    let json = #"""
      {"id":1,"full_name":"octocat/inkwell","description":"Notes","topics":["cli"],"stargazers_count":1234,"forks_count":5,
       "language":"Swift","license":{"key":"mit","name":"MIT License","spdx_id":"MIT"},"updated_at":"2026-11-18T09:30:00Z"}
      """#
    let item = try Self.item(GitHub.repositoryMapping, json)
    #expect(item.id == "octocat/inkwell")
    #expect(item.kind == "repository")
    #expect(item.subtitle == "Notes")
    #expect(item.fields.map(\.key) == ["topics", "stars", "forks", "language", "license", "updated", "pushed"])
    #expect(item[field: "topics"] == .list(["cli"]))
    #expect(item[field: "stars"] == .integer(1234))
    #expect(item[field: "language"] == .text("Swift"))
    #expect(item[field: "license"] == .text("MIT"))
    #expect(item[field: "updated"] == .date(updated))
    #expect(item[field: "pushed"] == FieldValue.none)
    #expect(item[field: "starred"] == nil)
    #expect(item.starred(.bool(true))[field: "starred"] == .bool(true))
  }

  @Test func aStarredEntryMayWrapItsRepository() throws {
    let item = try Self.item(GitHub.repositoryMapping, #"{"starred_at":"2026-01-01T00:00:00Z","repo":{"id":1,"full_name":"octocat/Hello-World"}}"#)
    #expect(item.id == "octocat/Hello-World")
  }

  @Test func licenseNames() {
    #expect(GitHub.licenseName(.object(["name": .string("Other"), "spdx_id": .string("NOASSERTION")])) == .text("Other"))
    #expect(GitHub.licenseName(.object(["name": .string("Apache License 2.0"), "spdx_id": .string("Apache-2.0")])) == .text("Apache-2.0"))
    #expect(GitHub.licenseName(.object(["name": .string("Custom"), "spdx_id": .null])) == .text("Custom"))
    #expect(GitHub.licenseName(.object([:])) == nil)
  }

  @Test func timestampsWithAndWithoutFractions() {
    #expect(ISO8601Parsing.date(from: "2011-01-25T18:44:36Z") != nil)
    #expect(ISO8601Parsing.date(from: "2017-11-04T18:48:46.250Z") != nil)
    #expect(ISO8601Parsing.date(from: "yesterday") == nil)
  }

  @Test func badTimestampIsAbsentWithANoteNamingTheField() throws {
    let json = #"{"login":"a","id":1,"public_repos":0,"public_gists":0,"followers":0,"following":0,"created_at":"soon"}"#
    let notes = DecodingNotes()
    let item = try Self.item(GitHub.profileMapping, json, notes: notes)
    #expect(item[field: "joined"] == FieldValue.none)
    #expect(notes.lines.contains { $0.hasPrefix("created_at:") && $0.contains(#"expected an ISO 8601 date but found "soon""#) })
    #expect(!notes.lines.contains { $0.hasPrefix("followers:") })
  }
}
