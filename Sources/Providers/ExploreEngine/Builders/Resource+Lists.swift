package import ExploreTables
package import ExploreCore
import Foundation

extension Resource where P: RESTClientOwner {
  /// A list resource that loads `list`, page by page, through the engine
  /// (``TableEngine/listPage(_:options:title:request:at:)``): its paging and
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
      path: path ?? list.path.filter { !$0.isEmpty }, summary: summary, discussion: discussion, options: options.map(\.descriptor),
      paging: list.paging, search: list.searchParameter == nil ? nil : .remote, expansions: expansions, examples: examples
    ) { provider, request, cursor in
      try await provider.tables().listPage(list, options: options, title: title, request: request, at: cursor)
    }
  }

  /// A list resource described in full by `descriptor` (its arguments,
  /// layout, tracking), that loads `list` through the engine, sending
  /// `options` as query parameters.
  ///
  /// ```swift
  /// .list(GitHub.followers, ResourceDescriptor(path: ["followers"], summary: "…", arguments: [user.descriptor], paging: GitHub.linkPaging))
  /// ```
  package static func list(_ list: ListEndpoint, _ descriptor: ResourceDescriptor, options: [QueryOption] = [], expansions: [Expansion<P>] = []) -> Self {
    Resource(descriptor, expansions: expansions) { provider, request, cursor in
      try await provider.tables().listPage(list, options: options, title: nil, request: request, at: cursor)
    }
  }

  /// A detail resource: the record at `recordPath` followed by the
  /// argument (`["people"]` and `1` load `/people/1`), in a section of its
  /// own, then each of `related`, in order, through the engine
  /// (``TableEngine/detailPage(_:request:of:hooks:expand:)``).
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
    let detail = DetailTable(
      path: PathTemplate(ListEndpoint.text(of: recordPath + ["{\(argument.name)}"])), item: record, title: title, sections: related)
    return Resource(
      path: path, summary: summary, kind: .detail, arguments: [argument.descriptor], preferredLayout: .detail,
      shows: ShownItem(kind: record.kind, argument: argument.name), examples: examples
    ) { provider, request, _ in
      try await provider.tables().detailPage(detail, request: request, of: provider)
    }
  }
}
