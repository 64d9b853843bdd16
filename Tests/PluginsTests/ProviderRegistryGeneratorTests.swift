import ExploreTestSupport
@testable import ExploreScaffolding
import Foundation
@testable import ProviderRegistryGenerator
import Testing

/// The generator's command line, and what it compiles in from this
/// package: the fixtures folders its providers name, nothing else.
@Suite struct ProviderRegistryGeneratorTests {
  @Test func readsEachSourceAsThePreviousProvidersAndEachFixture() throws {
    let arguments = try GeneratorArguments([
      "--output", "/out/Registry.swift",
      "--provider", "GitHubProvider", "--source", "/p/GitHub.swift", "--source", "/p/GitHub+Descriptor.swift",
      "--provider", "ZebraProvider",
      "--fixtures-root", "/p/fixtures",
    ])
    #expect(arguments.output == "/out/Registry.swift")
    #expect(arguments.providers == ["GitHubProvider", "ZebraProvider"])
    #expect(arguments.sources == ["GitHubProvider": ["/p/GitHub.swift", "/p/GitHub+Descriptor.swift"]])
    #expect(arguments.fixturesRoot == "/p/fixtures")
  }

  @Test(arguments: [
    ["--provider", "GitHubProvider"],
    ["--output"],
    ["--output", "o", "--source", "s.swift"],
    ["--output", "o", "--fixture", "f.json"],
    ["--output", "o", "--fixtures-root"],
    ["--output", "o", "GitHubProvider"],
  ])
  func aCommandLineItCannotReadIsRefusedWithTheUsage(_ arguments: [String]) {
    let error = #expect(throws: GeneratorArgumentsError.self) { try GeneratorArguments(arguments) }
    #expect(error?.description.contains("usage: ProviderRegistryGenerator --output") == true)
  }

  @Test func aFolderShipsWhenAProviderSpellsItsName() {
    let sources = [#"ProviderMetadata(name: "rickmorty", fixturesFolder: "rickmorty")"#, #"let name = "github""#]
    let folders: Set = ["rickmorty", "github", "loopback-selftest", "rick"]
    #expect(FixtureClaims.folders(folders, namedIn: sources) == ["rickmorty", "github"])
    #expect(FixtureClaims.folders(folders, namedIn: []).isEmpty)
  }

  /// A module `new-provider --openapi` makes names its folder in its Swift
  /// type, as a written provider does: fixtures recorded into it ship.
  @Test func aModuleMadeFromADocumentNamesItsFolder() throws {
    let name = try ProviderName("Swapi", reserved: ReservedNames(modules: [], providers: []))
    let sources = Scaffold(name: name, baseURL: "https://swapi.example", declaration: "{}").files
      .filter { $0.path.hasPrefix("Sources/Providers/SwapiProvider/") && $0.path.hasSuffix(".swift") }.map(\.contents)
    #expect(sources.count == 1)
    #expect(FixtureClaims.folders(["swapi", "rickmorty"], namedIn: sources) == ["swapi"])
  }

  @Test func theJSONFilesInsideTheFoldersAreReadAsTheirFolderAndTheirPathInside() throws {
    let root = try ProcessTemporaryDirectory.make("registry-generator-tests")
    defer { try? FileManager.default.removeItem(at: root) }
    try Data("// swift-tools-version: 6.0\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
    let file = root.appendingPathComponent("fixtures/zebra/deeper/GET-items.json")
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("{}".utf8).write(to: file)
    let fixtures = root.appendingPathComponent("fixtures", isDirectory: true)
    #expect(try FixtureFile(reading: file, under: fixtures) == FixtureFile(folder: "zebra", path: "deeper/GET-items.json", contents: Data("{}".utf8)))
    #expect(throws: FixtureOutsideRootError.self) { try FixtureFile(reading: root.appendingPathComponent("Package.swift"), under: fixtures) }
    try Data("{}".utf8).write(to: fixtures.appendingPathComponent("stray.json"))
    #expect(throws: FixtureOutsideRootError.self) { try FixtureFile(reading: fixtures.appendingPathComponent("stray.json"), under: fixtures) }
    try Data("# Zebra".utf8).write(to: fixtures.appendingPathComponent("zebra/README.md"))
    for folder in FixturesTree.documentFolders {
      let document = fixtures.appendingPathComponent("\(folder)/case/in.json")
      try FileManager.default.createDirectory(at: document.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data().write(to: document)
    }
    let tree = FixturesTree.contents(of: fixtures)
    #expect(tree.files.map(\.lastPathComponent) == ["GET-items.json"])
    #expect(tree.folders.map(\.lastPathComponent) == ["zebra", "deeper"])
    #expect(FixturesTree.contents(of: root.appendingPathComponent("missing")) == ([], []))
  }

  /// What the plugin passes for this package: every provider with its
  /// sources, every fixture file. The shipped folders are the providers'
  /// (not the test server's `loopback-selftest`), each whole.
  @Test func thisPackageShipsTheFixturesOfItsProvidersWhole() throws {
    let manifest = try String(contentsOf: ProjectPaths.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    var arguments = ["--output", "unused"]
    for name in try ProviderList(manifest: manifest).names {
      arguments += ["--provider", "\(name)Provider"]
      arguments += try Self.files(under: ProjectPaths.root.appendingPathComponent("Sources/Providers/\(name)Provider"), ending: "swift").flatMap { ["--source", $0.path] }
    }
    let root = ProjectPaths.root.appendingPathComponent("fixtures", isDirectory: true)
    let fixtures = try Self.files(under: root, ending: "json")
    arguments += ["--fixtures-root", root.path]

    let source = try ProviderRegistryGenerator.source(for: try GeneratorArguments(arguments))
    let shipped = fixtures.filter { file in
      let folder = file.path.dropFirst(root.path.count).split(separator: "/").first.map(String.init) ?? ""
      return folder != "loopback-selftest" && !FixturesTree.documentFolders.contains(folder)
    }
    // NB: every provider's folder, however many providers were added since.
    let folders = Set(shipped.compactMap { $0.path.dropFirst(root.path.count).split(separator: "/").first.map(String.init) })
    #expect(folders.isSuperset(of: ["github", "rickmorty"]))
    #expect(Set(source.fixtures.map(\.folder)) == folders)
    #expect(source.fixtures.count == shipped.count)
    #expect(try GeneratedFixtures(source.text).files == source.fixtures)
  }

  static func files(under folder: URL, ending suffix: String) throws -> [URL] {
    var files: [URL] = []
    for case let url as URL in FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) ?? .init()
    where url.pathExtension == suffix {
      files.append(url)
    }
    return files.sorted { $0.path < $1.path }
  }
}
