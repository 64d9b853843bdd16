/// A secret that authenticates requests to one API, such as a GitHub token.
///
/// A credential never prints its secret: its description is a fixed
/// placeholder, so it is safe in logs, errors and debug output. Transports
/// attach it only to requests for the API host it belongs to.
public struct Credential: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible {
  /// How the secret goes on the wire.
  public enum Scheme: String, Sendable, Hashable {
    /// `Authorization: Bearer <secret>`.
    case bearer = "Bearer"
    /// `Authorization: token <secret>`, GitHub's older form.
    case token = "token"
  }

  /// The secret itself. Read it only to put it on the wire.
  public let secret: String

  /// How the secret is sent.
  public let scheme: Scheme

  /// Where the secret came from, for `auth status` ("GH_TOKEN", "stored login").
  public let source: String

  public init(secret: String, scheme: Scheme = .bearer, source: String) {
    self.secret = secret
    self.scheme = scheme
    self.source = source
  }

  /// The value of the `Authorization` header.
  public var authorizationHeaderValue: String { "\(scheme.rawValue) \(secret)" }

  public var description: String { "<credential from \(source), redacted>" }

  public var debugDescription: String { description }
}
