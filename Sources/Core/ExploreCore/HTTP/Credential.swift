public import Foundation

/// A secret that authenticates requests to one API, such as a GitHub token
/// or a TMDB API key.
///
/// ```swift
/// Credential(secret: token, scheme: .bearer, source: "GH_TOKEN")             // Authorization: Bearer …
/// Credential(secret: key, scheme: .header("X-Api-Key"), source: "API_KEY")  // X-Api-Key: …
/// Credential(secret: key, scheme: .query("api_key"), source: "TMDB_KEY")    // …?api_key=…
/// ```
///
/// A credential never prints its secret: its description is a fixed
/// placeholder, so it is safe in logs, errors and debug output. Providers
/// put it on ``HTTPRequest/credential``, never into the URL or the headers
/// themselves: the transport applies it (``authorizing(_:headers:)``) only to
/// requests for the API host it belongs to, so it never reaches logs, the
/// cache key's URL, or recordings.
public struct Credential: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible {
  /// How the secret goes on the wire.
  public enum Scheme: Sendable, Hashable {
    /// `Authorization: Bearer <secret>`.
    case bearer
    /// `Authorization: token <secret>`, GitHub's older form.
    case token
    /// `<name>: <secret>`, an API key in a header of its own, such as
    /// `X-Api-Key`.
    case header(String)
    /// `?<name>=<secret>`, an API key in the query, such as `api_key`.
    case query(String)
    /// `<name>: <prefix><secret>`, a header whose value starts with a word
    /// of the API's: `Authorization: Bot <secret>`, `Authorization: SSWS <secret>`.
    case prefixed(header: String, prefix: String)
    /// `Cookie: <name>=<secret>`, a session token an API takes as a
    /// cookie, such as Frigate's `frigate_token`.
    case cookie(String)
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

  /// A credential from text a person or a file supplied (an environment
  /// variable, a stored login, standard input): surrounding whitespace and
  /// line breaks are removed, and what is left must be sendable.
  ///
  /// ```swift
  /// try Credential(validating: "ghp_abc\n", source: "GH_TOKEN")        // secret "ghp_abc"
  /// try Credential(validating: "ghp_a\r\nX-Evil: 1", source: "GH_TOKEN") // throws
  /// ```
  ///
  /// - Throws: ``InvalidCredentialError`` when the secret contains a control
  ///   character (a line break, a tab, NUL, DEL or a C1 control).
  /// - Complexity: O(*n*) in the length of `secret`.
  public init(validating secret: String, scheme: Scheme = .bearer, source: String) throws {
    self.init(secret: secret.trimmingCharacters(in: .whitespacesAndNewlines), scheme: scheme, source: source)
    try requireWellFormed()
  }

  /// Checks that the secret can be sent as it is.
  ///
  /// Transports call this before they apply the credential, so that a
  /// secret built from outside text by any path fails with a clear error
  /// instead of being dropped by URLSession.
  ///
  /// - Throws: ``InvalidCredentialError`` naming the first control
  ///   character and ``source``, never the secret, or saying that the
  ///   secret is longer than ``maximumSecretBytes``, or that the header or
  ///   query item it goes in cannot carry it (``nameProblem``).
  /// - Complexity: O(*n*) in the length of the secret.
  public func requireWellFormed() throws {
    if let problem = nameProblem {
      throw InvalidCredentialError(source: source, nameProblem: problem)
    }
    guard secret.utf8.count <= Self.maximumSecretBytes else {
      throw InvalidCredentialError(source: source, byteCount: secret.utf8.count)
    }
    guard let bad = secret.unicodeScalars.first(where: Self.isControl) else { return }
    throw InvalidCredentialError(source: source, character: Self.name(of: bad))
  }

  /// The longest secret explore sends, in bytes of UTF-8: 16 KB. Real
  /// tokens are well under 1 KB (GitHub's are 40 to 93 characters, a signed
  /// JWT a few KB); servers refuse header lines much longer than 8 KB, and
  /// libcurl a request whose header passes 1 MB, as "out of memory".
  public static let maximumSecretBytes = 16 * 1024

  private static func name(of scalar: Unicode.Scalar) -> String {
    switch scalar {
    case "\n", "\r": return "a line break"
    case "\t": return "a tab"
    case "\0": return "a NUL character"
    default:
      let hex = String(scalar.value, radix: 16, uppercase: true)
      return "a control character (U+\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex))"
    }
  }

