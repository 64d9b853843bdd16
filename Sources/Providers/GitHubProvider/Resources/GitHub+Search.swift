package import ExploreCore
import ExploreTables
import ExploreEngine
import ExploreNetworking
import ExploreSignIn
import Foundation

extension GitHub {
  /// The most results GitHub's search API returns for one query.
  package static let searchResultCap = 1_000

  /// Said when paging stops at ``searchResultCap``.
  package static let searchCapNotice =
    "GitHub's search API returns at most 1,000 results; refine the query to see others"

  /// Said when GitHub's search timed out before finding every match.
  package static let incompleteResultsNotice =
    "GitHub's search timed out before finding every match, so these results are incomplete; try a narrower query"

  /// `search users <query> [--sort followers|repositories|joined] [--order asc|desc]`.
  func searchUsers(_ request: ResourceRequest, at cursor: PageCursor) async throws -> ResourcePage {
    let text = request[Self.query]
    let page = try await searchPage(
      Self.userMapping, endpoint: "users", query: text, sort: request[Self.userSearchSort]?.rawValue, order: request[Self.searchOrder],
      at: cursor, api: api(try credential())
    )
    return .list(
      id: "users", title: "Users matching '\(text)'", items: page.items, paging: page.paging,
      emptyNote: page.isPastCap ? nil : "No GitHub users match '\(text)'", notices: page.notices
    )
  }

  /// `search repos <query>` with `--language`, `--topic`, `--stars`,
  /// `--sort` and `--order`, which become qualifiers and parameters.
  ///
  /// With a token, rows say whether you starred them, checked against your
  /// ``starredCheckLimit`` most recent stars, loaded once: never a request
  /// per row.
  func searchRepositories(_ request: ResourceRequest, at cursor: PageCursor) async throws -> ResourcePage {
    let query = Self.repositoryQuery(request)
    let api = api(try credential())
    let page = try await searchPage(
      Self.repositoryMapping, endpoint: "repositories", query: query, sort: request[Self.repositorySearchSort]?.rawValue,
      order: request[Self.searchOrder], at: cursor, api: api
    )
    var notices = page.notices
    var items = page.items
    if api.credential != nil, !items.isEmpty {
      do {
        let starred = try await starredRepositories.value { try await Self.loadStarredSnapshot(api: api) }
        items = page.items.map { $0.starred(starred.isStarred($0.id).map(FieldValue.bool) ?? FieldValue.none) }
      } catch let error as TokenRejectedError {
        throw error
      } catch {
        notices.append("explore could not check which of these you starred: \(error)")
      }
    }
    return .list(
      id: "repositories", title: "Repositories matching '\(request[Self.query])'", items: items, paging: page.paging,
      emptyNote: page.isPastCap ? nil : "No repositories match '\(query)'", notices: notices
    )
  }

  /// The `q` of a repository search: the text, then a qualifier for each
  /// of `--language`, `--topic` and `--stars`.
  package static func repositoryQuery(_ request: ResourceRequest) -> String {
    var terms = [request[Self.query].trimmingCharacters(in: .whitespacesAndNewlines)]
    if let language = request[Self.language]?.trimmingCharacters(in: .whitespaces) {
      terms.append(language.contains(" ") ? "language:\"\(language)\"" : "language:\(language)")
    }
    // NB: GitHub's topics are lowercase; a topic is free text, so this is
    // the API's spelling, not a second check of a choice.
    terms += request[Self.topics].map { "topic:\($0.lowercased())" }
    terms += request[Self.stars].map { ["stars:\($0)"] } ?? []
    return terms.filter { !$0.isEmpty }.joined(separator: " ")
  }

  /// One page of a search.
  struct SearchPage {
    var items: [Item] = []
    var paging: PageInfo
    var notices: [String]
    /// Whether the page lies past the 1,000-result cap, so nothing was
    /// (or could be) loaded.
    var isPastCap = false
  }

  /// A page of `GET /search/{endpoint}` with `per_page=100`, sorted by
  /// `sort` (GitHub's best match when `nil`) in `order`.
  ///
  /// The page size never changes with `--limit`, so pages never overlap.
  /// A page past the first 1,000 results is never requested: the page
  /// before it ends paging with ``searchCapNotice``. Should GitHub still
  /// answer 422 for the cap (its total can shrink between pages), that ends
  /// paging the same way. A response without `total_count` or
  /// `incomplete_results` (as GitHub sent in 2014) pages by its `Link`
  /// header alone.
  func searchPage(
    _ mapping: ItemMapping, endpoint: String, query: String, sort: String?, order: GitHubSortKey.Order, at cursor: PageCursor,
    api: GitHubAPI
  ) async throws -> SearchPage {
    let lastPage = Self.searchResultCap / Self.pageSize
    let number = cursor.pageNumber ?? 1
    let pastCap = SearchPage(
      paging: PageInfo(number: number, totalPages: lastPage, next: nil), notices: [Self.searchCapNotice], isPastCap: true
    )
    guard number <= lastPage else { return pastCap }
    var parameters: [URLBuilder.QueryItem] = [("q", query), ("per_page", String(Self.pageSize))]
    if let sort {
      parameters += [("sort", sort), ("order", order.rawValue)]
    }
    let response = try await api.send(.get, api.url(["search", endpoint], query: parameters, at: cursor))
    if response.status == 422, Self.isSearchCapResponse(response) {
      return pastCap
    }
    let (items, body) = try api.client.items(mapping, from: response.requireSuccess("the search '\(query)'"), at: "items", hooks: Self.hooks)
    let totalCount = body.integer(at: "total_count")
    var paging = PageDecoder.linkHeader(of: response, at: cursor, totalCount: totalCount)
    paging.number = number
    let capped = PageDecoder.capped(
      paging, resultCap: Self.searchResultCap, pageSize: Self.pageSize, itemCount: items.count, totalCount: totalCount,
      pagesByNumber: response.linkHeader == nil
    )
    let notices = (body[["incomplete_results"]] == .bool(true) ? [Self.incompleteResultsNotice] : [])
      + (capped.isCut ? [Self.searchCapNotice] : [])
    return SearchPage(items: items, paging: capped.page, notices: notices)
  }

  /// Whether a 422 is GitHub's "Only the first 1000 search results are
  /// available".
  static func isSearchCapResponse(_ response: HTTPResponse) -> Bool {
    let message = ErrorBody(response.body).message?.lowercased() ?? ""
    return message.contains("1000") || message.contains("1,000")
  }

  /// Your most recent stars, at most ``starredCheckLimit``: the first pages
  /// of `GET /user/starred`.
  static func loadStarredSnapshot(api: GitHubAPI) async throws -> StarredSnapshot {
    var names = Set<String>()
    var cursor = PageCursor.first
    for _ in 0..<starredCheckLimit / pageSize {
      let (starred, paging) = try await api.client.page(yourStars, at: cursor, hooks: hooks)
      names.formUnion(starred.map { $0.id.lowercased() })
      guard let next = paging.next else { return .init(fullNames: names, isComplete: true) }
      cursor = next
    }
    return .init(fullNames: names, isComplete: false)
  }
}
