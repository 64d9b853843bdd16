import ExploreTestSupport
import Foundation
import Testing

/// What an API added with `explore api add` does with its token (issue 40,
/// section 2, items 2 and 5), through the built binary against the loopback
/// server's ``Gadgets``: a query item name that needs encoding, a token kept
/// for https and an http address, the token in messages and the status
/// line of `-i`, a redirect to another host, tokens left by a removed API,
/// credentials in a document's or a base URL, header names that cannot
/// carry a token.
@Suite(.serialized) final class AddedAPITokenEndToEndTests: EndToEndSuite {
  let server: LoopbackServer
  static let token = "gadget-token-5f3a"

  override init() throws {
    server = try LoopbackServer.start(mounts: [Gadgets.mount()], fixtures: nil, maxSeconds: 300)
    try super.init()
  }

  deinit {
    server.stop()
  }

  func explore(_ arguments: [String], environment: [String: String] = [:], input: String = "") async throws -> ExploreBinary.Outcome {
    try await ExploreBinary.run(arguments, environment: environment, home: home, input: input)
  }

  /// `api add gadgets` from the document, its key in `place` called `name`.
  func add(keyIn place: String = "query", keyName name: String = "api_key", options: [String] = []) async throws -> ExploreBinary.Outcome {
    try await explore(["api", "add", "gadgets", Gadgets.documentURL(on: server, keyIn: place, keyName: name)] + options)
  }

  var tokenEnvironment: [String: String] { ["EXPLORE_GADGETS_TOKEN": Self.token] }

  var declarationFile: URL { home.appendingPathComponent("config/explore/apis/gadgets.json") }

  // MARK: - Item 2: a query item name that needs encoding

  /// Each of these names crashed every request that carried the token
  /// (URLComponents' fatal error); each reaches the server as that one name.
  @Test(arguments: ["a b", "a&b", "a#b", "a%b", "a=b", "a b&c=d#e%"])
  func aQueryNameFromTheDocumentIsEncoded(name: String) async throws {
    let added = try await add(keyName: name)
    #expect(added.status == 0, "stderr: \(added.standardError)")
    let listed = try await explore(["gadgets", "items"], environment: tokenEnvironment)
    #expect(listed.status == 0, "stderr: \(listed.standardError)")
    #expect(listed.standardOutput.contains("Gadget 3"))
    let request = try #require(try await Gadgets.itemRequests(server).last)
    #expect(request.queryItems.map(\.name) == [name])
    #expect(request.queryValue(name) == Self.token)
  }

  @Test func aQueryNameGivenWithAuthIsEncoded() async throws {
    let added = try await add(options: ["--auth", "query:my key&x=1"])
    #expect(added.status == 0, "stderr: \(added.standardError)")
    let shown = try await explore(["gadgets", "item", "7"], environment: tokenEnvironment)
    #expect(shown.status == 0, "stderr: \(shown.standardError)")
    let request = try #require(try await Gadgets.itemRequests(server).last)
    #expect(request.queryValue("my key&x=1") == Self.token)
    #expect(request.queryItems.count == 1)
  }

