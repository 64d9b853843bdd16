@testable import ExploreCLI
import ExploreTestSupport
import Foundation
import Testing

/// Where `--offline` looks for fixtures: derived from the running
/// executable and the environment, never from a source path.
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
    let found = FixturesLocation.folder(named: "github", environment: [:], executable: link, workingDirectory: folder.url)
    #expect(found?.resolvingSymlinksInPath().path == prefix.appendingPathComponent("share/explore/fixtures/github").resolvingSymlinksInPath().path)
    #expect(FixturesLocation.folder(named: "rickmorty", environment: [:], executable: link, workingDirectory: folder.url) == nil)
  }
}
