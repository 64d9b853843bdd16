import ExploreCore
import ExploreNetworking
package import ExploreEngine
package import ExploreSignIn
package import Foundation

extension GitHub {
  /// How GitHub's sign-in names itself, and where else a token comes from:
  /// `GH_TOKEN`, then `GITHUB_TOKEN`, as `gh` reads them.
  package static let signIn = SignInService(
    name: "GitHub", loginCommand: "explore github login", tokenVariables: ["GH_TOKEN", "GITHUB_TOKEN"],
    clientRegistrationAdvice:
      "Register an OAuth app at https://github.com/settings/applications/new (any homepage and callback URL), "
      + "tick \"Enable Device Flow\", and pass its client id with --client-id or EXPLORE_GITHUB_CLIENT_ID. "
      + "No client secret is needed. Or sign in with `explore github login --from-gh` or `--with-token`.",
    clientIDVariable: "EXPLORE_GITHUB_CLIENT_ID", defaultScopes: ["read:user"], scopesAdvice: "; star and unstar need public_repo",
    tool: githubCLI
  )

  /// `login --from-gh`: the GitHub CLI's token.
  package static let githubCLI = SignInService.Tool(
    flag: "from-gh", summary: "Import the GitHub CLI's sign-in (runs `gh auth token`).",
    name: "the GitHub CLI", source: "gh auth token", signInCommand: "gh auth login"
  )

  /// The tokens `login` stored, one per API host, in `github-logins.json`.
  package static func tokenStore(in directory: URL) -> LoginStore {
    LoginStore(directory: directory, fileName: "github-logins.json", service: signIn)
  }

  /// The token from `GH_TOKEN`, `GITHUB_TOKEN` or the stored login, if any.
  func credential() throws -> Credential? {
    try tokenStore.credential(environment: context.environment, baseURL: context.baseURL, warn: context.inform)
  }

  /// The token, or an error naming `command` that needs one. Nothing is
  /// sent without it.
  func requiredCredential(for command: String) throws -> Credential {
    guard let credential = try credential() else { throw TokenRequiredError(command: "explore github \(command)", service: Self.signIn) }
    return credential
  }

  /// GitHub's client for `context`: its headers, no token.
  static func client(for context: ProviderContext) -> RESTClient {
    GitHubAPI(baseURL: context.baseURL, transport: context.transport, credential: nil, log: context.log).client
  }

  /// The API, sending `credential`.
  func api(_ credential: Credential?) -> GitHubAPI {
    var api = GitHubAPI(client: client)
    api.client.credential = credential
    return api
  }

  /// The engine of one load of a table, sending `credential`.
  func tables(_ credential: Credential?) -> TableEngine {
    TableEngine(client: api(credential).client, hooks: Self.hooks)
  }

  /// The engine of one load, with the token read now, as every provider
  /// reads it: from the environment (`GH_TOKEN`, `GITHUB_TOKEN`), else the
  /// login stored for the API's host.
  package func tableEngine() throws -> TableEngine {
    tables(try credential())
  }

  /// The host as people name it: `github.com` for the public API, else the
  /// API's host.
  package static func displayHost(for baseURL: URL) -> String {
    let key = LoginStore.hostKey(for: baseURL)
    return key == "api.github.com" ? "github.com" : key
  }
}
