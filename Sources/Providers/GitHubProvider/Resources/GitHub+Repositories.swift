import ExploreCore
import ExploreTables
import ExploreEngine
import ExploreNetworking

extension GitHub {
  /// `starred [<user>]` (yours, which needs a token, without one) and
  /// `starred --check owner/repo` (which the core refuses with a user).
  func loadStarred(_ request: ResourceRequest, at cursor: PageCursor) async throws -> ResourcePage {
    if let check = request[Self.check] {
      return try await checkStar(check)
    }
    guard request[Self.starredUser] != nil else {
      return try await tables(try requiredCredential(for: "starred")).listPage(Self.yourStars, options: [], title: nil, request: request, at: cursor)
    }
    return try await tableEngine().listPage(Self.starred, options: [], title: nil, request: request, at: cursor)
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
