import ExploreTables
package import ExploreDeclarations
import Foundation
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
  /// The host that refused a request the token was rightly not sent to:
  /// another than the API's own.
  package var otherHost: String?

  package var description: String {
    let refused = status == 401 ? "was refused as not authenticated (HTTP 401)" : "was denied (HTTP 403)"
    if let otherHost {
      return "\(request) \(refused) by \(otherHost), another host than the API's, which explore never sends the token to. "
        + "The page is on a host that wants its own sign-in; open it in a browser, or ask the API for it another way."
    }
    guard let auth else {
      return "\(request) \(refused). The API's document declares no way to sign in, so explore sent no token. "
        + "If the API takes one, add it again with --auth bearer, --auth header:NAME, --auth query:NAME or --auth cookie:NAME, "
        + "then set \(tokenVariable) or run 'explore \(provider) login --with-token'."
    }
    let how: String
    switch auth.scheme {
    case .bearer: how = "an Authorization: Bearer header"
    case .header: how = "the \(auth.name ?? "") header" + (auth.prefix.map { " after '\($0.trimmingCharacters(in: .whitespaces))'" } ?? "")
    case .query: how = "the \(auth.name ?? "") query parameter"
    case .cookie: how = "the \(auth.name ?? "") cookie"
    }
    // NB: the document's own words on its scheme, short and sieved where printed.
    let about = auth.about.map { " (\($0.prefix(300)))" } ?? ""
    if sentToken {
      return "\(request) \(refused) with the token sent in \(how)\(about). Check that the token is right, not expired, "
        + "and allowed to do this; replace it with 'explore \(provider) login --with-token' or \(tokenVariable). "
        + "If the API wants the token another way, add it again with --auth (bearer, bot, header:NAME[:PREFIX], query:NAME, cookie:NAME)."
    }
    return "\(request) \(refused): it needs a token, sent in \(how)\(about). "
      + "Set \(tokenVariable), or run 'explore \(provider) login --with-token < token.txt'."
  }
}
