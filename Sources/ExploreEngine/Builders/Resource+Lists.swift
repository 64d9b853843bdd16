package import ExploreTables
package import ExploreCore
import Foundation

extension Resource where P: RESTClientOwner {
  /// A list resource that loads `list`, page by page: its paging and
  /// `--search` (when the list names a search parameter) come from the
  /// table, and so does its path unless `path` names another.
  ///
  /// ```swift
  /// .list(SWAPI.people, summary: "People, or those whose name matches --search", examples: ["people --search sky"])
  /// ```
  ///
  /// - Parameters:
  ///   - title: the section's title; the list's last path component,
  ///     capitalised, when `nil`.
  ///   - options: options the list sends as query parameters.
  ///   - discussion: what `--help` says after the summary.
  ///
  /// An empty page says why, in the list's words (its `title`, lowercased,
  /// when given): `No people match 'sky'.` for a search, `No people match
  /// the options given.` for options, `There are no people.` otherwise
  /// (``ListEndpoint/emptyNote(search:filtered:noun:)``).
  package static func list(
    _ list: ListEndpoint, path: [String]? = nil, summary: String, discussion: String? = nil, title: String? = nil,
    options: [QueryOption] = [], expansions: [Expansion<P>] = [], examples: [String]
  ) -> Self {
    Resource(
      path: path ?? list.path, summary: summary, discussion: discussion, options: options.map(\.descriptor),
      paging: list.paging, search: list.searchParameter == nil ? nil : .remote, expansions: expansions,
      examples: examples
    ) { provider, request, cursor in
      let query = request.query(options, search: list.searchParameter)
      let (items, paging) = try await provider.client.page(list, query: query, at: cursor)
      let search = list.searchParameter == nil ? nil : request.search
      return .list(
        id: list.name, title: title ?? list.title, items: items, paging: paging,
        emptyNote: list.emptyNote(search: search, filtered: !request.query(options).isEmpty, noun: title?.lowercased())
      )
    }
  }

  /// A detail resource: the record at `recordPath` followed by the
  /// argument (`["people"]` and `1` load `/people/1`), in a section of its
  /// own, then each of `related`, in order.
  ///
  /// ```swift
  /// .detail(path: ["person"], summary: "One person", argument: id, record: SWAPI.person, at: ["people"],
  ///         related: [.referring("characters", in: SWAPI.films, title: "Films")], examples: ["person 1"])
  /// ```
  ///
  /// - Parameter title: the record's section title; its kind, capitalised,
  ///   when `nil`.
  package static func detail(
    path: [String], summary: String, argument: ArgumentKey<String>, record: ItemMapping, at recordPath: [String],
    title: String? = nil, related: [RelatedSection] = [], examples: [String]
  ) -> Self {
    Resource(
      path: path, summary: summary, kind: .detail, arguments: [argument.descriptor], preferredLayout: .detail, examples: examples
    ) { provider, request, _ in
      let id = request[argument]
      let (item, body) = try await provider.client.getItem(record, recordPath + [id], what: "\(record.kind) \(id)")
      var sections = [ItemSection(id: record.kind, title: title ?? record.kind.capitalized, items: [item])]
      for section in related {
        let items = try await section.load(provider.client, item, body)
        sections.append(ItemSection(id: section.id, title: section.title, items: items, emptyNote: section.emptyNote))
      }
      return ResourcePage(sections: sections)
    }
  }
}