  @Test func aQueryNameWithALineBreakIsRefusedAtAdd() async throws {
    let added = try await add(options: ["--auth", "query:a\nb"])
    #expect(added.status == 64)
    #expect(added.standardError.hasPrefix(
      "Error: --auth's query parameter name 'a\\u{A}b' cannot carry the token: it holds a line break, which no query parameter's name has."))
    #expect(!FileManager.default.fileExists(atPath: declarationFile.path))
  }

  // MARK: - Item 5: a token kept for https is not sent over http

  @Test func aTokenKeptForHTTPSIsNotSentOverPlainHTTP() async throws {
    #expect(try await add().status == 0)
    let https = "https://127.0.0.1:\(server.port)/gadgets"
    let kept = try await explore(["gadgets", "login", "--with-token"], environment: ["EXPLORE_GADGETS_API_URL": https], input: Self.token + "\n")
    #expect(kept.status == 0, "stderr: \(kept.standardError)")
    #expect(kept.standardOutput.contains("Kept the token for 127.0.0.1:\(server.port)"))

    // The document's address is http: the same host and port, another scheme.
    let listed = try await explore(["gadgets", "items"])
    #expect(listed.status == 0, "stderr: \(listed.standardError)")
    let request = try #require(try await Gadgets.itemRequests(server).last)
    #expect(request.queryValue("api_key") == nil, "the token kept for https went over http: \(request.target)")
    #expect(listed.standardError.contains(
      "explore keeps a gadgets token for 127.0.0.1:\(server.port) over https, and does not send it over plain http to http://127.0.0.1:\(server.port)"))
    #expect(listed.standardError.contains("Use the API's https address, or keep a token for this http address with `explore gadgets login --with-token`."))

    // A token kept for the http address is sent to it.
    let again = try await explore(["gadgets", "login", "--with-token"], input: "http-token-77\n")
    #expect(again.standardOutput.contains("Kept the token for http://127.0.0.1:\(server.port)"))
    #expect(try await explore(["gadgets", "items"]).status == 0)
    #expect(try await Gadgets.itemRequests(server).last?.queryValue("api_key") == "http-token-77")
  }

  // MARK: - Item 5: the token in messages and in -i's status line

  @Test(arguments: [
    // NB: a 404 names the URL asked for, without its query (where the token is).
    ("404", "Error: Could not find item 404 (HTTP 404: no such gadget) at http://127.0.0.1:"),
    ("603", "Error: Could not read the response of GET /items/603: the body is not valid JSON."),
  ])
  func aFailedRequestNamesItsURLWithoutTheQueryToken(id: String, message: String) async throws {
    #expect(try await add(options: ["--auth", "query:mykey"]).status == 0)
    let outcome = try await explore(["gadgets", "item", id], environment: tokenEnvironment)
    #expect(outcome.status == 1)
    #expect(outcome.standardError.hasPrefix(message), "\(outcome.standardError)")
    #expect(!outcome.standardError.contains(Self.token))
    // NB: the token did go: the message is not clean for want of it.
    #expect(try await Gadgets.itemRequests(server).last?.queryValue("mykey") == Self.token)
  }

  @Test func theStatusLineOfInteractiveModeHasNoQueryToken() async throws {
    #expect(try await add(options: ["--auth", "query:mykey"]).status == 0)
    let terminal = try PseudoTerminal(
      executable: try ExploreBinary.executable(), arguments: ["-i", "gadgets", "item", "603"],
      environment: ExploreBinary.childEnvironment(home: home, adding: tokenEnvironment.merging(["TERM": "xterm-256color", "NO_COLOR": "1"]) { _, new in new }),
      columns: 200, rows: 24)
    defer { terminal.shutdown() }
    try await terminal.waitFor("GET /items/603")
    try await terminal.waitFor("r retries")
    #expect(!terminal.text.contains(Self.token))
    #expect(!terminal.text.contains("mykey="))
    terminal.send("q")
    _ = try await terminal.waitForExit()
  }

  // MARK: - Item 5: a redirect to another host

  @Test func aRedirectToAnotherHostLosesTheQueryToken() async throws {
    #expect(try await add().status == 0)
    try await server.inject([LoopbackFault(match: "/gadgets/items/5", times: 1, action: .redirect(status: 302, to: .otherHost))])
    let outcome = try await explore(["gadgets", "item", "5", "--verbose"], environment: tokenEnvironment)
    #expect(outcome.status == 0, "stderr: \(outcome.standardError)")
    let requests = try await Gadgets.itemRequests(server)
    #expect(requests.count == 2)
    #expect(requests.first?.header("host") == "127.0.0.1:\(server.port)")
    #expect(requests.first?.queryValue("api_key") == Self.token)
    #expect(requests.last?.header("host") == "localhost:\(server.port)")
    #expect(requests.last?.query == "", "the other host got \(requests.last?.target ?? "")")
    #expect(outcome.standardError.contains(
      "redirect 302 to http://localhost:\(server.port)/gadgets/items/5 (another host: credential not sent; removed 'api_key' from its query)"))
    #expect(!outcome.standardError.contains(Self.token))
  }

  // MARK: - A session token in a cookie (issue 42: Frigate's `frigate_token`)

  @Test func aCookieSchemeSendsTheTokenAsThatCookieAndNeverToAnotherHost() async throws {
    let added = try await add(keyIn: "cookie", keyName: "session_token")
    #expect(added.status == 0, "stderr: \(added.standardError)")
    #expect(try await explore(["api", "show", "gadgets"]).standardOutput.contains("auth: cookie session_token"))
    try await server.inject([LoopbackFault(match: "/gadgets/items/5", times: 1, action: .redirect(status: 302, to: .otherHost))])
    let outcome = try await explore(["gadgets", "item", "5", "--verbose"], environment: tokenEnvironment)
    #expect(outcome.status == 0, "stderr: \(outcome.standardError)")
    let requests = try await Gadgets.itemRequests(server)
    #expect(requests.first?.header("cookie") == "session_token=\(Self.token)")
    #expect(requests.first?.query == "", "a cookie's token is not in the query")
    #expect(requests.last?.header("host") == "localhost:\(server.port)")
    #expect(requests.last?.header("cookie") == nil, "the other host got the cookie")
    #expect(!outcome.standardError.contains(Self.token))
  }

  @Test func aTokenThatWouldEndTheCookieIsRefusedBeforeAnyRequest() async throws {
    #expect(try await add(options: ["--auth", "cookie:sid"]).status == 0)
    let outcome = try await explore(["gadgets", "items"], environment: ["EXPLORE_GADGETS_TOKEN": "abc; admin=1"])
    #expect(outcome.status != 0)
    #expect(outcome.standardError.contains("the cookie 'sid' cannot carry it: the token holds ';'"), "stderr: \(outcome.standardError)")
    #expect(try await Gadgets.itemRequests(server).isEmpty)
    let refused = try await explore(["api", "add", "other", Gadgets.documentURL(on: server), "--auth", "cookie:a b"])
    #expect(refused.status == 64)
    #expect(refused.standardError.contains("cookie 'a b' cannot carry the token: its name holds a space"), "stderr: \(refused.standardError)")
  }

  // MARK: - Item 5: a removed API's tokens

  @Test func removingAnAPIRemovesItsTokens() async throws {
    #expect(try await add().status == 0)
    #expect(try await explore(["gadgets", "login", "--with-token"], input: Self.token + "\n").status == 0)
    let logins = home.appendingPathComponent("config/explore/gadgets-logins.json")
    #expect(FileManager.default.fileExists(atPath: logins.path))

    let removed = try await explore(["api", "remove", "gadgets"])
    #expect(removed.status == 0)
    #expect(removed.standardOutput == "Removed the API 'gadgets', and the tokens kept for it (gadgets-logins.json).\n")
    #expect(!FileManager.default.fileExists(atPath: logins.path))
    #expect(!FileManager.default.fileExists(atPath: logins.path + ".lock"))

    // Another API added under the name sends no token.
    #expect(try await add().status == 0)
    #expect(try await explore(["gadgets", "items"]).status == 0)
    #expect(try await Gadgets.itemRequests(server).last?.queryValue("api_key") == nil)
  }

  /// Tokens an older explore left behind when it removed the API are
  /// removed when another API takes the name, and the output says so.
  @Test func tokensLeftByAnEarlierAPIAreRemovedAtAdd() async throws {
    let config = home.appendingPathComponent("config/explore", isDirectory: true)
    try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    let stale = #"{"schemaVersion": 1, "logins": {"http://127.0.0.1:\#(server.port)": {"token": "\#(Self.token)"}}}"#
    try Data(stale.utf8).write(to: config.appendingPathComponent("gadgets-logins.json"))
    let added = try await add()
    #expect(added.status == 0, "stderr: \(added.standardError)")
    #expect(added.standardOutput.contains(
      "Note: removed the tokens an earlier API named 'gadgets' kept; sign in again with 'explore gadgets login --with-token'."))
    #expect(try await explore(["gadgets", "items"]).status == 0)
    #expect(try await Gadgets.itemRequests(server).last?.queryValue("api_key") == nil)
  }

  // MARK: - Item 5: credentials in a document's or a base URL

  @Test func aDocumentURLsCredentialsAreNeitherKeptNorShown() async throws {
    let plain = Gadgets.documentURL(on: server)
    let withCredentials = plain.replacingOccurrences(of: "http://", with: "http://reader:pw-9d2e@") + "&token=doc-secret-41"
    let added = try await explore(["api", "add", "gadgets", withCredentials])
    #expect(added.status == 0, "stderr: \(added.standardError)")
    let kept = "http://127.0.0.1:\(server.port)/gadgets/openapi.json"
    #expect(added.standardOutput.contains(
      "Note: the document's address is kept and shown as \(kept), without its user name, password and query, which may hold credentials."))
    let shown = try await explore(["api", "show", "gadgets"])
    #expect(shown.standardOutput.contains("  from: \(kept) (Gadgets 1)"))
    let declaration = try String(contentsOf: declarationFile, encoding: .utf8)
    for secret in ["pw-9d2e", "doc-secret-41", "reader"] {
      #expect(!declaration.contains(secret))
      #expect(!shown.standardOutput.contains(secret))
      #expect(!added.standardOutput.contains(secret))
    }
  }

  @Test(arguments: ["http://user:pw-3@127.0.0.1:1/gadgets", "http://127.0.0.1:1/gadgets?token=t-3"])
  func aBaseURLWithCredentialsIsRefused(baseURL: String) async throws {
    let added = try await add(options: ["--base-url", baseURL])
    #expect(added.status == 64)
    #expect(added.standardError.hasPrefix("Error: --base-url holds a "))
    #expect(added.standardError.contains("Give the address alone, and the token with --auth, then 'explore gadgets login --with-token'."))
    #expect(!FileManager.default.fileExists(atPath: declarationFile.path))
  }

  @Test func aDocumentsServerWithCredentialsIsKeptWithoutThem() async throws {
    var components = URLComponents(string: Gadgets.documentURL(on: server))!
    let server = "http://user:pw-5@127.0.0.1:\(self.server.port)/gadgets?sig=s-5"
    components.percentEncodedQuery! += "&server=" + server.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
    let added = try await explore(["api", "add", "gadgets", components.string!])
    #expect(added.status == 0, "stderr: \(added.standardError)")
    let shown = try await explore(["api", "show", "gadgets"])
    #expect(shown.standardOutput.contains("  base URL: http://127.0.0.1:\(self.server.port)/gadgets\n"))
    #expect(shown.standardOutput.contains("server: its user name, password or query, which may be credentials"))
    let declaration = try String(contentsOf: declarationFile, encoding: .utf8)
    #expect(!declaration.contains("pw-5") && !declaration.contains("s-5"))
  }

  // MARK: - Item 5: header names that cannot carry a token

  @Test(arguments: [
    ("header:Host", "header name 'Host' cannot carry the token: it is a header explore or the HTTP connection sets itself"),
    ("header:Content-Length", "header name 'Content-Length' cannot carry the token: it is a header explore or the HTTP connection sets itself"),
    ("header:X-Key: 1", "header name 'X-Key: 1' cannot carry the token: it holds a colon"),
    ("header:X-Key\r\nX-Other", "header name 'X-Key\\u{D}\\u{A}X-Other' cannot carry the token: it holds a line break"),
    ("header:X Key", "header name 'X Key' cannot carry the token: it holds a space"),
  ])
  func aHeaderNameThatCannotCarryATokenIsRefusedAtAdd(auth: String, reason: String) async throws {
    let added = try await add(options: ["--auth", auth])
    #expect(added.status == 64)
    #expect(added.standardError.hasPrefix("Error: --auth's \(reason)"), "\(added.standardError)")
    #expect(added.standardError.split(separator: "\n").count == 3, "one line of error, then the usage")
    #expect(!FileManager.default.fileExists(atPath: declarationFile.path))
  }

  @Test func aDocumentWhoseKeyGoesInHostIsAddedWithoutIt() async throws {
    let added = try await add(keyIn: "header", keyName: "Host")
    #expect(added.status == 0, "stderr: \(added.standardError)")
    #expect(added.standardOutput.contains(
      "  security scheme: its header name 'Host' cannot carry the token: it is a header explore or the HTTP connection sets itself"))
    #expect(try await explore(["gadgets", "items"], environment: tokenEnvironment).status == 0)
    let request = try #require(try await Gadgets.itemRequests(server).last)
    #expect(request.header("host") == "127.0.0.1:\(server.port)")
    #expect(!request.headers.values.contains(Self.token))
  }

  @Test func aDeclarationEditedToSendTheTokenAsHostIsRefusedWhenRead() async throws {
    #expect(try await add(keyIn: "header", keyName: "X-Api-Key").status == 0)
    let edited = try String(contentsOf: declarationFile, encoding: .utf8).replacingOccurrences(of: "\"X-Api-Key\"", with: "\"Host\"")
    try Data(edited.utf8).write(to: declarationFile)
    let outcome = try await explore(["gadgets", "items"], environment: tokenEnvironment)
    #expect(outcome.status == 1)
    // NB: format 2 names the file of every declaration that cannot be used.
    #expect(outcome.standardError == """
      Error: The declaration of 'gadgets' (\(declarationFile.path)) cannot be used: its auth header name 'Host' cannot carry the token: it is a header explore \
      or the HTTP connection sets itself, so the token would replace what the request needs. Give another 'name' in its auth, or add \
      the API again with --auth.

      """)
    #expect(try await Gadgets.itemRequests(server).isEmpty)
  }

  // MARK: - One rule for tokens: a token that cannot be read stops the load

  /// A token the variable or the stored login holds but that cannot be
  /// sent is an error that names where it came from, as GitHub's is, not a
  /// request sent without it that the API then refuses as unauthenticated.
  @Test func aTokenThatCannotBeSentStopsTheLoadAndSaysWhere() async throws {
    #expect(try await add().status == 0)
    let broken = ["EXPLORE_GADGETS_TOKEN": "gadget-\ntoken-5f3a"]
    let outcome = try await explore(["gadgets", "items"], environment: broken)
    #expect(outcome.status == 1)
    #expect(outcome.standardError.hasPrefix("Error: The token (from EXPLORE_GADGETS_TOKEN) contains a line break, so explore cannot send it."),
      "\(outcome.standardError)")
    #expect(!outcome.standardError.contains("gadget-") && !outcome.standardOutput.contains("gadget-"))
    #expect(try await Gadgets.itemRequests(server).isEmpty)
  }

  @Test func storedLoginsThatCannotBeReadStopTheLoadAndSayWhy() async throws {
    #expect(try await add().status == 0)
    let logins = home.appendingPathComponent("config/explore/gadgets-logins.json")
    try Data("{not json".utf8).write(to: logins)
    let outcome = try await explore(["gadgets", "items"])
    #expect(outcome.status == 1)
    #expect(outcome.standardError.contains(logins.path), "\(outcome.standardError)")
    #expect(try await Gadgets.itemRequests(server).isEmpty)
    #expect(try String(contentsOf: logins, encoding: .utf8) == "{not json", "the unreadable file is left as it was")
  }
}
