import ExploreConformance
import ExploreTestSupport
import GitHubProvider
import Testing

/// The checks every provider passes, against GitHub's fixtures.
@Suite struct GitHubConformanceTests {
  static let conformance = ProviderConformance<GitHub>(
    fixtures: ProjectPaths.fixtures, environment: ["GH_TOKEN": "conformance-placeholder-token"])

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
