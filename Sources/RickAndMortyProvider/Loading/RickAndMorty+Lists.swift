import ExploreCore
import ExploreNetworking
import Foundation

extension RickAndMorty {
  /// A page of the list of `kind`, filtered by the request's options and
  /// `--search`.
  ///
  /// The API's 404 "There is nothing here" is an empty list: on page 1 it
  /// means the filters match nothing (a total of 0), on a later page that
  /// the page is past the end.
  func loadList(_ kind: RecordKind, request: ResourceRequest, at cursor: PageCursor) async throws -> ResourcePage {
    let filters = try Self.filters(for: kind, in: request)
    // NB: the API reads page 0 or less as page 1; asking for page 1 keeps
    // the page number we report true.
    let page = max(1, cursor.pageNumber ?? 1)
    switch kind {
    case .character: return try await loadList(CharacterRecord.self, kind, page: page, filters: filters)
    case .location: return try await loadList(LocationRecord.self, kind, page: page, filters: filters)
    case .episode: return try await loadList(EpisodeRecord.self, kind, page: page, filters: filters)
    }
  }

  private func loadList<Record: APIRecord>(
    _ type: Record.Type, _ kind: RecordKind, page: Int, filters: [(name: String, value: String)]
  ) async throws -> ResourcePage {
    let url = try endpoints.list(kind, page: page, filters: filters)
    switch try await fetch(ListResponse<Record>.self, from: url, what: "page \(page) of \(kind.listName)") {
    case .value(let response):
      let paging = PageInfo(
        number: page,
        totalPages: response.info.pages,
        totalCount: response.info.count,
        next: Self.nextCursor(after: page, info: response.info)
      )
      return .list(
        id: kind.listName, title: kind.listTitle, items: response.results.map(\.item), paging: paging,
        emptyNote: Self.emptyNote(kind, filtered: !filters.isEmpty)
      )
    case .nothingHere, .notFound:
      let paging =
        page == 1
        ? PageInfo(number: 1, totalPages: 0, totalCount: 0, next: nil)
        : PageInfo(number: page, next: nil)
      let note = page == 1 ? Self.emptyNote(kind, filtered: !filters.isEmpty) : "Page \(page) is past the end of the \(kind.listName)."
      return .list(id: kind.listName, title: kind.listTitle, items: [], paging: paging, emptyNote: note)
    }
  }

  static func emptyNote(_ kind: RecordKind, filtered: Bool) -> String {
    filtered ? "No \(kind.listName) match these filters." : "There are no \(kind.listName)."
  }

  /// The cursor of the page after `page`, or `nil` when `info` says there
  /// is none.
  ///
  /// The page number is read from the API's `next` link, which carries
  /// filter values unencoded (`?page=2&name=rick sanchez`), hence
  /// `URL(lenient:)`. The cursor is a page number so that `--all` can load
  /// the remaining pages concurrently; the provider rebuilds the URL with
  /// its own encoding.
  static func nextCursor(after page: Int, info: ListInfo) -> PageCursor? {
    guard let next = info.next, !next.isEmpty else { return nil }
    if let url = URL(lenient: next), let number = PageCursor.url(url).pageNumber, number > page {
      return .number(number)
    }
    return .number(page + 1)
  }

  /// The API filters of `request`, in the order the API's docs list them.
  ///
  /// Free-text values are trimmed (the API trims them too) and left out
  /// when empty. Choice values are sent as the enum's raw value whatever
  /// their case. `--search TEXT` is the `name` filter; with a different
  /// `--name` as well it is a ``SearchConflictError``.
  static func filters(for kind: RecordKind, in request: ResourceRequest) throws -> [(name: String, value: String)] {
    var values: [String: String] = [:]
    for name in kind.filterNames {
      if let value = request.option(name)?.trimmingCharacters(in: .whitespaces), !value.isEmpty {
        values[name] = value
      }
    }
    if let search = request.search?.trimmingCharacters(in: .whitespaces), !search.isEmpty {
      if let name = values["name"], name.lowercased() != search.lowercased() {
        throw SearchConflictError(search: search, name: name)
      }
      values["name"] = search
    }
    if kind == .character {
      if let status = values["status"] {
        values["status"] = try choice(CharacterStatus.self, status, option: "status")
      }
      if let gender = values["gender"] {
        values["gender"] = try choice(CharacterGender.self, gender, option: "gender")
      }
    }
    if kind == .episode, let code = values["episode"] {
      guard EpisodeCode.isValid(code) else {
        throw InvalidValueError(name: "--episode", value: code, expected: ValueRule.episodeCode.summary)
      }
      values["episode"] = code.uppercased()
    }
    return kind.filterNames.compactMap { name in values[name].map { (name, $0) } }
  }

  private static func choice<Choice: RawRepresentable & CaseIterable>(
    _ type: Choice.Type, _ value: String, option: String
  ) throws -> String where Choice.RawValue == String {
    guard let choice = Choice(rawValue: value.lowercased()) else {
      let allowed = Choice.allCases.map(\.rawValue).joined(separator: ", ")
      throw InvalidValueError(name: "--\(option)", value: value, expected: "one of \(allowed)")
    }
    return choice.rawValue
  }
}
