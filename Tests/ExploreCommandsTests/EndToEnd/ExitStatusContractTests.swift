import ExploreCommands
import ExploreArguments
import ExploreCore
import ExploreTestSupport
import Foundation
import GitHubProvider
import RickAndMortyProvider
import Testing

/// The scripting contract: 0 for success and for a check that answers yes,
/// 1 for a runtime failure and for a check that answers no (the sentence
/// still on stdout), 64 for a command line explore cannot run, whatever
/// comes after `--`. Run through the built binary, offline, against replay
/// fixtures written to a temporary folder, so no server is needed.
@Suite
struct ExitStatusContractTests {
  /// Base URLs that would fail at once if anything tried the network.
  static let unreachable = [
    "EXPLORE_GITHUB_API_URL": "http://127.0.0.1:9/github",
    "EXPLORE_RICKMORTY_API_URL": "http://127.0.0.1:9/rickmorty",
  ]

  /// A replay fixture that answers `GET path` with `status` and no body.
  static func fixture(path: String, status: Int) -> String {
    """
    {"request": {"method": "GET", "path": "\(path)"}, "response": {"status": \(status), "headers": {}}}
    """
  }

  /// Runs the binary offline with `fixtures` (file name to contents) under
  /// `<fixtures>/github`, and a token, in a fresh home that is removed after.
  func run(_ arguments: [String], githubFixtures fixtures: [String: String] = [:]) async throws -> ExploreBinary.Outcome {
    let home = try ExploreBinary.temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let root = home.appendingPathComponent("fixtures", isDirectory: true)
    let github = root.appendingPathComponent("github", isDirectory: true)
    try FileManager.default.createDirectory(at: github, withIntermediateDirectories: true)
    for (name, contents) in fixtures {
      try Data(contents.utf8).write(to: github.appendingPathComponent(name))
    }
    let environment = Self.unreachable.merging([
      "EXPLORE_OFFLINE": "1",
      "EXPLORE_FIXTURES_DIR": root.path,
      "GH_TOKEN": "contract-test-token",
    ]) { _, new in new }
    return try await ExploreBinary.run(arguments, environment: environment, home: home)
  }

  static let stars = [
    "GET-user-starred-apple-swift.json": fixture(path: "/user/starred/apple/swift", status: 204),
    "GET-user-starred-apple-swift-nio.json": fixture(path: "/user/starred/apple/swift-nio", status: 404),
  ]

  @Test func aCheckThatAnswersYesExitsZero() async throws {
    let outcome = try await run(["github", "starred", "--check", "apple/swift"], githubFixtures: Self.stars)
    #expect(outcome.status == 0, "stderr: \(outcome.standardError)")
    #expect(outcome.standardOutput == "You have starred apple/swift\n")
  }

  @Test func aCheckThatAnswersNoExitsOneWithTheSentenceOnStandardOutput() async throws {
    let outcome = try await run(["github", "starred", "--check", "apple/swift-nio"], githubFixtures: Self.stars)
    #expect(outcome.status == 1, "stderr: \(outcome.standardError)")
    #expect(outcome.standardOutput == "You have not starred apple/swift-nio\n")
    #expect(!outcome.standardError.contains("Error"))
  }

  @Test func aCheckAnswersInJSONWithTheSameStatus() async throws {
    let yes = try await run(["github", "starred", "--check", "apple/swift", "--json"], githubFixtures: Self.stars)
    let no = try await run(["github", "starred", "--check", "apple/swift-nio", "--json"], githubFixtures: Self.stars)
    #expect(yes.status == 0)
    #expect(no.status == 1)
    #expect(no.standardOutput.contains("You have not starred apple/swift-nio"))
  }

  @Test func aCheckThatCannotBeAnsweredIsARuntimeFailure() async throws {
    // No fixture: the replay misses, which is a failure, not a "no".
    let outcome = try await run(["github", "starred", "--check", "apple/swift"])
    #expect(outcome.status == 1)
    #expect(outcome.standardOutput.isEmpty)
    #expect(outcome.standardError.hasPrefix("Error: "))
  }

  /// Values after `--` meet the same rules as any other, before any
  /// request: with no fixtures at all, a request would fail with exit 1
  /// and a replay miss instead.
  @Test(arguments: [
    ["github", "followers", "--", "-octocat"],
    ["github", "user", "--", "-"],
    ["github", "repos", "--", "--all"],
    ["github", "star", "--", "-owner/repo"],
    ["github", "starred", "--check=-owner/repo"],
    ["rickmorty", "character", "--", "-3"],
    ["rickmorty", "episode", "--", "0"],
  ])
  func valuesAfterTheTerminatorAreValidated(_ arguments: [String]) async throws {
    let outcome = try await run(arguments)
    #expect(outcome.status == 64, "stderr: \(outcome.standardError)")
    #expect(outcome.standardError.hasPrefix("Error: '"), "stderr: \(outcome.standardError)")
    #expect(outcome.standardError.contains("is not a valid value for"), "stderr: \(outcome.standardError)")
    #expect(outcome.standardError.contains("See 'explore"))
    #expect(!outcome.standardError.contains("fixture"))
    #expect(outcome.standardOutput.isEmpty)
  }

  @Test func aLegalLoginAfterTheTerminatorStillRuns() async throws {
    let outcome = try await run(["--offline", "github", "user", "--", "octocat"])
    // The empty fixtures folder has no answer: the request was made.
    #expect(outcome.status == 1)
    #expect(outcome.standardError.contains("/users/octocat"), "stderr: \(outcome.standardError)")
  }

  @Test func helpListsEveryExitStatus() async throws {
    let outcome = try await run(["--help"])
    #expect(outcome.status == 0)
    let section = try #require(outcome.standardOutput.components(separatedBy: "EXIT STATUS:\n").last)
    for status in ExitStatus.allCases {
      #expect(section.contains("  \(status.rawValue) "), "no line for \(status.rawValue)")
    }
  }
}

/// The same contract in-process, through ``ExploreCommand``.
@Suite struct ExitStatusTests {
  @Test func aPageThatAnswersNoMakesTheStatusOne() {
    #expect(ExitStatus.of([]) == .success)
    #expect(ExitStatus.of([ResourcePage(message: "Fed")]) == .success)
    #expect(ExitStatus.of([.answer(true, message: "Yes")]) == .success)
    #expect(ExitStatus.of([.answer(false, message: "No")]) == .failure)
    #expect(ExitStatus.of([.answer(true, message: "Yes"), .answer(false, message: "No")]) == .failure)
  }

  @Test func theCodesAreTheOnesScriptsExpect() {
    #expect(ExitStatus.allCases.map(\.rawValue) == [0, 1, 64, 129, 130, 143])
  }

  @Test func leadingHyphenLoginsAreRefusedInProcessToo() async {
    let run = await CapturedRun.run(["github", "followers", "--", "-octocat"], providers: [GitHub.self, RickAndMorty.self])
    #expect(run.status == 64)
    #expect(run.standardError.contains("not starting with a hyphen"), "\(run.standardError)")
  }

  @Test func aZooIDAfterTheTerminatorIsValidated() async {
    let run = await CapturedRun.run(["zoo", "animal", "--", "-3"])
    #expect(run.status == 64)
    #expect(run.standardError.hasPrefix("Error: '-3' is not a valid value for <id>"), "\(run.standardError)")
  }
}
