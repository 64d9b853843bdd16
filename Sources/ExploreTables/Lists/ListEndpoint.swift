package import ExploreCore
import Foundation

/// A list the API serves at one path, declared as a table: how its records
/// map to items, where they are in the body, how the list pages and which
/// query parameter searches it.
///
/// ```swift
/// static let people = ListEndpoint(
///   ["people"], person, in: "results", paging: .pageNumbers(pageSize: 10, total: "count"), search: "search")
/// ```
///
/// One table serves a list resource (``ExploreCore/Resource/list(_:path:summary:discussion:title:options:expansions:examples:)``),
/// a join (``ExploreCore/Expansion/join(_:summary:reference:from:)``) and a
/// detail view's related sections (``RelatedSection``), each loading it
/// with ``ExploreNetworking/RESTClient/page(_:query:at:)``.
package struct ListEndpoint: Sendable {
  /// How the list pages: the ways real APIs page, each sent in the API's
  /// own parameters, so that `--page N` asks for the right records.
  ///
  /// | The API                                    | Paging                   |
  /// |--------------------------------------------|--------------------------|
  /// | answers the whole list at once             | ``single``               |
  /// | takes `?page=N` (and a size, `per_page`)   | ``pageNumbers(pageSize:total:parameter:sizeParameter:)`` |
  /// | takes `?offset=…&limit=…`                  | ``offsetLimit(pageSize:total:offset:limit:)`` |
  /// | names the next page's URL in the body only | ``nextURL(at:pageSize:total:)`` |
  /// | names the next page in a `Link` header     | ``linkHeader(pageSize:sizeParameter:)`` |
  /// | gives an opaque cursor for the next page   | ``cursor(parameter:next:pageSize:sizeParameter:)`` |
  ///
  /// NB: an API that sends a `next` URL *and* takes `offset`/`limit` (or
  /// `page`) is declared by its parameters, not by its `next`: then
  /// `--page N` asks for page N itself, and with a total `--all` loads the
  /// pages after the first concurrently.
  package enum Paging: Sendable, Hashable {
    /// One answer holds the whole list.
    case single
    /// `?page=N` from 1 (in the query parameter `parameter`), `pageSize`
    /// records a page, asked for with `sizeParameter` when the API takes
    /// one; `total`, when given, is where the body states the number of
    /// records, so that `--all` and joins load the pages after the first
    /// concurrently.
    case pageNumbers(pageSize: Int, total: JSONPath? = nil, parameter: String = "page", sizeParameter: String? = nil)
    /// `?offset=(N−1)·pageSize&limit=pageSize` for page N, in the API's
    /// parameters `offset` and `limit`; `total` as for ``pageNumbers(pageSize:total:parameter:sizeParameter:)``.
    case offsetLimit(pageSize: Int, total: JSONPath? = nil, offset: String = "offset", limit: String = "limit")
    /// The body names the next page's URL at `next` (null on the last
    /// page); the pages load one after the other.
    case nextURL(at: JSONPath, pageSize: Int, total: JSONPath? = nil)
    /// A `Link` header names the next page (`rel="next"`) and the last;
    /// `?page=N` asks for page N, `sizeParameter` for `pageSize` records.
    case linkHeader(pageSize: Int, sizeParameter: String? = nil)
    /// The body holds an opaque cursor at `next` (null, empty or missing
    /// on the last page), sent back as `parameter`; the pages load one
    /// after the other, from the first.
    case cursor(parameter: String, next: JSONPath, pageSize: Int, sizeParameter: String? = nil)

    /// The number of records a full page holds, for a list that pages.
    package var pageSize: Int? {
      switch self {
      case .single: nil
      case .pageNumbers(let size, _, _, _), .offsetLimit(let size, _, _, _), .nextURL(_, let size, _), .linkHeader(let size, _),
        .cursor(_, _, let size, _):
        size
      }
    }
  }

  /// The list's path under the base URL, such as `["people"]`.
  package var path: [String]
  /// How each record becomes an item.
  package var mapping: ItemMapping
  /// Where the records are in the body: `"results"`, or empty for a body
  /// that is the array itself.
  package var records: JSONPath
  package var paging: Paging
  /// The query parameter that carries `--search`, for a list the API
  /// searches; `nil` for one it does not.
  package var searchParameter: String?
  /// The list's section title, such as "Pokémon types"; its last path
  /// component, capitalised, when `nil`.
  package var declaredTitle: String?

  /// - Parameter title: the section's title, for a list whose path does
  ///   not read as one (`/type` is "Types", not "Type").
  package init(
    _ path: [String], _ mapping: ItemMapping, in records: JSONPath = [], paging: Paging = .single, search: String? = nil,
    title: String? = nil
  ) {
    self.path = path
    self.mapping = mapping
    self.records = records
    self.paging = paging
    self.searchParameter = search
    self.declaredTitle = title
  }

  /// The list's name in messages and section ids: its path, `"people"`.
  package var name: String { path.joined(separator: " ") }

  /// The list's section title: the declared one, else its last path
  /// component, capitalised.
  package var title: String { declaredTitle ?? (path.last ?? mapping.kind).capitalized }

  /// What an empty page of the list says: that nothing matches `search`
  /// (`No people match 'sky'.`), or the options (`filtered`), or that the
  /// list is empty (`There are no people.`). The noun is the declared
  /// title, lowercased, or the list's last path component, unless `noun`
  /// names another, such as the section's
  /// title for a path like `/genre/movie/list`.
  package func emptyNote(search: String?, filtered: Bool, noun: String? = nil) -> String {
    let noun = noun ?? declaredTitle?.lowercased() ?? path.last ?? mapping.kind
    if let text = search?.trimmingCharacters(in: .whitespaces), !text.isEmpty {
      return "No \(noun) match '\(text)'."
    }
    return filtered ? "No \(noun) match the options given." : "There are no \(noun)."
  }

  /// The paging a resource that loads this list declares.
  package var pagingStyle: PagingStyle {
    switch paging {
    case .single: .none
    case .pageNumbers(let size, let total, _, _), .offsetLimit(let size, let total, _, _):
      .pageNumbers(pageSize: size, totalIsKnown: total != nil)
    case .nextURL(_, let size, _), .linkHeader(let size, _), .cursor(_, _, let size, _): .nextLinks(pageSize: size)
    }
  }

  /// What joining this list costs an expansion: one request for a single
  /// page, else the list's page count, which the conformance suite counts
  /// in the fixtures of the list resource at ``path``.
  package var joinCost: ExpansionCost {
    switch paging {
    case .single: .requests(1)
    case .pageNumbers, .offsetLimit, .nextURL, .linkHeader, .cursor: .pages(of: path)
    }
  }
}
