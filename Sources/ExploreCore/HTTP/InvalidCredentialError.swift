/// A credential whose secret cannot be sent: it contains a line break or
/// another control character, as a token pasted with a newline in the
/// middle does.
///
/// Sent anyway, the header would be dropped (or split into two) and the
/// request would go out unauthenticated; explore stops instead. The
/// message names where the secret came from, never the secret.
public struct InvalidCredentialError: UserFacingError, Hashable {
  /// Where the secret came from: `GH_TOKEN`, `stored login`, `standard input`.
  public var source: String
  /// What the first offending character is, such as "a line break".
  public var character: String

  public init(source: String, character: String) {
    self.source = source
    self.character = character
  }

  public var description: String {
    "The token (from \(source)) contains \(character), so explore cannot send it. "
      + "Set it again as the token alone, on one line, with no control characters (a line break pasted into the middle is the usual cause); "
      + "a stored login is replaced by signing in again."
  }
}
