import ExploreCore
import ExploreNetworking
import ExploreTestSupport
import Foundation
import Testing

/// `../shared/corpus/github-recorded-headers`, or `nil` when the corpus is absent.
private var recordedHeadersFolder: URL? {
  guard let folder = ProjectPaths.corpus?.appendingPathComponent("github-recorded-headers", isDirectory: true),
    FileManager.default.fileExists(atPath: folder.path)
  else { return nil }
  return folder
}

/// Real GitHub response headers from `../shared/corpus/github-recorded-headers`
/// (octokit/fixtures): `link` paging and `x-ratelimit-*`.
@Suite(.enabled(if: recordedHeadersFolder != nil, "needs ../shared/corpus/github-recorded-headers"))
struct CorpusRecordedHeadersTests {
  static var folder: URL? { recordedHeadersFolder }

  struct Exchange {
    var method: String
    var path: String
    var status: Int
    var headers: HTTPHeaders
    var body: Data
    var url: URL
  }

  /// Every recorded exchange of `scenario` (a folder such as `paginate-issues`).
  static func exchanges(_ scenario: String) throws -> [Exchange] {
    let folder = try #require(folder)
    let data = try Data(contentsOf: folder.appendingPathComponent(scenario).appendingPathComponent("normalized-fixture.json"))
    let entries = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
    return try entries.map { entry in
      var headers = HTTPHeaders()
      for (name, value) in entry["headers"] as? [String: Any] ?? [:] {
        headers[name] = "\(value)"  // NB: some recorded values are JSON numbers
      }
      let scope = entry["scope"] as? String ?? "https://api.github.com:443"
      let path = entry["path"] as? String ?? "/"
      let body = try entry["response"].map { try JSONSerialization.data(withJSONObject: $0, options: [.fragmentsAllowed]) } ?? Data()
      return Exchange(
        method: (entry["method"] as? String ?? "get").uppercased(), path: path, status: entry["status"] as? Int ?? 0,
        headers: headers, body: body, url: try #require(URL(string: scope + path)))
    }
  }

  static func page(of url: URL?) -> Int? {
    guard let url, let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems else { return nil }
    return items.first { $0.name == "page" }?.value.flatMap(Int.init) ?? 1
  }

  @Test func parsesEveryRecordedLinkHeader() throws {
    let pages = try Self.exchanges("paginate-issues").filter { $0.headers["link"] != nil }
    #expect(pages.count == 5)
    for exchange in pages {
      let value = try #require(exchange.headers["link"])
      let response = HTTPResponse(status: exchange.status, headers: exchange.headers, body: exchange.body, url: exchange.url)
      let links = try #require(response.linkHeader)
      // One parsed link per `rel=` in the raw header, none lost.
      #expect(links.links.count == value.components(separatedBy: "rel=").count - 1)
      let current = Self.page(of: exchange.url) ?? 1
      #expect(Self.page(of: links.last) == (current == 5 ? nil : 5))
      #expect(Self.page(of: links.next) == (current < 5 ? current + 1 : nil))
      #expect(Self.page(of: links.prev) == (current > 1 ? current - 1 : nil))
      #expect(Self.page(of: links.first) == (current > 1 ? 1 : nil))
      // GitHub links to `/repositories/1000/issues`, not the path that was asked for.
      if let next = links.next {
        #expect(next.absoluteString.hasPrefix("https://api.github.com/repositories/1000/issues?per_page=3&page="))
      }
    }
  }

  @Test(arguments: ["get-root", "paginate-issues", "search-issues", "errors"])
  func readsRecordedRateLimitHeaders(_ scenario: String) throws {
    for exchange in try Self.exchanges(scenario) {
      let limits = RateLimitHeaders(exchange.headers)
      let limit = try #require(limits.limit)
      #expect([5000, 30].contains(limit))
      #expect(limits.remaining == limit - 1)
      #expect(limits.used == 1)
      // Recorded in milliseconds by octokit/fixtures: 2017-10-10T16:00:00Z.
      #expect(limits.resetsAt == Date(timeIntervalSince1970: 1_507_651_200))
      #expect(!limits.isExhausted)
    }
  }

  @Test func aRecordedResponseWithItsQuotaUsedUpIsAPrimaryRateLimit() throws {
    var exchange = try #require(try Self.exchanges("search-issues").first)
    exchange.headers["x-ratelimit-remaining"] = "0"
    let response = HTTPResponse(status: 403, headers: exchange.headers, body: Data(#"{"message":"API rate limit exceeded"}"#.utf8), url: exchange.url)
    let error = try #require(throws: APIError.self) { try response.requireSuccess("search issues") }
    #expect(error.kind == .rateLimited(.primary(resetsAt: Date(timeIntervalSince1970: 1_507_651_200), limit: 30)))
  }

  @Test func quotesTheRecordedValidationError() throws {
    let exchange = try #require(try Self.exchanges("errors").first { $0.status == 422 })
    let response = HTTPResponse(status: exchange.status, headers: exchange.headers, body: exchange.body, url: exchange.url)
    let error = try #require(throws: APIError.self) { try response.requireSuccess("label foo") }
    #expect(error.kind == .validation(messages: ["Label color is invalid"]))
    #expect(error.description.contains("Validation Failed"))
    #expect(error.description.contains("Label color is invalid"))
  }
}
