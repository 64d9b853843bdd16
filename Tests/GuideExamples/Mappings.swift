import ExploreCore
import ExploreItemMapping
import ExploreNetworking
import Foundation

/// TMDB's movies and genres as item tables, and the people of an API that
/// identifies records by URL.
enum Mappings {
  /// A movie in a list: `id` and `title` identify it, the rest is display.
  static let movie = ItemMapping(
    kind: "movie", id: .key("id"), title: "title", subtitle: .text("release_date"),
    webPage: .fromID { URL(string: "https://www.themoviedb.org/movie/\($0)") },
    fields: [FieldMapping("rating", "Rating", .number, at: "vote_average", absent: FieldValue.none)],
    references: [ReferenceMapping("genres", from: "genre_ids")]
  )
  static let genre = ItemMapping(kind: "genre", id: .key("id"), title: "name")

  /// `{"name": "Luke Skywalker", "url": "https://swapi.dev/api/people/1/", "films": ["…/films/1/", …], …}`
  static let person = ItemMapping(
    kind: "person", id: .urlPath("url"), title: "name", subtitle: .joined(["gender", "birth_year"]),
    fields: [
      FieldMapping("height", "Height (cm)"),
      FieldMapping("films", "Films", .count, absent: .integer(0)),
      FieldMapping("edited", "Edited", .date),
    ],
    references: [ReferenceMapping("films", from: "films")]
  )

  /// A page of popular movies: the items at `results`, and the page's numbers from the same body.
  static func popular(_ client: RESTClient, at cursor: PageCursor) async throws -> ResourcePage {
    let (items, body, _) = try await client.getItems(movie, ["movie", "popular"], at: cursor, in: "results", what: "movies")
    let total = body.integer(at: "total_results")
    let paging = PageDecoder.pageNumbers(page: body.integer(at: "page") ?? 1, pageSize: 20, itemCount: items.count, totalCount: total)
    return .list(id: "movies", title: "Movies", items: items, paging: paging)
  }
}
