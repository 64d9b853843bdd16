import ExploreCore
import ExploreNetworking
import ExploreSignIn
import ExploreTestSupport
import Foundation
@testable import GitHubProvider
import Testing

/// Tokens: where they come from, login, logout, auth status, star and
/// unstar, and what a rejected token says.
@Suite struct GitHubAuthenticationTests {
  static let base = URL(string: "https://api.github.com")!

  /// `/user` answers octocat when the token is `good`, 401 otherwise.
  static func accountServer() -> StubTransport {
    StubTransport { request in
      switch (request.method, request.url.path) {
      case (.get, "/user"):
        guard request.credential?.secret == "good" else {
          return .json(["message": "Bad credentials"], status: 401, for: request)
        }
        return .json(["login": "octocat", "id": 1], for: request)
      case (.get, "/rate_limit"):
        let limit = request.credential == nil ? 60 : 5000
        return .json(
          ["resources": ["core": ["limit": limit, "remaining": limit - 1, "reset": 1_893_456_000, "used": 1],
                         "search": ["limit": 10, "remaining": 10, "reset": 1_893_456_000, "used": 0]]],
          for: request
        )
      default:
        return .empty(204, for: request)
      }
    }
  }

  @Test func tokensComeFromGHTokenThenGitHubTokenThenTheStoredLogin() throws {
    let directories = try GitHubTestSupport.temporaryDirectories()
    let store = GitHub.tokenStore(in: directories.config)
    try store.save(.init(token: "stored", login: "octocat"), forHost: "api.github.com")

    let both = try store.credential(environment: ["GH_TOKEN": "gh", "GITHUB_TOKEN": "github"], baseURL: URL(string: "https://api.github.com")!)
    #expect(both?.secret == "gh")
    #expect(both?.source == "GH_TOKEN")
    let second = try store.credential(environment: ["GH_TOKEN": " ", "GITHUB_TOKEN": "github"], baseURL: URL(string: "https://api.github.com")!)
    #expect(second?.source == "GITHUB_TOKEN")
    let stored = try store.credential(environment: [:], baseURL: URL(string: "https://api.github.com")!)
    #expect(stored?.secret == "stored")
    #expect(stored?.source == "stored login")
    #expect(try store.credential(environment: [:], baseURL: URL(string: "https://ghe.example.com")!) == nil)
  }

  @Test func theCredentialNeverPrintsItsSecret() throws {
    let credential = Credential(secret: "ghp_very_secret", source: "GH_TOKEN")
    #expect(!"\(credential)".contains("ghp_very_secret"))
    #expect(!String(reflecting: credential).contains("ghp_very_secret"))
  }

