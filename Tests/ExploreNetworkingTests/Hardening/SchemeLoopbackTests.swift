import ExploreCore
import ExploreNetworking
import ExploreTestSupport
import Foundation
import Testing

/// The client sends and follows only `http` and `https` (issue 21, class 8):
/// an `ftp:` link made libcurl log in to a host the server named.
@Suite(.serialized) struct SchemeLoopbackTests {
  @Test(arguments: ["ftp", "file", "gopher", "FTP"])
  func aRequestForAnotherSchemeIsRefusedBeforeURLSessionSeesIt(_ scheme: String) async throws {
    let hostile = try HostileServer()
    defer { hostile.stop() }
    let url = try #require(URL(string: "\(scheme)://127.0.0.1:\(hostile.server.port)/api/items/1"))
    let error = try await #require(throws: APIError.self) {
      try await hostile.client().send(HTTPRequest(url: url))
    }
    // NB: schemes are case-insensitive; the client writes them in lowercase.
    let written = scheme.lowercased()
    #expect(error.kind == .unsupportedScheme(written))
    #expect(error.description == """
      explore did not send GET \(written)://127.0.0.1:\(hostile.server.port)/api/items/1: it sends requests only to http and https URLs, \
      and this URL's scheme is \(written). If you set the API's address yourself, use an http or https URL; \
      otherwise the API sent a link explore does not follow.
      """)
    #expect(try await hostile.server.requestCount() == 0)
  }

  @Test func aRedirectToAnotherSchemeIsNotFollowed() async throws {
    let hostile = try HostileServer()
    defer { hostile.stop() }
    let target = "ftp://anonymous:guest@127.0.0.1:\(hostile.server.port)/api/items/1"
    let relative = "/redirect-to?location=\(target.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!)"
    let error = try await #require(throws: APIError.self) {
      try await hostile.client().send(HTTPRequest(url: hostile.url(relative), credential: Credential(secret: HostileServer.token, source: "test")))
    }
    #expect(error.kind == .unsupportedScheme("ftp"))
    #expect(error.description.contains("this URL's scheme is ftp"))
    #expect(!error.description.contains("guest"), "the redirect target's password is redacted")
    #expect(!error.description.contains(HostileServer.token))
    #expect(try await hostile.server.requests().map(\.path) == ["/api/redirect-to"])
  }

  @Test func aURLWithoutASchemeIsRefused() async throws {
    let hostile = try HostileServer()
    defer { hostile.stop() }
    let url = try #require(URL(string: "items/1"))
    let error = try await #require(throws: APIError.self) {
      try await hostile.client().send(HTTPRequest(url: url))
    }
    #expect(error.kind == .unsupportedScheme(""))
    #expect(error.description.contains("it sends requests only to http and https URLs, and this URL has no scheme."))
  }
}
