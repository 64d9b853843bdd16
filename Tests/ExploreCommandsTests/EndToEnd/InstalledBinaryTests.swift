import ExploreTestSupport
import Foundation
import Testing

/// An `explore` copied out of `.build`, as an install would, runs the
/// README's offline example with nothing beside it: the fixtures of every
/// shipped provider are compiled in. A fixtures folder next to it, in
/// `../share/explore/fixtures` or in `EXPLORE_FIXTURES_DIR` still wins, and
/// nothing depends on a path of the machine that built it.
@Suite
struct InstalledBinaryTests {
  static let example = ["--offline", "rickmorty", "episodes", "--expand"]

  /// Where a fixtures folder goes in a layout, relative to the install prefix.
  enum Layout: String, CaseIterable, Sendable {
    case besideTheExecutable = "bin/fixtures"
    case sharedFolder = "share/explore/fixtures"
    case environment = "elsewhere/fixtures"
  }

  /// A prefix with `bin/explore` copied from the build; removed by the caller.
  ///
  /// NB: a child process copies the binary. Had this process written it, a
  /// child forked by another test in that moment could hold the file open
  /// for writing, and running it would fail with ETXTBSY ("Text file busy").
  static func install() async throws -> (prefix: URL, executable: URL) {
    let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("explore-install-\(UUID().uuidString)", isDirectory: true)
    let executable = prefix.appendingPathComponent("bin/explore")
    try FileManager.default.createDirectory(at: executable.deletingLastPathComponent(), withIntermediateDirectories: true)
    let copy = Process()
    copy.executableURL = URL(fileURLWithPath: "/bin/cp")
    copy.arguments = [try ExploreBinary.executable().path, executable.path]
    try copy.run()
    await copy.exited()
    guard copy.terminationStatus == 0 else { throw CopyFailed(status: copy.terminationStatus) }
    return (prefix, executable)
  }

  struct CopyFailed: Error {
    var status: Int32
  }

  /// The run's working directory and home is the prefix itself, which holds
  /// nothing but `bin/explore`: no fixtures folder is in reach.
  @Test func aCopiedBinaryRunsTheReadmeOfflineExampleWithNothingBesideIt() async throws {
    let (prefix, executable) = try await Self.install()
    defer { try? FileManager.default.removeItem(at: prefix) }

    let installed = try await ExploreBinary.run(Self.example, home: prefix, executable: executable)
    // NB: the built binary lives in the checkout's `.build`, so it reads `fixtures/rickmorty` from disk.
    let built = try await ExploreBinary.run(Self.example, home: prefix)
    #expect(installed.status == 0, "stderr: \(installed.standardError)")
    #expect(installed.standardOutput.contains("A Pilot of Sorts"))
    #expect(installed.standardOutput == built.standardOutput)
    #expect(built.status == 0)
  }

  /// Every shipped provider's fixtures are there: each provider's first
  /// help example answers offline from the copied binary as it does from
  /// the checkout's folder.
  @Test(arguments: [
    ["--offline", "github", "followers", "octocat"],
    ["--offline", "github", "search", "repos", "swift", "--language", "swift", "--sort", "stars", "--limit", "50"],
    ["--offline", "rickmorty", "characters", "--status", "alive", "--search", "smith", "--all", "--json"],
    ["--offline", "rickmorty", "character", "1"],
  ])
  func everyShippedProviderAnswersOfflineFromTheCopiedBinary(_ arguments: [String]) async throws {
    let (prefix, executable) = try await Self.install()
    defer { try? FileManager.default.removeItem(at: prefix) }
    let installed = try await ExploreBinary.run(arguments, home: prefix, executable: executable)
    let built = try await ExploreBinary.run(arguments, home: prefix)
    #expect(installed.status == 0, "stderr: \(installed.standardError)")
    #expect(!installed.standardOutput.isEmpty)
    #expect(installed.standardOutput == built.standardOutput)
  }

  /// A folder of fixtures wins over the compiled-in ones: its episode
  /// title, changed, is the one printed.
  @Test(arguments: Layout.allCases)
  func aFixturesFolderWinsOverTheCompiledInFixtures(_ layout: Layout) async throws {
    let (prefix, executable) = try await Self.install()
    defer { try? FileManager.default.removeItem(at: prefix) }
    let fixtures = prefix.appendingPathComponent(layout.rawValue, isDirectory: true)
    try FileManager.default.createDirectory(at: fixtures.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: ProjectPaths.fixtures, to: fixtures)
    let episodes = fixtures.appendingPathComponent("rickmorty/GET-episode-page-1.json")
    let original = try String(contentsOf: episodes, encoding: .utf8)
    #expect(original.contains("\"A Pilot of Sorts\""))
    try Data(original.replacingOccurrences(of: "\"A Pilot of Sorts\"", with: "\"A Pilot From The Folder\"").utf8).write(to: episodes)
    let environment = layout == .environment ? ["EXPLORE_FIXTURES_DIR": fixtures.path] : [:]

    let installed = try await ExploreBinary.run(Self.example, environment: environment, home: prefix, executable: executable)
    #expect(installed.status == 0, "stderr: \(installed.standardError)")
    #expect(installed.standardOutput.contains("A Pilot From The Folder"))
    #expect(!installed.standardOutput.contains("A Pilot of Sorts"))
  }

  /// `EXPLORE_FIXTURES_DIR` is the only place looked in when set, so one
  /// that lacks the provider's folder is an error that says where it
  /// looked and how to fix it, rather than a silent fallback.
  @Test func anEnvironmentFolderWithoutTheFixturesSaysWhereItLookedAndHowToPointIt() async throws {
    let (prefix, executable) = try await Self.install()
    defer { try? FileManager.default.removeItem(at: prefix) }
    let empty = prefix.appendingPathComponent("empty", isDirectory: true)
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    let outcome = try await ExploreBinary.run(Self.example, environment: ["EXPLORE_FIXTURES_DIR": empty.path], home: prefix, executable: executable)
    #expect(outcome.status == 1)
    #expect(outcome.standardOutput.isEmpty)
    #expect(outcome.standardError.contains(empty.appendingPathComponent("rickmorty").path))
    #expect(outcome.standardError.contains("EXPLORE_FIXTURES_DIR"))
    #expect(outcome.standardError.contains("unset it to use the fixtures built into explore"))
  }

  /// A request the compiled-in fixtures do not answer names them, and says
  /// how to record it, without a folder path that does not exist.
  @Test func aMissInTheCompiledInFixturesSaysHowToRecordIt() async throws {
    let (prefix, executable) = try await Self.install()
    defer { try? FileManager.default.removeItem(at: prefix) }
    let outcome = try await ExploreBinary.run(["--offline", "rickmorty", "characters", "--page", "7"], home: prefix, executable: executable)
    #expect(outcome.status == 1)
    #expect(outcome.standardError.contains("GET /character?page=7"))
    #expect(outcome.standardError.contains("the rickmorty fixtures built into explore"))
    #expect(outcome.standardError.contains("--record DIR"))
  }
}