  @Test func loginVerifiesAndStoresTheTokenReadableOnlyByTheOwner() async throws {
    let directories = try GitHubTestSupport.temporaryDirectories()
    let transport = Self.accountServer()
    let github = try GitHubTestSupport.provider(transport: transport, directories: directories, standardInput: "  good\n")
    let page = try await github.load(ResourceRequest(path: ["login"], flags: ["with-token"]), at: .first)
    #expect(page.message == "Logged in to github.com as octocat")

    let sent = try #require(transport.requests.first)
    #expect(sent.url.path == "/user")
    #expect(sent.credential?.secret == "good")

    let store = GitHub.tokenStore(in: directories.config)
    #expect(try store.login(forHost: "api.github.com") == .init(token: "good", login: "octocat"))
    let attributes = try FileManager.default.attributesOfItem(atPath: store.fileURL.path)
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: directories.config.path).filter { $0.hasSuffix(".tmp") }
    #expect(leftovers.isEmpty)
    let json = try JSONSerialization.jsonObject(with: Data(contentsOf: store.fileURL)) as? [String: Any]
    #expect(json?["schemaVersion"] as? Int == 1)
  }

  @Test func loginKeepsOtherHostsLogins() async throws {
    let directories = try GitHubTestSupport.temporaryDirectories()
    let store = GitHub.tokenStore(in: directories.config)
    try store.save(.init(token: "enterprise", login: "me"), forHost: "ghe.example.com")
    let github = try GitHubTestSupport.provider(transport: Self.accountServer(), directories: directories, standardInput: "good")
    _ = try await github.load(ResourceRequest(path: ["login"], flags: ["with-token"]), at: .first)
    #expect(try store.login(forHost: "ghe.example.com")?.token == "enterprise")
    #expect(try store.login(forHost: "api.github.com")?.token == "good")
  }

  @Test func loginWithARejectedTokenStoresNothing() async throws {
    let directories = try GitHubTestSupport.temporaryDirectories()
    let github = try GitHubTestSupport.provider(transport: Self.accountServer(), directories: directories, standardInput: "bad")
    let error = await #expect(throws: TokenRejectedError.self) {
      try await github.load(ResourceRequest(path: ["login"], flags: ["with-token"]), at: .first)
    }
    #expect(error?.description == "GitHub rejected the token from standard input (expired or revoked). Run `explore github login` to sign in again.")
    #expect(!(error?.description.contains("bad") ?? true))
    #expect(!FileManager.default.fileExists(atPath: GitHub.tokenStore(in: directories.config).fileURL.path))
  }

  @Test func loginWithTokenAndNoInputSaysHow() async throws {
    let transport = StubTransport.refusingEverything()
    let empty = try GitHubTestSupport.provider(transport: transport, standardInput: " \n ")
    let blank = await #expect(throws: LoginError.self) {
      try await empty.load(ResourceRequest(path: ["login"], flags: ["with-token"]), at: .first)
    }
    #expect(blank?.reason == .emptyInput)
    #expect(blank?.description.contains("--with-token < token.txt") == true)
    #expect(transport.requests.isEmpty)
  }

  @Test func logoutRemovesTheStoredTokenAndSaysWhenThereIsNone() async throws {
    let directories = try GitHubTestSupport.temporaryDirectories()
    let store = GitHub.tokenStore(in: directories.config)
    try store.save(.init(token: "good", login: "octocat"), forHost: "api.github.com")
    let github = try GitHubTestSupport.provider(transport: StubTransport.refusingEverything(), directories: directories)

    let first = try await github.load(ResourceRequest(path: ["logout"]), at: .first)
    #expect(first.message == "Logged out of github.com: removed the stored token for octocat")
    #expect(try store.login(forHost: "api.github.com") == nil)
    #expect(!FileManager.default.fileExists(atPath: store.fileURL.path))

    let second = try await github.load(ResourceRequest(path: ["logout"]), at: .first)
    #expect(second.message == "No stored GitHub token for github.com; nothing to remove")
  }

  @Test func aRejectedStoredTokenIsNeverDeleted() async throws {
    let directories = try GitHubTestSupport.temporaryDirectories()
    let store = GitHub.tokenStore(in: directories.config)
    try store.save(.init(token: "revoked", login: "octocat"), forHost: "api.github.com")
    let github = try GitHubTestSupport.provider(transport: Self.accountServer(), directories: directories)
    let error = await #expect(throws: TokenRejectedError.self) {
      try await github.load(ResourceRequest(path: ["auth", "status"]), at: .first)
    }
    #expect(error?.description == "GitHub rejected your stored sign-in (stored login): the token expired or was revoked. Run `explore github login` to sign in again.")
    #expect(try store.login(forHost: "api.github.com")?.token == "revoked")
  }

  @Test func authStatusWithATokenNamesTheUserAndSourceButNotTheToken() async throws {
    let transport = Self.accountServer()
    let github = try GitHubTestSupport.provider(transport: transport, environment: ["GH_TOKEN": "good"])
    let page = try await github.load(ResourceRequest(path: ["auth", "status"]), at: .first)
    let item = try #require(page.items.first)
    #expect(item[field: "login"] == .text("octocat"))
    #expect(item[field: "token_source"] == .text("GH_TOKEN"))
    #expect(item[field: "rate_limit_remaining"] == .integer(4999))
    #expect(item[field: "rate_limit"] == .integer(5000))
    #expect(page.message == "Logged in to github.com as octocat (token from GH_TOKEN)")
    #expect(!"\(page)".contains("good\""))
    #expect(!(page.message ?? "").contains("good"))
    #expect(Set(transport.requests.map(\.url.path)) == ["/user", "/rate_limit"])
  }

  @Test func authStatusWithoutATokenShowsTheUnauthenticatedLimit() async throws {
    let transport = Self.accountServer()
    let github = try GitHubTestSupport.provider(transport: transport)
    let page = try await github.load(ResourceRequest(path: ["auth", "status"]), at: .first)
    let item = try #require(page.items.first)
    #expect(item[field: "login"] == FieldValue.none)
    #expect(item[field: "token_source"] == FieldValue.none)
    #expect(item[field: "rate_limit"] == .integer(60))
    #expect(page.message?.hasPrefix("Not logged in to github.com.") == true)
    #expect(transport.requests.map(\.url.path) == ["/rate_limit"])
  }

  @Test(arguments: [
    (["star"], "star"),
    (["unstar"], "unstar"),
  ])
  func starringWithoutATokenMakesNoRequest(path: [String], command: String) async throws {
    let transport = StubTransport.refusingEverything()
    let github = try GitHubTestSupport.provider(transport: transport)
    let error = await #expect(throws: TokenRequiredError.self) {
      try await github.load(ResourceRequest(path: path, arguments: ["repository": "apple/swift"]), at: .first)
    }
    #expect(error?.description == "`explore github \(command)` needs a GitHub token. Run `explore github login` or set GH_TOKEN.")
    #expect(transport.requests.isEmpty)
  }

  @Test func checkingAndListingYourStarsWithoutATokenMakesNoRequest() async throws {
    let transport = StubTransport.refusingEverything()
    let github = try GitHubTestSupport.provider(transport: transport)
    await #expect(throws: TokenRequiredError.self) {
      try await github.load(ResourceRequest(path: ["starred"], options: ["check": ["apple/swift"]]), at: .first)
    }
    await #expect(throws: TokenRequiredError.self) {
      try await github.load(ResourceRequest(path: ["starred"]), at: .first)
    }
    #expect(transport.requests.isEmpty)
  }

  @Test func starAndUnstarSendPutAndDeleteWithTheToken() async throws {
    let transport = Self.accountServer()
    let github = try GitHubTestSupport.provider(transport: transport, environment: ["GITHUB_TOKEN": "good"])
    let starred = try await github.load(ResourceRequest(path: ["star"], arguments: ["repository": "apple/swift"]), at: .first)
    #expect(starred.message == "Starred apple/swift")
    let unstarred = try await github.load(ResourceRequest(path: ["unstar"], arguments: ["repository": "apple/swift"]), at: .first)
    #expect(unstarred.message == "Unstarred apple/swift")
    let requests = transport.requests
    #expect(requests.map(\.method) == [.put, .delete])
    #expect(requests.map(\.url.path) == ["/user/starred/apple/swift", "/user/starred/apple/swift"])
    #expect(requests.allSatisfy { $0.credential?.secret == "good" && $0.credential?.source == "GITHUB_TOKEN" })
  }

  @Test func checkSaysWhetherYouStarred() async throws {
    let transport = StubTransport { request in
      .empty(request.url.path.hasSuffix("/apple/swift") ? 204 : 404, for: request)
    }
    let github = try GitHubTestSupport.provider(transport: transport, environment: ["GH_TOKEN": "good"])
    let yes = try await github.load(ResourceRequest(path: ["starred"], options: ["check": ["apple/swift"]]), at: .first)
    #expect(yes.message == "You have starred apple/swift")
    let no = try await github.load(ResourceRequest(path: ["starred"], options: ["check": ["apple/swift-nio"]]), at: .first)
    #expect(no.message == "You have not starred apple/swift-nio")
    #expect(transport.requests.map(\.method) == [.get, .get])
  }

  @Test func rejectedTokenOnStarSaysHowToFixIt() async throws {
    let transport = StubTransport { .json(["message": "Bad credentials"], status: 401, for: $0) }
    let github = try GitHubTestSupport.provider(transport: transport, environment: ["GH_TOKEN": "expired"])
    let error = await #expect(throws: TokenRejectedError.self) {
      try await github.load(ResourceRequest(path: ["star"], arguments: ["repository": "apple/swift"]), at: .first)
    }
    #expect(error?.description == "GitHub rejected the token in GH_TOKEN (expired or revoked). Set GH_TOKEN to a valid token, or unset it and run `explore github login`.")
    #expect(!(error?.description.contains("expired\"") ?? true))
  }

  @Test func anUnreadableStoreIsAnErrorNotASilentOverwrite() async throws {
    let directories = try GitHubTestSupport.temporaryDirectories()
    let store = GitHub.tokenStore(in: directories.config)
    try FileManager.default.createDirectory(at: directories.config, withIntermediateDirectories: true)
    try Data("not json".utf8).write(to: store.fileURL)
    let github = try GitHubTestSupport.provider(transport: Self.accountServer(), directories: directories, standardInput: "good")
    await #expect(throws: LoginStoreError.self) {
      try await github.load(ResourceRequest(path: ["login"], flags: ["with-token"]), at: .first)
    }
    #expect(try String(contentsOf: store.fileURL, encoding: .utf8) == "not json")
  }
}

