import ExploreCore
import ExploreTables
import ExploreEngine
import ExploreNetworking
import ExploreTestSupport
import Foundation
import Testing

/// A made-up library API declared as tables: books (paged by number, with a
/// count, searched with `q`), authors (one answer), series (paged by `next`
/// URL), one book by id.
private struct Shelf: RESTProvider {
  static let metadata = ProviderMetadata(
    name: "shelf", summary: "A library", defaultBaseURL: URL(string: "https://shelf.example/api")!,
    baseURLEnvironmentVariable: "EXPLORE_SHELF_API_URL")
  static let book = ItemMapping(
    kind: "book", id: .urlPath("url"), title: "title",
    references: [ReferenceMapping("authors", from: "authors"), ReferenceMapping("series", from: "series")])
  static let author = ItemMapping(kind: "author", id: .urlPath("url"), title: "name", references: [ReferenceMapping("books", from: "books")])
  static let books = ListEndpoint(["books"], book, in: "results", paging: .pageNumbers(pageSize: 2, total: "count"), search: "q")
  static let authors = ListEndpoint(["authors"], author)
  static let series = ListEndpoint(["series"], author, in: "results", paging: .nextURL(at: "next", pageSize: 1))
  static let id = ArgumentKey("id", summary: "A book's number")
  static let resources: [Resource<Shelf>] = [
    .list(
      books, summary: "Books", discussion: "Two a page.", options: [.text("genre", summary: "Only books of this genre")],
      examples: ["books"]),
    .list(authors, summary: "Authors", title: "Writers", expansions: [.join("books", summary: "Their books", from: books)], examples: ["authors"]),
    .list(series, summary: "Series", examples: ["series"]),
    .detail(
      path: ["book"], summary: "One book", argument: id, record: book, at: ["books"],
      related: [
        .referenced("authors", in: authors, title: "Authors", emptyNote: "no authors"),
        .referring("books", in: authors, title: "Written by"),
        .sharing("authors", in: books, title: "By the same authors"),
      ], examples: ["book 3"]),
  ]

  let client: RESTClient
  init(context: ProviderContext) { client = RESTClient(context: context, trailingSlash: true) }

  /// The API's answers, by path and query.
  static let answers: [String: String] = [
    "/api/books/": #"{"count": 3, "results": [\#(record("books", 1, "Dune", authors: [1])), \#(record("books", 2, "Emma", authors: [2]))]}"#,
    "/api/books/?page=2": #"{"count": 3, "results": [\#(record("books", 3, "Ubik", authors: [2, 9, 1]))]}"#,
    "/api/books/?q=du": #"{"count": 1, "results": [\#(record("books", 1, "Dune", authors: [1]))]}"#,
    "/api/books/?q=zz": #"{"count": 0, "results": []}"#,
    "/api/books/?genre=poetry": #"{"count": 0, "results": []}"#,
    "/api/books/3/": record("books", 3, "Ubik", authors: [2, 9, 1]),
    "/api/authors/2/books/": #"{"results": []}"#,
    "/api/authors/": #"[{"url": "https://shelf.example/api/authors/1/", "name": "Frank", "books": ["https://shelf.example/api/books/1/", "https://shelf.example/api/books/3/"]}, {"url": "https://shelf.example/api/authors/2/", "name": "Jane", "books": ["https://shelf.example/api/books/2/"]}]"#,
    "/api/series/": #"{"next": "https://shelf.example/api/series/?page=2", "results": [{"url": "https://shelf.example/api/series/1/", "name": "One"}]}"#,
    "/api/series/?page=2": #"{"next": null, "results": [{"url": "https://shelf.example/api/series/2/", "name": "Two"}]}"#,
    // NB: two more lists paged by a next URL, read only by ``RESTClient``'s
    // `page` (not resources): one whose next URL numbers its page, one
    // whose cursor is opaque.
    "/api/volumes/": #"{"next": "https://shelf.example/api/volumes/?page=2&per_page=1", "results": [\#(volume(1))]}"#,
    "/api/volumes/?page=4&per_page=1": #"{"next": "https://shelf.example/api/volumes/?page=5&per_page=1", "results": [\#(volume(4))]}"#,
    "/api/sagas/": #"{"next": "https://shelf.example/api/sagas/?after=k7", "results": [\#(volume(1))]}"#,
    "/api/sagas/?after=k7": #"{"next": "https://shelf.example/api/sagas/?after=q2", "results": [\#(volume(2))]}"#,
    "/api/sagas/?after=q2": #"{"next": null, "results": [\#(volume(3))]}"#,
  ]

