/// What a provider's sign-in says to people: the service's name, the
/// command that signs in, and where else a token may come from.
///
/// ``LoginStore`` and ``DeviceAuthorization`` phrase their errors with it,
/// so that each names the provider's own command and variables:
///
/// ```swift
/// static let signIn = SignInService(
///   name: "GitHub", loginCommand: "explore github login", tokenVariables: ["GH_TOKEN", "GITHUB_TOKEN"],
///   clientRegistrationAdvice: "Register an OAuth app at …, and pass its client id with --client-id."
/// )
/// ```
public struct SignInService: Sendable, Hashable {
  /// The service as people name it, such as `GitHub`.
  public var name: String
  /// The command that signs in, such as `explore github login`.
  public var loginCommand: String
  /// The environment variables that give a token, first one first; they
  /// take precedence over a stored login.
  public var tokenVariables: [String]
  /// How to get the client id of an OAuth app, for the errors of the
  /// device flow that need one.
  public var clientRegistrationAdvice: String

  public init(name: String, loginCommand: String, tokenVariables: [String], clientRegistrationAdvice: String = "") {
    self.name = name
    self.loginCommand = loginCommand
    self.tokenVariables = tokenVariables
    self.clientRegistrationAdvice = clientRegistrationAdvice
  }

  /// `set GH_TOKEN`, or `sign in again` when the service names no variable.
  var tokenVariableAdvice: String {
    tokenVariables.first.map { "set \($0)" } ?? "run `\(loginCommand)`"
  }
}
