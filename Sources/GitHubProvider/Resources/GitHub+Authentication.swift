import ExploreCore
import ExploreNetworking
import Foundation

extension GitHub {
  /// `login --with-token`: reads a token from standard input, checks it
  /// with `GET /user`, and stores it for this API host.
  ///
  /// Nothing is stored unless GitHub accepts the token.
  func logIn(_ request: ResourceRequest) async throws -> ResourcePage {
    guard request.flag("with-token") else { throw GitHubLoginError(.missingWithToken) }
    let input = context.readStandardInput() ?? ""
    guard
      let token = input.split(whereSeparator: \.isNewline)
        .map({ $0.trimmingCharacters(in: .whitespaces) })
        .first(where: { !$0.isEmpty })
    else {
      throw GitHubLoginError(.emptyInput)
    }
    let api = api(Credential(secret: token, scheme: .bearer, source: "standard input"))
    let user = try await api.get(GitHubUser.self, api.url(["user"]), what: "the user the token belongs to").0
    try tokenStore.save(.init(token: token, login: user.login), forHost: GitHubCredentials.hostKey(for: context.baseURL))
    let host = GitHubCredentials.displayHost(for: context.baseURL)
    return ResourcePage(
      notices: environmentTokenNotices(),
      message: "Logged in to \(host) as \(user.login)"
    )
  }

  /// `logout`: removes the token stored for this API host, if any.
  func logOut() throws -> ResourcePage {
    let host = GitHubCredentials.displayHost(for: context.baseURL)
    let removed = try tokenStore.remove(forHost: GitHubCredentials.hostKey(for: context.baseURL))
    let message: String
    if let removed {
      let who = removed.login.map { " for \($0)" } ?? ""
      message = "Logged out of \(host): removed the stored token\(who)"
    } else {
      message = "No stored GitHub token for \(host); nothing to remove"
    }
    return ResourcePage(notices: environmentTokenNotices(), message: message)
  }

  /// `auth status`: who the token belongs to, where it comes from (never
  /// the token itself) and the rate limit left, from `GET /user` and
  /// `GET /rate_limit` sent at once. Without a token, only the
  /// unauthenticated limit.
  func authenticationStatus() async throws -> ResourcePage {
    let credential = try credential()
    let api = api(credential)
    async let limits = Self.rateLimits(api: api)
    let login: String?
    if credential != nil {
      login = try await api.get(GitHubUser.self, api.url(["user"]), what: "the user the token belongs to").0.login
    } else {
      login = nil
    }
    let resources = try await limits.resources
    let host = GitHubCredentials.displayHost(for: context.baseURL)
    var fields = [
      ItemField(key: "host", label: "Host", value: .text(host)),
      ItemField(key: "login", label: "Logged in as", value: login.map(FieldValue.text) ?? .none),
      ItemField(key: "token_source", label: "Token from", value: credential.map { .text($0.source) } ?? .none),
      ItemField(key: "rate_limit_remaining", label: "Requests left", value: .integer(resources.core.remaining)),
      ItemField(key: "rate_limit", label: "Requests an hour", value: .integer(resources.core.limit)),
      ItemField(
        key: "rate_limit_reset", label: "Limit resets",
        value: .date(Date(timeIntervalSince1970: TimeInterval(resources.core.reset)))
      ),
    ]
    if let search = resources.search {
      fields.append(ItemField(key: "search_rate_limit_remaining", label: "Searches left", value: .integer(search.remaining)))
      fields.append(ItemField(key: "search_rate_limit", label: "Searches a minute", value: .integer(search.limit)))
    }
    let message: String
    if let login, let credential {
      message = "Logged in to \(host) as \(login) (token from \(credential.source))"
    } else {
      message = "Not logged in to \(host). Run `explore github login --with-token` or set GH_TOKEN."
    }
    let item = Item(
      id: GitHubCredentials.hostKey(for: context.baseURL),
      kind: Kind.authentication,
      title: host,
      subtitle: login.map { "Logged in as \($0)" } ?? "Not logged in",
      fields: fields
    )
    return ResourcePage(
      sections: [ItemSection(id: "authentication", title: "Authentication", items: [item], paging: .single)],
      message: message
    )
  }

  /// `GET /rate_limit`, which costs no rate limit.
  static func rateLimits(api: GitHubAPI) async throws -> GitHubRateLimits {
    try await api.get(GitHubRateLimits.self, api.url(["rate_limit"]), what: "the rate limit").0
  }

  /// Says which environment variable overrides the stored login, if any.
  private func environmentTokenNotices() -> [String] {
    for variable in [GitHubCredentials.ghTokenSource, GitHubCredentials.githubTokenSource] {
      if let value = context.environment[variable], !value.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
        return ["\(variable) is set, so explore uses it instead of the stored token until you unset it"]
      }
    }
    return []
  }
}
