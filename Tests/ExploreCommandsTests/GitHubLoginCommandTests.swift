@testable import ExploreCommandRuntime
@testable import ExploreCommands
@testable import ExploreArguments
import ExploreCore
import ExploreNetworking
import ExploreReplay
import ExploreTestSupport
import Foundation
@testable import GitHubProvider
import Testing

/// `explore github login` as a user runs it: exit codes, help, and what the
/// session gives the provider for a sign-in. Nothing here reaches a network:
/// every failure happens before the first request, and the API URL points
/// at a closed port on 127.0.0.1 in case one does not.
@Suite struct GitHubLoginCommandTests {
  /// Temporary XDG folders, an empty folder as `PATH`, and a closed port.
  struct Home {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("explore-login-\(UUID().uuidString)")

    var environment: [String: String] {
      [
        "HOME": folder.path,
        "PATH": folder.appendingPathComponent("bin").path,
        "EXPLORE_GITHUB_API_URL": "http://127.0.0.1:9",
      ]
    }

    func make() throws -> Home {
      try FileManager.default.createDirectory(at: folder.appendingPathComponent("bin"), withIntermediateDirectories: true)
      return self
    }

    func cleanUp() { try? FileManager.default.removeItem(at: folder) }
  }

  func run(_ arguments: [String], home: Home, environment: [String: String] = [:]) async -> CapturedRun {
    await CapturedRun.run(
      ["github", "login"] + arguments, providers: [GitHub.self],
      environment: home.environment.merging(environment) { _, new in new }
    )
  }

  @Test func withoutAClientIDItExplainsHowToRegisterAnAppAndExits64() async throws {
    let home = try Home().make()
    defer { home.cleanUp() }
    let run = await run([], home: home)
    #expect(run.status == 64)
    #expect(run.standardError.hasPrefix("Error: `explore github login` signs in through an OAuth app of yours"))
    #expect(run.standardError.contains("EXPLORE_GITHUB_CLIENT_ID"))
    #expect(run.standardOutput.isEmpty)
  }

  @Test(arguments: [["--with-token", "--from-gh"], ["--from-gh", "--web"], ["--with-token", "--client-id", "Iv1.x"]])
  func optionsThatDoNotGoTogetherExit64(arguments: [String]) async throws {
    let home = try Home().make()
    defer { home.cleanUp() }
    let run = await run(arguments, home: home)
    #expect(run.status == 64, "\(run.standardError)")
  }

  @Test func fromGHWithoutGHExits1AndStoresNothing() async throws {
    let home = try Home().make()
    defer { home.cleanUp() }
    let run = await run(["--from-gh"], home: home)
    #expect(run.status == 1)
    #expect(run.standardError.contains("no `gh` is on your PATH"))
    #expect(!FileManager.default.fileExists(atPath: home.folder.appendingPathComponent(".config/explore").path))
  }

  @Test func aTokenFromGHNeverReachesTheVerboseLogTheOutputOrAnyFileWhenGitHubIsDown() async throws {
    let home = try Home().make()
    defer { home.cleanUp() }
    let token = "gho_secret_from_fake_gh"
    let gh = home.folder.appendingPathComponent("bin/gh")
    try Data("#!/bin/sh\necho \(token)\n".utf8).write(to: gh)
    try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: gh.path)

