import ExploreCore
import ExploreNetworking

extension GitHub {
  /// The two lists of users around a user.
  enum UserRelation: String {
    case followers, following

    func title(of login: String) -> String {
      switch self {
      case .followers: "Followers of \(login)"
      case .following: "Followed by \(login)"
      }
    }

    func emptyNote(of login: String) -> String {
      switch self {
      case .followers: "\(login) has no followers yet"
      case .following: "\(login) isn't following anyone yet"
      }
    }
  }

  /// `followers <user>` and `following <user>`: one page of 100.
  func loadUserList(_ relation: UserRelation, of login: String, at cursor: PageCursor) async throws -> ResourcePage {
    let section = try await userListSection(relation, of: login, at: cursor, api: api(try credential()))
    return ResourcePage(sections: [section], paging: section.paging ?? .single)
  }

  /// A page of `GET /users/{login}/followers` or `/following` as a section.
  ///
  /// Rows carry logins only: the list endpoints return no names, and
  /// fetching every profile would cost a request per row.
  func userListSection(
    _ relation: UserRelation,
    of login: String,
    at cursor: PageCursor,
    api: GitHubAPI
  ) async throws -> ItemSection {
    let url = api.url(["users", login, relation.rawValue], query: [(name: "per_page", value: String(Self.pageSize))], at: cursor)
    let response = try await api.send(.get, url).requireSuccess(Self.userSubject(login))
    let users = try response.decode([GitHubUser].self, endpoint: "GET /users/{username}/\(relation.rawValue)")
    let paging = GitHubPaging.pageInfo(links: response.linkHeader, cursor: cursor)
    return ItemSection(
      id: relation.rawValue,
      title: relation.title(of: login),
      items: users.map(\.item),
      paging: paging,
      emptyNote: relation.emptyNote(of: login)
    )
  }

  /// `user <user>`: the profile card, and with `--expand` also the first
  /// page of the user's most recently pushed repositories, followers and
  /// following, all four requests at once.
  func loadProfile(_ request: ResourceRequest) async throws -> ResourcePage {
    let login = request.arguments["user"] ?? ""
    let api = api(try credential())
    guard request.expansion == Self.sectionsExpansion.name else {
      return ResourcePage(sections: [try await profileSection(of: login, api: api)])
    }
    async let profile = profileSection(of: login, api: api)
    async let repositories = repositorySection(
      of: login, sort: .pushed, at: .first, api: api, title: "Repositories, most recently pushed"
    )
    async let followers = userListSection(.followers, of: login, at: .first, api: api)
    async let following = userListSection(.following, of: login, at: .first, api: api)
    return ResourcePage(sections: try await [profile, repositories, followers, following])
  }

  /// `GET /users/{login}` as a one-item section.
  func profileSection(of login: String, api: GitHubAPI) async throws -> ItemSection {
    let response = try await api.send(.get, api.url(["users", login])).requireSuccess(Self.userSubject(login))
    let profile = try response.decode(GitHubProfile.self, endpoint: "GET /users/{username}")
    return ItemSection(id: "profile", title: "Profile", items: [profile.item], paging: .single)
  }
}
