@testable import ExploreCommandRuntime
@testable import ExploreCommands
import ExploreCore
import ExploreNetworking
import ExploreReplay
import ExploreTestSupport
import Foundation
import GitHubProvider
import RickAndMortyProvider
import Testing
@testable import explore

/// The replay fixtures compiled into the `explore` executable are the
/// files of `fixtures/`, whole, for every shipped provider and nothing else.
@Suite struct EmbeddedFixturesTests {
  @Test func everyShippedProvidersFolderIsCompiledInByteForByte() throws {
    let folders = Set(ProviderRegistry.all.map { $0.descriptor.fixturesFolder })
    #expect(Set(ProviderRegistry.fixtures.folders.keys) == folders)
    for folder in folders.sorted() {
      let directory = ProjectPaths.fixtures.appendingPathComponent(folder, isDirectory: true)
      var onDisk: [String: Data] = [:]
      for case let file as URL in FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) ?? .init()
      where file.pathExtension == "json" {
        onDisk[String(file.standardizedFileURL.path.dropFirst(directory.standardizedFileURL.path.count + 1))] = try Data(contentsOf: file)
      }
      let embedded = try #require(ProviderRegistry.fixtures[folder], "no fixtures compiled in for \(folder)")
      #expect(embedded.map(\.path) == embedded.map(\.path).sorted(), "\(folder) is not in path order")
      #expect(Dictionary(uniqueKeysWithValues: embedded.map { ($0.path, $0.contents) }) == onDisk.mapValues { Optional($0) })
    }
  }

  @Test func theTestServersFolderIsNotShipped() {
    #expect(ProviderRegistry.fixtures["loopback-selftest"] == nil)
  }

  /// A provider with no fixtures compiled in and no folder in reach.
  @Test func aProviderWithoutFixturesSaysNoneAreBuiltInAndHowToPointAtSome() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let executable = folder.url.appendingPathComponent("bin/explore")
    let error = #expect(throws: OfflineFixturesMissingError.self) {
      try TransportFactory.replay(
        for: RickAndMorty.descriptor, baseURL: RickAndMorty.descriptor.defaultBaseURL, environment: [:],
        executable: executable, workingDirectory: folder.url, embedded: .none)
    }
    #expect(error?.reason == .noneBuiltIn)
    let text = error?.description ?? ""
    #expect(text.contains("none are built into this explore"))
    #expect(text.contains(folder.url.appendingPathComponent("bin/fixtures").path))
    #expect(text.contains("EXPLORE_FIXTURES_DIR"))
  }
}
