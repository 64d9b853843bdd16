public import ExploreCore
import ExploreNetworking
public import Foundation

/// Plays a ``DeviceFlowScript``: as an in-process ``HTTPTransport``, and
/// on the loopback server through ``webMount``, where ``GitHubSimulation``
/// also accepts the tokens it grants.
public final class DeviceFlowServer: HTTPTransport, @unchecked Sendable {
  /// A raw HTTP reply, independent of any transport.
  public struct Reply: Sendable {
    public var status: Int
    public var headers: [String: String]
    public var body: Data
  }

  /// One request as the server saw it.
  public struct Seen: Sendable {
    public var method: String
    /// The path, relative to the web mount on the loopback server.
    public var path: String
    public var form: [String: String]
    public var accept: String?
    public var contentType: String?
    public var authorization: String?
    /// The time on the test clock when it arrived.
    public var at: Duration
  }

  public let script: DeviceFlowScript
  private let now: @Sendable () -> Duration
  // NB: @unchecked Sendable: the mutable state changes only under `lock`.
  private let lock = NSLock()
  private var seenRequests: [Seen] = []
  private var position = 0
  private var codePosition = 0
  /// The scope of each token the token endpoint handed out.
  private var issued: [String: String] = [:]

  public init(script: DeviceFlowScript, now: @escaping @Sendable () -> Duration = { .zero }) {
    self.script = script
    self.now = now
  }

  public var seen: [Seen] { lock.withLock { seenRequests } }
  public var polls: [Seen] { seen.filter { $0.path.hasSuffix("/login/oauth/access_token") } }

  /// The scope granted with the token of `authorization` (`Bearer <token>`
  /// or `token <token>`), when the token endpoint handed that token out and
  /// the script lets GitHub accept it; `nil` otherwise.
  public func grantedScope(authorization: String?) -> String? {
    guard script.acceptsGrantedToken, let authorization else { return nil }
    let parts = authorization.trimmingCharacters(in: .whitespaces).split(separator: " ", maxSplits: 1).map(String.init)
    guard parts.count == 2, ["bearer", "token"].contains(parts[0].lowercased()) else { return nil }
    let token = parts[1].trimmingCharacters(in: .whitespaces)
    return lock.withLock { issued[token] }
  }

  /// The `X-OAuth-Scopes` GitHub sends with a request made with a granted
  /// token (`read:user, public_repo`), unless the script lists none.
  public func scopesHeader(authorization: String?) -> String? {
    guard script.listsScopes, let scope = grantedScope(authorization: authorization) else { return nil }
    return scope.replacingOccurrences(of: " ", with: ", ")
  }

  /// The reply to a raw request, or `nil` for a dropped connection.
  public func reply(method: String, path: String, headers: [String: String], body: Data) -> Reply? {
    let form = Self.form(body)
    let seen = Seen(
      method: method, path: path, form: form, accept: headers["accept"], contentType: headers["content-type"],
      authorization: headers["authorization"], at: now()
    )
    let validPoll = form["grant_type"] == "urn:ietf:params:oauth:grant-type:device_code" && form["device_code"] == script.deviceCode
    let answer: DeviceFlowScript.Answer? = lock.withLock {
      seenRequests.append(seen)
      if path.hasSuffix("/login/device/code") {
        defer { codePosition += 1 }
        return codePosition < script.codeFailures.count ? script.codeFailures[codePosition] : nil
      }
      guard path.hasSuffix("/login/oauth/access_token") else { return nil }
      defer { position += 1 }
      let answer = position < script.answers.count ? script.answers[position] : .pending
      if validPoll, case .token(let token, let scope) = answer { issued[token] = scope }
      return answer
    }
    switch (method, path) {
    case ("POST", let path) where path.hasSuffix("/login/device/code"):
      switch answer {
      case .status(let status): return Reply(status: status, headers: [:], body: Data("unavailable".utf8))
      case .dropConnection: return nil
      default: break
      }
      if let error = script.codeError { return Self.json(["error": error]) }
      return Self.json([
        "device_code": script.deviceCode, "user_code": script.userCode,
        "verification_uri": "https://github.com/login/device",
        "expires_in": script.expiresIn, "interval": script.interval,
      ])
    case ("POST", let path) where path.hasSuffix("/login/oauth/access_token"):
      guard validPoll else { return Self.json(["error": "incorrect_device_code"]) }
      switch answer ?? .pending {
      case .pending: return Self.json(["error": "authorization_pending"])
      case .slowDown: return Self.json(["error": "slow_down", "interval": script.interval + 5])
      case .expired: return Self.json(["error": "expired_token"])
      case .denied: return Self.json(["error": "access_denied"])
      case .error(let code): return Self.json(["error": code])
      case .status(let status): return Reply(status: status, headers: [:], body: Data("unavailable".utf8))
      case .dropConnection: return nil
      case .token(let token, let scope): return Self.json(["access_token": token, "token_type": "bearer", "scope": scope])
      }
    case ("GET", let path) where path.hasSuffix("/user"):
      guard grantedScope(authorization: headers["authorization"]) != nil else {
        return Self.json(["message": "Bad credentials"], status: 401)
      }
      var reply = Self.json(["login": script.login, "id": 1])
      if let scopes = scopesHeader(authorization: headers["authorization"]) {
        reply.headers["x-oauth-scopes"] = scopes
      }
      return reply
    default:
      return Self.json(["message": "Not Found"], status: 404)
    }
  }

  public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    var sent = request.headers
    _ = request.credential?.authorizing(request.url, headers: &sent)
    let headers = sent.lowercasedDictionary
    guard let reply = reply(method: request.method.rawValue, path: request.url.path, headers: headers, body: request.body ?? Data()) else {
      throw APIError(.transport(reason: .connectionLost), url: request.url)
    }
    return HTTPResponse(status: reply.status, headers: HTTPHeaders(reply.headers), body: reply.body, url: request.url)
  }

  private static func json(_ object: [String: Any], status: Int = 200) -> Reply {
    let body = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data()
    return Reply(status: status, headers: ["content-type": "application/json; charset=utf-8"], body: body)
  }

  /// The fields of a form-encoded body.
  public static func form(_ body: Data) -> [String: String] {
    var fields: [String: String] = [:]
    for pair in String(decoding: body, as: UTF8.self).split(separator: "&") {
      let parts = pair.split(separator: "=", maxSplits: 1).map { String($0).removingPercentEncoding ?? String($0) }
      guard let name = parts.first else { continue }
      fields[name] = parts.count > 1 ? parts[1] : ""
    }
    return fields
  }
}
