package import ExploreTables
package import ExploreCore
import Foundation
package import ExploreNetworking
import ExplorePaging

extension RESTClient {
  /// The page of `list` at `cursor`, its records mapped, and what the body
  /// says about the list (its next page, its total).
  ///
  /// ```swift
  /// let (items, paging) = try await client.page(SWAPI.people, query: [("search", "sky")], at: cursor)
  /// ```
  ///
  /// A list that pages by cursor keeps the cursors it saw (``ListCursors``):
  /// `--page N` starts from the furthest page before it that a run saw.
  ///
  /// - Throws: ``APIError`` for a failed request or a body without the
  ///   records; see ``getItems(_:_:query:at:in:what:)``.
  package func page(
    _ list: ListEndpoint, query: [URLBuilder.QueryItem] = [], at cursor: PageCursor = .first, hooks: MappingHooks = .none,
    routes: ReferenceRoutes? = nil
  ) async throws -> (items: [Item], paging: PageInfo) {
    let cursors = Self.walksToPages(list.paging) ? ListCursors(list, query: query, client: self) : nil
    do {
      let page = try await self.page(list, query: query, at: cursor, hooks: hooks, routes: routes, cursors: cursors)
      // NB: paging on (`--all`, `-i`), the cursors are saved a few at a
      // time; a page asked for by number, or the last, saves them at once.
      let asked: Bool
      if case .number = cursor { asked = true } else { asked = page.paging.next == nil }
      cursors?.save(force: asked)
      return page
    } catch {
      cursors?.save(force: true)
      throw error
    }
  }

  /// ``page(_:query:at:hooks:routes:)``, learning into `cursors` the
  /// next page each page names, without saving them.
  func page(
    _ list: ListEndpoint, query: [URLBuilder.QueryItem], at cursor: PageCursor, hooks: MappingHooks, routes: ReferenceRoutes? = nil,
    cursors: ListCursors?
  ) async throws -> (items: [Item], paging: PageInfo) {
    var list = list
    let key = sizeKey(list)
    if list.paging.pageSize == nil, let learned = facts.pageSize(of: key) { list.paging = list.paging.withPageSize(learned) }
    let cursor = try Self.byNumber(cursor, of: list.paging)
    if Self.walksToPages(list.paging), case .number(let number) = cursor, number > 1 {
      return try await walk(list, query: query, to: number, hooks: hooks, cursors: cursors)
    }
    let page = cursor.pageNumber ?? 1
    // NB: page N of a list whose size is neither declared nor learned needs
    // the size that page 1 shows: a numbered page's count, an offset.
    if list.paging.pageSize == nil, page > 1, case .number = cursor, Self.numbersPages(list.paging) {
      _ = try await self.page(list, query: query, at: .first, hooks: hooks, cursors: nil)
      guard let learned = facts.pageSize(of: key) else { return ([], PageInfo(number: page)) }
      list.paging = list.paging.withPageSize(learned)
    }
    let url = try pageURL(list, query: query, at: cursor)
    let answer = try await send(.get, url)
    // NB: the API's answer for "nothing here": a first page that is empty
    // counts no records; a later one is past the end.
    if let empty = list.emptyAnswer, empty.matches(status: answer.status, body: answer.body) {
      return ([], page == 1 ? PageInfo(number: 1, totalPages: 0, totalCount: 0) : PageInfo(number: page))
    }
    let response = try answer.requireSuccess(list.subject.map { PathTemplate.filling($0, with: ["page": String(page)]) } ?? list.name)
    let (items, body) = try items(list.mapping, from: response, at: list.records, hooks: hooks, routes: routes, page: Self.positionPage(cursor))
    let total = list.paging.total.flatMap { body.integer(at: $0) }
    let paging: PageInfo
    switch list.paging {
    case .single:
      return (items, .single)
    case .pageNumbers(_, _, _, _, let next?, let pages, _):
      paging = PageDecoder.nextURL(body.string(at: next), page: page, totalCount: total, totalPages: pages.flatMap { body.integer(at: $0) })
    case .pageNumbers(let size, _, _, _, nil, _, _):
      paging = PageDecoder.pageNumbers(page: page, pageSize: size ?? max(1, items.count), itemCount: items.count, totalCount: total)
    case .offsetLimit(let size, _, _, _):
      let size = size ?? max(1, items.count)
      let (offset, overflow) = (page - 1).multipliedReportingOverflow(by: size)
      paging = PageDecoder.offsetLimit(offset: overflow ? Int.max : offset, limit: size, itemCount: items.count, totalCount: total)
    case .nextURL(let next, _, _):
      paging = PageDecoder.nextURL(body.string(at: next), page: page, totalCount: total)
    case .linkHeader:
      paging = PageDecoder.linkHeader(of: response, at: cursor)
    case .cursor(let parameter, let next, _, _):
      let token = body[next].flatMap(Self.cursorText)
      // NB: a page after the first is known by its cursor, not by a number:
      // numbering each page 1 made the second look like the first again.
      paging = PageInfo(number: cursor.pageNumber, next: token.map { .url(Self.replacing(parameter, with: $0, in: url)) })
    case .keyset(let parameter, let record, let size, _, let hasMore):
      paging = PageInfo(number: cursor.pageNumber, next: Self.keysetNext(parameter, record, size: size, hasMore: hasMore, items: items, body: body, url: url).map { .url($0) })
    }
    // NB: the size a list does not declare is what a first page holds when
    // the API says more follow, never a guess.
    if list.paging.pageSize == nil, page == 1, case .number = cursor, paging.hasMore, !items.isEmpty {
      facts.learn(pageSize: items.count, of: key)
    }
    cursors?.learn(next: paging.next, after: cursor)
    return (items, paging)
  }

