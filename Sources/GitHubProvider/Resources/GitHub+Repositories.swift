import ExploreCore
import ExploreNetworking

extension GitHub {
  /// `repos <user> [--sort pushed|updated|created|full_name]`.
  func loadRepositories(_ request: ResourceRequest, at cursor: PageCursor) async throws -> ResourcePage {
    let login = request.arguments["user"] ?? ""
    let sort = request.option("sort").flatMap { GitHubSortKey.RepositoryList(rawValue: $0.lowercased()) } ?? .pushed
    let section = try await repositorySection(
      of: login, sort: sort, at: cursor, api: api(try credential()), title: "Repositories of \(login)"
    )
    return ResourcePage(sections: [section], paging: section.paging ?? .single)
  }

  /// A page of `GET /users/{login}/repos` as a section.
  func repositorySection(
    of login: String,
    sort: GitHubSortKey.RepositoryList,
    at cursor: PageCursor,
    api: GitHubAPI,
    title: String
  ) async throws -> ItemSection {
    let query = [(name: "per_page", value: String(Self.pageSize)), (name: "sort", value: sort.rawValue)]
    let url = api.url(["users", login, "repos"], query: query, at: cursor)
    let response = try await api.send(.get, url).requireSuccess(Self.userSubject(login))
    let repositories = try response.decode([GitHubRepository].self, endpoint: "GET /users/{username}/repos")
    return ItemSection(
      id: "repositories",
      title: title,
      items: repositories.map { $0.item() },
      paging: GitHubPaging.pageInfo(links: response.linkHeader, cursor: cursor),
      emptyNote: "\(login) has no public repositories yet"
    )
  }

  /// `starred [<user>]` and `starred --check owner/repo`.
  func loadStarred(_ request: ResourceRequest, at cursor: PageCursor) async throws -> ResourcePage {
    if let check = request.option("check") {
      guard request.arguments["user"] == nil else {
        throw InvalidValueError(
          name: "--check", value: check,
          expected: "no <user> with it: --check says whether you starred owner/repo, as `explore github starred --check \(check)`"
        )
      }
      return try await checkStar(check)
    }
    let pathComponents: [String]
    let api: GitHubAPI
    let title: String
    let emptyNote: String
    if let login = request.arguments["user"] {
      pathComponents = ["users", login, "starred"]
      api = self.api(try credential())
      title = "Starred by \(login)"
      emptyNote = "\(login) hasn't starred any repositories yet"
    } else {
      pathComponents = ["user", "starred"]
      api = self.api(try requiredCredential(for: "starred"))
      title = "Starred by you"
      emptyNote = "You haven't starred any repositories yet"
    }
    let url = api.url(pathComponents, query: [(name: "per_page", value: String(Self.pageSize))], at: cursor)
    let what = request.arguments["user"].map(Self.userSubject) ?? "your starred repositories"
    let response = try await api.send(.get, url).requireSuccess(what)
    let starred = try response.decode([GitHubStarredRepository].self, endpoint: "GET /\(pathComponents.joined(separator: "/"))")
    let paging = GitHubPaging.pageInfo(links: response.linkHeader, cursor: cursor)
    return .list(
      id: "starred",
      title: title,
      items: starred.map { $0.repository.item() },
      paging: paging,
      emptyNote: emptyNote
    )
  }

  /// `GET /user/starred/{owner}/{repo}`: 204 when starred, 404 when not;
  /// the answer is the page's ``ResourcePage/predicate``.
  func checkStar(_ text: String) async throws -> ResourcePage {
    guard let repository = RepositoryName(text) else {
      throw InvalidValueError(name: "--check", value: text, expected: GitHubRules.repository.summary)
    }
    let api = api(try requiredCredential(for: "starred --check"))
    let response = try await api.send(.get, api.url(["user", "starred", repository.owner, repository.name]))
    switch response.status {
    case 204:
      return .answer(true, message: "You have starred \(repository)")
    case 404:
      return .answer(false, message: "You have not starred \(repository)")
    default:
      try response.requireSuccess("your star on \(repository)")
      return .answer(true, message: "You have starred \(repository)")
    }
  }

  /// `star owner/repo` and `unstar owner/repo`: `PUT` or `DELETE
  /// /user/starred/{owner}/{repo}`, answered with 204.
  func changeStar(_ request: ResourceRequest, starring: Bool) async throws -> ResourcePage {
    let text = request.arguments["repository"] ?? ""
    guard let repository = RepositoryName(text) else {
      throw InvalidValueError(name: "<repository>", value: text, expected: GitHubRules.repository.summary)
    }
    let api = api(try requiredCredential(for: starring ? "star" : "unstar"))
    let url = api.url(["user", "starred", repository.owner, repository.name])
    try await api.send(starring ? .put : .delete, url).requireSuccess("repository \(repository)")
    await starredRepositories.forget()
    return ResourcePage(message: starring ? "Starred \(repository)" : "Unstarred \(repository)")
  }
}
