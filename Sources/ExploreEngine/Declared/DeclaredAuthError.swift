package import ExploreTables
import ExploreCore

/// The API refused a request of a declared provider as unauthenticated
/// (401) or forbidden (403): the message offers only what this API can
/// take, from its declaration.
package struct DeclaredAuthError: UserFacingError, Hashable {
  /// The provider's name.
  package var provider: String
  /// The status the API answered: 401 or 403.
  package var status: Int
  /// What the request was for, as the failure named it.
  package var request: String
  /// How the token goes, when the declaration says; `nil` for an API
  /// declared without any.
  package var auth: AuthDeclaration?
  /// The variable that gives the token.
  package var tokenVariable: String
  /// Whether a token was sent.
  package var sentToken: Bool

  package var description: String {
    let refused = status == 401 ? "was refused as not authenticated (HTTP 401)" : "was denied (HTTP 403)"
    guard let auth else {
      return "\(request) \(refused). The API's document declares no way to sign in, so explore sent no token. "
        + "If the API takes one, add it again with --auth bearer, --auth header:NAME or --auth query:NAME, "
        + "then set \(tokenVariable) or run 'explore \(provider) login --with-token'."
    }
    let how: String
    switch auth.scheme {
    case .bearer: how = "an Authorization: Bearer header"
    case .header: how = "the \(auth.name ?? "") header"
    case .query: how = "the \(auth.name ?? "") query parameter"
    }
    if sentToken {
      return "\(request) \(refused) with the token sent in \(how). Check that the token is right, not expired, "
        + "and allowed to do this; replace it with 'explore \(provider) login --with-token' or \(tokenVariable)."
    }
    return "\(request) \(refused): it needs a token, sent in \(how). "
      + "Set \(tokenVariable), or run 'explore \(provider) login --with-token < token.txt'."
  }
}