    // NB: nothing listens on 127.0.0.1:9, so `GET /user` fails after the
    // client's retries, each logged by --verbose.
    let run = await run(["--from-gh", "--verbose"], home: home)
    #expect(run.status == 1)
    #expect(run.standardError.contains("GET http://127.0.0.1:9/user failed"), "\(run.standardError)")
    #expect(!run.standardError.contains(token))
    #expect(!run.standardOutput.contains(token))
    let files = FileManager.default.enumerator(atPath: home.folder.path)?.compactMap { $0 as? String } ?? []
    for file in files where !file.hasPrefix("bin") {
      let contents = FileManager.default.contents(atPath: home.folder.appendingPathComponent(file).path) ?? Data()
      #expect(!String(decoding: contents, as: UTF8.self).contains(token), "\(file) holds the token")
    }
  }

  @Test func aSignInThatCannotReachGitHubIsRetriedThenExits1() async throws {
    let home = try Home().make()
    defer { home.cleanUp() }
    // NB: nothing listens on 127.0.0.1:9; the client's own retries of the
    // POST are what --verbose shows, one line per attempt.
    let run = await run(
      ["--client-id", "Iv1.test", "--verbose"], home: home, environment: ["EXPLORE_GITHUB_WEB_URL": "http://127.0.0.1:9"]
    )
    #expect(run.status == 1)
    let attempts = run.standardError.components(separatedBy: "POST http://127.0.0.1:9/login/device/code failed").count - 1
    #expect(attempts == 5, "\(run.standardError)")
    #expect(!FileManager.default.fileExists(atPath: home.folder.appendingPathComponent(".config/explore").path))
  }

  @Test func helpListsTheSignInOptionsAndStarNamesItsScope() async throws {
    let home = try Home().make()
    defer { home.cleanUp() }
    let login = await run(["--help"], home: home)
    #expect(login.status == 0)
    for option in ["--with-token", "--from-gh", "--web", "--client-id <id>", "--scopes <scopes>", "read:user"] {
      #expect(login.standardOutput.contains(option), "\(option) missing from:\n\(login.standardOutput)")
    }
    // NB: login's own --web shadows the common one, which help leaves out.
    #expect(login.standardOutput.components(separatedBy: "\n  --web ").count == 2)
    let star = await CapturedRun.run(["github", "star", "--help"], providers: [GitHub.self], environment: home.environment)
    #expect(star.standardOutput.contains("public_repo"))
  }

  @Test func helpOffersWebOnlyWhereItemsHaveAWebPage() async throws {
    let home = try Home().make()
    defer { home.cleanUp() }
    let status = await CapturedRun.run(["github", "auth", "status", "--help"], providers: [GitHub.self], environment: home.environment)
    let followers = await CapturedRun.run(["github", "followers", "--help"], providers: [GitHub.self], environment: home.environment)
    #expect(status.status == 0 && followers.status == 0)
    #expect(!status.standardOutput.contains("--web"), "\(status.standardOutput)")
    #expect(followers.standardOutput.contains("--web"), "\(followers.standardOutput)")
  }

  @Test func theSessionKeepsSignInsOutOfRecordingsAndPassesTheTerminal() async throws {
    let home = try Home().make()
    defer { home.cleanUp() }
    let parser = CommandLineParser(catalog: ProviderCatalog([GitHub.descriptor]))
    let record = home.folder.appendingPathComponent("recorded").path
    guard case .run(let command) = try parser.parse(["github", "login", "--record", record], environment: home.environment) else {
      Issue.record("login did not parse as a resource command")
      return
    }
    let written = Locked("")
    let answers = Locked(["", "n", "yes"])
    let io = CommandIO(
      writeOutput: { _ in }, writeError: { text in written.withLock { $0 += text } },
      readTerminalLine: { answers.withLock { $0.isEmpty ? nil : $0.removeFirst() } },
      errorIsTerminal: true
    )
    let context = try ProviderSession(command: command, definition: GitHub.definition, environment: home.environment, io: io).context
    #expect(context.transport is RecordingTransport)
    #expect(context.signInTransport is HTTPClient)
    #expect(context.terminal.isInteractive)
    var replies: [Bool] = []
    for _ in 0..<4 { replies.append(await context.terminal.confirm("Open it?")) }
    #expect(replies == [true, false, true, false])
    #expect(written.withLock { $0 } == "Open it? [Y/n] Open it? [Y/n] Open it? [Y/n] Open it? [Y/n] \n")

    let piped = CommandIO(writeOutput: { _ in }, writeError: { _ in }, errorIsTerminal: false)
    let quiet = try ProviderSession(command: command, definition: GitHub.definition, environment: home.environment, io: piped).context
    #expect(!quiet.terminal.isInteractive)
    #expect(await quiet.terminal.confirm("Open it?") == false)
  }
}
