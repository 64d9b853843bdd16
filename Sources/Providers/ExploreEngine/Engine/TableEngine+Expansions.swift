package import ExploreCore
import ExploreNetworking
import ExploreTables
import ExploreDeclarations
import Foundation

extension TableEngine {
  /// How many records of an expansion load at once, one request each.
  package static let concurrentRequests = 6
  /// How many batches of ids load at once.
  package static let concurrentBatches = 4

  /// `items` with their children filled by `expansion`, named `name`.
  ///
  /// - Parameter budget: the most requests the expansion may make for
  ///   these items; a page that would need more is refused before any
  ///   request (``ExpansionBudgetError``).
  package func expand(_ items: [Item], _ expansion: ExpansionTable, name: String, budget: Int) async throws -> [Item] {
    switch expansion {
    case .records(let record, let children, let mapping):
      guard items.count <= budget else { throw ExpansionBudgetError(expansion: name, items: items.count, budget: budget) }
      let client = client
      let hooks = hooks
      let childLists = try await items.boundedMap(width: Self.concurrentRequests) { item in
        let url = try client.urls.url(record.components(["id": item.id]))
        let response = try await client.send(.get, url).requireSuccess("\(item.kind) \(item.id)")
        return try client.items(mapping, from: response, at: children, hooks: hooks).items
      }
      return zip(items, childLists).map { item, records in
        var item = item
        item.children = records
        return item
      }
    case .references(let reference, let target):
      let ids = items.referencedIDs(reference)
      let kind = items.first?.kind ?? ""
      return items.joiningChildren(
        reference: reference, from: try await records(ids, through: target, of: kind, reference: reference, budget: budget, expansion: name))
    case .join(let reference, let list):
      return items.joiningChildren(reference: reference, from: try await client.all(list, hooks: hooks).byID)
    }
  }

  /// The records `ids` name under `reference` of items of `kind`, by id:
  /// through the target's detail resource, in batches when it declares a
  /// path for many ids (ids sorted and each once, as few URLs as
  /// ``ExploreNetworking/IDBatches`` allows, ``concurrentBatches`` at once),
  /// else one request a record, ``concurrentRequests`` at once. A record
  /// the API does not have (404, or the route's ``ReferenceRoutes/Route/missing``
  /// answer) is left out, as an API that takes many ids leaves it out.
  ///
  /// - Throws: ``ExpansionBudgetError`` before any request when they
  ///   would take more than `budget` requests.
  /// - Complexity: one request per batch, or per distinct id.
  package func records(
    _ ids: [String], through target: ReferenceTarget, of kind: String, reference: String, budget: Int?, expansion: String
  ) async throws -> [String: Item] {
    guard !ids.isEmpty, let route = self.route(target, of: kind, reference: reference) else { return [:] }
    let client = client
    let hooks = hooks
    let routes = routes
    let unique = IDBatches.canonical(ids)
    let one = { @Sendable (id: String) async throws -> Item? in
      let response = try await client.send(.get, client.urls.url(route.path.components([route.argument: id])))
      if route.isMissing(response) { return nil }
      return try client.item(route.item, from: response.requireSuccess(route.what([id])), hooks: hooks, routes: routes).item
    }
    guard let batch = route.batch, let placeholder = PathTemplate(batch.path).placeholders.first else {
      if let budget, unique.count > budget {
        throw ExpansionBudgetError(expansion: expansion, items: unique.count, budget: budget, unit: "record")
      }
      let found = try await unique.boundedMap(width: Self.concurrentRequests) { try await one($0) }
      return Dictionary(found.compactMap { $0 }.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }
    let prefix = try PathTemplate(batch.path).components([placeholder: ""]).filter { !$0.isEmpty }
    let batches = IDBatches.split(unique, prefixLength: try client.urls.url(prefix, joining: []).absoluteString.count)
    if let budget, batches.count > budget {
      throw ExpansionBudgetError(expansion: expansion, items: batches.count, budget: budget, unit: "batch")
    }
    let answers = try await batches.boundedMap(width: Self.concurrentBatches) { ids in
      // NB: one id is the single-record path, which answers 404 for an
      // unknown id where a list of ids would leave it out.
      guard ids.count > 1 else { return try await one(ids[0]).map { [$0] } ?? [] }
      let response = try await client.send(.get, client.urls.url(prefix, joining: ids, separator: batch.separator))
      if route.isMissing(response) { return [] }
      return try client.items(route.item, from: response.requireSuccess(route.what(ids)), acceptsOneRecord: true, hooks: hooks).items
    }
    return Dictionary(answers.joined().map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// The detail resource `target` names for a reference of items of `kind`.
  func route(_ target: ReferenceTarget, of kind: String, reference: String) -> ReferenceRoutes.Route? {
    switch target {
    case .route(let route): route
    case .matched: client.facts.route(of: ReferenceRoutes.key(kind: kind, reference: reference)).flatMap(routes.route(named:))
    }
  }
}
