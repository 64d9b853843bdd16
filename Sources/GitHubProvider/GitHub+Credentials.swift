import ExploreCore
import ExploreNetworking
import Foundation

extension GitHub {
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
    GitHubAPI(baseURL: context.baseURL, transport: context.transport, credential: credential, log: context.log)
  }

  /// How a 404 names a user: "Could not find a GitHub user named 'x'".
  static func userSubject(_ login: String) -> String { "a GitHub user named '\(login)'" }
}