extension GitHubAuthenticationTests {
  @Test func aStoredTokenReadableByOthersIsUsedWithAWarning() async throws {
    let directories = try GitHubTestSupport.temporaryDirectories()
    let store = GitHub.tokenStore(in: directories.config)
    try store.save(.init(token: "good", login: "octocat"), forHost: "api.github.com")
    #expect(!store.isReadableByOthers)
    try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: store.fileURL.path)
    #expect(store.isReadableByOthers)

    let notes = NoteLog()
    let transport = Self.accountServer()
    let github = GitHub(
      context: ProviderContext(
        baseURL: Self.base, transport: transport, directories: directories,
        inform: { note in notes.append(note) }
      )
    )
    let page = try await github.load(ResourceRequest(path: ["auth", "status"]), at: .first)
    #expect(page.items.first?[field: "login"] == .text("octocat"))
    #expect(notes.all.count == 1)
    #expect(notes.all.allSatisfy { $0.contains("chmod 600") && !$0.contains("good") })
  }

  @Test func checkTakesNoUser() async throws {
    let transport = StubTransport.refusingEverything()
    let github = try GitHubTestSupport.provider(transport: transport, environment: ["GH_TOKEN": "good"])
    await #expect(throws: ConflictingValuesError(option: "--check", other: "<user>")) {
      try await github.load(ResourceRequest(path: ["starred"], arguments: ["user": "octocat"], options: ["check": ["apple/swift"]]), at: .first)
    }
    #expect(transport.requests.isEmpty)
  }
}

/// Notes passed to `inform`.
typealias NoteLog = Recorded<String>
