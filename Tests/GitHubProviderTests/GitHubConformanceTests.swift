import ExploreConformance
import ExploreTestSupport
import GitHubProvider
import Testing

/// The checks every provider passes, against GitHub's fixtures.
@Suite struct GitHubConformanceTests {
  static let conformance = ProviderConformance<GitHub>(
    fixtures: ProjectPaths.fixtures, environment: ["GH_TOKEN": "conformance-placeholder-token"])

  /// Every example runs offline within its expansion budgets, every
  /// expansion within its budget, and every bad value is refused before any request.
  @Test(arguments: ConformanceCheck.allCases)
  func passesTheConformanceCheck(_ check: ConformanceCheck) async {
    let failures = await Self.conformance.failures(of: check)
    #expect(failures.isEmpty, "\(ConformanceFailure.report(failures))")
  }
}
