/// GitHub's side of the OAuth device flow, played from a script: the code
/// `POST /login/device/code` hands out, then one answer per
/// `POST /login/oauth/access_token`, and `GET /user` for the granted token.
///
/// ```swift
/// let script = DeviceFlowScript(answers: [.pending, .pending, .slowDown, .token("gho_granted")])
/// let server = DeviceFlowServer(script: script, now: { clock.now.offset })
/// // in-process: server is an HTTPTransport
/// // on the loopback server: LoopbackServer.start(deviceFlow: server) mounts server.webMount
/// ```
///
/// The script is a plain value; ``DeviceFlowServer`` keeps the position in
/// it. Replies are built from the method, path, headers and body alone, so
/// the same script answers in-process and on the loopback server.
public struct DeviceFlowScript: Sendable {
  /// One answer of the token endpoint.
  public enum Answer: Sendable, Hashable {
    case pending
    case slowDown
    case expired
    case denied
    /// Any other `error` code, such as `incorrect_client_credentials`.
    case error(String)
    /// A 5xx, which the client retries.
    case status(Int)
    /// No response at all: the connection dropped.
    case dropConnection
    /// The token, granted with `scope`.
    case token(String, scope: String = "read:user")
  }

  public var deviceCode = "device-code-3584d83530557fdd"
  public var userCode = "WDJB-MJHT"
  /// Seconds between polls, as `POST /login/device/code` names them.
  public var interval = 5
  public var expiresIn = 900
  /// Instead of a code, `POST /login/device/code` answers this `error`,
  /// such as `device_flow_disabled`.
  public var codeError: String?
  /// Failures (`.status`, `.dropConnection`) `POST /login/device/code`
  /// answers first, in order, before it hands out the code.
  public var codeFailures: [Answer] = []
  /// The token endpoint's answers, in order; past the end, `pending`.
  public var answers: [Answer]
  /// The login `GET /user` names for a granted token (in-process; on the
  /// loopback server, `GitHubSimulation` answers `GET /user` as its own user).
  public var login = "octocat"
  /// Whether `GET /user` lists the token's scopes in `X-OAuth-Scopes`.
  public var listsScopes = true
  /// Whether `GET /user` accepts a granted token (a 401 otherwise).
  public var acceptsGrantedToken = true

  public init(answers: [Answer]) {
    self.answers = answers
  }
}
