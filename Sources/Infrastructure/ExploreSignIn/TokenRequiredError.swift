public import ExploreCore

/// A command that acts for the user was run without any token: nothing
/// was sent. The message says how to get one.
public struct TokenRequiredError: UserFacingError {
  /// The command as typed: `explore github star`.
  public var command: String
  public var service: SignInService

  public init(command: String, service: SignInService) {
    self.command = command
    self.service = service
  }

  public var description: String {
    let variable = service.tokenVariables.first.map { " or set \($0)" } ?? ""
    return "`\(command)` needs a \(service.name) token. Run `\(service.loginCommand)`\(variable)."
  }
}
