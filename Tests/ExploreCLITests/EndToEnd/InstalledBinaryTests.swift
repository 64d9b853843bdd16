import ExploreTestSupport
import Foundation
import Testing

/// An `explore` copied out of `.build`, as an install would, still runs the
/// README's offline example: its fixtures are found next to it, in
/// `../share/explore/fixtures`, or through `EXPLORE_FIXTURES_DIR`, never
/// through a path of the machine that built it.
@Suite
struct InstalledBinaryTests {
  static let example = ["--offline", "rickmorty", "episodes", "--expand"]

  /// Where fixtures go in a layout, relative to the install prefix.
  enum Layout: String, CaseIterable, Sendable {
    case besideTheExecutable = "bin/fixtures"
    case sharedFolder = "share/explore/fixtures"
    case environment = "elsewhere/fixtures"
  }

  /// A prefix with `bin/explore` copied from the build; removed by the caller.
  static func install() throws -> (prefix: URL, executable: URL) {
    let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("explore-install-\(UUID().uuidString)", isDirectory: true)
    let executable = prefix.appendingPathComponent("bin/explore")
    try FileManager.default.createDirectory(at: executable.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: try ExploreBinary.executable(), to: executable)
    return (prefix, executable)
  }

  @Test(arguments: Layout.allCases)
  func runsTheReadmeOfflineExample(_ layout: Layout) throws {
    let (prefix, executable) = try Self.install()
    defer { try? FileManager.default.removeItem(at: prefix) }
    let fixtures = prefix.appendingPathComponent(layout.rawValue, isDirectory: true)
    try FileManager.default.createDirectory(at: fixtures.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: ProjectPaths.fixtures, to: fixtures)
    let environment = layout == .environment ? ["EXPLORE_FIXTURES_DIR": fixtures.path] : [:]

    let installed = try ExploreBinary.run(Self.example, environment: environment, home: prefix, executable: executable)
    let built = try ExploreBinary.run(Self.example, home: prefix)
    #expect(installed.status == 0, "stderr: \(installed.standardError)")
    #expect(installed.standardOutput.contains("Pilot"))
    #expect(installed.standardOutput == built.standardOutput)
  }

  @Test func withoutFixturesItSaysWhereItLookedAndHowToPointIt() throws {
    let (prefix, executable) = try Self.install()
    defer { try? FileManager.default.removeItem(at: prefix) }
    let outcome = try ExploreBinary.run(Self.example, home: prefix, executable: executable)
    #expect(outcome.status == 1)
    #expect(outcome.standardOutput.isEmpty)
    #expect(outcome.standardError.contains(prefix.appendingPathComponent("bin/fixtures/rickmorty").path))
    #expect(outcome.standardError.contains("EXPLORE_FIXTURES_DIR"))
  }
}
