import ExploreTestSupport
import Foundation
import GitHubSimulation
import Testing

/// `explore github login --client-id X` through the OAuth device flow: the
/// built binary against the loopback server, whose web mount plays a
/// ``DeviceFlowScript`` (`EXPLORE_GITHUB_WEB_URL`) and whose GitHub API
/// accepts the granted token on `GET /user`.
///
/// NB: the script answers `interval: 0`, so explore polls at its floor of
/// one second; after `slow_down` it waits five seconds more, as RFC 8628
/// asks. The product takes no test hook to go faster.
@Suite struct DeviceFlowEndToEndTests {
  static let token = "gho_e2e_device_flow_3f9a1c7b5d2e_secret"
  static let clientID = "Iv1.e2eclient"

  /// A loopback server playing a script and a temporary home; ``cleanUp()`` removes both.
  struct World {
    let flow: DeviceFlowServer
    let server: LoopbackServer
    let home: URL

    init(_ answers: [DeviceFlowScript.Answer]) throws {
      var script = DeviceFlowScript(answers: answers)
      script.interval = 0
      flow = DeviceFlowServer(script: script)
      server = try LoopbackServer.start(deviceFlow: flow)
      home = try ExploreBinary.temporaryHome()
    }

    func run(_ arguments: [String]) async throws -> ExploreBinary.Outcome {
      try await ExploreBinary.run(arguments, environment: server.environment, home: home)
    }

    var loginsFile: URL { home.appendingPathComponent("config/explore/github-logins.json") }

    /// Every file under the home (the XDG folders, recordings, Foundation's
    /// own folders) whose name or content holds `text`, relative to the home.
    func files(containing text: String) -> [String] {
      let enumerator = FileManager.default.enumerator(atPath: home.path)
      var found: [String] = []
      while let relative = enumerator?.nextObject() as? String {
        let contents = FileManager.default.contents(atPath: home.appendingPathComponent(relative).path) ?? Data()
        if relative.contains(text) || String(decoding: contents, as: UTF8.self).contains(text) { found.append(relative) }
      }
      return found.sorted()
    }

    /// The files under `folder` of the home, relative to it.
    func files(under folder: String) -> [String] {
      let root = home.appendingPathComponent(folder)
      let enumerator = FileManager.default.enumerator(atPath: root.path)
      var found: [String] = []
      while let relative = enumerator?.nextObject() as? String {
        var isDirectory: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: root.appendingPathComponent(relative).path, isDirectory: &isDirectory)
        if !isDirectory.boolValue { found.append(relative) }
      }
      return found.sorted()
    }

    func cleanUp() {
      server.stop()
      try? FileManager.default.removeItem(at: home)
    }
  }

  @Test func pendingTwiceThenSlowDownThenATokenSignsInAndStoresItPrivately() async throws {
    let world = try World([.pending, .pending, .slowDown, .token(Self.token, scope: "read:user public_repo")])
    defer { world.cleanUp() }
    let record = world.home.appendingPathComponent("recorded")

    let login = try await world.run(["github", "login", "--client-id", Self.clientID, "--verbose", "--record", record.path])
    #expect(login.status == 0, "\(login.standardError)")
    let host = "127.0.0.1:\(world.server.port)"
    let web = world.server.baseURL(for: DeviceFlowServer.webMountName).absoluteString
    #expect((login.standardOutput + login.standardError).contains("Logged in to \(host) as octo-gen (scopes: read:user, public_repo)"))
    #expect(login.standardError.contains("First copy your one-time code: WDJB-MJHT"))
    #expect(login.standardError.contains("Then enter it at \(web)/login/device"), "\(login.standardError)")
    #expect(login.standardError.contains("POST \(web)/login/oauth/access_token → 200"), "the --verbose log: \(login.standardError)")

    // One code, then four polls with the code and no credential, then `GET /user` with the token.
    let seen = world.flow.seen
    #expect(seen.map { "\($0.method) \($0.path)" } == ["POST /login/device/code"] + Array(repeating: "POST /login/oauth/access_token", count: 4))
    #expect(seen.first?.form == ["client_id": Self.clientID, "scope": "read:user"])
    for poll in world.flow.polls {
      #expect(poll.form == [
        "client_id": Self.clientID, "device_code": world.flow.script.deviceCode,
        "grant_type": "urn:ietf:params:oauth:grant-type:device_code",
      ])
      #expect(poll.authorization == nil)
      #expect(poll.accept == "application/json")
    }
    let users = try await world.server.requests().filter { $0.path == "/github/user" }
    #expect(users.count == 1)
    #expect(users.first?.status == 200)

    // Stored 0600 in the config folder, under the API's host.
    #expect(try TemporaryFolder.permissions(of: world.loginsFile) == 0o600)
    let stored = String(decoding: try Data(contentsOf: world.loginsFile), as: UTF8.self)
    #expect(stored.contains(Self.token))
    #expect(stored.contains(host))

    let status = try await world.run(["github", "auth", "status", "--verbose", "--record", record.path])
    #expect(status.status == 0, "\(status.standardError)")
    let shown = status.standardOutput + status.standardError
    #expect(shown.contains("Logged in to \(host) as octo-gen"), "\(shown)")
    #expect(status.standardOutput.contains("read:user, public_repo"), "\(status.standardOutput)")

    // The token is in the logins file and nowhere else: not printed, not
    // logged, not in the cache, not in the recording.
    for outcome in [login, status] {
      #expect(!outcome.standardOutput.contains(Self.token))
      #expect(!outcome.standardError.contains(Self.token))
    }
    #expect(world.files(containing: Self.token) == ["config/explore/github-logins.json"])
    #expect(world.files(under: "recorded/github").contains("GET-user.json"), "\(world.files(under: "recorded"))")
    #expect(world.files(under: "cache/explore").contains { $0.hasSuffix(".entry") }, "the cache was written")
  }

  @Test(arguments: [
    (DeviceFlowScript.Answer.expired, "Error: The sign-in code expired before it was entered. Run `explore github login` again and enter the new code."),
    (.denied, "Error: Sign-in was cancelled on GitHub, so nothing was stored. Run `explore github login` to try again."),
  ])
  func aFailedSignInExitsOneSaysWhyAndStoresNothing(answer: DeviceFlowScript.Answer, sentence: String) async throws {
    let world = try World([.pending, answer])
    defer { world.cleanUp() }
    let login = try await world.run(["github", "login", "--client-id", Self.clientID, "--verbose"])
    #expect(login.status == 1)
    #expect(login.standardOutput.isEmpty)
    #expect(login.standardError.contains(sentence), "\(login.standardError)")
    #expect(world.flow.polls.count == 2)
    #expect(try await world.server.requests().filter { $0.path.hasPrefix("/github/") }.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: world.loginsFile.path))
    #expect(world.files(under: "config").isEmpty)

    let status = try await world.run(["github", "auth", "status"])
    #expect(status.status == 0, "\(status.standardError)")
    #expect((status.standardOutput + status.standardError).contains("Not logged in"))
  }
}
