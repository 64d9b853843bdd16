@testable import ExploreCore
import Foundation
import Testing

/// The names a token goes under (issue 40, items 2 and 5): a query item's
/// name is percent-encoded whatever it holds, a header's must be one a
/// request can carry, and a secret echoed in a URL is found and removed.
@Suite struct CredentialNameTests {
  static let url = URL(string: "https://api.example.com/v3/items?page=2")!

  @Test(arguments: ["a b", "a&b", "a#b", "a%b", "a=b", "a b&c=d#e%", "ключ", "a+b"])
  func aQueryNameIsEncodedWholeAndReadBackAsItself(name: String) throws {
    var headers = HTTPHeaders()
    let credential = Credential(secret: "s3cret", scheme: .query(name), source: "test")
    let url = credential.authorizing(Self.url, headers: &headers)
    let items = try #require(URLComponents(url: url, resolvingAgainstBaseURL: false)?.percentEncodedQueryItems)
    #expect(items.map { $0.name.removingPercentEncoding } == ["page", name])
    #expect(items.last?.value == "s3cret")
    // An echoed item of that name is replaced, not sent twice.
    #expect(credential.authorizing(url, headers: &headers) == url)
    #expect(credential.strippingQueryItem(named: name, from: url) == Self.url)
    #expect(!Redaction.string(for: url, credential: credential).contains("s3cret"))
  }

  @Test func aCookieCarriesTheSecretUnderItsNameAndRefusesWhatWouldEndIt() throws {
    var headers = HTTPHeaders()
    let credential = Credential(secret: "eyJhbGciOi.x-y_z", scheme: .cookie("frigate_token"), source: "test")
    #expect(credential.authorizing(Self.url, headers: &headers) == Self.url)
    #expect(headers["Cookie"] == "frigate_token=eyJhbGciOi.x-y_z")
    #expect(credential.nameProblem == nil)
    #expect(throws: Never.self) { try credential.requireWellFormed() }
    for secret in ["a;admin=1", "a b", "a,b", "a\"b", "a\\b"] {
      let bad = Credential(secret: secret, scheme: .cookie("sid"), source: "test")
      #expect(bad.nameProblem?.hasPrefix("the cookie 'sid' cannot carry it: the token holds") == true, "\(secret)")
      #expect(throws: InvalidCredentialError.self) { try bad.requireWellFormed() }
    }
    #expect(Credential(secret: "x", scheme: .cookie("a=b"), source: "test").nameProblem != nil)
    #expect(Credential(secret: "x", scheme: .cookie(""), source: "test").nameProblem != nil)
  }

  @Test func aSecretEchoedUnderAnyNameIsStrippedForAnotherHost() throws {
    let credential = Credential(secret: "s3cret", scheme: .query("key"), source: "test")
    let echoed = try #require(URL(string: "https://other.example/x?key=s3cret&page=2&token=s3cret&q=1"))
    let stripped = credential.strippingSecret(from: echoed)
    #expect(stripped.url.absoluteString == "https://other.example/x?page=2&q=1")
    #expect(stripped.removed == ["key", "token"])
    #expect(credential.strippingSecret(from: Self.url).removed.isEmpty)
  }

  @Test(arguments: [
    ("Host", "it is a header explore or the HTTP connection sets itself"),
    ("content-length", "it is a header explore or the HTTP connection sets itself"),
    ("Transfer-Encoding", "it is a header explore or the HTTP connection sets itself"),
    ("X-Key: 1", "it holds a colon"),
    ("X-Key\r\nX-Other", "it holds a line break"),
    ("X Key", "it holds a space"),
    ("Clé", "it holds 'é' (U+00E9)"),
    ("", "it is empty"),
  ])
  func aHeaderNameThatCannotCarryATokenSaysWhy(name: String, reason: String) {
    #expect(Credential.headerNameProblem(name)?.hasPrefix(reason) == true, "\(Credential.headerNameProblem(name) ?? "nil")")
    #expect(throws: InvalidCredentialError.self) { try Credential(secret: "t", scheme: .header(name), source: "test").requireWellFormed() }
  }

  @Test(arguments: ["X-Api-Key", "Authorization", "api_key", "X-Auth-Token", "Ocp-Apim-Subscription-Key"])
  func aHeaderNameThatCanCarryATokenIsTaken(name: String) throws {
    #expect(Credential.headerNameProblem(name) == nil)
    try Credential(secret: "t", scheme: .header(name), source: "test").requireWellFormed()
  }

  @Test func aQueryNameIsRefusedOnlyWhenNoAPICouldHaveIt() throws {
    #expect(Credential.queryNameProblem("a b&c=d#e%") == nil)
    #expect(Credential.queryNameProblem("a\nb") == "it holds a line break, which no query parameter's name has")
    #expect(Credential.queryNameProblem("") == "it is empty")
    #expect(Credential.queryNameProblem(String(repeating: "k", count: 300))?.hasPrefix("it is 300 bytes long") == true)
    let error = #expect(throws: InvalidCredentialError.self) { try Credential(secret: "t", scheme: .query("a\tb"), source: "stored login").requireWellFormed() }
    #expect(error?.description == "explore did not send the token (from stored login): the query parameter name 'a\\u{9}b' cannot carry it: "
      + "it holds a tab, which no query parameter's name has. Declare another name or way for it (for an API added with 'explore api add', "
      + "add it again with --auth header:NAME, --auth query:NAME or --auth cookie:NAME).")
  }
}
