public import ExploreCore
import ExploreEngine
import ExploreNetworking
import ExploreTables
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
      (try await movies.client.getItems(TMDB.genre, ["genre", "movie", "list"], in: "genres", what: "the genres").items, .single)
    }
    return items.joiningChildren(reference: "genres", from: genres)
  }

  public static let resources: [Resource<Movies>] = [
    Resource(
      path: ["popular"], summary: "Popular movies, or the movies whose title matches --search",
      paging: .pageNumbers(pageSize: 20, total: "total_results"), search: .remote, expansions: [genres],
      examples: ["popular", "popular --search dune --all", "popular --expand genres"]
    ) { movies, request, cursor in
      let query = request.search.map { [("query", $0)] } ?? []
      let path = query.isEmpty ? ["movie", "popular"] : ["search", "movie"]
      let (items, body, _) = try await movies.client.getItems(TMDB.movie, path, query: query, at: cursor, in: "results", what: "movies")
      let paging = PageDecoder.pageNumbers(at: cursor, pageSize: 20, itemCount: items.count, totalCount: body.integer(at: "total_results"))
      return .list(id: "movies", title: "Movies", items: items, paging: paging)
    },
    Resource(
      path: ["collection"], summary: "The movies of a collection, such as 1241", arguments: [id.descriptor], expansions: [genres],
      examples: ["collection 1241 --expand genres"]
    ) { movies, request, _ in
      let (items, body, _) = try await movies.client.getItems(TMDB.movie, ["collection", request[id]], in: "parts", what: "the collection")
      return .list(id: "parts", title: body.string(at: "name") ?? "Collection \(request[id])", items: items, paging: .single)
    },
    Resource(
      path: ["movie"], summary: "One movie: its details and its genres", kind: .detail, arguments: [id.descriptor],
      preferredLayout: .detail, examples: ["movie 603"]
    ) { movies, request, _ in
      let response = try await movies.client.send(.get, movies.client.urls.url(["movie", request[id]])).requireSuccess("the movie")
      let genres = try movies.client.items(TMDB.genre, from: response, at: "genres").items  // one answer, two tables
      return ResourcePage(sections: [
        ItemSection(id: "movie", title: "Movie", items: [try movies.client.item(TMDB.details, from: response).item]),
        ItemSection(id: "genres", title: "Genres", items: genres, emptyNote: "no genres"),
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

/// TMDB's records as tables (section 6): a movie in a list, a movie on its own, a genre.
enum TMDB {
  static let movie = ItemMapping(
    kind: "movie", id: .key("id"), title: "title", subtitle: .text("release_date"), webPage: TMDB.webPage,
    fields: [FieldMapping("rating", "Rating", .number, at: "vote_average", absent: FieldValue.none)],
    references: [ReferenceMapping("genres", from: "genre_ids")])
  /// `GET /movie/603`: more fields, one from a nested object; its genres are records (`genres`), not ids.
  static let details = ItemMapping(
    kind: "movie", id: .key("id"), title: "title", subtitle: .text("tagline"), webPage: TMDB.webPage,
    fields: [
      FieldMapping("released", "Released", at: "release_date"),
      FieldMapping("runtime", "Runtime (min)", .integer),
      FieldMapping("rating", "Rating", .number, at: "vote_average", absent: FieldValue.none),
      FieldMapping("collection", "Collection", at: ["belongs_to_collection", "name"]),
    ])
  static let genre = ItemMapping(kind: "genre", id: .key("id"), title: "name")
  static let webPage = WebPageMapping.template("https://www.themoviedb.org/movie/{id}")  // the id, percent-encoded, in {id}
}
