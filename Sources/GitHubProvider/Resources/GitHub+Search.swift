package import ExploreCore
import ExploreNetworking
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
    let text = request.arguments["query"] ?? ""
    let api = api(try credential())
    let page = try await searchPage(
      GitHubUser.self, endpoint: "users", query: text, sort: request.option("sort"),
      order: request.option("order"), at: cursor, api: api
    )
    return .list(
      id: "users",
      title: "Users matching '\(text)'",
      items: page.elements.map(\.item),
      paging: page.paging,
      emptyNote: page.isPastCap ? nil : "No GitHub users match '\(text)'",
      notices: page.notices
    )
  }

  /// `search repos <query>` with `--language`, `--topic`, `--stars`,
  /// `--sort` and `--order`, which become qualifiers and parameters.
  ///
  /// With a token, rows say whether you starred them, checked against your
  /// ``starredCheckLimit`` most recent stars, loaded once: never a request
  /// per row.
  func searchRepositories(_ request: ResourceRequest, at cursor: PageCursor) async throws -> ResourcePage {
    let text = request.arguments["query"] ?? ""
    let query = Self.repositoryQuery(request)
    let api = api(try credential())
    let page = try await searchPage(
      GitHubRepository.self, endpoint: "repositories", query: query, sort: request.option("sort"),
      order: request.option("order"), at: cursor, api: api
    )
    var notices = page.notices
    var items = page.elements.map { $0.item() }
    if api.credential != nil, !items.isEmpty {
      do {
        let starred = try await starredRepositories.snapshot { try await Self.loadStarredSnapshot(api: api) }
        items = page.elements.map { repository in
          repository.item(starred: starred.isStarred(repository.fullName).map(FieldValue.bool) ?? FieldValue.none)
        }
      } catch let error as GitHubTokenRejectedError {
        throw error
      } catch {
        notices.append("explore could not check which of these you starred: \(error)")
      }
    }
    return .list(
      id: "repositories",
      title: "Repositories matching '\(text)'",
      items: items,
      paging: page.paging,
      emptyNote: page.isPastCap ? nil : "No repositories match '\(query)'",
      notices: notices
    )
  }

  /// The `q` of a repository search: the text, then a qualifier for each
  /// of `--language`, `--topic` and `--stars`.
  package static func repositoryQuery(_ request: ResourceRequest) -> String {
    var terms = [(request.arguments["query"] ?? "").trimmingCharacters(in: .whitespacesAndNewlines)]
    for language in request.options["language"] ?? [] {
      let trimmed = language.trimmingCharacters(in: .whitespaces)
      terms.append(trimmed.contains(" ") ? "language:\"\(trimmed)\"" : "language:\(trimmed)")
    }
    for topic in request.options["topic"] ?? [] {
      terms.append("topic:\(topic.lowercased())")
    }
    if let stars = request.option("stars") {
      terms.append("stars:\(stars)")
    }
    return terms.filter { !$0.isEmpty }.joined(separator: " ")
  }

  /// One page of a search.
  struct SearchPage<Element: Sendable> {
    var elements: [Element]
    var paging: PageInfo
    var notices: [String]
    /// Whether the page lies past the 1,000-result cap, so nothing was
    /// (or could be) loaded.
    var isPastCap: Bool
  }

  /// A page of `GET /search/{endpoint}` with `per_page=100`.
  ///
  /// The page size never changes with `--limit`, so pages never overlap.
  /// A page past the first 1,000 results is never requested: the page
  /// before it ends paging with ``searchCapNotice``. Should GitHub still
  /// answer 422 for the cap (its total can shrink between pages), that ends
  /// paging the same way.
  func searchPage<Element: Decodable & Sendable & Hashable>(
    _ type: Element.Type,
    endpoint: String,
    query: String,
    sort: String?,
    order: String?,
    at cursor: PageCursor,
    api: GitHubAPI
  ) async throws -> SearchPage<Element> {
    let lastPage = Self.searchResultCap / Self.pageSize
    let number = cursor.pageNumber ?? 1
    let pastCap = SearchPage<Element>(
      elements: [],
      paging: PageInfo(number: number, totalPages: lastPage, totalCount: nil, next: nil),
      notices: [Self.searchCapNotice],
      isPastCap: true
    )
    guard number <= lastPage else { return pastCap }

    var parameters = [(name: "q", value: query), (name: "per_page", value: String(Self.pageSize))]
    if let sort {
      parameters.append((name: "sort", value: sort.lowercased()))
      parameters.append((name: "order", value: (order ?? GitHubSortKey.Order.desc.rawValue).lowercased()))
    }
    let url = api.url(["search", endpoint], query: parameters, at: cursor)
    let response = try await api.send(.get, url)
    if response.status == 422, Self.isSearchCapResponse(response) {
      return pastCap
    }
    try response.requireSuccess("the search '\(query)'")
    let results = try response.decode(GitHubSearchResults<Element>.self, endpoint: "GET /search/\(endpoint)")

    let reachable = min(results.totalCount, Self.searchResultCap)
    let totalPages = max(1, (reachable + Self.pageSize - 1) / Self.pageSize)
    var next = GitHubPaging.pageInfo(links: response.linkHeader, cursor: cursor).next
    if response.linkHeader == nil, number < totalPages, results.items.count == Self.pageSize {
      // NB: replayed fixtures may lack a Link header; the total says
      // whether more pages exist.
      next = .number(number + 1)
    }
    if let nextNumber = next?.pageNumber, nextNumber > lastPage {
      next = nil
    }
    var notices: [String] = []
    if results.incompleteResults {
      notices.append(Self.incompleteResultsNotice)
    }
    if next == nil, results.totalCount > Self.searchResultCap {
      notices.append(Self.searchCapNotice)
    }
    return SearchPage(
      elements: results.items,
      paging: PageInfo(number: number, totalPages: totalPages, totalCount: results.totalCount, next: next),
      notices: notices,
      isPastCap: false
    )
  }

  /// Whether a 422 is GitHub's "Only the first 1000 search results are
  /// available".
  static func isSearchCapResponse(_ response: HTTPResponse) -> Bool {
    let message = (try? JSONDecoder().decode(GitHubErrorBody.self, from: response.body))?.message?.lowercased() ?? ""
    return message.contains("1000") || message.contains("1,000")
  }

  /// Your most recent stars, at most ``starredCheckLimit``: the first pages
  /// of `GET /user/starred`.
  static func loadStarredSnapshot(api: GitHubAPI) async throws -> StarredRepositories.Snapshot {
    var names = Set<String>()
    var cursor = PageCursor.first
    let pages = starredCheckLimit / pageSize
    for _ in 0..<pages {
      let url = api.url(["user", "starred"], query: [(name: "per_page", value: String(pageSize))], at: cursor)
      let response = try await api.send(.get, url).requireSuccess("your starred repositories")
      let starred = try response.decode([GitHubStarredRepository].self, endpoint: "GET /user/starred")
      names.formUnion(starred.map { $0.repository.fullName.lowercased() })
      guard let next = GitHubPaging.pageInfo(links: response.linkHeader, cursor: cursor).next else {
        return .init(fullNames: names, isComplete: true)
      }
      cursor = next
    }
    return .init(fullNames: names, isComplete: false)
  }
}
