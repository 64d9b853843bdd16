import ExploreCore
import ExploreTables
import ExploreEngine
import ExploreNetworking

extension GitHub {
  /// `user <user>`: the profile card, and with `--expand` also the first
  /// page of the user's most recently pushed repositories, followers and
  /// following, all four requests at once.
  func loadProfile(_ request: ResourceRequest) async throws -> ResourcePage {
    let login = request[Self.user]
    let engine = try tableEngine()
    async let profile = Self.profile(of: login, engine: engine)
    let section = { (profile: Item) in ItemSection(id: "profile", title: "Profile", items: [profile], paging: .single) }
    guard request.expansion == Self.sectionsExpansion.name else {
      return ResourcePage(sections: [section(try await profile)])
    }
    async let repositories = engine.listPage(
      Self.repositories, options: [Self.repositorySort], title: "Repositories, most recently pushed", request: request, at: .first)
    async let followers = engine.listPage(Self.followers, options: [], title: nil, request: request, at: .first)
    async let following = engine.listPage(Self.following, options: [], title: nil, request: request, at: .first)
    return ResourcePage(sections: try await [section(profile)] + repositories.sections + followers.sections + following.sections)
  }

  /// `GET /users/{login}`, mapped by ``profileMapping``.
  private static func profile(of login: String, engine: TableEngine) async throws -> Item {
    let client = engine.client
    let response = try await client.send(.get, client.urls.url(["users", login]))
    return try client.item(profileMapping, from: response.requireSuccess("a GitHub user named '\(login)'"), hooks: hooks).item
  }
}