  /// `cursor` as a list paged by number loads it: a next URL the body
  /// named, by the page number it holds (rebuilt with the request's own
  /// query, whose values such APIs leave unencoded in their links); with
  /// `askFirstPage`, page 0 or less as page 1, which such APIs read it as.
  ///
  /// - Throws: ``ExploreCore/NextPageError/noPageNumber(_:)`` for a next
  ///   URL without a page number, which would load page 1 again.
  private static func byNumber(_ cursor: PageCursor, of paging: ListPaging) throws -> PageCursor {
    guard case .pageNumbers(_, _, let parameter, _, let next, _, let askFirstPage) = paging else { return cursor }
    switch cursor {
    case .number(let number):
      return askFirstPage ? .number(max(1, number)) : cursor
    case .url(let url):
      guard next != nil else { return cursor }
      let value = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.last { $0.name == parameter }?.value
      guard let number = value.flatMap({ Int($0) }) else { throw NextPageError.noPageNumber(cursor) }
      return .number(number)
    }
  }

  /// Whether the list asks for a page by its number or offset, which
  /// takes the page size to name.
  private static func numbersPages(_ paging: ListPaging) -> Bool {
    switch paging {
    case .pageNumbers, .offsetLimit: true
    case .single, .nextURL, .linkHeader, .cursor, .keyset: false
    }
  }

  /// Whether page N of the list is reached only through the pages before it:
  /// also a list whose body names the next page's URL, which may hold a
  /// cursor (`?after=role-20`) rather than a page number.
  static func walksToPages(_ paging: ListPaging) -> Bool {
    switch paging {
    case .cursor, .keyset, .nextURL: true
    case .single, .pageNumbers, .offsetLimit, .linkHeader: false
    }
  }

  /// The URL of the page after a keyset list's page at `url`: `url` with
  /// `parameter` set to the id of its last (or first) record; `nil` on the
  /// last page: the body's `hasMore` is false, or, without one, the page
  /// is not full (not empty, with no size known), or the id is the one
  /// this page was asked with (a list that would not move on).
  private static func keysetNext(
    _ parameter: String, _ record: ListPaging.KeysetRecord, size: Int?, hasMore: JSONPath?, items: [Item], body: JSONValue, url: URL
  ) -> URL? {
    let more: Bool
    if let hasMore, case .bool(let value)? = body[hasMore] {
      more = value
    } else {
      more = size.map { items.count >= $0 } ?? !items.isEmpty
    }
    // NB: a record known by its position (its id missing) names no page.
    let named = items.filter { !$0.id.isEmpty && !ItemMapping.isPositionID($0.id) }
    guard more, let edge = record == .last ? named.last : named.first else { return nil }
    let asked = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.last { $0.name == parameter }?.value
    return asked == edge.id ? nil : replacing(parameter, with: edge.id, in: url)
  }

  /// The key under which a list's learned page size is kept: its kind and path.
  /// The number a page's records without an id are known by: its number,
  /// else (a page after a cursor) a number made from its URL, so that two
  /// pages' positions differ.
  static func positionPage(_ cursor: PageCursor) -> Int {
    if let number = cursor.pageNumber { return number }
    guard case .url(let url) = cursor else { return 1 }
    var hash: UInt32 = 2_166_136_261
    for byte in url.absoluteString.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
    return Int(hash % 900_000) + 100_000
  }

