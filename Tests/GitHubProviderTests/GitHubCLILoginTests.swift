import ExploreCore
import ExploreNetworking
import ExploreSignIn
import ExploreTestSupport
import Foundation
@testable import GitHubProvider
import Testing

/// `login --from-gh` against a fake `gh` on `PATH`, and what `auth status`
/// and a rejected token say about where a token came from.
@Suite struct GitHubCLILoginTests {
  static let token = "gho_from_gh_secret"

  /// `GET /user` answers octocat, with scopes, for ``token`` only.
  static func account() -> StubTransport {
    StubTransport { request in
      if let credential = request.credential, credential.secret != token {
        return .json(["message": "Bad credentials"], status: 401, for: request)
      }
      switch request.url.path {
      case "/user":
        return .json(["login": "octocat", "id": 1], headers: ["x-oauth-scopes": "repo, read:org"], for: request)
      default:
        return .json(
          ["resources": ["core": ["limit": 5000, "remaining": 4990, "reset": 1_893_456_000, "used": 10]]], for: request
        )
      }
    }
  }

  /// A folder to put on `PATH`, holding a `gh` whose body is `script` when
  /// given; removed by ``cleanUp()``.
  struct FakeGH {
    let folder: URL

    init(_ script: String?) throws {
      folder = FileManager.default.temporaryDirectory.appendingPathComponent("explore-fake-gh-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      guard let script else { return }
      let gh = folder.appendingPathComponent("gh")
      // NB: only shell built-ins, since PATH holds nothing but this folder.
      let source = folder.appendingPathComponent("gh.txt")
      try Data(("#!/bin/sh\necho \"$@\" > \"${0%/*}/arguments\"\n" + script + "\n").utf8).write(to: source)
      // NB: a child process copies the script into place. Had this process
      // written `gh` itself, a child forked by another test in that moment
      // could hold the file open for writing, and running it would fail
      // with ETXTBSY ("Text file busy").
      let copy = Process()
      copy.executableURL = URL(fileURLWithPath: "/bin/cp")
      copy.arguments = [source.path, gh.path]
      try copy.run()
      copy.waitUntilExit()
      try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: gh.path)
    }

    var arguments: String? {
      try? String(contentsOf: folder.appendingPathComponent("arguments"), encoding: .utf8)
    }

    func cleanUp() {
      try? FileManager.default.removeItem(at: folder)
    }
  }

  /// `login --from-gh`, the request under test.
  static let fromGH = ResourceRequest(path: ["login"], flags: ["from-gh"])

  /// Runs `body` with a GitHub provider over `transport` whose `PATH` holds
  /// only a fake `gh` running `script` (no `gh` at all when `nil`), in
  /// temporary folders; removes the folders and `gh` after.
  func withFakeGH(
    _ script: String?, transport: StubTransport, _ body: (GitHub, FakeGH, ExploreDirectories) async throws -> Void
  ) async throws {
    let gh = try FakeGH(script)
    defer { gh.cleanUp() }
    let directories = try GitHubTestSupport.temporaryDirectories()
    defer { GitHubTestSupport.remove(directories) }
    let github = try GitHubTestSupport.provider(transport: transport, environment: ["PATH": gh.folder.path], directories: directories)
    try await body(github, gh, directories)
  }

  /// Whether a token was stored in `directories`.
  static func storedAToken(in directories: ExploreDirectories) -> Bool {
    FileManager.default.fileExists(atPath: GitHub.tokenStore(in: directories.config).fileURL.path)
  }

  @Test func itStoresTheTokenGHPrintsForTheHost() async throws {
    let transport = Self.account()
    try await withFakeGH("[ \"$*\" = \"auth token --hostname github.com\" ] || exit 2\necho \(Self.token)", transport: transport) {
      github, gh, directories in
      let page = try await github.load(Self.fromGH, at: .first)
      #expect(gh.arguments == "auth token --hostname github.com\n")
      #expect(page.message == "Logged in to github.com as octocat (scopes: repo, read:org)")
      #expect(!"\(page)".contains(Self.token))
      let store = GitHub.tokenStore(in: directories.config)
      #expect(try store.login(forHost: "api.github.com") == .init(token: Self.token, login: "octocat"))
      #expect(transport.requests.map(\.url.path) == ["/user"])
    }
  }

