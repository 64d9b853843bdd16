/// What a provider's sign-in is called and offers: the service's name, the
/// command that signs in, where else a token may come from, and the
/// options of its device flow.
///
/// ``LoginStore``, ``LoginMethod``, ``DeviceAuthorization`` and
/// ``TokenRejectedError`` phrase their
/// errors with it, so that each names the provider's own command and
/// variables, and `login` reads the same for every provider:
///
/// ```swift
/// static let signIn = SignInService(
///   name: "GitHub", loginCommand: "explore github login", tokenVariables: ["GH_TOKEN", "GITHUB_TOKEN"],
///   clientRegistrationAdvice: "Register an OAuth app at …, and pass its client id with --client-id.",
///   clientIDVariable: "EXPLORE_GITHUB_CLIENT_ID", defaultScopes: ["read:user"],
///   tool: SignInService.Tool(
///     flag: "from-gh", summary: "Import the GitHub CLI's sign-in (runs `gh auth token`).",
///     name: "the GitHub CLI", source: "gh auth token", signInCommand: "gh auth login"
///   )
/// )
/// ```
public struct SignInService: Sendable, Hashable {
  /// A `login --from-<tool>` flag: the token another tool prints, through
  /// a ``TokenCommand``.
  public struct Tool: Sendable, Hashable {
    /// The flag without dashes, such as `from-gh`.
    public var flag: String
    /// Its line in `--help`.
    public var summary: String
    /// The tool as people name it, such as `the GitHub CLI`.
    public var name: String
    /// The credential source of its tokens, such as `gh auth token`.
    public var source: String
    /// How to sign in to the tool, such as `gh auth login`.
    public var signInCommand: String

    public init(flag: String, summary: String, name: String, source: String, signInCommand: String) {
      self.flag = flag
      self.summary = summary
      self.name = name
      self.source = source
      self.signInCommand = signInCommand
    }
  }

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
  /// The variable that gives the OAuth app's client id when `login` has no
  /// `--client-id`, such as `EXPLORE_GITHUB_CLIENT_ID`.
  public var clientIDVariable: String?
  /// The scopes `login` asks for without `--scopes`.
  public var defaultScopes: [String]
  /// What the `--scopes` line of `--help` adds, such as "; star needs public_repo".
  public var scopesAdvice: String
  /// A `login --from-<tool>` flag, or `nil`.
  public var tool: Tool?

  public init(
    name: String,
    loginCommand: String,
    tokenVariables: [String],
    clientRegistrationAdvice: String = "",
    clientIDVariable: String? = nil,
    defaultScopes: [String] = [],
    scopesAdvice: String = "",
    tool: Tool? = nil
  ) {
    self.name = name
    self.loginCommand = loginCommand
    self.tokenVariables = tokenVariables
    self.clientRegistrationAdvice = clientRegistrationAdvice
    self.clientIDVariable = clientIDVariable
    self.defaultScopes = defaultScopes
    self.scopesAdvice = scopesAdvice
    self.tool = tool
  }

  /// `set GH_TOKEN`, or `run `explore github login`` when the service names
  /// no variable.
  var tokenVariableAdvice: String {
    tokenVariables.first.map { "set \($0)" } ?? "run `\(loginCommand)`"
  }
}
