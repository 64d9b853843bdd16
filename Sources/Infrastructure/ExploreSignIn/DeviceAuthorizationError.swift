public import ExploreCore

/// The OAuth device flow of a provider's `login` could not give explore a
/// token.
public struct DeviceAuthorizationError: UserFacingError {
  public enum Reason: Sendable, Hashable {
    /// No client id was given.
    case missingClientID
    /// The user did not enter the code before it expired (`expired_token`).
    case expired
    /// The user declined (`access_denied`).
    case denied
    /// The server does not know the client id, or the app's device flow is
    /// off (`incorrect_client_credentials`, `device_flow_disabled`, a 404).
    case clientRejected(clientID: String, answer: String)
    /// An answer the protocol does not define, such as `unsupported_grant_type`.
    case unexpectedAnswer(String)
  }

  public var reason: Reason
  /// Names the service and its login command.
  public var service: SignInService

  public init(_ reason: Reason, service: SignInService) {
    self.reason = reason
    self.service = service
  }

  public var description: String {
    let (name, command) = (service.name, service.loginCommand)
    return switch reason {
    case .missingClientID:
      "`\(command)` signs in through an OAuth app of yours, and explore ships none. "
        + service.clientRegistrationAdvice
    case .expired:
      "The sign-in code expired before it was entered. Run `\(command)` again and enter the new code."
    case .denied:
      "Sign-in was cancelled on \(name), so nothing was stored. Run `\(command)` to try again."
    case .clientRejected(let clientID, let answer):
      "\(name) refused the OAuth app with client id '\(clientID)' (\(answer)): the id is wrong or the app's "
        + "device flow is off. " + service.clientRegistrationAdvice
    case .unexpectedAnswer(let answer):
      "\(name) answered the sign-in with '\(answer)', which explore does not understand, so nothing was stored. "
        + "Run `\(command)` again."
    }
  }

  public var category: ErrorCategory {
    switch reason {
    case .missingClientID: .usage
    case .expired, .denied, .clientRejected, .unexpectedAnswer: .runtime
    }
  }
}
