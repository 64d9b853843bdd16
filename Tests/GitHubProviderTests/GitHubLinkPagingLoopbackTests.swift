import ExploreCore
import ExploreNetworking
import ExploreTestSupport
import Foundation
import Testing

/// The client against the loopback server's generated GitHub data: Link
/// paging followed exactly as given, and rate-limit headers.
@Suite(.serialized) struct GitHubLinkPagingLoopbackTests {
  @Test func walksEveryFollowerPageThroughTheLinkHeader() async throws {
    let server = try LoopbackServer.start(useCorpus: false, token: "test-token")
    defer { server.stop() }
    let base = server.baseURL(for: "github")
    let client = HTTPClient(configuration: .init(
      apiBaseURL: base, defaultHeaders: ["Accept": "application/vnd.github+json"],
      retryPolicy: RetryPolicy(baseDelay: .milliseconds(1))))
    var next: URL? = URL(string: base.absoluteString + "/users/many-followers/followers?per_page=100")
    var logins = Set<String>()
    var pages = 0
    var lastLink: URL?
    while let url = next, pages < 40 {
      let response = try await client.send(HTTPRequest(url: url, credential: Credential(secret: "test-token", source: "test")))
        .requireSuccess("followers of many-followers")
      struct User: Decodable { var login: String }
      logins.formUnion(try response.decode([User].self, endpoint: "GET /users/many-followers/followers").map(\.login))
      let links = try #require(response.linkHeader)
      if pages == 0 { lastLink = links.last }
      #expect(response.rateLimit.limit != nil)
      next = links.next
      pages += 1
    }
    #expect(logins.count == 2350)
    #expect(pages == 24)
    // GitHub's links name the user by id; the client followed them as given.
    let requests = try await server.requests()
    #expect(requests.dropFirst().allSatisfy { $0.path.hasPrefix("/github/user/") })
    #expect(lastLink.flatMap { URLComponents(url: $0, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == "page" }?.value } == "24")
  }
}
