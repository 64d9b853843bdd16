import ExploreConformance
import ExploreCore
import ExploreTestSupport
import Foundation
import GuideExamples
import Testing

/// The guide's worked example (`Movies`), its records mapped by tables
/// (`TMDB`), over fixtures written as TMDB answers: every example runs,
/// a movie's details come from one answer read by two tables, and a
/// malformed display field costs that field only.
@Suite struct MoviesTests {
  static let base = "https://api.themoviedb.org/3"

  /// `fixtures/movies`, as `--record` would write it, trimmed to a few records.
  static func fixtures() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    func movie(_ id: Int, _ title: String, genres: [Int]) -> String {
      #"{ "id": \#(id), "title": "\#(title)", "release_date": "1999-03-30", "vote_average": 8.2, "genre_ids": \#(genres) }"#
    }
    func exchange(_ path: String, _ body: String) -> String {
      #"{ "request": { "method": "GET", "path": "\#(path)" }, "response": { "status": 200, "body": \#(body) } }"#
    }
    func page(_ number: Int, total: Int, _ results: [String]) -> String {
      #"{ "page": \#(number), "total_results": \#(total), "results": [\#(results.joined(separator: ", "))] }"#
    }
    let matrix = movie(603, "The Matrix", genres: [28, 878])
    try folder.write(exchange("/movie/popular", page(1, total: 2, [matrix, movie(550, "Fight Club", genres: [18])])), to: "movies/popular.json")
    try folder.write(exchange("/search/movie?query=dune", page(1, total: 21, [movie(438631, "Dune", genres: [878])])), to: "movies/dune-1.json")
    try folder.write(exchange("/search/movie?query=dune&page=2", page(2, total: 21, [movie(841, "Dune (1984)", genres: [])])), to: "movies/dune-2.json")
    let genres = #"{ "genres": [{ "id": 18, "name": "Drama" }, { "id": 28, "name": "Action" }, { "id": 878, "name": "Science Fiction" }] }"#
    try folder.write(exchange("/genre/movie/list", genres), to: "movies/genres.json")
    try folder.write(exchange("/collection/1241", #"{ "id": 1241, "name": "The Matrix Collection", "parts": [\#(matrix)] }"#), to: "movies/collection.json")
    let details = #"""
      { "id": 603, "title": "The Matrix", "tagline": "Welcome to the Real World.", "release_date": "1999-03-30", "runtime": "136 min",
        "vote_average": 8.2, "belongs_to_collection": { "id": 2344, "name": "The Matrix Collection" },
        "genres": [{ "id": 28, "name": "Action" }, { "id": 878, "name": "Science Fiction" }] }
      """#
    try folder.write(exchange("/movie/603", details), to: "movies/movie-603.json")
    return folder
  }

  static func provider(_ folder: TemporaryFolder) -> (Movies, StubTransport) {
    replayedProvider(Movies.self, fixtures: folder)
  }

  @Test func everyExampleOfTheGuidesProviderConforms() async throws {
    let folder = try Self.fixtures()
    defer { folder.remove() }
    let failures = await ProviderConformance<Movies>(fixtures: folder.url, environment: ["TMDB_TOKEN": "placeholder"]).failures()
    #expect(failures.isEmpty, "\(failures.map(\.description).joined(separator: "\n"))")
  }

  @Test func aPageOfMoviesIsMappedByItsTableAndExpandsIntoGenres() async throws {
    let folder = try Self.fixtures()
    defer { folder.remove() }
    let (movies, transport) = Self.provider(folder)
    let request = ResourceRequest(path: ["popular"], expansion: "genres")
    let page = try await movies.load(request, at: .first)
    let genres = try #require(Movies.descriptor.resource(named: ["popular"])?.expansions.first)
    let expanded = try await movies.expand(page.items, by: genres, for: request)

    #expect(page.items.map(\.id) == ["603", "550"])
    #expect(page.items.first?.subtitle == "1999-03-30")
    #expect(page.items.first?.fields.map(\.value) == [.number(8.2)])
    #expect(page.items.first?.webURL?.absoluteString == "https://www.themoviedb.org/movie/603")
    #expect(expanded.map { $0.children?.map(\.title) } == [["Action", "Science Fiction"], ["Drama"]])
    #expect(transport.requests.map(\.url.absoluteString) == ["\(Self.base)/movie/popular", "\(Self.base)/genre/movie/list"])
  }

  @Test func aMoviesDetailIsOneAnswerReadByTwoTablesAndAMalformedFieldIsLeftOut() async throws {
    let folder = try Self.fixtures()
    defer { folder.remove() }
    let (movies, transport) = Self.provider(folder)
    let page = try await movies.load(ResourceRequest(path: ["movie"], arguments: ["id": "603"]), at: .first)

    #expect(page.sections.map(\.title) == ["Movie", "Genres"])
    let movie = try #require(page.sections.first?.items.first)
    #expect(movie.subtitle == "Welcome to the Real World.")
    // `runtime` is text where an integer should be: left out, the rest kept; the collection's name comes from a nested object.
    #expect(movie.fields.map(\.key) == ["released", "rating", "collection"])
    #expect(movie.fields.last?.value == .text("The Matrix Collection"))
    #expect(page.sections.last?.items.map(\.title) == ["Action", "Science Fiction"])
    #expect(transport.requests.count == 1)
  }
}
