import ExploreCore
import ExploreTables
import ExploreEngine
import ExploreNetworking
import Foundation

extension RickAndMorty {
  /// A page of the list of `kind`, filtered by the request's options and
  /// `--search`, whose values the core has checked.
  ///
  /// The API's 404 "There is nothing here" is an empty list: on page 1 it
  /// means the filters match nothing (a total of 0), on a later page that
  /// the page is past the end.
  ///
  /// A page is asked for by its number, with the request's own filters,
  /// also when `cursor` is the API's `next` URL, whose values the API
  /// leaves unencoded.
  ///
  /// - Throws: ``NextPageError/noPageNumber(_:)`` for a URL cursor without
  ///   a page number, which would load page 1 again.
  func loadList(_ kind: RecordKind, request: ResourceRequest, at cursor: PageCursor) async throws -> ResourcePage {
    let filters = try Self.filters(for: kind, in: request)
    guard let number = cursor.pageNumber else { throw NextPageError.noPageNumber(cursor) }
    // NB: the API reads page 0 or less as page 1; asking for page 1 keeps
    // the page number we report true.
    let page = max(1, number)
    let url = try client.urls.url([kind.endpoint], query: [("page", String(page))] + filters)
    let emptyNote = filters.isEmpty ? "There are no \(kind.listName)." : "No \(kind.listName) match these filters."
    guard let response = try await fetch(url, what: "page \(page) of \(kind.listName)") else {
      let paging = page == 1 ? PageInfo(number: 1, totalPages: 0, totalCount: 0) : PageInfo(number: page)
      let note = page == 1 ? emptyNote : "Page \(page) is past the end of the \(kind.listName)."
      return .list(id: kind.listName, title: kind.listTitle, items: [], paging: paging, emptyNote: note)
    }
    let (items, body) = try client.items(kind.mapping, from: response, at: "results", hooks: Self.hooks)
    let paging = PageDecoder.nextURL(
      body.string(at: ["info", "next"]), page: page, totalCount: body.integer(at: ["info", "count"]), totalPages: body.integer(at: ["info", "pages"])
    )
    return .list(id: kind.listName, title: kind.listTitle, items: items, paging: paging, emptyNote: emptyNote)
  }

  /// The API filters of `request`, in the order the API's docs list them.
  ///
  /// Values are trimmed (the API trims them too) and left out when empty,
  /// each as its ``ListFilter`` spells it for the API. `--search TEXT` is
  /// the `name` filter; with a different `--name` as well it is a
  /// ``SearchConflictError``.
  static func filters(for kind: RecordKind, in request: ResourceRequest) throws -> [URLBuilder.QueryItem] {
    var values: [String: String] = [:]
    for filter in kind.filters {
      if let value = filter.value(request)?.trimmingCharacters(in: .whitespaces), !value.isEmpty {
        values[filter.name] = value
      }
    }
    if let search = request.search?.trimmingCharacters(in: .whitespaces), !search.isEmpty {
      if let name = values["name"], name.lowercased() != search.lowercased() {
        throw SearchConflictError(search: search, name: name)
      }
      values["name"] = search
    }
    return kind.filters.compactMap { filter in values[filter.name].map { (filter.name, $0) } }
  }
}
