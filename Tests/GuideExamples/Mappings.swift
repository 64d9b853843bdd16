import ExploreCore
import ExploreTables
import Foundation

/// Every format, on two records: `{"full_name": "octocat/Hello-World", "stargazers_count": 80, "owner": {"login": …}, …}`
/// and a person of an API that identifies records by URL, `{"url": "https://swapi.dev/api/people/1/", "films": ["…/films/1/"], …}`.
enum Mappings {
  static let repository = ItemMapping(
    kind: "repository", id: .key("full_name"), title: "full_name", subtitle: .text("description"), webPage: .key("html_url"),
    fields: [
      FieldMapping("owner", "Owner", at: ["owner", "login"]),  // .text, the default, at a path into a nested object
      FieldMapping("stars", "Stars", .integer, at: "stargazers_count", absent: .integer(0)),
      FieldMapping("fork", "Fork", .bool),
      FieldMapping("topics", "Topics", .list),
      FieldMapping("pushed", "Pushed", .date, at: "pushed_at"),  // ISO 8601
      FieldMapping("homepage", "Homepage", .url),
    ])
  static let person = ItemMapping(
    kind: "person", id: .urlPath("url"), title: "name", subtitle: .joined(["gender", "birth_year"]), webPage: .key("url"),
    fields: [
      FieldMapping("films", "Films", .count, absent: .integer(0)),  // the size of an array
      FieldMapping("starships", "Starships", .references),  // reference URLs, shown as their ids
    ],
    references: [ReferenceMapping("films", from: "films")])  // what the `films` expansion joins
}
