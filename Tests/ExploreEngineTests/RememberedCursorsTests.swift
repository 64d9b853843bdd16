import ExploreCore
import ExploreEngine
import ExploreHTTPCache
import ExploreNetworking
import ExploreTables
import ExploreTestSupport
import Foundation
import Testing

/// A list paged by cursor keeps the cursors it saw between runs (issue 41,
/// item 8): `--page N+1` after `--page N` is one request, `--page N` starts
/// from the furthest page a run saw before it, and a cursor gone stale is
/// forgotten and the list walked from its first page, once. Each "run" is a
/// new client with a new ``CursorMemory`` on the same file, as a new
/// process has.
@Suite struct RememberedCursorsTests {
  /// How the API answers a cursor it no longer knows.
  enum StaleAnswer: Sendable, CaseIterable {
    /// A 400, as an API says "invalid cursor".
    case refuse
    /// An empty page.
    case empty
    /// The first page, as an API that ignores a cursor it does not know:
    /// its next cursor is the one the memory holds for page 2.
    case firstPage
  }

  /// A list of 30 roles, 2 a page (15 pages), paged by a cursor that
  /// names the last role of the page before (`?after=g1-role-8`, with the
  /// generation of cursors it belongs to; `?after=role-8` for an API that
  /// answers an unknown cursor with its first page, and knows only the
  /// cursors it gave since it last expired them).
  final class Roles: Sendable {
    let generation = Locked(1)
    let issued = Locked(Set<String>())
    let transport: StubTransport
    let folder: TemporaryFolder

    static let list = ListEndpoint(
      ["roles"], ItemMapping(kind: "role", id: .key("id"), title: "name"), in: "items",
      paging: .cursor(parameter: "after", next: "next", pageSize: 2, sizeParameter: "size"))
    /// The same roles, paged by a next URL that numbers its page (`?page=2`).
    static let numbered = ListEndpoint(
      ["numbered"], ItemMapping(kind: "role", id: .key("id"), title: "name"), in: "items", paging: .nextURL(at: "next", pageSize: 2))
    /// The same roles, paged by a next URL that carries the API key back.
    static let echoing = ListEndpoint(
      ["echoing"], ItemMapping(kind: "role", id: .key("id"), title: "name"), in: "items", paging: .nextURL(at: "next", pageSize: 2))

    static let token = "roles-key-8c1d77"

    init(stale: StaleAnswer = .refuse) throws {
      folder = try TemporaryFolder()
      let (generation, issued) = (generation, issued)
      transport = StubTransport { request in
        let items = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        func value(_ name: String) -> String? { items.first { $0.name == name }?.value }
        let current = generation.withLock { $0 }
        let prefix = stale == .firstPage ? "" : "g\(current)-"
        var after = 0
        if request.url.lastPathComponent == "roles" {
          if let cursor = value("after") {
            guard let last = cursor.split(separator: "-").last.flatMap({ Int($0) }) else {
              return Roles.answer(["message": "bad cursor"], status: 400, request)
            }
            let known = stale == .firstPage ? issued.withLock { $0.contains(cursor) } : cursor.hasPrefix(prefix)
            switch (known, stale) {
            case (true, _): after = last
            case (false, .refuse): return Roles.answer(["message": "cursor expired"], status: 400, request)
            case (false, .empty): return Roles.answer(["items": [Any]()], status: 200, request)
            case (false, .firstPage): after = 0
            }
          }
        } else {
          after = (Int(value("page") ?? "1") ?? 1) * 2 - 2
        }
        let roles = (after + 1...min(after + 2, 30)).map { ["id": "\($0)", "name": "Role \($0)"] }
        var body: [String: Any] = ["items": after < 30 ? roles : []]
        if after + 2 < 30 {
          switch request.url.lastPathComponent {
          case "roles":
            let next = "\(prefix)role-\(after + 2)"
            issued.withLock { _ = $0.insert(next) }
            body["next"] = next
          case "numbered": body["next"] = "https://roles.example/numbered?page=\((after + 2) / 2 + 1)"
          default: body["next"] = "https://roles.example/echoing?page=\((after + 2) / 2 + 1)&api_key=\(Roles.token)"
          }
        }
        return Roles.answer(body, status: 200, request)
      }
    }

    /// Makes every cursor given so far stale.
    func expire() {
      generation.withLock { $0 += 1 }
      issued.withLock { $0 = [] }
    }

    static func answer(_ body: [String: Any], status: Int, _ request: HTTPRequest) -> HTTPResponse {
      HTTPResponse(status: status, body: (try? JSONSerialization.data(withJSONObject: body)) ?? Data(), url: request.url)
    }

