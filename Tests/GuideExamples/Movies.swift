public import ExploreCore
import ExploreNetworking
import Foundation

/// The Movie Database (TMDB): popular movies, collections, one movie's details.
public struct Movies: Provider {
  public static let metadata = ProviderMetadata(
    name: "movies", summary: "The Movie Database: popular movies, collections, details",
    defaultBaseURL: URL(string: "https://api.themoviedb.org/3")!, baseURLEnvironmentVariable: "EXPLORE_MOVIES_API_URL",
    favorites: [FavoritableKind(kind: "movie", detailResource: ["movie"], argumentName: id.name, plural: "movies")])

  static let id = ArgumentKey("id", summary: "A TMDB id", rule: ValueRule("a whole number, such as 603") { Int($0) != nil })
  /// TMDB has no endpoint for several genres by id: load the genre list (every page of it) once, and join.
  static let genres = Expansion<Movies>(
    name: "genres", summary: "The genres of each movie", childKind: "genre", maxRequestsPerPage: 1
  ) { movies, items, _ in
    let genres = try await JoinAll.load { _ in
      let (list, _) = try await movies.client.get(GenreList.self, ["genre", "movie", "list"], what: "the genres")
      return (list.genres.map(\.item), .single)
    }
    return items.joiningChildren(reference: "genres", from: genres)
  }

  public static let resources: [Resource<Movies>] = [
    Resource(
      path: ["popular"], summary: "Popular movies, or the movies whose title matches --search",
      paging: .pageNumbers(pageSize: 20, totalIsKnown: true), search: .remote, expansions: [genres],
      examples: ["popular", "popular --search dune --all", "popular --expand genres"]
    ) { movies, request, cursor in
      let query = request.search.map { [("query", $0)] } ?? []
      let path = query.isEmpty ? ["movie", "popular"] : ["search", "movie"]
      let (page, _) = try await movies.client.get(MoviePage.self, path, query: query, at: cursor, what: "movies")
      let paging = PageDecoder.pageNumbers(page: page.page, pageSize: 20, itemCount: page.results.count, totalCount: page.total_results)
      return .list(id: "movies", title: "Movies", items: page.results.map(\.item), paging: paging)
    },
    Resource(
      path: ["collection"], summary: "The movies of a collection, such as 1241", arguments: [id.descriptor], expansions: [genres],
      examples: ["collection 1241 --expand genres"]
    ) { movies, request, _ in
      let (collection, _) = try await movies.client.get(Collection.self, ["collection", request[id]], what: "the collection")
      return .list(id: "parts", title: collection.name, items: collection.parts.map(\.item), paging: .single)
    },
    Resource(
      path: ["movie"], summary: "One movie: its details and its genres", kind: .detail, arguments: [id.descriptor],
      preferredLayout: .detail, examples: ["movie 603"]
    ) { movies, request, _ in
      let (movie, _) = try await movies.client.get(Movie.self, ["movie", request[id]], what: "the movie")
      return ResourcePage(sections: [
        ItemSection(id: "movie", title: "Movie", items: [movie.item]),
        ItemSection(id: "genres", title: "Genres", items: (movie.genres ?? []).map(\.item), emptyNote: "no genres"),
      ])
    },
  ]

  let client: RESTClient

  public init(context: ProviderContext) {
    let token = context.environment["TMDB_TOKEN"].map { Credential(secret: $0, scheme: .bearer, source: "TMDB_TOKEN") }
    let key = context.environment["TMDB_API_KEY"].map { Credential(secret: $0, scheme: .query("api_key"), source: "TMDB_API_KEY") }
    client = RESTClient(context: context, credential: token ?? key)
  }
}

/// A movie, in a list (`genre_ids`) or on its own (`genres`): `id` and `title` identify it, the rest is display.
struct Movie: Decodable, Sendable {
  var id: Int
  var title: String
  @Tolerant var release_date: String?
  @Tolerant var vote_average: Double?
  @Tolerant var genre_ids: [Int]?
  @Tolerant var genres: [Genre]?

  var item: Item {
    let genreIDs = genre_ids ?? (genres ?? []).map(\.id)
    return Item(
      id: String(id), kind: "movie", title: title, subtitle: release_date,
      fields: [ItemField(key: "rating", label: "Rating", value: vote_average.map(FieldValue.number) ?? .none)],
      webURL: URL(string: "https://www.themoviedb.org/movie/\(id)"), references: ["genres": genreIDs.map(String.init)])
  }
}

struct Genre: Decodable, Sendable {
  var id: Int, name: String
  var item: Item { Item(id: String(id), kind: "genre", title: name) }
}

struct MoviePage: Decodable, Sendable { var page: Int, results: [Movie], total_results: Int? }
struct GenreList: Decodable, Sendable { var genres: [Genre] }
struct Collection: Decodable, Sendable { var name: String, parts: [Movie] }
