@testable import ExploreScaffolding
import Foundation
import Testing

/// `new-provider` against temporary packages: what it writes, what it
/// refuses, and that a refusal or a dry run writes nothing.
@Suite struct NewProviderCommandTests {
  static let modules = ["ExploreCore", "ExploreNetworking", "GitHubProvider", "RickAndMortyProvider", "explore"]

  func command(_ root: URL) -> NewProviderCommand {
    NewProviderCommand(root: root, modules: Self.modules)
  }

  @Test func aDryRunShowsEveryFileAndWritesNothing() throws {
    let root = try ScaffoldPackage.temporary()
    defer { try? FileManager.default.removeItem(at: root) }
    let before = try ScaffoldPackage.contents(of: root)

    let output = try command(root).run(["Weather", "--dry-run", "--base-url", "https://api.weather.test/v2/"])

    #expect(try ScaffoldPackage.contents(of: root) == before)
    let scaffold = Scaffold(
      name: try ProviderName("Weather", reserved: ReservedNames(modules: Self.modules, providers: [])),
      baseURL: "https://api.weather.test/v2"
    )
    for file in scaffold.files {
      #expect(output.contains("=== \(file.path) ===\n\(file.contents)"))
    }
    #expect(output.contains("\"RickAndMorty\",\n  \"Weather\",\n  // END providers"))
    #expect(output.contains("defaultBaseURL: URL(string: \"https://api.weather.test/v2\")!"))
  }

  @Test func aRunWritesTheScaffoldAndAddsTheNameInOrder() throws {
    let root = try ScaffoldPackage.temporary()
    defer { try? FileManager.default.removeItem(at: root) }

    _ = try command(root).run(["Hummingbird", "--allow-writing-to-package-directory"])

    let files = try ScaffoldPackage.contents(of: root)
    #expect(files["/Sources/Providers/HummingbirdProvider/Hummingbird.swift"] != nil)
    #expect(files["/Tests/HummingbirdProviderTests/HummingbirdProviderTests.swift"] != nil)
    let fixture = try #require(files["/fixtures/hummingbird/GET-items.json"])
    let exchange = try #require(try JSONSerialization.jsonObject(with: fixture) as? [String: Any])
    #expect((exchange["request"] as? [String: Any])?["path"] as? String == "/items")
    let manifest = String(decoding: try #require(files["/Package.swift"]), as: UTF8.self)
    #expect(manifest == ScaffoldPackage.sampleManifest.replacingOccurrences(
      of: "  \"GitHub\",\n", with: "  \"GitHub\",\n  \"Hummingbird\",\n"
    ))
    let descriptor = String(decoding: try #require(files["/Sources/Providers/HummingbirdProvider/Hummingbird.swift"]), as: UTF8.self)
    #expect(descriptor.contains("baseURLEnvironmentVariable: \"EXPLORE_HUMMINGBIRD_API_URL\""))
    #expect(descriptor.contains("name: \"hummingbird\""))
    #expect(!files.keys.contains { $0.contains("__") } && !files.values.contains { String(decoding: $0, as: UTF8.self).contains("__") })
  }

  /// Tests that name the sample resource by a string would still compile
  /// once it is replaced, and fail only at run time; so only the sample's
  /// own tests name it, by its declaration, next to what to do when it is gone.
  @Test func theScaffoldsTestsNameTheSampleResourceOnlyByItsDeclaration() throws {
    let scaffold = Scaffold(
      name: try ProviderName("Weather", reserved: ReservedNames(modules: Self.modules, providers: [])), baseURL: "https://api.weather.test"
    )
    let tests = scaffold.files.filter { $0.path.hasPrefix("Tests/") && $0.path.hasSuffix("Tests.swift") }
    #expect(tests.count == 3)
    for file in tests {
      let strings = ["path: [\"items\"]", "/items\""].filter(file.contents.contains)
      #expect(strings.isEmpty, "\(file.path) names the sample by a string: \(strings)")
      let references = file.contents.components(separatedBy: "\n").filter { $0.contains("Weather.items") }
      #expect(references.allSatisfy { $0.contains("  // Gone? You replaced the sample: ") }, "\(file.path): \(references)")
    }
    let generic = try #require(tests.first { $0.path.hasSuffix("/WeatherProviderTests.swift") })
    #expect(!generic.contents.contains(".items"), "the generic tests must walk the resources, not name the sample")
    #expect(tests.filter { $0.contents.contains("Weather.items  // Gone?") }.count == 2)
  }

  @Test(arguments: ["Sources/Providers/WeatherProvider", "Tests/WeatherProviderTests", "fixtures/weather"])
  func anythingThatExistsStopsItBeforeItWrites(existing: String) throws {
    let root = try ScaffoldPackage.temporary()
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(at: root.appendingPathComponent(existing), withIntermediateDirectories: true)
    try Data("keep me".utf8).write(to: root.appendingPathComponent(existing).appendingPathComponent("mine.txt"))
    let before = try ScaffoldPackage.contents(of: root)

    let error = #expect(throws: NewProviderError.self) { try command(root).run(["Weather"]) }

    #expect(error?.description.contains(existing) == true)
    #expect(error?.description.contains("Nothing was written") == true)
    #expect(try ScaffoldPackage.contents(of: root) == before)
  }

  @Test func theSecondRunOfTheSameNameIsRefused() throws {
    let root = try ScaffoldPackage.temporary()
    defer { try? FileManager.default.removeItem(at: root) }
    _ = try command(root).run(["Weather"])
    let before = try ScaffoldPackage.contents(of: root)

    #expect(throws: NewProviderError.self) { try command(root).run(["Weather"]) }
    #expect(try ScaffoldPackage.contents(of: root) == before)
  }

  @Test func aManifestWithoutMarkersIsAClearErrorAndNothingIsWritten() throws {
    let manifest = ScaffoldPackage.sampleManifest
      .replacingOccurrences(of: "  // BEGIN providers: one quoted name per line, sorted.\n", with: "")
    let root = try ScaffoldPackage.temporary(manifest: manifest)
    defer { try? FileManager.default.removeItem(at: root) }

    let error = #expect(throws: NewProviderError.self) { try command(root).run(["Weather"]) }

    #expect(error?.description.contains("// BEGIN providers") == true)
    #expect(try ScaffoldPackage.contents(of: root).keys.sorted() == ["/Package.swift"])
  }
}