    var file: URL { folder.url.appendingPathComponent("cache/explore/cursors.json") }

    /// A client as a new run makes it: a new memory on the same file.
    func client(credential: Credential? = nil, remembering: Bool = true) -> RESTClient {
      var client = RESTClient(baseURL: URL(string: "https://roles.example")!, transport: transport, credential: credential)
      client.cursors = remembering ? CursorMemory(file: file) : nil
      return client
    }

    /// The requests sent since the last call.
    let requestCount = Locked(0)
    func sent() -> Int {
      let total = transport.requests.count
      return requestCount.withLock { seen in
        defer { seen = total }
        return total - seen
      }
    }

    func titles(_ page: (items: [Item], paging: PageInfo)) -> [String] { page.items.map(\.title) }
  }

  @Test func pageNPlusOneAfterPageNIsOneRequest() async throws {
    let roles = try Roles()
    defer { roles.folder.remove() }
    let fifth = try await roles.client().page(Roles.list, at: .number(5))
    #expect(roles.titles(fifth) == ["Role 9", "Role 10"] && fifth.paging.number == 5 && fifth.paging.next != nil)
    #expect(roles.sent() == 5)
    let sixth = try await roles.client().page(Roles.list, at: .number(6))
    #expect(roles.titles(sixth) == ["Role 11", "Role 12"] && sixth.paging.number == 6)
    #expect(roles.sent() == 1)
    #expect(transport(roles).last == "/roles?size=2&after=g1-role-10")
    // The page shown again, and the one before it: one request each.
    #expect(roles.titles(try await roles.client().page(Roles.list, at: .number(6))) == ["Role 11", "Role 12"])
    #expect(roles.titles(try await roles.client().page(Roles.list, at: .number(3))) == ["Role 5", "Role 6"])
    #expect(roles.sent() == 2)
  }

  @Test func pageNStartsFromTheFurthestPageARunSaw() async throws {
    let roles = try Roles()
    defer { roles.folder.remove() }
    _ = try await roles.client().page(Roles.list, at: .number(4))
    #expect(roles.sent() == 4)
    let ninth = try await roles.client().page(Roles.list, at: .number(9))
    #expect(roles.titles(ninth) == ["Role 17", "Role 18"] && ninth.paging.number == 9)
    // Pages 5 (remembered), 6, 7, 8 and 9.
    #expect(roles.sent() == 5)
    // Past the walk's limit from the first page, but not from a page remembered.
    let far = CursorPagingError.walkLimit + 1
    await #expect(throws: CursorPagingError.self) { try await roles.client().page(Roles.list, at: .number(far + 9)) }
    #expect(roles.sent() == 0)
  }

  @Test(arguments: StaleAnswer.allCases)
  func aStaleCursorIsForgottenAndTheListWalkedFromItsFirstPageOnce(stale: StaleAnswer) async throws {
    let roles = try Roles(stale: stale)
    defer { roles.folder.remove() }
    _ = try await roles.client().page(Roles.list, at: .number(5))
    #expect(roles.sent() == 5)
    roles.expire()
    let sixth = try await roles.client().page(Roles.list, at: .number(6))
    #expect(roles.titles(sixth) == ["Role 11", "Role 12"] && sixth.paging.number == 6)
    // The stale cursor, then pages 1 to 6 anew.
    #expect(roles.sent() == 7)
    let prefix = stale == .firstPage ? "" : "g2-"
    #expect(transport(roles).suffix(2) == ["/roles?size=2&after=\(prefix)role-8", "/roles?size=2&after=\(prefix)role-10"])
    let seventh = try await roles.client().page(Roles.list, at: .number(7))
    #expect(roles.titles(seventh) == ["Role 13", "Role 14"])
    #expect(roles.sent() == 1)
  }

  @Test func pagingOnRemembersEveryPage() async throws {
    let roles = try Roles()
    defer { roles.folder.remove() }
    // As `--all` and `-i` load: the first page, then each page's next.
    let client = roles.client()
    var page = try await client.page(Roles.list)
    var titles = roles.titles(page)
    while let next = page.paging.next, roles.transport.requests.count < 20 {
      page = try await client.page(Roles.list, at: next)
      titles += roles.titles(page)
    }
    #expect(titles == (1...30).map { "Role \($0)" })
    #expect(roles.sent() == 15)
    let fourteenth = try await roles.client().page(Roles.list, at: .number(14))
    #expect(roles.titles(fourteenth) == ["Role 27", "Role 28"])
    #expect(roles.sent() == 1)
  }