  static func volume(_ number: Int) -> String {
    #"{"url": "https://shelf.example/api/volumes/\#(number)/", "name": "Volume \#(number)"}"#
  }

  /// `/api/books/?page=2`: the path as sent, its trailing slash kept.
  static func relative(_ url: URL) -> String {
    String(url.absoluteString.dropFirst("https://shelf.example".count))
  }

  static func record(_ list: String, _ number: Int, _ title: String, authors: [Int]) -> String {
    let urls = authors.map { #""https://shelf.example/api/authors/\#($0)/""# }.joined(separator: ", ")
    return #"{"url": "https://shelf.example/api/\#(list)/\#(number)/", "title": "\#(title)", "authors": [\#(urls)]}"#
  }

  /// A provider answered from ``answers``, with the transport that counts its requests.
  static func replayed(failFirst: Bool = false) -> (Shelf, StubTransport) {
    let failures = Locked(failFirst ? 1 : 0)
    let transport = StubTransport { request in
      let key = relative(request.url)
      if failures.withLock({ count in defer { count -= 1 }; return count > 0 }) {
        return HTTPResponse(status: 503, body: Data(), url: request.url)
      }
      let body = answers[key] ?? #"{"message": "no answer for \#(key)"}"#
      return HTTPResponse(status: answers[key] == nil ? 404 : 200, body: Data(body.utf8), url: request.url)
    }
    let context = ProviderContext(
      baseURL: metadata.defaultBaseURL, transport: transport,
      directories: ExploreDirectories(environment: [:], home: URL(fileURLWithPath: "/nonexistent")))
    return (Shelf(context: context), transport)
  }
}

@Suite struct ListEndpointTests {
  static func paths(_ transport: StubTransport) -> [String] {
    transport.requests.map { Shelf.relative($0.url) }
  }

  @Test func aResourceTakesItsPathPagingSearchAndTitleFromItsList() async throws {
    let descriptors = Shelf.descriptor.resources
    #expect(descriptors.map(\.path) == [["books"], ["authors"], ["series"], ["book"]])
    #expect(descriptors.map(\.paging) == [.pageNumbers(pageSize: 2, total: "count"), .single, .nextURL(at: "next", pageSize: 1), .single])
    #expect(descriptors.map(\.search) == [.remote, nil, nil, nil])
    #expect(descriptors[3].kind == .detail && descriptors[3].arguments.map(\.name) == ["id"])

    let (shelf, transport) = Shelf.replayed()
    let first = try await shelf.load(ResourceRequest(path: ["books"]), at: .first)
    #expect(first.sections.map(\.title) == ["Books"] && first.items.map(\.id) == ["1", "2"])
    #expect(first.paging.totalPages == 2 && first.paging.next == .number(2))
    let second = try await shelf.load(ResourceRequest(path: ["books"]), at: .number(2))
    #expect(second.items.map(\.title) == ["Ubik"] && second.paging.next == nil)
    let found = try await shelf.load(ResourceRequest(path: ["books"], search: "du"), at: .first)
    #expect(found.items.map(\.title) == ["Dune"])
    let writers = try await shelf.load(ResourceRequest(path: ["authors"]), at: .first)
    #expect(writers.sections.map(\.title) == ["Writers"] && writers.paging.next == nil)
    #expect(Self.paths(transport) == ["/api/books/", "/api/books/?page=2", "/api/books/?q=du", "/api/authors/"])
  }

