import ExploreCore
import ExploreTables
import ExploreEngine
import ExploreNetworking
import ExploreSignIn
import Foundation

extension GitHub {
  /// `login`: signs in with the OAuth device flow, or takes a token from
  /// standard input (`--with-token`) or from the GitHub CLI (`--from-gh`),
  /// checks it with `GET /user`, and stores it for this API host.
  ///
  /// Nothing is stored unless GitHub accepts the token.
  func logIn(_ request: ResourceRequest) async throws -> ResourcePage {
    let credential: Credential
    // NB: the scopes GitHub names on `GET /user` win; the device flow's
    // answer names them too, for hosts that send no `X-OAuth-Scopes`.
    var grantedScopes: [String]?
    switch try LoginMethod(request, service: Self.signIn, environment: context.environment) {
    case .standardInput:
      let token = try LoginMethod.token(fromStandardInput: context.readStandardInput(), service: Self.signIn)
      credential = Credential(secret: token, scheme: .bearer, source: "standard input")
    case .tool:
      let host = LoginStore.hostKey(for: GitHubWebHost.url(forAPI: context.baseURL, environment: context.environment))
      let token = try Self.ghToken(host: host, environment: context.environment).token()
      credential = Credential(secret: token, scheme: .bearer, source: Self.githubCLI.source)
    case .deviceFlow(let options):
      let grant = try await signInOnTheWeb(options)
      credential = grant.credential
      grantedScopes = grant.scopes
    }
    let api = api(credential)
    let response = try await api.send(.get, api.url(["user"])).requireSuccess("the user the token belongs to")
    let login = try api.client.item(Self.userMapping, from: response).item.id
    return try tokenStore.logIn(
      credential, as: login, baseURL: context.baseURL, displayHost: Self.displayHost(for: context.baseURL),
      detail: Self.scopesClause(Self.scopes(of: response) ?? grantedScopes), environment: context.environment
    )
  }

  /// The device flow on GitHub's web host, as the user sees it.
  private func signInOnTheWeb(_ options: LoginMethod.DeviceFlowOptions) async throws -> DeviceAuthorization.Grant {
    let webURL = GitHubWebHost.url(forAPI: context.baseURL, environment: context.environment)
    let web = GitHubAPI(baseURL: webURL, transport: context.signInTransport, credential: nil)
    let flow = DeviceAuthorization(
      codeURL: try web.url(["login", "device", "code"]), tokenURL: try web.url(["login", "oauth", "access_token"]),
      clientID: options.clientID, scopes: options.scopes, service: Self.signIn,
      transport: context.signInTransport, sleep: context.sleep
    )
    return try await flow.signIn(context: context, opensBrowser: options.opensBrowser)
  }

  /// `gh auth token --hostname HOST`: the GitHub CLI's token for `host`.
  static func ghToken(host: String, environment: [String: String]) -> TokenCommand {
    TokenCommand(
      executable: "gh", arguments: ["auth", "token", "--hostname", host], toolName: githubCLI.name,
      installAdvice: "Install it from https://cli.github.com", signInCommand: "\(githubCLI.signInCommand) --hostname \(host)",
      alternative: "run `\(signIn.loginCommand)` without --\(githubCLI.flag)", environment: environment
    )
  }

  /// The scopes GitHub lists in `X-OAuth-Scopes`, or `nil` when the header
  /// is absent (fine-grained tokens and GitHub App tokens have none).
  static func scopes(of response: HTTPResponse) -> [String]? {
    guard let header = response.headers["x-oauth-scopes"] else { return nil }
    return header.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }

  /// ` (scopes: read:user, repo)`, ` (no scopes: public data only)`, or
  /// nothing when GitHub did not say.
  static func scopesClause(_ scopes: [String]?) -> String {
    guard let scopes else { return "" }
    return scopes.isEmpty ? " (no scopes: public data only)" : " (scopes: \(scopes.joined(separator: ", ")))"
  }

  /// `logout`: removes the token stored for this API host, if any.
  func logOut() throws -> ResourcePage {
    try tokenStore.logOut(baseURL: context.baseURL, displayHost: Self.displayHost(for: context.baseURL), environment: context.environment)
  }

  /// `auth status`: who the token belongs to, its scopes
  /// (`X-OAuth-Scopes`), where it comes from (never the token itself) and
  /// the rate limit left, from `GET /user` and
  /// `GET /rate_limit` sent at once. Without a token, only the
  /// unauthenticated limit.
  func authenticationStatus() async throws -> ResourcePage {
    let credential = try credential()
    let api = api(credential)
    async let limits = Self.rateLimits(api: api)
    let login: String?
    let scopes: [String]?
    if credential != nil {
      let response = try await api.send(.get, api.url(["user"])).requireSuccess("the user the token belongs to")
      login = try api.client.item(Self.userMapping, from: response).item.id
      scopes = Self.scopes(of: response)
    } else {
      login = nil
      scopes = nil
    }
    let resources = try await limits.resources
    let host = Self.displayHost(for: context.baseURL)
    var fields = [
      ItemField(key: "host", label: "Host", value: .text(host)),
      ItemField(key: "login", label: "Logged in as", value: login.map(FieldValue.text) ?? .none),
      ItemField(key: "token_source", label: "Token from", value: credential.map { .text($0.source) } ?? .none),
      ItemField(
        key: "scopes", label: "Scopes",
        value: scopes.map { .text($0.isEmpty ? "none (public data only)" : $0.joined(separator: ", ")) } ?? .none
      ),
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
      message = "Not logged in to \(host). Run `explore github login` or set GH_TOKEN."
    }
    let item = Item(
      id: LoginStore.hostKey(for: context.baseURL),
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
}
