public import ExploreCore

/// The API answered 401 to a request that carried a token: the token
/// expired or was revoked. The message names where the token came from and
/// what to do about that source.
///
/// explore never deletes a stored token because of this: the user decides.
public struct TokenRejectedError: UserFacingError {
  /// Where the token came from, such as `GH_TOKEN` (``Credential/source``).
  public var source: String
  public var service: SignInService

  public init(source: String, service: SignInService) {
    self.source = source
    self.service = service
  }

  public var description: String {
    let (name, command) = (service.name, service.loginCommand)
    if source == LoginStore.storedLoginSource {
      return "\(name) rejected your stored sign-in (stored login): the token expired or was revoked. "
        + "Run `\(command)` to sign in again."
    }
    if service.tokenVariables.contains(source) {
      return "\(name) rejected the token in \(source) (expired or revoked). "
        + "Set \(source) to a valid token, or unset it and run `\(command)`."
    }
    if let tool = service.tool, tool.source == source {
      return "\(name) rejected the token from \(tool.name) (\(source)): it expired or was revoked. "
        + "Run `\(tool.signInCommand)` and try again, or run `\(command)` without --\(tool.flag)."
    }
    return "\(name) rejected the token from \(source) (expired or revoked). Run `\(command)` to sign in again."
  }
}
