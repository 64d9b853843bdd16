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
  /// The list's section title, such as "Pokémon types" or "Followers of
  /// {user}" (placeholders are filled from the request's arguments); its
  /// last path component, capitalised, when `nil`.
  package var declaredTitle: String?
  /// The list's section id, for a list whose path does not name it
  /// (`/users/{user}/repos` is `repositories`); its path's words when `nil`.
  package var declaredName: String?
  /// What an empty page says, such as "{user} has no followers yet",
  /// placeholders filled; the words of ``emptyNote(search:filtered:noun:)``
  /// when `nil`.
  package var declaredEmptyNote: String?
  /// What a failed request names in its error, such as "a GitHub user
  /// named '{user}'" (a 404 reads "Could not find a GitHub user named
  /// 'x'"), placeholders filled (`{page}` with the page's number); the
  /// list's ``name`` when `nil`.
  package var subject: String?
  /// What an empty page says when `--search` or an option narrows the
  /// list, such as "No characters match these filters."; the words of
  /// ``declaredEmptyNote`` or ``emptyNote(search:filtered:noun:)`` when `nil`.
  package var filteredNote: String?
  /// The error answer that means an empty page, for an API that answers a
  /// filter matching nothing or a page past the end with one.
  package var emptyAnswer: EmptyAnswer?

  /// - Parameters:
  ///   - title: the section's title, for a list whose path does not read
  ///     as one (`/type` is "Types", not "Type").
  ///   - name: the section's id, for a path with placeholders.
  ///   - emptyNote: what an empty page says, in the API's own words.
  ///   - subject: what a failed request names.
  ///   - filteredNote: what an empty page narrowed by `--search` or an
  ///     option says.
  ///   - emptyAnswer: the error answer that means an empty page.
  package init(
    _ path: [String], _ mapping: ItemMapping, in records: JSONPath = [], paging: ListPaging = .single, search: String? = nil,
    title: String? = nil, name: String? = nil, emptyNote: String? = nil, subject: String? = nil, filteredNote: String? = nil,
    emptyAnswer: EmptyAnswer? = nil
  ) {
    self.path = path
    self.mapping = mapping
    self.records = records
    self.paging = paging
    self.searchParameter = search
    self.declaredTitle = title
    self.declaredName = name
    self.declaredEmptyNote = emptyNote
    self.subject = subject
    self.filteredNote = filteredNote
    self.emptyAnswer = emptyAnswer
  }

  /// The list's name in messages and section ids: the declared one, else
  /// its path's words, `"people"` (a trailing `/` adds none).
  package var name: String { declaredName ?? path.filter { !$0.isEmpty }.joined(separator: " ") }

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
