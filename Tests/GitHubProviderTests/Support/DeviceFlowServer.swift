import ExploreCore
import ExploreNetworking
import Foundation

/// Plays a ``DeviceFlowScript``, as an in-process ``HTTPTransport`` now and
/// as a handler a loopback server can call.
final class DeviceFlowServer: HTTPTransport, @unchecked Sendable {
  /// A raw HTTP reply, independent of any transport.
  struct Reply: Sendable {
    var status: Int
    var headers: [String: String]
    var body: Data
  }

  /// One request as the server saw it.
  struct Seen: Sendable {
    var method: String
    var path: String
    var form: [String: String]
    var accept: String?
    var contentType: String?
    var authorization: String?
    /// The time on the test clock when it arrived.
    var at: Duration
  }

  let script: DeviceFlowScript
  private let now: @Sendable () -> Duration
  // NB: @unchecked Sendable: `seen` and `position` change only under `lock`.
  private let lock = NSLock()
  private var seenRequests: [Seen] = []
  private var position = 0
  private var codePosition = 0

  init(script: DeviceFlowScript, now: @escaping @Sendable () -> Duration = { .zero }) {
    self.script = script
    self.now = now
  }

  var seen: [Seen] { lock.withLock { seenRequests } }
  var polls: [Seen] { seen.filter { $0.path.hasSuffix("/login/oauth/access_token") } }

  /// The reply to a raw request, or `nil` for a dropped connection.
  func reply(method: String, path: String, headers: [String: String], body: Data) -> Reply? {
    let form = Self.form(body)
    let seen = Seen(
      method: method, path: path, form: form, accept: headers["accept"], contentType: headers["content-type"],
      authorization: headers["authorization"], at: now()
    )
    let answer: DeviceFlowScript.Answer? = lock.withLock {
      seenRequests.append(seen)
      if path.hasSuffix("/login/device/code") {
        defer { codePosition += 1 }
        return codePosition < script.codeFailures.count ? script.codeFailures[codePosition] : nil
      }
      guard path.hasSuffix("/login/oauth/access_token") else { return nil }
      defer { position += 1 }
      return position < script.answers.count ? script.answers[position] : .pending
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
      guard form["grant_type"] == "urn:ietf:params:oauth:grant-type:device_code", form["device_code"] == script.deviceCode else {
        return Self.json(["error": "incorrect_device_code"])
      }
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
      let granted = script.answers.compactMap { answer -> (String, String)? in
        if case .token(let token, let scope) = answer { return (token, scope) }
        return nil
      }
      guard script.acceptsGrantedToken, let match = granted.first(where: { headers["authorization"] == "Bearer \($0.0)" }) else {
        return Self.json(["message": "Bad credentials"], status: 401)
      }
      var reply = Self.json(["login": script.login, "id": 1])
      if script.listsScopes {
        reply.headers["x-oauth-scopes"] = match.1.replacingOccurrences(of: " ", with: ", ")
      }
      return reply
    default:
      return Self.json(["message": "Not Found"], status: 404)
    }
  }

  func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    var headers = request.headers.lowercasedDictionary
    if let credential = request.credential { headers["authorization"] = credential.authorizationHeaderValue }
    guard let reply = reply(method: request.method.rawValue, path: request.url.path, headers: headers, body: request.body ?? Data()) else {
      throw APIError(.transport(reason: .connectionLost), url: request.url)
    }
    return HTTPResponse(status: reply.status, headers: HTTPHeaders(reply.headers), body: reply.body, url: request.url)
  }

  private static func json(_ object: [String: Any], status: Int = 200) -> Reply {
    let body = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
    return Reply(status: status, headers: ["content-type": "application/json; charset=utf-8"], body: body)
  }

  /// The fields of a form-encoded body.
  static func form(_ body: Data) -> [String: String] {
    var fields: [String: String] = [:]
    for pair in String(decoding: body, as: UTF8.self).split(separator: "&") {
      let parts = pair.split(separator: "=", maxSplits: 1).map { String($0).removingPercentEncoding ?? String($0) }
      guard let name = parts.first else { continue }
      fields[name] = parts.count > 1 ? parts[1] : ""
    }
    return fields
  }
}
