public import ExploreCore
public import ExploreNetworking
public import Foundation

/// The OAuth 2.0 device authorization grant (RFC 8628): explore shows a
/// code, the user enters it in a browser, and explore polls until a token
/// is granted.
///
/// ```swift
/// let flow = DeviceAuthorization(
///   codeURL: web.appending(path: "login/device/code"), tokenURL: web.appending(path: "login/oauth/access_token"),
///   clientID: id, scopes: ["read:user"], service: signIn, transport: context.signInTransport, sleep: context.sleep
/// )
/// let grant = try await flow.signIn(context: context, opensBrowser: false)  // code, browser, spinner, polls
/// ```
///
/// Both requests are form-encoded POSTs with `Accept: application/json`
/// and no credential. Polls are `interval` seconds apart, measured with the
/// injected `sleep`; `slow_down` adds 5 seconds (RFC 8628 §3.5). An error
/// answer is read from a 200 (as GitHub sends it) or a 400 (as the RFC
/// says). Connection failures and 5xx answers are retried (up to
/// ``RetryPolicy/maximumRetries`` in a row): ``HTTPClient`` does not retry
/// a POST, but polling again is exactly what the protocol expects.
public struct DeviceAuthorization: Sendable {
  /// The `grant_type` of every poll.
  public static let grantType = "urn:ietf:params:oauth:grant-type:device_code"
  /// What `slow_down` adds to the interval.
  public static let slowDownIncrease = Duration.seconds(5)
  /// The credential source of a token the flow granted, in errors.
  public static let source = "the browser sign-in"
  /// The interval when the server names none (RFC 8628 §3.2).
  public static let defaultInterval = 5

  /// A code for the user to enter, and what explore polls with.
  public struct Code: Sendable, Hashable, Decodable {
    /// Sent with each poll; never shown.
    public var deviceCode: String
    /// Shown to the user, such as `WDJB-MJHT`.
    public var userCode: String
    /// Where the user enters it, such as `https://github.com/login/device`.
    public var verificationURI: URL
    /// Seconds until the code expires.
    public var expiresIn: Int
    /// Seconds between polls.
    public var interval: Int?

    enum CodingKeys: String, CodingKey {
      case deviceCode = "device_code"
      case userCode = "user_code"
      case verificationURI = "verification_uri"
      case expiresIn = "expires_in"
      case interval
    }
  }

  /// The token the user approved, and the scopes the server says it granted.
  public struct Grant: Sendable, Hashable {
    public var credential: Credential
    public var scopes: [String]
  }

  /// One answer of the token endpoint: a token, or an `error` code.
  struct Answer: Decodable {
    var accessToken: String?
    var scope: String?
    var error: String?
    var interval: Int?

    enum CodingKeys: String, CodingKey {
      case accessToken = "access_token"
      case scope, error, interval
    }
  }

  /// The device authorization endpoint, such as `https://github.com/login/device/code`.
  public var codeURL: URL
  /// The token endpoint, such as `https://github.com/login/oauth/access_token`.
  public var tokenURL: URL
  public var clientID: String
  public var scopes: [String]
  /// Names the service and its command in errors.
  public var service: SignInService
  public var transport: any HTTPTransport
  public var sleep: @Sendable (Duration) async throws -> Void
  /// How transient failures are spaced and bounded.
  public var retryPolicy: RetryPolicy
  /// The credential source a granted token is given.
  public var source: String

  public init(
    codeURL: URL,
    tokenURL: URL,
    clientID: String,
    scopes: [String],
    service: SignInService,
    transport: any HTTPTransport,
    sleep: @escaping @Sendable (Duration) async throws -> Void,
    retryPolicy: RetryPolicy = .default,
    source: String = DeviceAuthorization.source
  ) {
    self.codeURL = codeURL
    self.tokenURL = tokenURL
    self.clientID = clientID
    self.scopes = scopes
    self.service = service
    self.transport = transport
    self.sleep = sleep
    self.retryPolicy = retryPolicy
    self.source = source
  }

