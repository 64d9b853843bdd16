import ExploreCore
import Foundation
import Testing

@Suite struct CredentialTests {
  static let url = URL(string: "https://api.example.com/v3/movie/popular?page=2")!

  @Test(arguments: [
    (Credential.Scheme.bearer, "Authorization", "Bearer s3cret-key"),
    (.token, "Authorization", "token s3cret-key"),
    (.header("X-Api-Key"), "x-api-key", "s3cret-key"),
  ])
  func headerSchemesSetTheirHeaderAndLeaveTheURL(_ scheme: Credential.Scheme, _ header: String, _ value: String) {
    var headers: HTTPHeaders = ["Accept": "application/json"]
    let url = Credential(secret: "s3cret-key", scheme: scheme, source: "test").authorizing(Self.url, headers: &headers)
    #expect(url == Self.url)
    #expect(headers[header] == value)
    #expect(headers["Accept"] == "application/json")
  }

  @Test func theQuerySchemeAddsOneItemAndNoHeader() throws {
    var headers = HTTPHeaders()
    let credential = Credential(secret: "a+b c", scheme: .query("api_key"), source: "test")
    let url = credential.authorizing(Self.url, headers: &headers)
    #expect(headers.isEmpty)
    #expect(url.absoluteString == "https://api.example.com/v3/movie/popular?page=2&api_key=a%2Bb%20c")
    // An echoed key is replaced, not sent twice.
    let again = credential.authorizing(url, headers: &headers)
    #expect(again == url)
    #expect(credential.queryItemName == "api_key")
    #expect(credential.header == nil)
  }

  @Test(arguments: [Credential.Scheme.bearer, .token, .header("X-Api-Key"), .query("api_key")])
  func neverPrintsItsSecret(_ scheme: Credential.Scheme) {
    let credential = Credential(secret: "s3cret-key", scheme: scheme, source: "TMDB_API_KEY")
    #expect(!"\(credential)".contains("s3cret-key"))
    #expect(!String(reflecting: credential).contains("s3cret-key"))
  }
}
