extension Credential {
  /// Why `name` cannot be the header that carries a token, or `nil` when
  /// it can.
  ///
  /// A header name is an RFC 7230 token: letters, digits and
  /// ``headerNamePunctuation``, nothing else (a space, a colon, a line
  /// break, a letter outside ASCII). Sent anyway, a colon or a line break
  /// makes the transport drop the header, and the request goes out without
  /// the token. A name the transport or explore sets itself
  /// (``reservedHeaderNames``: `Host`, `Content-Length`, `Accept`, …) would
  /// replace what the request needs, and send the token to whoever reads
  /// that header.
  ///
  /// ```swift
  /// Credential.headerNameProblem("X-Api-Key")   // nil
  /// Credential.headerNameProblem("Host")        // "it is a header explore or the HTTP connection sets itself…"
  /// ```
  ///
  /// - Returns: a clause that completes "the header name '…' cannot carry
  ///   the token: ".
  /// - Complexity: O(*n*) in the length of `name`.
  package static func headerNameProblem(_ name: String) -> String? {
    guard !name.isEmpty else { return "it is empty" }
    guard name.utf8.count <= maximumNameBytes else { return "it is \(name.utf8.count) bytes long, more than the \(maximumNameBytes) explore sends" }
    if let bad = name.unicodeScalars.first(where: { !isTokenCharacter($0) }) {
      return "it holds \(describe(bad)), and a header name is only letters, digits and \(headerNamePunctuation.map { String($0) }.joined(separator: " ")) (RFC 7230)"
    }
    if reservedHeaderNames.contains(name.lowercased()) {
      return "it is a header explore or the HTTP connection sets itself, so the token would replace what the request needs"
    }
    return nil
  }

  /// Why `name` cannot be the query item that carries a token, or `nil`
  /// when it can. Any text can be percent-encoded into a query, so only an
  /// empty name, a control character (a line break, a tab: a mistake,
  /// never an API's parameter) or a name over ``maximumNameBytes`` is
  /// refused; `&`, `=`, `#`, `%` and spaces are encoded as they are sent.
  ///
  /// - Complexity: O(*n*) in the length of `name`.
  package static func queryNameProblem(_ name: String) -> String? {
    guard !name.isEmpty else { return "it is empty" }
    guard name.utf8.count <= maximumNameBytes else { return "it is \(name.utf8.count) bytes long, more than the \(maximumNameBytes) explore sends" }
    if let bad = name.unicodeScalars.first(where: isControl) {
      return "it holds \(describe(bad)), which no query parameter's name has"
    }
    return nil
  }

  /// Why the name this credential is sent under cannot carry it, or `nil`.
  package var nameProblem: String? {
    switch scheme {
    case .bearer, .token: nil
    case .header(let name), .prefixed(let name, _): Self.headerNameProblem(name).map { "the header name '\(Self.shown(name))' cannot carry it: \($0)" }
    case .query(let name): Self.queryNameProblem(name).map { "the query parameter name '\(Self.shown(name))' cannot carry it: \($0)" }
    case .cookie(let name): Self.cookieProblem(name, value: secret).map { "the cookie '\(Self.shown(name))' cannot carry it: \($0)" }
    }
  }

  /// Why a cookie named `name` cannot hold `value`, or `nil` when it can:
  /// its name is a header name's token (RFC 6265), and its value holds none
  /// of the space, `"`, `,`, `;` and `\` that would end it or add another
  /// cookie.
  ///
  /// - Complexity: O(*n*) in the lengths of `name` and `value`.
  package static func cookieProblem(_ name: String, value: String = "") -> String? {
    guard !name.isEmpty else { return "its name is empty" }
    if let bad = name.unicodeScalars.first(where: { !isTokenCharacter($0) }) { return "its name holds \(describe(bad))" }
    if let bad = value.unicodeScalars.first(where: { " \",;\\".unicodeScalars.contains($0) }) { return "the token holds \(describe(bad)), which ends a cookie" }
    return nil
  }

  /// The longest header or query item name explore sends a token under, in
  /// bytes: real ones are a few dozen.
  package static let maximumNameBytes = 256

  /// The punctuation RFC 7230 allows in a header name (`tchar`).
  package static let headerNamePunctuation = "!#$%&'*+-.^_`|~"

  /// Header names a token may not go in, lowercased: those that frame the
  /// message or the connection, and those explore sets on every request.
  package static let reservedHeaderNames: Set<String> = [
    "host", "content-length", "transfer-encoding", "connection", "keep-alive", "proxy-connection", "upgrade", "te", "trailer",
    "expect", "content-type", "content-encoding", "accept", "accept-encoding", "user-agent", "if-none-match", "if-modified-since",
    "range", "proxy-authorization",
  ]

  private static func isTokenCharacter(_ scalar: Unicode.Scalar) -> Bool {
    guard scalar.isASCII else { return false }
    return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
      || headerNamePunctuation.unicodeScalars.contains(scalar)
  }

  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }

  /// A character as a message names it: "a line break", "a colon", "'é'".
  static func describe(_ scalar: Unicode.Scalar) -> String {
    switch scalar {
    case "\n", "\r": return "a line break"
    case "\t": return "a tab"
    case "\0": return "a NUL character"
    case " ": return "a space"
    case ":": return "a colon"
    default:
      let hex = String(scalar.value, radix: 16, uppercase: true)
      let code = "U+\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex)"
      if isControl(scalar) || !scalar.properties.isGraphemeBase && !scalar.properties.isAlphabetic { return "a control or invisible character (\(code))" }
      return "'\(Character(scalar))' (\(code))"
    }
  }

  /// `name` for a message: control characters written as `\u{…}`, so that
  /// a line break cannot split the message.
  package static func shown(_ name: String) -> String {
    var text = ""
    for scalar in name.unicodeScalars.prefix(maximumNameBytes) {
      if isControl(scalar) {
        text += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      } else {
        text.unicodeScalars.append(scalar)
      }
    }
    return text
  }
}