  /// Asks the server for a user code.
  ///
  /// - Throws: ``DeviceAuthorizationError`` when the server refuses the
  ///   client id or its device flow is off; ``APIError`` when the server
  ///   cannot be reached after the retries.
  public func requestCode() async throws -> Code {
    let form = [("client_id", clientID), ("scope", scopes.joined(separator: " "))]
    var failures = 0
    while true {
      do {
        let response = try await post(form, to: codeURL)
        if response.status >= 500 { try response.requireSuccess("a sign-in code") }
        if [401, 404].contains(response.status) { throw failure(.clientRejected(clientID: clientID, answer: "HTTP \(response.status)")) }
        if let answer = try? JSONDecoder().decode(Answer.self, from: response.body), let error = answer.error {
          throw failure(for: error)
        }
        return try response.requireSuccess("a sign-in code").decode(Code.self, endpoint: "POST \(codeURL.path)")
      } catch let error as APIError where Self.isTransient(error) && failures < retryPolicy.maximumRetries {
        failures += 1
        try await sleep(retryPolicy.delay(beforeRetry: failures))
      }
    }
  }

  /// Polls until the user approves `code`, declines, or lets it expire.
  ///
  /// - Throws: ``DeviceAuthorizationError`` for `expired_token` (or when
  ///   the code's lifetime has passed), `access_denied` and the client
  ///   errors; ``APIError`` after too many transient failures in a row;
  ///   `CancellationError` when cancelled. Nothing is kept then.
  public func waitForGrant(_ code: Code) async throws -> Grant {
    var interval = Duration.seconds(max(code.interval ?? Self.defaultInterval, 1))
    let lifetime = Duration.seconds(max(code.expiresIn, 0))
    var waited = Duration.zero
    var failures = 0
    let form = [("client_id", clientID), ("device_code", code.deviceCode), ("grant_type", Self.grantType)]
    while true {
      // NB: the lifetime is counted in the waits asked for, not the wall
      // clock, so a test clock drives it too.
      guard waited + interval <= lifetime else { throw failure(.expired) }
      try await sleep(interval)
      waited += interval
      try Task.checkCancellation()
      let answer: Answer
      do {
        answer = try self.answer(of: try await post(form, to: tokenURL))
        failures = 0
      } catch let error as APIError where Self.isTransient(error) && failures < retryPolicy.maximumRetries {
        failures += 1
        continue
      }
      if let token = answer.accessToken, !token.isEmpty {
        let scopes = (answer.scope ?? "").split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
        return Grant(credential: Credential(secret: token, scheme: .bearer, source: source), scopes: scopes)
      }
      switch answer.error {
      case "authorization_pending":
        continue
      case "slow_down":
        interval += Self.slowDownIncrease
        if let asked = answer.interval, .seconds(asked) > interval { interval = .seconds(asked) }
      case let error?:
        throw failure(for: error)
      case nil:
        throw failure(.unexpectedAnswer("no token and no error"))
      }
    }
  }

  /// The answer in `response`: JSON with `access_token` or `error`.
  ///
  /// - Throws: ``APIError`` for a 5xx or another body.
  private func answer(of response: HTTPResponse) throws -> Answer {
    if response.status >= 500 { try response.requireSuccess("the sign-in") }
    guard let answer = try? JSONDecoder().decode(Answer.self, from: response.body),
      answer.accessToken != nil || answer.error != nil
    else {
      try response.requireSuccess("the sign-in")
      throw failure(.unexpectedAnswer("HTTP \(response.status) without a token"))
    }
    return answer
  }

  private func failure(_ reason: DeviceAuthorizationError.Reason) -> DeviceAuthorizationError {
    DeviceAuthorizationError(reason, service: service)
  }

  /// The error for an `error` code that ends the flow.
  private func failure(for error: String) -> DeviceAuthorizationError {
    switch error {
    case "expired_token": failure(.expired)
    case "access_denied": failure(.denied)
    case "incorrect_client_credentials", "device_flow_disabled", "unauthorized_client", "invalid_client":
      failure(.clientRejected(clientID: clientID, answer: error))
    default: failure(.unexpectedAnswer(error))
    }
  }

  /// Whether sending again may work: a dropped or refused connection, a
  /// timeout, or a 5xx.
  private static func isTransient(_ error: APIError) -> Bool {
    switch error.kind {
    case .server: true
    case .transport(let reason): reason.isRetryable
    default: false
    }
  }

  /// Sends `form` as `application/x-www-form-urlencoded`, asking for JSON.
  private func post(_ form: [(String, String)], to url: URL) async throws -> HTTPResponse {
    let body = form.map { "\(URLBuilder.percentEncode($0.0))=\(URLBuilder.percentEncode($0.1))" }.joined(separator: "&")
    let headers: HTTPHeaders = ["Accept": "application/json", "Content-Type": "application/x-www-form-urlencoded"]
    return try await transport.send(HTTPRequest(method: .post, url: url, headers: headers, body: Data(body.utf8)))
  }
}
