/// A credential whose secret cannot be sent: it contains a line break or
/// another control character, as a token pasted with a newline in the
/// middle does.
///
/// Sent anyway, the header would be dropped (or split into two) and the
/// request would go out unauthenticated; explore stops instead. The
/// message names where the secret came from, never the secret.
///
/// A secret longer than ``Credential/maximumSecretBytes`` is refused the
/// same way: no server takes a header that long, and it is not a token (a
/// file pasted whole is the usual cause).
public struct InvalidCredentialError: UserFacingError, Hashable {
  /// Where the secret came from: `GH_TOKEN`, `stored login`, `standard input`.
  public var source: String
  /// What the first offending character is, such as "a line break"; empty
  /// when the secret is too long instead.
  public var character: String
  /// The secret's length in bytes, when that is what is wrong.
  public var byteCount: Int?
  /// Why the header or query item the secret goes in cannot carry it, when
  /// that is what is wrong (``Credential/nameProblem``).
  public var nameProblem: String?

  public init(source: String, character: String) {
    self.source = source
    self.character = character
  }

  /// The error for a secret of `byteCount` bytes, longer than
  /// ``Credential/maximumSecretBytes``.
  public init(source: String, byteCount: Int) {
    self.source = source
    self.character = ""
    self.byteCount = byteCount
  }

  /// The error for a secret whose header, query item or cookie cannot
  /// carry it: a name with a line break, a colon or a space in a header, a
  /// header explore sets itself, such as `Host`, or a `;` in a cookie's token.
  public init(source: String, nameProblem: String) {
    self.source = source
    self.character = ""
    self.nameProblem = nameProblem
  }

  public var description: String {
    if let nameProblem {
      return "explore did not send the token (from \(source)): \(nameProblem). "
        + "Declare another name or way for it (for an API added with 'explore api add', add it again with --auth header:NAME, --auth query:NAME or --auth cookie:NAME)."
    }
    if let byteCount {
      return "The token (from \(source)) is \(byteCount / 1024) KB long, so explore does not send it: "
        + "it sends at most \(Credential.maximumSecretBytes / 1024) KB, and real tokens are well under 1 KB. "
        + "Set it again as the token alone (a file or a page pasted whole is the usual cause); "
        + "a stored login is replaced by signing in again."
    }
    return "The token (from \(source)) contains \(character), so explore cannot send it. "
      + "Set it again as the token alone, on one line, with no control characters (a line break pasted into the middle is the usual cause); "
      + "a stored login is replaced by signing in again."
  }
}
