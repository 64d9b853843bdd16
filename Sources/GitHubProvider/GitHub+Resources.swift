public import ExploreCore
import ExploreNetworking
import Foundation

extension GitHub {
  /// GitHub's resources, each with the function that loads it. Requests
  /// reach these handlers checked against the resource's rules.
  public static let resources: [Resource<GitHub>] = [
    Resource(followers) { github, request, cursor in
      try await github.loadUserList(.followers, of: request.arguments["user"] ?? "", at: cursor)
    },
    Resource(following) { github, request, cursor in
      try await github.loadUserList(.following, of: request.arguments["user"] ?? "", at: cursor)
    },
    // NB: `load` returns the profile with its three lists as sections in
    // one load, so the items it returned are already expanded.
    Resource(user, expansions: [Expansion(sectionsExpansion) { _, items, _ in items }]) { github, request, _ in
      try await github.loadProfile(request)
    },
    Resource(repositories) { github, request, cursor in try await github.loadRepositories(request, at: cursor) },
    Resource(starred) { github, request, cursor in try await github.loadStarred(request, at: cursor) },
    Resource(star) { github, request, _ in try await github.changeStar(request, starring: true) },
    Resource(unstar) { github, request, _ in try await github.changeStar(request, starring: false) },
    Resource(searchUsers) { github, request, cursor in try await github.searchUsers(request, at: cursor) },
    Resource(searchRepositories) { github, request, cursor in try await github.searchRepositories(request, at: cursor) },
    Resource(login) { github, request, _ in try await github.logIn(request) },
    Resource(logout) { github, _, _ in try github.logOut() },
    Resource(authStatus) { github, _, _ in try await github.authenticationStatus() },
  ]

  /// The token from the environment or the stored login, if any.
  ///
  /// A stored token in a file that others may read still works, but the
  /// user is told how to fix the file's mode.
  func credential() throws -> Credential? {
    let credential = try GitHubCredentials.resolve(
      environment: context.environment,
      store: tokenStore,
      host: GitHubCredentials.hostKey(for: context.baseURL)
    )
    if credential?.source == GitHubCredentials.storedLoginSource, tokenStore.isReadableByOthers {
      let path = tokenStore.fileURL.path
      context.inform("explore's stored GitHub token at \(path) is readable by other users; run `chmod 600 \(path)`.")
    }
    return credential
  }

  /// The token, or an error naming `command` that needs one. Nothing is
  /// sent without it.
  func requiredCredential(for command: String) throws -> Credential {
    guard let credential = try credential() else { throw GitHubTokenRequiredError(command: command) }
    return credential
  }

  /// The API, sending `credential`.
  func api(_ credential: Credential?) -> GitHubAPI {
    GitHubAPI(baseURL: context.baseURL, transport: context.transport, credential: credential)
  }

  /// How a 404 names a user: "Could not find a GitHub user named 'x'".
  static func userSubject(_ login: String) -> String { "a GitHub user named '\(login)'" }
}
