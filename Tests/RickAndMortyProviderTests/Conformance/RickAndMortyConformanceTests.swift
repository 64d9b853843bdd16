import ExploreConformance
import ExploreTestSupport
import RickAndMortyProvider
import Testing

/// The checks every provider passes, against Rick and Morty's fixtures.
@Suite struct RickAndMortyConformanceTests {
  static let conformance = ProviderConformance<RickAndMorty>(fixtures: ProjectPaths.fixtures)

  @Test func everyExampleRunsOfflineWithinItsExpansionBudgets() async {
    let failures = await Self.conformance.exampleFailures()
    #expect(failures.isEmpty, "\(failures.map(\.description).joined(separator: "\n"))")
  }

  @Test func everyExpansionRunsOfflineWithinItsBudget() async {
    let failures = await Self.conformance.expansionFailures()
    #expect(failures.isEmpty, "\(failures.map(\.description).joined(separator: "\n"))")
  }

  @Test func everyBadValueIsRefusedBeforeAnyRequest() async {
    let failures = await Self.conformance.refusalFailures()
    #expect(failures.isEmpty, "\(failures.map(\.description).joined(separator: "\n"))")
  }
}
