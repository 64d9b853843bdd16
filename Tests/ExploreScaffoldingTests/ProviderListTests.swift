@testable import ExploreScaffolding
import ExploreTestSupport
import Foundation
import Testing

/// The providers list in Package.swift: the real one, and edits of a sample.
@Suite struct ProviderListTests {
  @Test func theRealListIsSortedAndEachProviderHasItsFolders() throws {
    let manifest = try String(contentsOf: ProjectPaths.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let names = try ProviderList(manifest: manifest).names
    #expect(!names.isEmpty)
    #expect(names == names.sorted())
    for name in names {
      for folder in ["Sources/Providers/\(name)Provider", "Tests/\(name)ProviderTests"] {
        #expect(FileManager.default.fileExists(atPath: ProjectPaths.root.appendingPathComponent(folder).path), "\(folder)")
      }
    }
  }

  @Test(arguments: [("Aardvark", 0), ("Hummingbird", 1), ("Zebra", 2)])
  func aNameGoesInSortedOrderAndNothingElseChanges(name: String, index: Int) throws {
    let list = try ProviderList(manifest: ScaffoldPackage.sampleManifest)
    let updated = list.manifest(adding: name)
    var expected = ["GitHub", "RickAndMorty"]
    expected.insert(name, at: index)
    #expect(try ProviderList(manifest: updated).names == expected)
    #expect(updated.replacingOccurrences(of: "  \"\(name)\",\n", with: "") == ScaffoldPackage.sampleManifest)
  }

  @Test func aLineThatIsNotOneQuotedNameIsAClearError() {
    let manifest = ScaffoldPackage.sampleManifest.replacingOccurrences(of: "  \"GitHub\",\n", with: "  \"GitHub\", \"Zebra\",\n")
    let error = #expect(throws: NewProviderError.self) { try ProviderList(manifest: manifest) }
    #expect(error?.description.contains("one quoted name") == true)
  }
}
