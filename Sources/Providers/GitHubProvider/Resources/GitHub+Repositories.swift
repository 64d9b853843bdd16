import ExploreCore
import ExploreTables
import ExploreEngine
import ExploreNetworking

extension GitHub {
  /// `repos <user> [--sort pushed|updated|created|full_name]`.
  func loadRepositories(_ request: ResourceRequest, at cursor: PageCursor) async throws -> ResourcePage {
    let login = request[Self.user]
    let section = try await repositorySection(of: login, sort: request[Self.repositoryOrder], at: cursor, api: api(try credential()), title: "Repositories of \(login)")
    return ResourcePage(sections: [section], paging: section.paging ?? .single)
  }

  /// A page of `GET /users/{login}/repos` as a section.
  func repositorySection(
    of login: String, sort: GitHubSortKey.RepositoryList, at cursor: PageCursor, api: GitHubAPI, title: String
  ) async throws -> ItemSection {
    let path = ["users", login, "repos"]
    let (repositories, paging) = try await Self.listPage(
      Self.repositoryMapping, path, query: [("sort", sort.rawValue)], at: cursor, api: api, what: Self.userSubject(login)
    )
    return ItemSection(
      id: "repositories", title: title, items: repositories, paging: paging,
      emptyNote: "\(login) has no public repositories yet"
    )
  }

  /// `starred [<user>]` and `starred --check owner/repo` (which the core
  /// refuses with a user).
  func loadStarred(_ request: ResourceRequest, at cursor: PageCursor) async throws -> ResourcePage {
    if let check = request[Self.check] {
      return try await checkStar(check)
    }
    let login = request[Self.starredUser]
    let api = login == nil ? self.api(try requiredCredential(for: "starred")) : self.api(try credential())
    let (starred, paging) = try await Self.listPage(
      Self.repositoryMapping, login.map { ["users", $0, "starred"] } ?? ["user", "starred"], at: cursor, api: api,
      what: login.map(Self.userSubject) ?? "your starred repositories"
    )
    return .list(
      id: "starred", title: "Starred by \(login ?? "you")", items: starred, paging: paging,
      emptyNote: login.map { "\($0) hasn't starred any repositories yet" } ?? "You haven't starred any repositories yet"
    )
  }

  /// `GET /user/starred/{owner}/{repo}`: 204 when starred, 404 when not;
  /// the answer is the page's ``ResourcePage/predicate``. The core has
  /// checked that `text` is `owner/repo`.
  func checkStar(_ text: String) async throws -> ResourcePage {
    let repository = try Self.repositoryName(text, option: "--check")
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
    let repository = try Self.repositoryName(request[Self.repository], option: "<repository>")
    let api = api(try requiredCredential(for: starring ? "star" : "unstar"))
    let url = try api.url(["user", "starred", repository.owner, repository.name])
    try await api.send(starring ? .put : .delete, url).requireSuccess("repository \(repository)")
    await starredRepositories.forget()
    return ResourcePage(message: starring ? "Starred \(repository)" : "Unstarred \(repository)")
  }

  /// `text` as `owner/repo`. The core checked it against
  /// ``GitHubRules/repository``, so this only splits it.
  private static func repositoryName(_ text: String, option: String) throws -> RepositoryName {
    guard let repository = RepositoryName(text) else {
      throw InvalidValueError(name: option, value: text, expected: GitHubRules.repository.summary)
    }
    return repository
  }
}