  /// The header that carries the secret and its value; `nil` for
  /// ``Scheme/query(_:)``.
  public var header: (name: String, value: String)? {
    switch scheme {
    case .bearer: ("Authorization", "Bearer \(secret)")
    case .token: ("Authorization", "token \(secret)")
    case .header(let name): (name, secret)
    case .prefixed(let name, let prefix): (name, prefix + secret)
    case .cookie(let name): ("Cookie", "\(name)=\(secret)")
    case .query: nil
    }
  }

  /// The name of the query item that carries the secret, for
  /// ``Scheme/query(_:)``; `nil` for the other schemes.
  public var queryItemName: String? {
    if case .query(let name) = scheme { return name }
    return nil
  }

  /// `url` and `headers` with the secret applied: the header set, or the
  /// query item added (replacing one of the same name, so a redirect that
  /// echoes it does not send it twice).
  ///
  /// The query item's name and value are percent-encoded whole (RFC 3986's
  /// unreserved characters stay raw): a name such as `api key` or `a&b=c`
  /// reaches the server as that one name.
  ///
  /// Transports call this as they send, on a copy they never log.
  ///
  /// - Complexity: O(*q* + *h*) in the number of query items and headers.
  public func authorizing(_ url: URL, headers: inout HTTPHeaders) -> URL {
    if let header {
      headers[header.name] = header.value
      return url
    }
    guard let name = queryItemName, var components = URLComponents(url: url, resolvingAgainstBaseURL: true) else {
      return url
    }
    // NB: URLComponents traps when a percent-encoded query item holds a raw
    // `&`, `=`, `#` or space, so the name is encoded here, as the value is.
    let encodedName = name.percentEncodedUnreserved
    var items = (components.percentEncodedQueryItems ?? []).filter { !Self.isNamed($0.name, name) }
    items.append(URLQueryItem(name: encodedName, value: secret.percentEncodedUnreserved))
    components.percentEncodedQueryItems = items
    return components.url ?? url
  }

  /// `url` without the query items this credential's secret may be in:
  /// any item named as ``queryItemName`` (whatever its value), and any
  /// whose value is the secret (whatever its name), for a redirect to
  /// another host that echoes the request's query.
  ///
  /// - Returns: the URL, and the names of the items removed (as sent).
  /// - Complexity: O(*q*) in the number of query items.
  public func strippingSecret(from url: URL) -> (url: URL, removed: [String]) {
    guard var components = URLComponents(url: url, resolvingAgainstBaseURL: true),
      let items = components.percentEncodedQueryItems, !items.isEmpty
    else { return (url, []) }
    var removed: [String] = []
    let kept = items.filter { item in
      let value = item.value.flatMap { $0.removingPercentEncoding ?? $0 }
      let holdsSecret = (queryItemName.map { Self.isNamed(item.name, $0) } ?? false) || (value == secret && !secret.isEmpty)
      if holdsSecret { removed.append(item.name.removingPercentEncoding ?? item.name) }
      return !holdsSecret
    }
    guard !removed.isEmpty else { return (url, []) }
    components.percentEncodedQueryItems = kept.isEmpty ? nil : kept
    return (components.url ?? url, removed)
  }

  /// `url` without its query items named `name` (compared decoded), the
  /// other items as they were encoded.
  ///
  /// - Complexity: O(*q*) in the number of query items.
  public func strippingQueryItem(named name: String, from url: URL) -> URL {
    guard var components = URLComponents(url: url, resolvingAgainstBaseURL: true),
      let items = components.percentEncodedQueryItems, items.contains(where: { Self.isNamed($0.name, name) })
    else { return url }
    let kept = items.filter { !Self.isNamed($0.name, name) }
    components.percentEncodedQueryItems = kept.isEmpty ? nil : kept
    return components.url ?? url
  }

  /// Whether the percent-encoded query item name `encoded` is `name`.
  static func isNamed(_ encoded: String, _ name: String) -> Bool {
    encoded == name || (encoded.removingPercentEncoding ?? encoded) == name
  }

  public var description: String { "<credential from \(source), redacted>" }

  public var debugDescription: String { description }
}