  @Test func withoutGHItSaysToInstallIt() async throws {
    let transport = StubTransport.refusingEverything()
    try await withFakeGH(nil, transport: transport) { github, _, directories in
      let error = await #expect(throws: TokenCommandError.self) { try await github.load(Self.fromGH, at: .first) }
      #expect(error?.reason == .notInstalled)
      #expect(error?.description.contains("https://cli.github.com") == true)
      #expect(error?.category == .runtime)
      #expect(transport.requests.isEmpty)
      #expect(!Self.storedAToken(in: directories))
    }
  }

  @Test func aSignedOutGHSaysToSignInToIt() async throws {
    let transport = StubTransport.refusingEverything()
    try await withFakeGH("echo 'no oauth token found for github.com' >&2\nexit 1", transport: transport) { github, _, directories in
      let error = await #expect(throws: TokenCommandError.self) { try await github.load(Self.fromGH, at: .first) }
      #expect(error?.reason == .signedOut(status: 1))
      #expect(error?.description.contains("gh auth login --hostname github.com") == true)
      #expect(transport.requests.isEmpty)
      #expect(!Self.storedAToken(in: directories))
    }
  }

  @Test func aTokenGitHubRejectsIsNotStored() async throws {
    try await withFakeGH("echo gho_revoked_by_now", transport: Self.account()) { github, _, directories in
      let error = await #expect(throws: TokenRejectedError.self) { try await github.load(Self.fromGH, at: .first) }
      #expect(error?.source == "gh auth token")
      #expect(error?.description.contains("Run `gh auth login`") == true)
      #expect(!(error?.description.contains("gho_revoked_by_now") ?? true))
      #expect(!Self.storedAToken(in: directories))
    }
  }

  @Test func authStatusShowsTheScopesAndTheSourceButNeverTheToken() async throws {
    let directories = try GitHubTestSupport.temporaryDirectories()
    defer { GitHubTestSupport.remove(directories) }
    let github = try GitHubTestSupport.provider(transport: Self.account(), environment: ["GITHUB_TOKEN": Self.token], directories: directories)
    let page = try await github.load(ResourceRequest(path: ["auth", "status"]), at: .first)
    let item = try #require(page.items.first)
    #expect(item[field: "scopes"] == .text("repo, read:org"))
    #expect(item[field: "token_source"] == .text("GITHUB_TOKEN"))
    #expect(item[field: "rate_limit_remaining"] == .integer(4990))
    #expect(!"\(page)".contains(Self.token))
  }

  @Test(arguments: [
    ("GH_TOKEN", "GitHub rejected the token in GH_TOKEN (expired or revoked). Set GH_TOKEN to a valid token, or unset it and run `explore github login`."),
    ("GITHUB_TOKEN", "GitHub rejected the token in GITHUB_TOKEN (expired or revoked). Set GITHUB_TOKEN to a valid token, or unset it and run `explore github login`."),
    ("stored login", "GitHub rejected your stored sign-in (stored login): the token expired or was revoked. Run `explore github login` to sign in again."),
  ])
  func aRejectedTokenNamesItsSourceAndSaysToSignInAgain(source: String, message: String) async throws {
    let directories = try GitHubTestSupport.temporaryDirectories()
    defer { GitHubTestSupport.remove(directories) }
    var environment: [String: String] = [:]
    if source == "stored login" {
      try GitHub.tokenStore(in: directories.config).save(.init(token: "gho_old", login: "octocat"), forHost: "api.github.com")
    } else {
      environment[source] = "gho_old"
    }
    let github = try GitHubTestSupport.provider(transport: Self.account(), environment: environment, directories: directories)
    let error = await #expect(throws: TokenRejectedError.self) {
      try await github.load(ResourceRequest(path: ["user"], arguments: ["user": "octocat"]), at: .first)
    }
    #expect(error?.description == message)
  }
}