  @Test func anEmptyListSaysWhyInTheListsWords() async throws {
    #expect(Shelf.descriptor.resources[0].discussion == "Two a page.")
    let (shelf, transport) = Shelf.replayed()
    let searched = try await shelf.load(ResourceRequest(path: ["books"], search: " zz "), at: .first)
    let filtered = try await shelf.load(ResourceRequest(path: ["books"], options: ["genre": ["poetry"]]), at: .first)
    #expect(searched.items.isEmpty && filtered.items.isEmpty)
    #expect(searched.sections.map(\.emptyNote) == ["No books match 'zz'."])
    #expect(filtered.sections.map(\.emptyNote) == ["No books match the options given."])
    #expect(Shelf.books.emptyNote(search: nil, filtered: false) == "There are no books.")
    #expect(Shelf.authors.emptyNote(search: nil, filtered: false, noun: "writers") == "There are no writers.")
    #expect(Self.paths(transport) == ["/api/books/?q=zz", "/api/books/?genre=poetry"])
  }

  /// A list under an argument: `/authors/{author}/books/`.
  static let booksBy = ListEndpoint(
    ["authors", "{author}", "books"], Shelf.book, in: "results", title: "Books by {author}", name: "books",
    emptyNote: "{author} has written nothing yet", subject: "an author numbered '{author}'")

  @Test func aListsTitleIdEmptyNoteAndErrorsNameItsArguments() async throws {
    let (shelf, transport) = Shelf.replayed()
    let engine = try shelf.tables()
    let page = try await engine.listPage(
      Self.booksBy, options: [], title: nil, request: ResourceRequest(path: ["books"], arguments: ["author": "2"]), at: .first)
    #expect(page.sections.map(\.id) == ["books"] && page.sections.map(\.title) == ["Books by 2"])
    #expect(page.sections.map(\.emptyNote) == ["2 has written nothing yet"])
    let error = await #expect(throws: APIError.self) {
      try await engine.listPage(Self.booksBy, options: [], title: nil, request: ResourceRequest(path: ["books"], arguments: ["author": "7"]), at: .first)
    }
    #expect(error?.description.hasPrefix("Could not find an author numbered '7' (HTTP 404") == true)
    #expect(Self.paths(transport) == ["/api/authors/2/books/", "/api/authors/7/books/"])
  }

  @Test func aListsWordsAreKeptInItsDeclaration() throws {
    let decoded = try JSONDecoder().decode(ListEndpoint.self, from: JSONEncoder().encode(Self.booksBy))
    #expect(decoded.declaredTitle == "Books by {author}" && decoded.declaredName == "books")
    #expect(decoded.declaredEmptyNote == "{author} has written nothing yet" && decoded.subject == "an author numbered '{author}'")
    #expect(decoded.path == ["authors", "{author}", "books"])
  }

  @Test func aListPagedByNextURLFollowsTheURLTheBodyNames() async throws {
    let (shelf, transport) = Shelf.replayed()
    let first = try await shelf.load(ResourceRequest(path: ["series"]), at: .first)
    let next = try #require(first.paging.next)
    let second = try await shelf.load(ResourceRequest(path: ["series"]), at: next)
    #expect(first.items.map(\.title) == ["One"] && second.items.map(\.title) == ["Two"] && second.paging.next == nil)
    #expect(Self.paths(transport) == ["/api/series/", "/api/series/?page=2"])
  }

  @Test func aJoinLoadsEveryPageOfItsListOnceForEveryPageAndEveryCaller() async throws {
    let expansion = try #require(Shelf.descriptor.resources[1].expansions.first)
    #expect(expansion.cost == .pages(of: ["books"]) && expansion.childKind == "book")
    let (shelf, transport) = Shelf.replayed()
    let authors = try await shelf.load(ResourceRequest(path: ["authors"]), at: .first).items
    async let one = shelf.expand(authors, by: expansion, for: ResourceRequest(path: ["authors"]))
    async let two = shelf.expand(authors, by: expansion, for: ResourceRequest(path: ["authors"]))
    let (first, second) = try await (one, two)
    #expect(first.map { $0.children?.map(\.title) ?? [] } == [["Dune", "Ubik"], ["Emma"]])
    #expect(second.map { $0.children?.map(\.title) ?? [] } == [["Dune", "Ubik"], ["Emma"]])
    let copy = shelf.client
    _ = try await copy.all(Shelf.books)
    #expect(Self.paths(transport).sorted() == ["/api/authors/", "/api/books/", "/api/books/?page=2"])
  }

