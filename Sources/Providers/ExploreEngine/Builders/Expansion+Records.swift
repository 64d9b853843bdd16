package import ExploreCore
import ExploreNetworking
package import ExploreTables

extension Expansion where P: RESTClientOwner {
  /// An expansion that loads each item's own record, at `record` with the
  /// item's id in its `{id}`, and makes its children of the records
  /// inside it at `children`: a list of types whose each type's record
  /// lists its members (`/type/12` holds `pokemon[*].pokemon`).
  ///
  /// ```swift
  /// .records("members", summary: "The Pokémon of each type", at: PathTemplate("/api/v2/type/{id}/"),
  ///          children: JSONPath(parsing: "pokemon[*].pokemon"), mapping: PokeAPI.namedResource, pageSize: 20)
  /// ```
  ///
  /// Its cost is one request per item of a page, which it declares as
  /// `pageSize` requests: the conformance suite checks the bound against
  /// the fixtures, and a page of more items is refused
  /// (``ExpansionBudgetError``) rather than sent. The records load at most
  /// ``TableEngine/concurrentRequests`` at a time.
  package static func records(
    _ name: String, summary: String, at record: PathTemplate, children: JSONPath, mapping: ItemMapping, pageSize: Int
  ) -> Self {
    Expansion(name: name, summary: summary, childKind: mapping.kind, maxRequestsPerPage: pageSize) { provider, items, _ in
      try await provider.tables().expand(items, .records(record: record, children: children, item: mapping), name: name, budget: pageSize)
    }
  }

  /// An expansion into the records each item refers to under `reference`
  /// (`name` when `nil`), each loaded through `route`'s detail path, or in
  /// batches through its batch path: a film's characters. It declares
  /// `budget` requests a page, and a page that would need more is refused
  /// before any request.
  ///
  /// ```swift
  /// .references("characters", summary: "The people of each film", through: SWAPI.personRoute, budget: 100)
  /// ```
  package static func references(
    _ name: String, summary: String, reference: String? = nil, through route: ReferenceRoutes.Route, budget: Int
  ) -> Self {
    Expansion(name: name, summary: summary, childKind: route.item.kind, maxRequestsPerPage: budget) { provider, items, _ in
      try await provider.tables().expand(items, .references(reference ?? name, .route(route)), name: name, budget: budget)
    }
  }
}
