import ExploreCore
import ExploreNetworking
import ExploreReplay
import ExploreSignIn
import ExploreTestSupport
import Foundation
@testable import GitHubProvider
import GitHubSimulation
import Testing

/// `explore github login` through the OAuth device flow, against a
/// scripted GitHub: the requests, the polling intervals on a test clock,
/// every answer of the protocol, what is printed, and what is stored.
@Suite struct GitHubDeviceFlowTests {
  static let base = URL(string: "https://api.github.com")!
  static let environment = [
    "EXPLORE_GITHUB_CLIENT_ID": "Iv1.testclient",
    "EXPLORE_GITHUB_WEB_URL": "https://github.example/web",
  ]

  /// A provider over `server` whose waits move `clock` forward at once.
  struct Run {
    let clock = TestClock()
    let server: DeviceFlowServer
    let github: GitHub
    let directories: ExploreDirectories
    let notes = NoteLog()
    let progress = NoteLog()
    let opened = NoteLog()

    init(
      _ script: DeviceFlowScript,
      environment: [String: String] = GitHubDeviceFlowTests.environment,
      interactive: Bool = false,
      confirms: Bool = false,
      sleepsOnTheClock: Bool = false
    ) throws {
      let clock = clock
      server = DeviceFlowServer(script: script, now: { clock.now.offset })
      directories = try GitHubTestSupport.temporaryDirectories()
      let (notes, progress, opened) = (notes, progress, opened)
      github = GitHub(
        context: ProviderContext(
          baseURL: GitHubDeviceFlowTests.base, transport: server, environment: environment,
          directories: directories,
          inform: { notes.append($0) },
          terminal: ProviderTerminal(
            isInteractive: interactive,
            showProgress: { progress.append($0 ?? "<clear>") },
            openURL: { opened.append($0.absoluteString) },
            confirm: { _ in confirms }
          ),
          sleep: { duration in
            // NB: the clock jumps for every wait (polls, retries) but, on a
            // terminal, the spinner's short frames: those sleep on the clock
            // until a jump passes them.
            if sleepsOnTheClock || (interactive && duration < .seconds(1)) {
              try await clock.sleep(for: duration)
            } else {
              clock.advance(by: duration)
            }
          },
          signInTransport: server
        )
      )
    }

    var store: LoginStore { GitHub.tokenStore(in: directories.config) }

    func login(_ request: ResourceRequest = ResourceRequest(path: ["login"])) async throws -> ResourcePage {
      try await github.load(request, at: .first)
    }

    func cleanUp() {
      GitHubTestSupport.remove(directories)
    }
  }

  @Test func pendingTwiceThenSlowDownThenATokenPollsAtTheServersIntervalAndStoresIt() async throws {
    let run = try Run(DeviceFlowScript(answers: [.pending, .pending, .slowDown, .token("gho_granted_secret")]))
    defer { run.cleanUp() }
    let page = try await run.login()

    let polls = run.server.polls
    #expect(polls.map(\.at) == [.seconds(5), .seconds(10), .seconds(15), .seconds(25)])
    #expect(page.message == "Logged in to github.com as octocat (scopes: read:user)")
    #expect(try run.store.login(forHost: "api.github.com") == .init(token: "gho_granted_secret", login: "octocat"))
    let mode = try FileManager.default.attributesOfItem(atPath: run.store.fileURL.path)[.posixPermissions] as? NSNumber
    #expect(mode?.intValue == 0o600)
  }

