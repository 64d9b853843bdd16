public import ExploreCore
import ExploreNetworking
import Foundation

extension GitHub {
  /// Loads one page of a list, the sections of a detail view, or performs
  /// an action.
  ///
  /// Arguments and options are checked against the resource's rules before
  /// any request, even though the CLI checks them too: a name that breaks
  /// a rule never reaches the network.
  public func load(_ request: ResourceRequest, at cursor: PageCursor) async throws -> ResourcePage {
    guard let resource = Self.descriptor.resource(named: request.path) else {
      throw GitHubUnknownResourceError(name: request.resourceName)
    }
    try resource.validate(request)
    switch resource.path {
    case Self.followers.path:
      return try await loadUserList(.followers, of: request.arguments["user"] ?? "", at: cursor)
    case Self.following.path:
      return try await loadUserList(.following, of: request.arguments["user"] ?? "", at: cursor)
    case Self.user.path:
      return try await loadProfile(request)
    case Self.repositories.path:
      return try await loadRepositories(request, at: cursor)
    case Self.starred.path:
      return try await loadStarred(request, at: cursor)
    case Self.star.path:
      return try await changeStar(request, starring: true)
    case Self.unstar.path:
      return try await changeStar(request, starring: false)
    case Self.searchUsers.path:
      return try await searchUsers(request, at: cursor)
    case Self.searchRepositories.path:
      return try await searchRepositories(request, at: cursor)
    case Self.login.path:
      return try await logIn(request)
    case Self.logout.path:
      return try logOut()
    case Self.authStatus.path:
      return try await authenticationStatus()
    default:
      throw GitHubUnknownResourceError(name: request.resourceName)
    }
  }

  /// The `sections` expansion of `user` is built by ``load(_:at:)``, which
  /// returns the profile and its three lists as sections in one load; the
  /// items it returned are already expanded. GitHub has no batched way to
  /// expand other lists, so other expansions are unsupported.
  public func expand(_ items: [Item], by expansion: ExpansionDescriptor, for request: ResourceRequest) async throws -> [Item] {
    guard request.path == Self.user.path, expansion.name == Self.sectionsExpansion.name else {
      throw GitHubUnsupportedExpansionError(resource: request.resourceName, expansion: expansion.name)
    }
    return items
  }

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