  @Test func anotherQueryOrCredentialIsAnotherList() async throws {
    let roles = try Roles()
    defer { roles.folder.remove() }
    _ = try await roles.client().page(Roles.list, at: .number(5))
    _ = roles.sent()
    _ = try await roles.client().page(Roles.list, query: [("q", "x")], at: .number(5))
    #expect(roles.sent() == 5)
    let other = Credential(secret: Roles.token, scheme: .query("api_key"), source: "test")
    _ = try await roles.client(credential: other).page(Roles.list, at: .number(5))
    #expect(roles.sent() == 5)
    _ = try await roles.client(credential: other).page(Roles.list, at: .number(6))
    #expect(roles.sent() == 1)
  }

  @Test func aNextURLThatNumbersItsPageIsOneRequestOnceItsNeighbourWasSeen() async throws {
    let roles = try Roles()
    defer { roles.folder.remove() }
    let fifth = try await roles.client().page(Roles.numbered, at: .number(5))
    #expect(roles.titles(fifth) == ["Role 9", "Role 10"])
    #expect(roles.sent() == 2)
    let sixth = try await roles.client().page(Roles.numbered, at: .number(6))
    #expect(roles.titles(sixth) == ["Role 11", "Role 12"] && sixth.paging.number == 6)
    #expect(roles.sent() == 1)
  }

  @Test func theFileHoldsNoTokenAndNoURLThatCarriesOne() async throws {
    let roles = try Roles()
    defer { roles.folder.remove() }
    let credential = Credential(secret: Roles.token, scheme: .query("api_key"), source: "test")
    _ = try await roles.client(credential: credential).page(Roles.list, at: .number(3))
    // A list whose query, or whose next URLs, carry a token is not remembered.
    _ = try await roles.client(credential: credential).page(Roles.list, query: [("api_key", Roles.token)], at: .number(3))
    _ = try await roles.client(credential: credential).page(Roles.echoing, at: .number(3))
    #expect(roles.sent() == 3 + 3 + 2)
    let text = try String(contentsOf: roles.file, encoding: .utf8)
    #expect(!text.contains(Roles.token) && !text.contains("api_key") && text.contains("g1-role-4"))
    #expect(try TemporaryFolder.permissions(of: roles.file) == 0o600)
    #expect(try TemporaryFolder.permissions(of: roles.file.deletingLastPathComponent()) == 0o700)
    // The lists whose URLs carry the key are walked again: nothing of them was kept.
    _ = try await roles.client(credential: credential).page(Roles.list, query: [("api_key", Roles.token)], at: .number(4))
    _ = try await roles.client(credential: credential).page(Roles.echoing, at: .number(4))
    #expect(roles.sent() == 4 + 2)
  }

  @Test func aClientWithoutMemoryWalksAndWritesNothing() async throws {
    let roles = try Roles()
    defer { roles.folder.remove() }
    _ = try await roles.client(remembering: false).page(Roles.list, at: .number(5))
    _ = try await roles.client(remembering: false).page(Roles.list, at: .number(6))
    #expect(roles.sent() == 11)
    #expect(roles.folder.files().isEmpty)
  }

  @Test func aListThatLoopsIsNotRemembered() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    // a → b → a: the third page names the second again.
    let transport = StubTransport { request in
      let cursor = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == "after" }?.value
      let (first, next) = switch cursor { case nil: (1, "a"); case "a": (3, "b"); default: (5, "a") }
      return Roles.answer(["items": [["id": "\(first)", "name": "Role \(first)"]], "next": next], status: 200, request)
    }
    func client() -> RESTClient {
      var client = RESTClient(baseURL: URL(string: "https://roles.example")!, transport: transport)
      client.cursors = CursorMemory(file: folder.url.appendingPathComponent("cursors.json"))
      return client
    }
    await #expect(throws: PagingRunawayError.self) { try await client().page(Roles.list, at: .number(4)) }
    let sent = transport.requests.count
    // Its cursors were forgotten: page 3 is walked to, and names page 2 again as its next: no page 4 is offered.
    let third = try await client().page(Roles.list, at: .number(3))
    #expect(third.items.map(\.title) == ["Role 5"] && third.paging.next == nil)
    #expect(transport.requests.count - sent == 3)
    await #expect(throws: PagingRunawayError.self) { try await client().page(Roles.list, at: .number(4)) }
  }

  /// The paths and queries sent, in order.
  func transport(_ roles: Roles) -> [String] {
    roles.transport.requests.map { String($0.url.absoluteString.dropFirst("https://roles.example".count)) }
  }
}