  private func sizeKey(_ list: ListEndpoint) -> String {
    "\(list.mapping.kind) \(ListEndpoint.text(of: list.path))"
  }

  /// Page `number` of a list that pages by cursor, reached through the
  /// pages before it: from the furthest of them that `cursors` remembers
  /// (``resume(_:query:from:to:hooks:cursors:)``), else from the first,
  /// `number` requests in all, for `--page N`. A list that ends sooner
  /// gives an empty page `number`, as a page past the end of a numbered
  /// list does.
  ///
  /// NB: the pages walked through are guarded as `--all` guards a list,
  /// by the same ``ExplorePaging/PagingGuard``: a next cursor already
  /// loaded (a → b → a, or a page that names itself as the next) is a
  /// loop, refused with `--all`'s error, never shown as a later page. Page
  /// `number` itself is shown; a next page of it that loops back is not
  /// offered.
  ///
  /// - Throws: ``CursorPagingError`` past ``CursorPagingError/walkLimit``
  ///   pages walked; ``ExploreCore/PagingRunawayError/revisited(_:)`` for
  ///   a loop before page `number`.
  /// - Complexity: O(`number` − the page it starts from) requests, one at a time.
  private func walk(
    _ list: ListEndpoint, query: [URLBuilder.QueryItem], to number: Int, hooks: MappingHooks, cursors: ListCursors?
  ) async throws -> (items: [Item], paging: PageInfo) {
    if let cursors, let start = cursors.start(atMost: number), number - start.page < CursorPagingError.walkLimit {
      if let page = try await resume(list, query: query, from: start, to: number, hooks: hooks, cursors: cursors) { return page }
      // NB: a remembered cursor the API refuses, or whose page does not
      // continue the list, is forgotten, and the list walked from its
      // first page, once.
      cursors.forget()
    }
    let namesPages: Bool
    if case .nextURL = list.paging { namesPages = true } else { namesPages = false }
    guard number <= CursorPagingError.walkLimit || namesPages else {
      throw CursorPagingError(list: list.name, page: number, reason: .cursorOnly)
    }
    var loaded = PagingGuard()
    let page = try await self.page(list, query: query, at: .first, hooks: hooks, cursors: cursors)
    try loaded.recordLoaded(page.paging, elementCount: page.items.count, from: .first)
    // NB: a next URL that numbers its page (`?page=2`, `?p=2`) names any
    // page: page N is then one request after the first, not N. One whose
    // cursor is opaque (`?after=role-20`) is walked.
    if namesPages, case .url(let url)? = page.paging.next, let numbered = Self.numbered(url, page: number) {
      cursors?.learn(numbered, page: number)
      let fetched = try await self.page(list, query: query, at: .url(numbered), hooks: hooks, cursors: cursors)
      return (fetched.items, PageInfo(number: number, next: fetched.paging.next))
    }
    guard number <= CursorPagingError.walkLimit else { throw CursorPagingError(list: list.name, page: number, reason: .cursorOnly) }
    return try await walk(list, query: query, from: page, at: 1, to: number, guarded: loaded, hooks: hooks, cursors: cursors)
  }

  /// Page `number`, reached from the page `first` loaded as page `reached`
  /// through the pages after it, each checked by `loaded` and learned into
  /// `cursors`; an empty page `number` when the list ends sooner.
  func walk(
    _ list: ListEndpoint, query: [URLBuilder.QueryItem], from first: (items: [Item], paging: PageInfo), at reached: Int, to number: Int,
    guarded loaded: PagingGuard, hooks: MappingHooks, cursors: ListCursors?
  ) async throws -> (items: [Item], paging: PageInfo) {
    var (page, loaded) = (first, loaded)
    for reached in stride(from: reached + 1, through: number, by: 1) {
      guard let next = page.paging.next, case .url = next else { return ([], PageInfo(number: number)) }
      try loaded.check(next: next)
      let fetched = try await self.page(list, query: query, at: next, hooks: hooks, cursors: cursors)
      // NB: the guard knows a walked page by the URL it was loaded from,
      // never by a number: a page loaded from a next URL numbers itself 1
      // (`PageDecoder.nextURL`), which would read as page 1 loaded again.
      try loaded.recordLoaded(PageInfo(number: nil, next: fetched.paging.next), elementCount: fetched.items.count, from: next)
      page = (fetched.items, PageInfo(number: reached, next: fetched.paging.next))
    }
    if let next = page.paging.next, (try? loaded.check(next: next)) == nil { page.paging.next = nil }
    return page
  }

