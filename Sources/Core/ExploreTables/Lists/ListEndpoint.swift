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
  /// The list's path under the base URL, such as `["people"]`.
  package var path: [String]
  /// How each record becomes an item.
  package var mapping: ItemMapping
  /// Where the records are in the body: `"results"`, or empty for a body
  /// that is the array itself.
  package var records: JSONPath
  /// How the list pages: ``ExploreCore/ListPaging``.
  package var paging: ListPaging
  /// The query parameter that carries `--search`, for a list the API
  /// searches; `nil` for one it does not.
  package var searchParameter: String?
  /// Whether the API answers only with a search (`GET /search/users?q=`):
  /// then a command without `--search` is a usage error.
  package var searchIsRequired = false
  /// The list's section title, such as "Pokémon types"; its last path
  /// component, capitalised, when `nil`.
  package var declaredTitle: String?

  /// - Parameter title: the section's title, for a list whose path does
  ///   not read as one (`/type` is "Types", not "Type").
  package init(
    _ path: [String], _ mapping: ItemMapping, in records: JSONPath = [], paging: ListPaging = .single, search: String? = nil,
    title: String? = nil
  ) {
    self.path = path
    self.mapping = mapping
    self.records = records
    self.paging = paging
    self.searchParameter = search
    self.declaredTitle = title
  }

  /// The list's name in messages and section ids: its path's words,
  /// `"people"` (a trailing `/` adds none).
  package var name: String { path.filter { !$0.isEmpty }.joined(separator: " ") }

  /// The list's section title: the declared one, else its last path
  /// component (its last word, for a path that ends in `/`), capitalised.
  package var title: String { declaredTitle ?? noun.capitalized }

  /// What the list holds, in its own words: its last path component.
  var noun: String { path.last { !$0.isEmpty } ?? mapping.kind }

  /// What an empty page of the list says: that nothing matches `search`
  /// (`No people match 'sky'.`), or the options (`filtered`), or that the
  /// list is empty (`There are no people.`). The noun is the declared
  /// title, lowercased, or the list's last path component, unless `noun`
  /// names another, such as the section's
  /// title for a path like `/genre/movie/list`.
  package func emptyNote(search: String?, filtered: Bool, noun: String? = nil) -> String {
    let noun = noun ?? declaredTitle?.lowercased() ?? self.noun
    if let text = search?.trimmingCharacters(in: .whitespaces), !text.isEmpty {
      return "No \(noun) match '\(text)'."
    }
    return filtered ? "No \(noun) match the options given." : "There are no \(noun)."
  }

  /// What joining this list costs an expansion: one request for a single
  /// page, else the list's page count, which the conformance suite counts
  /// in the fixtures of the list resource at ``path``.
  package var joinCost: ExpansionCost {
    paging.isPaged ? .pages(of: path.filter { !$0.isEmpty }) : .requests(1)
  }
}
