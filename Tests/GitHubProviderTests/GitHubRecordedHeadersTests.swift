import ExploreCore
import ExploreNetworking
import Foundation
import Testing
@testable import GitHubProvider

/// GitHub's real recorded `Link` headers (octokit/fixtures), followed with
/// networking's `LinkHeader` and the provider's paging.
@Suite(.enabled(if: GitHubTestSupport.hasCorpus, "needs ../shared/corpus (recorded GitHub headers)"))
struct GitHubRecordedHeadersTests {
  struct Exchange {
    var path: String
    var link: String?
    var itemCount: Int
  }

  static func exchanges(_ folder: String) throws -> [Exchange] {
    let corpus = try #require(GitHubTestSupport.corpus)
    let file = corpus.appendingPathComponent("github-recorded-headers/\(folder)/normalized-fixture.json")
    let array = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [[String: Any]])
    return array.map { entry in
      let headers = entry["headers"] as? [String: Any] ?? [:]
      return Exchange(
        path: entry["path"] as? String ?? "",
        link: headers["link"] as? String,
        itemCount: (entry["response"] as? [Any])?.count ?? 0
      )
    }
  }

  @Test func followingNextLinksVisitsEveryRecordedPageOnce() throws {
    let exchanges = try Self.exchanges("paginate-issues")
    let byPath = Dictionary(exchanges.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    let base = URL(string: "https://api.github.com")!

    var exchange = try #require(exchanges.first)
    var cursor = PageCursor.first
    var visited: [String] = []
    var items = 0
    var totalPages: Int?
    for _ in 0..<exchanges.count + 1 {
      visited.append(exchange.path)
      items += exchange.itemCount
      let info = Self.pageInfo(link: exchange.link, cursor: cursor)
      if totalPages == nil { totalPages = info.totalPages }
      guard let next = info.next else { break }
      guard case .url(let url) = next else {
        Issue.record("GitHub's next link should be a URL cursor")
        return
      }
      #expect(url.host == base.host)
      let path = url.path + (url.query.map { "?" + $0 } ?? "")
      exchange = try #require(byPath[path], "the recording has no page \(path)")
      #expect(next.pageNumber == (info.number ?? 0) + 1)
      cursor = next
    }
    #expect(visited.count == exchanges.count)
    #expect(Set(visited).count == exchanges.count)
    #expect(totalPages == 5)
    #expect(items == exchanges.reduce(0) { $0 + $1.itemCount })
  }

  @Test func theLastRecordedPageHasNoNextAndKnowsItsNumber() throws {
    let last = try #require(try Self.exchanges("paginate-issues").last)
    let cursor = PageCursor.url(URL(string: "https://api.github.com" + last.path)!)
    let info = Self.pageInfo(link: last.link, cursor: cursor)
    #expect(info.next == nil)
    #expect(info.number == 5)
    #expect(info.totalPages == 5)
  }

  /// What GitHub's paging reads from a page with this `Link` header.
  static func pageInfo(link: String?, cursor: PageCursor) -> PageInfo {
    let headers: HTTPHeaders = link.map { ["Link": $0] } ?? [:]
    return PageDecoder.linkHeader(of: HTTPResponse(status: 200, headers: headers, url: URL(string: "https://api.github.com/")!), at: cursor)
  }
}
