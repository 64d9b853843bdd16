package import ExploreTables
package import ExploreCore
import ExploreNetworking
import Foundation

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
  /// ``concurrentRequests`` at a time.
  package static func records(
    _ name: String, summary: String, at record: PathTemplate, children: JSONPath, mapping: ItemMapping, pageSize: Int
  ) -> Self {
    Expansion(name: name, summary: summary, childKind: mapping.kind, maxRequestsPerPage: pageSize) { provider, items, _ in
      guard items.count <= pageSize else {
        throw ExpansionBudgetError(expansion: name, items: items.count, budget: pageSize)
      }
      let client = provider.client
      let childLists = try await items.boundedMap(width: concurrentRequests) { item in
        let url = try client.urls.url(record.components(["id": item.id]))
        let response = try await client.send(.get, url).requireSuccess("\(item.kind) \(item.id)")
        return try client.items(mapping, from: response, at: children).items
      }
      return zip(items, childLists).map { item, records in
        var item = item
        item.children = records
        return item
      }
    }
  }

  /// How many records ``records(_:summary:at:children:mapping:pageSize:)``
  /// loads at once.
  package static var concurrentRequests: Int { 6 }
}
