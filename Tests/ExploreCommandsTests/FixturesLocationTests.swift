@testable import ExploreCommands
import ExploreNetworking
import ExploreReplay
import ExploreTestSupport
import Foundation
import Testing

/// Where `--offline` looks for fixtures: derived from the running
/// executable and the environment, never from a source path; the fixtures
/// compiled in come after every folder but the working directory's.
@Suite struct FixturesLocationTests {
  static let cwd = URL(fileURLWithPath: "/srv/checkout", isDirectory: true)

  @Test func theEnvironmentWinsAloneAndIsResolvedAgainstTheWorkingDirectory() {
    let executable = URL(fileURLWithPath: "/opt/explore/bin/explore")
    #expect(FixturesLocation.roots(environment: ["EXPLORE_FIXTURES_DIR": "/data/fx"], executable: executable, workingDirectory: Self.cwd).map(\.path) == ["/data/fx"])
    #expect(FixturesLocation.roots(environment: ["EXPLORE_FIXTURES_DIR": "fx"], executable: executable, workingDirectory: Self.cwd).map(\.path) == ["/srv/checkout/fx"])
  }

  @Test func anInstalledExecutableLooksBesideItselfThenInShare() {
    let roots = FixturesLocation.roots(environment: ["EXPLORE_FIXTURES_DIR": ""], executable: URL(fileURLWithPath: "/opt/explore/bin/explore"), workingDirectory: Self.cwd)
    #expect(roots.map(\.path) == ["/opt/explore/bin/fixtures", "/opt/explore/share/explore/fixtures", "/srv/checkout/fixtures"])
  }

  @Test func aBuiltExecutableFindsItsPackage() {
    let roots = FixturesLocation.roots(environment: [:], executable: URL(fileURLWithPath: "/src/explore/.build/x86_64-unknown-linux-gnu/debug/explore"), workingDirectory: Self.cwd)
    #expect(roots.last?.path == "/srv/checkout/fixtures")
    #expect(roots.dropLast().last?.path == "/src/explore/fixtures")
  }

  @Test func withoutAnExecutableOnlyTheWorkingDirectoryIsLeft() {
    #expect(FixturesLocation.roots(environment: [:], executable: nil, workingDirectory: Self.cwd).map(\.path) == ["/srv/checkout/fixtures"])
  }

  /// A link in `~/bin` to an installed explore finds that installation's fixtures.
  @Test func aSymbolicLinkIsFollowedToTheInstallation() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let prefix = folder.url.appendingPathComponent("prefix")
    let executable = prefix.appendingPathComponent("bin/explore")
    try FileManager.default.createDirectory(at: prefix.appendingPathComponent("share/explore/fixtures/github"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: executable.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data().write(to: executable)
    let link = folder.url.appendingPathComponent("explore")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: executable)
    let found = FixturesLocation.source(forFolder: "github", embedded: .none, environment: [:], executable: link, workingDirectory: folder.url)
    #expect(found?.directory?.resolvingSymlinksInPath().path == prefix.appendingPathComponent("share/explore/fixtures/github").resolvingSymlinksInPath().path)
    #expect(FixturesLocation.source(forFolder: "rickmorty", embedded: .none, environment: [:], executable: link, workingDirectory: folder.url) == nil)
  }

  @Test func theEmbeddedFixturesComeAfterTheExecutablesFoldersAndBeforeTheWorkingDirectory() {
    let candidates = FixturesLocation.candidates(
      environment: [:], executable: URL(fileURLWithPath: "/src/explore/.build/release/explore"), workingDirectory: Self.cwd)
    #expect(candidates == [
      .root(URL(fileURLWithPath: "/src/explore/.build/release/fixtures", isDirectory: true)),
      .root(URL(fileURLWithPath: "/src/explore/.build/share/explore/fixtures", isDirectory: true)),
      .root(URL(fileURLWithPath: "/src/explore/fixtures", isDirectory: true)),
      .embedded,
      .root(URL(fileURLWithPath: "/srv/checkout/fixtures", isDirectory: true)),
    ])
    #expect(FixturesLocation.candidates(environment: [:], executable: nil, workingDirectory: Self.cwd).first == .embedded)
    #expect(!FixturesLocation.candidates(environment: ["EXPLORE_FIXTURES_DIR": "fx"], executable: nil, workingDirectory: Self.cwd).contains(.embedded))
  }

  /// A copied binary with nothing beside it, run in a folder with a `fixtures/` of its own.
  @Test func aFolderBesideTheBinaryWinsOverTheEmbeddedFixturesWhichWinOverTheWorkingDirectory() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let executable = folder.url.appendingPathComponent("bin/explore")
    let workingDirectory = folder.url.appendingPathComponent("project", isDirectory: true)
    try FileManager.default.createDirectory(at: workingDirectory.appendingPathComponent("fixtures/github"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: workingDirectory.appendingPathComponent("fixtures/zebra"), withIntermediateDirectories: true)
    let embedded = EmbeddedFixtures(folders: ["github": [EmbeddedFixtures.File(path: "GET-user.json", contents: Data("{}".utf8))]])
    func source(_ name: String) -> ReplaySource? {
      FixturesLocation.source(forFolder: name, embedded: embedded, environment: [:], executable: executable, workingDirectory: workingDirectory)
    }

    #expect(source("github") == .embedded(folder: "github"))
    #expect(source("zebra")?.directory?.lastPathComponent == "zebra")
    #expect(source("rickmorty") == nil)
    try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("bin/fixtures/github"), withIntermediateDirectories: true)
    #expect(source("github")?.directory?.path == folder.url.appendingPathComponent("bin/fixtures/github").path)
  }

  @Test func aSetEnvironmentVariableIsTheOnlyPlaceEvenWithEmbeddedFixtures() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let embedded = EmbeddedFixtures(folders: ["github": [EmbeddedFixtures.File(path: "GET-user.json", contents: Data("{}".utf8))]])
    let environment = ["EXPLORE_FIXTURES_DIR": folder.url.path]
    #expect(FixturesLocation.source(forFolder: "github", embedded: embedded, environment: environment, executable: nil, workingDirectory: Self.cwd) == nil)
    try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("github"), withIntermediateDirectories: true)
    let found = FixturesLocation.source(forFolder: "github", embedded: embedded, environment: environment, executable: nil, workingDirectory: Self.cwd)
    #expect(found?.directory?.path == folder.url.appendingPathComponent("github").path)
  }
}