  @Test func theRequestsAreFormEncodedPostsForJSONWithoutACredential() async throws {
    let run = try Run(DeviceFlowScript(answers: [.pending, .token("gho_granted_secret", scope: "public_repo read:user")]))
    defer { run.cleanUp() }
    let page = try await run.login(ResourceRequest(path: ["login"], options: ["scopes": ["read:user,public_repo"]]))
    #expect(page.message == "Logged in to github.com as octocat (scopes: public_repo, read:user)")

    let seen = run.server.seen
    #expect(seen.map { "\($0.method) \($0.path)" } == [
      "POST /web/login/device/code",
      "POST /web/login/oauth/access_token",
      "POST /web/login/oauth/access_token",
      "GET /user",
    ])
    let code = try #require(seen.first)
    #expect(code.form == ["client_id": "Iv1.testclient", "scope": "read:user public_repo"])
    for request in seen.dropLast() {
      #expect(request.accept == "application/json")
      #expect(request.contentType == "application/x-www-form-urlencoded")
      #expect(request.authorization == nil)
    }
    #expect(seen[1].form == [
      "client_id": "Iv1.testclient", "device_code": "device-code-3584d83530557fdd",
      "grant_type": "urn:ietf:params:oauth:grant-type:device_code",
    ])
    #expect(seen.last?.authorization == "Bearer gho_granted_secret")
  }

  @Test func withoutAScopesHeaderTheGrantNamesTheScopes() async throws {
    var script = DeviceFlowScript(answers: [.token("gho_granted_secret", scope: "read:user,public_repo")])
    script.listsScopes = false
    let run = try Run(script)
    defer { run.cleanUp() }
    let page = try await run.login()
    #expect(page.message == "Logged in to github.com as octocat (scopes: read:user, public_repo)")
  }

  @Test func aGrantedTokenGitHubThenRejectsIsNotStored() async throws {
    var script = DeviceFlowScript(answers: [.token("gho_granted_secret")])
    script.acceptsGrantedToken = false
    let run = try Run(script)
    defer { run.cleanUp() }
    let error = await #expect(throws: TokenRejectedError.self) { try await run.login() }
    #expect(error?.description == "GitHub rejected the token from the browser sign-in (expired or revoked). Run `explore github login` to sign in again.")
    #expect(!FileManager.default.fileExists(atPath: run.store.fileURL.path))
  }

  @Test func theClientIDFlagWinsOverTheVariable() async throws {
    let run = try Run(DeviceFlowScript(answers: [.token("gho_granted_secret")]))
    defer { run.cleanUp() }
    _ = try await run.login(ResourceRequest(path: ["login"], options: ["client-id": ["Iv1.fromflag"]]))
    #expect(run.server.seen.first?.form["client_id"] == "Iv1.fromflag")
  }

  @Test func itPrintsTheCodeAndThePageButNeverTheToken() async throws {
    let run = try Run(DeviceFlowScript(answers: [.pending, .token("gho_granted_secret")]))
    defer { run.cleanUp() }
    let page = try await run.login()
    #expect(run.notes.all == [
      "First copy your one-time code: WDJB-MJHT",
      "Then enter it at https://github.com/login/device (the code expires in 15 minutes; Ctrl-C cancels).",
    ])
    let everything = run.notes.all.joined() + "\(page)" + (page.message ?? "") + page.notices.joined()
    #expect(!everything.contains("gho_granted_secret"))
    #expect(!everything.contains("device-code-3584d83530557fdd"))
    #expect(run.opened.all.isEmpty)
    #expect(run.progress.all.isEmpty)
  }

  @Test(arguments: [
    (DeviceFlowScript.Answer.expired, DeviceAuthorizationError.Reason.expired, "The sign-in code expired"),
    (.denied, .denied, "Sign-in was cancelled on GitHub"),
    (.error("incorrect_device_code"), .unexpectedAnswer("incorrect_device_code"), "GitHub answered the sign-in with 'incorrect_device_code'"),
  ])
  func aFailedSignInSaysWhyAndStoresNothing(
    answer: DeviceFlowScript.Answer, reason: DeviceAuthorizationError.Reason, message: String
  ) async throws {
    let run = try Run(DeviceFlowScript(answers: [.pending, answer]))
    defer { run.cleanUp() }
    let error = await #expect(throws: DeviceAuthorizationError.self) { try await run.login() }
    #expect(error?.reason == reason)
    #expect(error?.description.hasPrefix(message) == true)
    #expect(error?.category == .runtime)
    #expect(run.server.polls.count == 2)
    #expect(!run.server.seen.contains { $0.path == "/user" })
    #expect(!FileManager.default.fileExists(atPath: run.store.fileURL.path))
  }

  @Test func aCodeThatOutlivesItsLifetimeExpiresWithoutAnotherPoll() async throws {
    var script = DeviceFlowScript(answers: [])
    script.expiresIn = 12
    let run = try Run(script)
    defer { run.cleanUp() }
    let error = await #expect(throws: DeviceAuthorizationError.self) { try await run.login() }
    #expect(error?.reason == .expired)
    #expect(run.server.polls.map(\.at) == [.seconds(5), .seconds(10)])
    #expect(!FileManager.default.fileExists(atPath: run.store.fileURL.path))
  }

  @Test(arguments: ["incorrect_client_credentials", "device_flow_disabled"])
  func aRefusedClientExplainsHowToRegisterAnApp(code: String) async throws {
    var script = DeviceFlowScript(answers: [])
    script.codeError = code
    let run = try Run(script)
    defer { run.cleanUp() }
    let error = await #expect(throws: DeviceAuthorizationError.self) { try await run.login() }
    #expect(error?.reason == .clientRejected(clientID: "Iv1.testclient", answer: code))
    let text = error?.description ?? ""
    #expect(text.contains("Enable Device Flow"))
    #expect(text.contains("--client-id or EXPLORE_GITHUB_CLIENT_ID"))
    #expect(text.contains("https://github.com/settings/applications/new"))
    #expect(run.server.polls.isEmpty)
  }

  @Test func anIncorrectClientWhilePollingIsExplainedToo() async throws {
    let run = try Run(DeviceFlowScript(answers: [.error("incorrect_client_credentials")]))
    defer { run.cleanUp() }
    let error = await #expect(throws: DeviceAuthorizationError.self) { try await run.login() }
    #expect(error?.reason == .clientRejected(clientID: "Iv1.testclient", answer: "incorrect_client_credentials"))
  }

  @Test func withoutAClientIDItSaysHowToGetOneAndSendsNothing() async throws {
    let run = try Run(DeviceFlowScript(answers: []), environment: [:])
    defer { run.cleanUp() }
    let error = await #expect(throws: DeviceAuthorizationError.self) { try await run.login() }
    #expect(error?.reason == .missingClientID)
    #expect(error?.category == .usage)
    #expect(error?.description.contains("Enable Device Flow") == true)
    #expect(run.server.seen.isEmpty)
  }

  @Test func serverErrorsAndDroppedConnectionsAreRetried() async throws {
    let run = try Run(DeviceFlowScript(answers: [.status(503), .dropConnection, .status(500), .token("gho_granted_secret")]))
    defer { run.cleanUp() }
    let page = try await run.login()
    #expect(page.message?.hasPrefix("Logged in to github.com as octocat") == true)
    #expect(run.server.polls.count == 4)
  }

  @Test func askingForACodeIsRetriedAfterServerErrorsAndDroppedConnections() async throws {
    var script = DeviceFlowScript(answers: [.token("gho_granted_secret")])
    script.codeFailures = [.status(503), .dropConnection, .status(500)]
    let run = try Run(script)
    defer { run.cleanUp() }
    let page = try await run.login()
    #expect(page.message?.hasPrefix("Logged in to github.com as octocat") == true)
    #expect(run.server.seen.filter { $0.path.hasSuffix("/login/device/code") }.count == 4)
  }

  @Test func tooManyFailuresInARowGiveUpAndStoreNothing() async throws {
    let run = try Run(DeviceFlowScript(answers: Array(repeating: .status(502), count: 10)))
    defer { run.cleanUp() }
    let error = await #expect(throws: APIError.self) { try await run.login() }
    #expect(error?.status == 502)
    #expect(run.server.polls.count == RetryPolicy.default.maximumRetries + 1)
    #expect(!FileManager.default.fileExists(atPath: run.store.fileURL.path))
  }

  @Test func cancellingWhileWaitingStoresNothing() async throws {
    let run = try Run(DeviceFlowScript(answers: [.token("gho_granted_secret")]), sleepsOnTheClock: true)
    defer { run.cleanUp() }
    let task = Task { try await run.login() }
    await run.clock.waitForSleepers(1)
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(run.server.polls.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: run.store.fileURL.path))
  }

  @Test func webOpensThePageWithoutAsking() async throws {
    let run = try Run(DeviceFlowScript(answers: [.token("gho_granted_secret")]))
    defer { run.cleanUp() }
    _ = try await run.login(ResourceRequest(path: ["login"], flags: ["web"]))
    #expect(run.opened.all == ["https://github.com/login/device"])
  }

  @Test(arguments: [true, false])
  func onATerminalItOffersToOpenThePageAndSpins(confirms: Bool) async throws {
    let run = try Run(DeviceFlowScript(answers: [.pending, .token("gho_granted_secret")]), interactive: true, confirms: confirms)
    defer { run.cleanUp() }
    _ = try await run.login()
    #expect(run.opened.all == (confirms ? ["https://github.com/login/device"] : []))
    let progress = run.progress.all
    #expect(progress.first?.hasSuffix(" Waiting for you to enter the code at https://github.com/login/device…") == true)
    #expect(progress.last == "<clear>")
    #expect(!progress.joined().contains("gho_granted_secret"))
  }

  @Test func loginOptionsThatDoNotGoTogetherAreUsageErrors() async throws {
    let run = try Run(DeviceFlowScript(answers: []))
    defer { run.cleanUp() }
    let both = await #expect(throws: LoginError.self) {
      try await run.login(ResourceRequest(path: ["login"], flags: ["with-token", "from-gh"]))
    }
    #expect(both?.category == .usage)
    let web = await #expect(throws: LoginError.self) {
      try await run.login(ResourceRequest(path: ["login"], flags: ["from-gh", "web"]))
    }
    #expect(web?.reason == .deviceFlowOnly("--web", others: ["--with-token", "--from-gh"]))
    #expect(web?.category == .usage)
    #expect(run.server.seen.isEmpty)
  }

  @Test func aRecordingNeverHoldsTheGrantedToken() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("explore-record-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let clock = TestClock()
    let server = DeviceFlowServer(script: DeviceFlowScript(answers: [.pending, .token("gho_granted_secret")]))
    // NB: the web URL lies under the API's base URL here, so only the
    // separate sign-in transport keeps the token out of the recording.
    let recorder = RecordingTransport(recording: server, into: folder, baseURL: Self.base)
    let directories = try GitHubTestSupport.temporaryDirectories()
    defer { GitHubTestSupport.remove(directories) }
    let github = GitHub(
      context: ProviderContext(
        baseURL: Self.base, transport: recorder,
        environment: ["EXPLORE_GITHUB_CLIENT_ID": "Iv1.testclient", "EXPLORE_GITHUB_WEB_URL": Self.base.absoluteString],
        directories: directories, sleep: { clock.advance(by: $0) }, signInTransport: server
      )
    )
    _ = try await github.load(ResourceRequest(path: ["login"]), at: .first)
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(files == ["GET-user.json"])
    for file in files {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      #expect(!text.contains("gho_granted_secret"))
    }
  }

  @Test(arguments: [
    ("https://api.github.com", [String: String](), "https://github.com"),
    ("https://ghe.example.com/api/v3", [:], "https://ghe.example.com"),
    ("https://ghe.example.com/api/v3/", [:], "https://ghe.example.com"),
    ("https://api.acme.ghe.com", [:], "https://acme.ghe.com"),
    ("http://127.0.0.1:8080/github", [:], "http://127.0.0.1:8080/github"),
    ("https://api.github.com", ["EXPLORE_GITHUB_WEB_URL": "http://127.0.0.1:9/web"], "http://127.0.0.1:9/web"),
  ])
  func theWebHostComesFromTheAPIURL(api: String, environment: [String: String], web: String) throws {
    let url = GitHubWebHost.url(forAPI: try #require(URL(string: api)), environment: environment)
    #expect(url.absoluteString == web)
  }
}
