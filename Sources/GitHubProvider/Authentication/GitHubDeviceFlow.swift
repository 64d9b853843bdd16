package import ExploreCore
package import ExploreNetworking
package import Foundation

/// The OAuth 2.0 device authorization grant (RFC 8628) as GitHub runs it,
/// for `explore github login`.
///
/// ```swift
/// let flow = GitHubDeviceFlow(webURL: web, clientID: id, scopes: ["read:user"], transport: transport, sleep: sleep)
/// let code = try await flow.requestCode()       // POST <web>/login/device/code
/// show(code.userCode, code.verificationURI)
/// let grant = try await flow.waitForGrant(code) // polls <web>/login/oauth/access_token
/// ```
///
/// Both requests are form-encoded POSTs with `Accept: application/json`
/// and no credential. Polls are `interval` seconds apart, measured with the
/// injected `sleep`; `slow_down` adds 5 seconds, as RFC 8628 §3.5 says.
/// Connection failures and 5xx answers are retried (up to
/// ``RetryPolicy/maximumRetries`` in a row), as ``HTTPClient`` retries GETs:
/// `HTTPClient` does not retry a POST, but polling again is exactly what the
/// protocol expects.
package struct GitHubDeviceFlow: Sendable {
  /// The `grant_type` of every poll.
  package static let grantType = "urn:ietf:params:oauth:grant-type:device_code"
  /// What `slow_down` adds to the interval.
  package static let slowDownIncrease = Duration.seconds(5)
  /// The credential source of a token the flow granted, in errors.
  package static let source = "the browser sign-in"
  /// The interval when GitHub names none, from RFC 8628 §3.2.
  package static let defaultInterval = 5

  /// A code for the user to enter, and what explore polls with.
  package struct Code: Sendable, Hashable, Decodable {
    /// Sent with each poll; never shown.
    package var deviceCode: String
    /// Shown to the user, such as `WDJB-MJHT`.
    package var userCode: String
    /// Where the user enters it, such as `https://github.com/login/device`.
    package var verificationURI: URL
    /// Seconds until the code expires.
    package var expiresIn: Int
    /// Seconds between polls.
    package var interval: Int?

    enum CodingKeys: String, CodingKey {
      case deviceCode = "device_code"
      case userCode = "user_code"
      case verificationURI = "verification_uri"
      case expiresIn = "expires_in"
      case interval
    }
  }

  /// The token the user approved, and the scopes GitHub says it granted.
  package struct Grant: Sendable, Hashable {
    package var credential: Credential
    package var scopes: [String]
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

  /// The web host, such as `https://github.com`.
  package var webURL: URL
  package var clientID: String
  package var scopes: [String]
  package var transport: any HTTPTransport
  package var sleep: @Sendable (Duration) async throws -> Void
  /// How transient failures are spaced and bounded.
  package var retryPolicy: RetryPolicy
  /// The credential source a granted token is given.
  package var source: String

  package init(
    webURL: URL,
    clientID: String,
    scopes: [String],
    transport: any HTTPTransport,
    sleep: @escaping @Sendable (Duration) async throws -> Void,
    retryPolicy: RetryPolicy = .default,
    source: String = GitHubDeviceFlow.source
  ) {
    self.webURL = webURL
    self.clientID = clientID
    self.scopes = scopes
    self.transport = transport
    self.sleep = sleep
    self.retryPolicy = retryPolicy
    self.source = source
  }

  /// `<web>/login/device/code`.
  package var codeURL: URL { web.url(["login", "device", "code"]) }
  /// `<web>/login/oauth/access_token`.
  package var tokenURL: URL { web.url(["login", "oauth", "access_token"]) }

  private var web: GitHubAPI { GitHubAPI(baseURL: webURL, transport: transport, credential: nil) }

  /// Asks GitHub for a user code.
  ///
  /// - Throws: ``GitHubDeviceFlowError`` when GitHub refuses the client id
  ///   or its device flow is off; ``ExploreNetworking/APIError`` when GitHub
  ///   cannot be reached after the retries.
  package func requestCode() async throws -> Code {
    let form = [("client_id", clientID), ("scope", scopes.joined(separator: " "))]
    var failures = 0
    while true {
      do {
        let response = try await post(form, to: codeURL)
        if response.status >= 500 { try response.requireSuccess("a sign-in code") }
        if [401, 404].contains(response.status) {
          throw GitHubDeviceFlowError(.clientRejected(clientID: clientID, answer: "HTTP \(response.status)"))
        }
        if let answer = try? JSONDecoder().decode(Answer.self, from: response.body), let error = answer.error {
          throw Self.failure(for: error, clientID: clientID)
        }
        return try response.requireSuccess("a sign-in code").decode(Code.self, endpoint: "POST /login/device/code")
      } catch let error as APIError where Self.isTransient(error) && failures < retryPolicy.maximumRetries {
        failures += 1
        try await sleep(retryPolicy.delay(beforeRetry: failures))
      }
    }
  }

  /// Polls until the user approves `code`, declines, or lets it expire.
  ///
  /// - Throws: ``GitHubDeviceFlowError`` for `expired_token` (or when the
  ///   code's lifetime has passed), `access_denied` and the client errors;
  ///   ``ExploreNetworking/APIError`` after too many transient failures in
  ///   a row; `CancellationError` when cancelled. Nothing is kept then.
  package func waitForGrant(_ code: Code) async throws -> Grant {
    var interval = Duration.seconds(max(code.interval ?? Self.defaultInterval, 1))
    let lifetime = Duration.seconds(max(code.expiresIn, 0))
    var waited = Duration.zero
    var failures = 0
    let form = [("client_id", clientID), ("device_code", code.deviceCode), ("grant_type", Self.grantType)]
    while true {
      // NB: the lifetime is counted in the waits asked for, not the wall
      // clock, so a test clock drives it too.
      guard waited + interval <= lifetime else { throw GitHubDeviceFlowError(.expired) }
      try await sleep(interval)
      waited += interval
      try Task.checkCancellation()
      let answer: Answer
      do {
        let response = try await post(form, to: tokenURL)
        answer = try Self.answer(of: response)
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
        throw Self.failure(for: error, clientID: clientID)
      case nil:
        throw GitHubDeviceFlowError(.unexpectedAnswer("no token and no error"))
      }
    }
  }

  /// The answer in `response`: JSON with `access_token` or `error`, in a
  /// 200 (GitHub) or a 400 (RFC 8628).
  ///
  /// - Throws: ``ExploreNetworking/APIError`` for a 5xx or another body.
  private static func answer(of response: HTTPResponse) throws -> Answer {
    if response.status >= 500 { try response.requireSuccess("the sign-in") }
    guard let answer = try? JSONDecoder().decode(Answer.self, from: response.body),
      answer.accessToken != nil || answer.error != nil
    else {
      try response.requireSuccess("the sign-in")
      throw GitHubDeviceFlowError(.unexpectedAnswer("HTTP \(response.status) without a token"))
    }
    return answer
  }

  /// The error for an `error` code that ends the flow.
  private static func failure(for error: String, clientID: String) -> GitHubDeviceFlowError {
    switch error {
    case "expired_token": GitHubDeviceFlowError(.expired)
    case "access_denied": GitHubDeviceFlowError(.denied)
    case "incorrect_client_credentials", "device_flow_disabled", "unauthorized_client", "invalid_client":
      GitHubDeviceFlowError(.clientRejected(clientID: clientID, answer: error))
    default: GitHubDeviceFlowError(.unexpectedAnswer(error))
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
    let headers: HTTPHeaders = [
      "Accept": "application/json",
      "Content-Type": "application/x-www-form-urlencoded",
    ]
    return try await transport.send(HTTPRequest(method: .post, url: url, headers: headers, body: Data(body.utf8)))
  }
}
