package import ExploreCore
package import ExploreNetworking
package import ExploreTables
import ExploreDeclarations
import Foundation

/// The one interpreter of tables: a list's pages, a detail view with its
/// sections, an expansion, a section, and the records references name,
/// loaded through one client. Every provider made of tables loads through
/// it: the Swift builders (`.list`, `.detail`, `.join`, `.records`,
/// ``RelatedSection``) and the providers declarations make
/// (``ExploreTables/ProviderDeclaration/definition(hooks:)``).
///
/// ```swift
/// let engine = TableEngine(client: client, hooks: GitHub.hooks)
/// let page = try await engine.listPage(SWAPI.people, options: [], title: nil, request: request, at: .first)
/// ```
///
/// It is made for each load, with the token of that load in its client
/// (``TokenRule``); what a run learns (page sizes, joined lists, the
/// resources references name) the client's copies share.
package struct TableEngine: Sendable {
  /// The client this load sends with.
  package var client: RESTClient
  /// The functions the tables' custom formats and subtitles name.
  package var hooks: MappingHooks
  /// The detail resources references load their records through.
  package var routes: ReferenceRoutes

  package init(client: RESTClient, hooks: MappingHooks = .none, routes: ReferenceRoutes = ReferenceRoutes()) {
    self.client = client
    self.hooks = hooks
    self.routes = routes
  }

  /// A page of `list`, its path's placeholders filled from the request's
  /// arguments, with the request's search and `options` as query items.
  ///
  /// An empty page says why, in the list's words (``title`` lowercased,
  /// when given): `No people match 'sky'.`, `No people match the options
  /// given.`, `There are no people.`, or the list's own notes; a later page
  /// of a list that answers past its end with its ``ListEndpoint/emptyAnswer``
  /// says `Page 3 is past the end of the characters.`.
  ///
  /// - Throws: ``SearchConflictError`` before any request, for a search
  ///   that fills an option the request gives other text.
  package func listPage(
    _ list: ListEndpoint, options: [QueryOption], title: String?, request: ResourceRequest, at cursor: PageCursor
  ) async throws -> ResourcePage {
    if let conflict = request.searchConflict(options, search: list.searchParameter) { throw conflict }
    let words = { (text: String) in PathTemplate.filling(text, with: request.arguments) }
    var endpoint = list
    endpoint.path = try PathTemplate(ListEndpoint.text(of: list.path)).components(request)
    endpoint.subject = list.subject.map(words)
    let query = request.query(options, search: list.searchParameter)
    let (items, paging) = try await client.page(endpoint, query: query, at: cursor, hooks: hooks, routes: routes)
    let search = list.searchParameter == nil ? nil : request.search
    let filtered = !request.query(options, defaults: false).isEmpty
    let note: String
    if items.isEmpty, list.emptyAnswer != nil, let number = paging.number, number > 1 {
      note = "Page \(number) is past the end of the \(list.name)."
    } else if let filteredNote = list.filteredNote, filtered || !(search ?? "").trimmingCharacters(in: .whitespaces).isEmpty {
      note = words(filteredNote)
    } else {
      note = list.declaredEmptyNote.map(words) ?? list.emptyNote(search: search, filtered: filtered, noun: title?.lowercased())
    }
    return .list(id: list.name, title: title ?? words(list.title), items: items, paging: paging, emptyNote: note)
  }

  /// A detail view of `owner`'s: the record at `detail`'s path, in a
  /// section of its own, then each of its sections, in order, loaded at
  /// once, ``concurrentBatches`` at most (a custom one
  /// loaded by the function `hooks` registers under its name), then the
  /// section of the expansion the request names, if any (`expand` runs it
  /// on the record).
  ///
  /// - Throws: the error `hooks` make of the API's 404 for the record
  ///   (``TableHooks/missingRecord``), else ``ExploreNetworking/APIError``.
  package func detailPage<P: Sendable>(
    _ detail: DetailTable, request: ResourceRequest, of owner: P, hooks tables: TableHooks<P> = TableHooks(),
    expand: (@Sendable (String, [Item]) async throws -> [Item])? = nil
  ) async throws -> ResourcePage {
    let path = try detail.path.components(request)
    // NB: a position (`#1.3`) stands for a record whose answer lacked its id: no request can name it.
    if let position = path.last(where: ItemMapping.isPositionID) { throw PositionIDError(id: position) }
    let kind = detail.item.kind
    let id = path.last(where: { !$0.isEmpty }) ?? ""
    let response = try await client.send(.get, client.urls.url(path))
    if response.status == 404, let error = await tables.missingRecord?(owner, kind, id, response) { throw error }
    let (item, body) = try client.item(detail.item, from: response.requireSuccess("\(kind) \(id)"), hooks: hooks, routes: routes)
    var sections = [ItemSection(id: detail.id ?? kind, title: detail.title ?? kind.capitalized, items: [item])]
    // NB: the sections load at once (a character's places and episodes),
    // shown in order; a list two of them join loads once (``ExploreNetworking/JoinedLists``).
    let loaded = try await detail.sections.boundedMap(width: Self.concurrentBatches) { section in
      try await self.records(of: section, for: item, body: body) { name, item, body in
        guard let load = tables.sections[name] else { preconditionFailure("No hook loads the custom section '\(name)'") }
        return try await load(owner, item, body)
      }
    }
    for (section, items) in zip(detail.sections, loaded) {
      sections.append(ItemSection(id: section.id, title: section.title, items: items, emptyNote: section.emptyNote))
    }
    if let name = request.expansion, let expand {
      let expanded = try await expand(name, [item]).first
      sections.append(ItemSection(id: name, title: name.capitalized, items: expanded?.children ?? [], emptyNote: expanded?.emptyChildrenNote))
    }
    return ResourcePage(sections: sections)
  }

  /// The records of `section` for the shown record: its item and its JSON body.
  package func records(
    of section: RelatedSection, for item: Item, body: JSONValue, custom: @Sendable (String, Item, JSONValue) async throws -> [Item]
  ) async throws -> [Item] {
    switch section.source {
    case .embedded(let records, let mapping):
      return client.embeddedItems(mapping, in: body, at: records, hooks: hooks)
    case .references(let reference, let target):
      let ids = item.references[reference] ?? []
      let found = try await self.records(ids, through: target, of: item.kind, reference: reference, budget: nil, expansion: section.title)
      return ids.compactMap { found[$0] }
    case .referenced(let reference, let list):
      let all = try await client.all(list, hooks: hooks)
      return (item.references[reference] ?? []).compactMap { all.byID[$0] }
    case .referring(let reference, let list):
      return try await client.all(list, hooks: hooks).items.filter { $0.references[reference]?.contains(item.id) == true }
    case .sharing(let reference, let list):
      let shared = Set(item.references[reference] ?? [])
      guard !shared.isEmpty else { return [] }
      return try await client.all(list, hooks: hooks).items.filter { other in
        other.id != item.id && (other.references[reference] ?? []).contains { shared.contains($0) }
      }
    case .custom(let name):
      return try await custom(name, item, body)
    }
  }
}
