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
  /// How the list pages.
  package enum Paging: Sendable {
    /// One answer holds the whole list.
    case single
    /// `?page=N` from 1, `pageSize` records a page; `total`, when given, is
    /// where the body states the number of records, so that `--all` and
    /// joins load the pages after the first concurrently.
    case pageNumbers(pageSize: Int, total: JSONPath? = nil)
    /// The body names the next page's URL at `next` (null on the last
    /// page); the pages load one after the other.
    case nextURL(at: JSONPath, pageSize: Int, total: JSONPath? = nil)
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

  package init(
    _ path: [String], _ mapping: ItemMapping, in records: JSONPath = [], paging: Paging = .single, search: String? = nil
  ) {
    self.path = path
    self.mapping = mapping
    self.records = records
    self.paging = paging
    self.searchParameter = search
  }

  /// The list's name in messages and section ids: its path, `"people"`.
  package var name: String { path.joined(separator: " ") }

  /// A title for the list's section: its last path component, capitalised.
  package var title: String { (path.last ?? mapping.kind).capitalized }

  /// What an empty page of the list says: that nothing matches `search`
  /// (`No people match 'sky'.`), or the options (`filtered`), or that the
  /// list is empty (`There are no people.`). The noun is the list's last
  /// path component unless `noun` names another, such as the section's
  /// title for a path like `/genre/movie/list`.
  package func emptyNote(search: String?, filtered: Bool, noun: String? = nil) -> String {
    let noun = noun ?? path.last ?? mapping.kind
    if let text = search?.trimmingCharacters(in: .whitespaces), !text.isEmpty {
      return "No \(noun) match '\(text)'."
    }
    return filtered ? "No \(noun) match the options given." : "There are no \(noun)."
  }

  /// The paging a resource that loads this list declares.
  package var pagingStyle: PagingStyle {
    switch paging {
    case .single: .none
    case .pageNumbers(let size, let total): .pageNumbers(pageSize: size, totalIsKnown: total != nil)
    case .nextURL(_, let size, _): .nextLinks(pageSize: size)
    }
  }

  /// What joining this list costs an expansion: one request for a single
  /// page, else the list's page count, which the conformance suite counts
  /// in the fixtures of the list resource at ``path``.
  package var joinCost: ExpansionCost {
    switch paging {
    case .single: .requests(1)
    case .pageNumbers, .nextURL: .pages(of: path)
    }
  }
}
