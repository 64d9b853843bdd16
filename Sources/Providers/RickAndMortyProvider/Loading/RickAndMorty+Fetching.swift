import ExploreCore
import ExploreTables
import ExploreEngine
import ExploreNetworking
import Foundation

extension RickAndMorty {
  /// The answer to `GET url`, or `nil` for the API's 404s that mean
  /// "nothing": `{"error":"There is nothing here"}` (a filter that matches
  /// nothing, a page past the end) and `{"error":"Character not found"}`.
  /// Any other failure throws ``APIError``.
  ///
  /// - Parameter what: names the thing asked for, for error messages:
  ///   "character 42", "page 3 of characters".
  func fetch(_ url: URL, what: String) async throws -> HTTPResponse? {
    let response = try await client.send(.get, url)
    if response.status == 404 {
      let body = ErrorBody(response.body)
      if body.isNothingHere || body.isNotFound { return nil }
    }
    return try response.requireSuccess(what)
  }

  /// The records of `kind` with `ids`, keyed by id, from the multiple-ids
  /// endpoint: duplicates removed, ids ascending, split into as few URLs
  /// as ``IDBatches/maximumURLLength`` allows, at most
  /// ``batchConcurrency`` requests at once. Ids the API does not know are
  /// left out, as the API itself does.
  ///
  /// - Complexity: ⌈total URL length / 2,000⌉ requests.
  func fetchItems(_ kind: RecordKind, ids: [String]) async throws -> [String: Item] {
    let prefix = try client.urls.url([kind.endpoint], joining: []).absoluteString
    let batches = IDBatches.split(IDBatches.canonical(ids), prefixLength: prefix.count)
    let answers = try await batches.boundedMap(width: Self.batchConcurrency) { batch in
      // NB: a one-id batch is the single-record URL, which answers 404 for
      // an unknown id where a list of ids would leave it out.
      let url = try self.client.urls.url([kind.endpoint], joining: batch)
      return try await self.fetch(url, what: "\(batch.count) \(kind.listName) by id").map {
        try self.client.items(kind.mapping, from: $0, acceptsOneRecord: true, hooks: Self.hooks).items
      } ?? []
    }
    return Dictionary(answers.joined().map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// `items` with ``Item/children`` set to the records each refers to under
  /// `reference`, fetched together for every item (never a request per item
  /// or per child).
  ///
  /// - Complexity: one request per ``IDBatches/maximumURLLength`` of ids.
  func expand(_ items: [Item], reference: String, into kind: RecordKind) async throws -> [Item] {
    let ids = items.referencedIDs(reference)
    return items.joiningChildren(reference: reference, from: ids.isEmpty ? [:] : try await fetchItems(kind, ids: ids))
  }
}