  /// `next`, the URL of page 2, as the URL of page `number`: its one query
  /// value `2` set to `number`; `nil` when no value, or more than one, is `2`.
  static func numbered(_ next: URL, page number: Int) -> URL? {
    guard var components = URLComponents(url: next, resolvingAgainstBaseURL: false), var items = components.queryItems else { return nil }
    let twos = items.indices.filter { items[$0].value == "2" }
    guard twos.count == 1 else { return nil }
    items[twos[0]].value = String(number)
    components.queryItems = items
    return components.url
  }

  /// The URL of the page of `list` that `cursor` names, in the API's own
  /// paging parameters: `?page=3`, `?offset=40&limit=20`, or a URL the
  /// previous page named, followed as given.
  ///
  /// - Throws: ``CursorPagingError`` for a page number past the first of a
  ///   list that pages by cursor, which is reached only through the pages
  ///   before it (``page(_:query:at:)`` walks them).
  func pageURL(_ list: ListEndpoint, query: [URLBuilder.QueryItem], at cursor: PageCursor) throws -> URL {
    if case .url = cursor { return try urls.url(list.path, query: query, at: cursor) }
    let number = cursor.pageNumber ?? 1
    switch list.paging {
    case .single, .nextURL:
      return try urls.url(list.path, query: query, at: cursor)
    case .pageNumbers(let size, _, let parameter, let sizeParameter, _, _, let askFirstPage):
      // NB: page 1 by its number too, the page first, as the API's own next URLs are.
      if askFirstPage { return try urls.url(list.path, query: [(parameter, String(max(1, number)))] + query + Self.size(size, sizeParameter)) }
      return try urls.url(list.path, query: query + Self.size(size, sizeParameter), at: cursor, pageParameter: parameter)
    case .linkHeader(let size, let sizeParameter):
      // NB: the size first, as GitHub's own clients ask (`?per_page=100&sort=pushed`).
      return try urls.url(list.path, query: Self.size(size, sizeParameter) + query, at: cursor)
    case .offsetLimit(let size, _, let offset, let limit):
      guard let size else { return try urls.url(list.path, query: query + [(offset, "0")]) }
      let (start, overflow) = (number - 1).multipliedReportingOverflow(by: size)
      guard !overflow else { throw CursorPagingError(list: list.name, page: number, reason: .tooFar) }
      return try urls.url(list.path, query: query + [(offset, String(start)), (limit, String(size))])
    case .cursor(_, _, let size, let sizeParameter), .keyset(_, _, let size, let sizeParameter, _):
      guard number == 1 else { throw CursorPagingError(list: list.name, page: number, reason: .cursorOnly) }
      return try urls.url(list.path, query: query + Self.size(size, sizeParameter))
    }
  }

  /// The query item that asks for `size` records, when the list declares
  /// or learned a size and the API takes one.
  private static func size(_ size: Int?, _ parameter: String?) -> [URLBuilder.QueryItem] {
    guard let size, let parameter else { return [] }
    return [(parameter, String(size))]
  }

  /// A cursor as the body gives it: a non-empty string, or a number.
  private static func cursorText(_ value: JSONValue) -> String? {
    switch value {
    case .string(let text): text.isEmpty ? nil : text
    case .integer(let number): String(number)
    default: nil
    }
  }

  /// `url` with its query item `name` set to `value` (added when absent),
  /// the other items kept as they were encoded.
  private static func replacing(_ name: String, with value: String, in url: URL) -> URL {
    guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return url }
    let encodedName = URLBuilder.percentEncode(name)
    var items = (components.percentEncodedQuery ?? "").split(separator: "&").filter { item in
      item.split(separator: "=", maxSplits: 1).first.map(String.init) != encodedName
    }.map(String.init)
    items.append("\(encodedName)=\(URLBuilder.percentEncode(value))")
    components.percentEncodedQuery = items.joined(separator: "&")
    return components.url ?? url
  }

  /// Every record of `list`, every page of it, loaded once a run by this
  /// client and its copies (``JoinedLists``): the join of an API that has
  /// no endpoint for several records by id.
  ///
  /// - Complexity: one request per page of the list the first time, with
  ///   pages after the first loaded concurrently when their number is known
  ///   (``JoinAll/loadItems(window:_:)``); none after that.
  package func all(_ list: ListEndpoint, hooks: MappingHooks = .none) async throws -> JoinedList {
    try await joinedLists.list("\(list.mapping.kind) \(urls.url(list.path).absoluteString)") {
      try await JoinAll.loadItems { cursor in try await page(list, at: cursor, hooks: hooks) }
    }
  }
}
