import ExploreConformance
import ExploreTestSupport
import RickAndMortyProvider
import Testing

/// The checks every provider passes, against Rick and Morty's fixtures.
@Suite struct RickAndMortyConformanceTests {
  static let conformance = ProviderConformance<RickAndMorty>(fixtures: ProjectPaths.fixtures)

  /// Every example runs offline within its expansion budgets, every
  /// expansion within its budget, and every bad value is refused before any request.
  @Test(arguments: ConformanceCheck.allCases)
  func passesTheConformanceCheck(_ check: ConformanceCheck) async {
    let failures = await Self.conformance.failures(of: check)
    #expect(failures.isEmpty, "\(ConformanceFailure.report(failures))")
  }
}
