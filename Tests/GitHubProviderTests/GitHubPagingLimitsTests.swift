import ExploreCore
import ExploreNetworking
import Foundation
@testable import GitHubProvider
import Testing

/// GitHub's lists and searches read at most ``PagingLimits/maxItemsPerPage``
/// items from one page, refused while the page is decoded; a `Link` header
/// with a wild page number never traps.
@Suite struct GitHubPagingLimitsTests {
  static func users(_ count: Int) -> String {
    "[" + Array(repeating: #"{"login":"u","id":1,"type":"User"}"#, count: count).joined(separator: ",") + "]"
  }

  @Test func aListPageOfTooManyUsersIsRefused() async throws {
    let (github, _) = GitHubTolerantDecodingTests.provider(answering: Self.users(PagingLimits.maxItemsPerPage + 1))
    let error = await #expect(throws: PageTooLargeError.self) {
      try await github.load(ResourceRequest(path: ["followers"], arguments: ["user": "octocat"]), at: .first)
    }
    #expect(error?.description.contains("GET /users/octocat/followers?per_page=100") == true, "\(String(describing: error))")
  }

  @Test func aSearchPageOfTooManyItemsIsRefused() async throws {
    let body = #"{"total_count":20000,"items":"# + Self.users(PagingLimits.maxItemsPerPage + 1) + "}"
    let (github, _) = GitHubTolerantDecodingTests.provider(answering: body)
    let error = await #expect(throws: PageTooLargeError.self) {
      try await github.load(ResourceRequest(path: ["search", "users"], arguments: ["query": "tom"]), at: .first)
    }
    #expect(error?.jsonPath == "items")
  }

  @Test func aListPageOfExactlyTheLimitLoads() async throws {
    let (github, _) = GitHubTolerantDecodingTests.provider(answering: Self.users(PagingLimits.maxItemsPerPage))
    let page = try await github.load(ResourceRequest(path: ["followers"], arguments: ["user": "octocat"]), at: .first)
    #expect(page.items.count == PagingLimits.maxItemsPerPage)
  }

  @Test(arguments: [Int.max, Int.min, 0, -1])
  func aLinkHeaderWithAWildPageNumberDoesNotTrap(number: Int) throws {
    let url = try #require(URL(string: "https://api.github.com/user/1/followers?per_page=100"))
    let link = "<https://api.github.com/user/1/followers?per_page=100&page=\(number)>; rel=\"next\", "
      + "<https://api.github.com/user/1/followers?per_page=100&page=\(number)>; rel=\"last\""
    let info = PageDecoder.linkHeader(of: HTTPResponse(status: 200, headers: ["Link": link], url: url), at: .url(url))
    #expect(info.next?.pageNumber == number)
    #expect(info.totalPages == number)
    #expect(info.number == (number > 1 ? number - 1 : nil))
  }
}
