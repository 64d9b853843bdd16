package import ExploreCore
import Foundation
package import ExploreNetworking

extension RESTClient {
  /// The page of `list` at `cursor`, its records mapped, and what the body
  /// says about the list (its next page, its total).
  ///
  /// ```swift
  /// let (items, paging) = try await client.page(SWAPI.people, query: [("search", "sky")], at: cursor)
  /// ```
  ///
  /// - Throws: ``APIError`` for a failed request or a body without the
  ///   records; see ``getItems(_:_:query:at:in:what:)``.
  package func page(
    _ list: ListEndpoint, query: [URLBuilder.QueryItem] = [], at cursor: PageCursor = .first
  ) async throws -> (items: [Item], paging: PageInfo) {
    let (items, body, _) = try await getItems(list.mapping, list.path, query: query, at: cursor, in: list.records, what: list.name)
    switch list.paging {
    case .single:
      return (items, .single)
    case .pageNumbers(let size, let total):
      let count = total.flatMap { body.integer(at: $0) }
      return (items, PageDecoder.pageNumbers(at: cursor, pageSize: size, itemCount: items.count, totalCount: count))
    case .nextURL(let next, _, let total):
      let count = total.flatMap { body.integer(at: $0) }
      return (items, PageDecoder.nextURL(body.string(at: next), page: cursor.pageNumber ?? 1, totalCount: count))
    }
  }

  /// Every record of `list`, every page of it, loaded once a run by this
  /// client and its copies (``JoinedLists``): the join of an API that has
  /// no endpoint for several records by id.
  ///
  /// - Complexity: one request per page of the list the first time, with
  ///   pages after the first loaded concurrently when their number is known
  ///   (``JoinAll/loadItems(window:_:)``); none after that.
  package func all(_ list: ListEndpoint) async throws -> JoinedList {
    try await joinedLists.list("\(list.mapping.kind) \(urls.url(list.path).absoluteString)") {
      try await JoinAll.loadItems { cursor in try await page(list, at: cursor) }
    }
  }

  /// The records of `list` that `item` refers to under `reference`, in the
  /// order the item names them: a book's authors. A reference the list
  /// does not hold is left out.
  package func records(of list: ListEndpoint, referencedBy item: Item, as reference: String) async throws -> [Item] {
    let all = try await all(list)
    return (item.references[reference] ?? []).compactMap { all.byID[$0] }
  }

  /// The records of `list` that refer to `item` under `reference`, in list
  /// order: a person's films, whose `characters` name the person.
  ///
  /// - Complexity: O(*n*) in the list's references.
  package func records(of list: ListEndpoint, referringTo item: Item, as reference: String) async throws -> [Item] {
    try await all(list).items.filter { $0.references[reference]?.contains(item.id) == true }
  }

  /// The other records of `list` that share at least one reference under
  /// `reference` with `item`, in list order: the books of a book's series,
  /// the book itself left out.
  ///
  /// - Complexity: O(*n*) in the list's references.
  package func records(of list: ListEndpoint, sharing reference: String, with item: Item) async throws -> [Item] {
    let shared = Set(item.references[reference] ?? [])
    guard !shared.isEmpty else { return [] }
    return try await all(list).items.filter { other in
      other.id != item.id && (other.references[reference] ?? []).contains { shared.contains($0) }
    }
  }
}