  @Test func aFailedJoinIsNotKeptAndTheNextCallerLoadsAgain() async throws {
    let (shelf, transport) = Shelf.replayed(failFirst: true)
    await #expect(throws: APIError.self) { try await shelf.client.all(Shelf.authors) }
    #expect(try await shelf.client.all(Shelf.authors).items.map(\.title) == ["Frank", "Jane"])
    #expect(Self.paths(transport) == ["/api/authors/", "/api/authors/"])
  }

  @Test func aDetailShowsTheRecordThenTheRecordsItNamesInItsOrderThenThoseThatNameIt() async throws {
    let (shelf, _) = Shelf.replayed()
    let page = try await shelf.load(ResourceRequest(path: ["book"], arguments: ["id": "3"]), at: .first)
    #expect(page.sections.map(\.id) == ["book", "authors", "written-by", "by-the-same-authors"])
    #expect(page.sections.map(\.title) == ["Book", "Authors", "Written by", "By the same authors"])
    // Author 9 is not in the list: left out, the others in the book's order;
    // the books that share an author are in list order, the book left out.
    #expect(page.sections.map { $0.items.map(\.title) } == [["Ubik"], ["Jane", "Frank"], ["Frank"], ["Dune", "Emma"]])
    #expect(page.sections[1].emptyNote == "no authors")
  }

  /// `--page N` of a list paged by a next URL: when page 1's next URL
  /// numbers its page (`?page=2`), page N is the second request; when its
  /// cursor is opaque (`?after=k7`), the pages before it are walked.
  @Test func pageNOfANextURLListIsOneRequestAfterTheFirstWhenItsURLsNumberThePages() async throws {
    let numbered = ListEndpoint(["volumes"], Shelf.author, in: "results", paging: .nextURL(at: "next", pageSize: 1))
    let opaque = ListEndpoint(["sagas"], Shelf.author, in: "results", paging: .nextURL(at: "next", pageSize: 1))
    let (shelf, transport) = Shelf.replayed()
    let fourth = try await shelf.client.page(numbered, at: .number(4))
    #expect(fourth.items.map(\.title) == ["Volume 4"] && fourth.paging.number == 4)
    #expect(fourth.paging.next == .url(URL(string: "https://shelf.example/api/volumes/?page=5&per_page=1")!))
    #expect(Self.paths(transport) == ["/api/volumes/", "/api/volumes/?page=4&per_page=1"])
    let third = try await shelf.client.page(opaque, at: .number(3))
    #expect(third.items.map(\.title) == ["Volume 3"] && third.paging.next == nil)
    #expect(Self.paths(transport).dropFirst(2) == ["/api/sagas/", "/api/sagas/?after=k7", "/api/sagas/?after=q2"])
  }

  /// A record known by its position (`#1.3`: its answer lacked the id)
  /// has no detail to ask the API for: a usage error, and no request.
  @Test func aRecordKnownByItsPositionHasNoDetail() async throws {
    let (shelf, transport) = Shelf.replayed()
    let error = await #expect(throws: PositionIDError.self) {
      _ = try await shelf.load(ResourceRequest(path: ["book"], arguments: ["id": "#1.3"]), at: .first)
    }
    #expect(error?.category == .usage && error?.description.contains("#1.3") == true)
    #expect(transport.requests.isEmpty)
  }

  @Test func aSingleListJoinCostsOneRequest() {
    #expect(Shelf.authors.joinCost == .requests(1) && Shelf.series.joinCost == .pages(of: ["series"]))
  }
}
