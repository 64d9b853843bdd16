import ExploreCore
import ExploreTables
import ExploreEngine
import ExploreNetworking

extension GitHub {
  /// The two lists of users around a user.
  enum UserRelation: String {
    case followers, following

    func title(of login: String) -> String {
      self == .followers ? "Followers of \(login)" : "Followed by \(login)"
    }

    func emptyNote(of login: String) -> String {
      self == .followers ? "\(login) has no followers yet" : "\(login) isn't following anyone yet"
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
  func userListSection(_ relation: UserRelation, of login: String, at cursor: PageCursor, api: GitHubAPI) async throws -> ItemSection {
    let (users, paging) = try await Self.listPage(Self.userMapping, ["users", login, relation.rawValue], at: cursor, api: api, what: Self.userSubject(login))
    return ItemSection(
      id: relation.rawValue, title: relation.title(of: login), items: users, paging: paging,
      emptyNote: relation.emptyNote(of: login)
    )
  }

  /// `user <user>`: the profile card, and with `--expand` also the first
  /// page of the user's most recently pushed repositories, followers and
  /// following, all four requests at once.
  func loadProfile(_ request: ResourceRequest) async throws -> ResourcePage {
    let login = request[Self.user]
    let api = api(try credential())
    async let profile = Self.getItem(Self.profileMapping, ["users", login], api: api, what: Self.userSubject(login))
    let section = { (profile: Item) in ItemSection(id: "profile", title: "Profile", items: [profile], paging: .single) }
    guard request.expansion == Self.sectionsExpansion.name else {
      return ResourcePage(sections: [section(try await profile)])
    }
    async let repositories = repositorySection(of: login, sort: .pushed, at: .first, api: api, title: "Repositories, most recently pushed")
    async let followers = userListSection(.followers, of: login, at: .first, api: api)
    async let following = userListSection(.following, of: login, at: .first, api: api)
    return ResourcePage(sections: try await [section(profile), repositories, followers, following])
  }

  /// A page of one of GitHub's lists, 100 a page (GitHub's maximum), paged
  /// by its `Link` header; a page of more than ``PagingLimits/maxItemsPerPage``
  /// is refused as it is read.
  static func listPage(
    _ mapping: ItemMapping, _ path: [String], query: [URLBuilder.QueryItem] = [], at cursor: PageCursor, api: GitHubAPI, what: String
  ) async throws -> ([Item], PageInfo) {
    let url = try api.url(path, query: [("per_page", String(Self.pageSize))] + query, at: cursor)
    let response = try await api.send(.get, url).requireSuccess(what)
    return (try api.client.items(mapping, from: response, hooks: Self.hooks).items, PageDecoder.linkHeader(of: response, at: cursor))
  }

  /// `GET path`, required to succeed, its body one record mapped by `mapping`.
  static func getItem(_ mapping: ItemMapping, _ path: [String], api: GitHubAPI, what: String) async throws -> Item {
    try api.client.item(mapping, from: try await api.send(.get, api.url(path)).requireSuccess(what), hooks: Self.hooks).item
  }
}
