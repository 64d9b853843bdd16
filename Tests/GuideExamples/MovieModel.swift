import ExploreCore
import ExploreNetworking
import Foundation

/// `TMDB.movie` as a `Decodable` model: `id` and `title` identify a movie, the rest is display.
struct Movie: Decodable, Sendable {
  var id: Int
  var title: String
  @Tolerant var release_date: String?
  @Tolerant var vote_average: Double?
  @Tolerant var genre_ids: [Int]?

  var item: Item {
    Item(
      id: String(id), kind: "movie", title: title, subtitle: release_date,
      fields: [ItemField(key: "rating", label: "Rating", value: vote_average.map(FieldValue.number) ?? .none)],
      webURL: URL(string: "https://www.themoviedb.org/movie/\(id)"), references: ["genres": (genre_ids ?? []).map(String.init)])
  }
}

/// A page of them: `let (page, _) = try await client.get(MoviePage.self, path, query: query, at: cursor, what: "movies")`.
struct MoviePage: Decodable, Sendable { var page: Int, results: [Movie], total_results: Int? }
