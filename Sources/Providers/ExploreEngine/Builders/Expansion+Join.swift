package import ExploreCore
import ExploreNetworking
package import ExploreTables

extension Expansion where P: RESTClientOwner {
  /// An expansion that joins each item's references under `reference`
  /// (`name` when `nil`) with the records of `list`, every page of it
  /// loaded once a run: for an API with no endpoint for several records by
  /// id. Its cost is the list's page count (``ExploreTables/ListEndpoint/joinCost``),
  /// which the conformance suite checks against the fixtures.
  ///
  /// ```swift
  /// .join("pilots", summary: "The people who fly each starship", from: SWAPI.people)
  /// ```
  package static func join(_ name: String, summary: String, reference: String? = nil, from list: ListEndpoint) -> Self {
    Expansion(name: name, summary: summary, childKind: list.mapping.kind, cost: list.joinCost) { provider, items, _ in
      try await provider.tables().expand(items, .join(reference ?? name, list), name: name, budget: .max)
    }
  }
}
