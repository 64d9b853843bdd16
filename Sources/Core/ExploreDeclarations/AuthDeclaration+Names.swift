import ExploreCore

extension AuthDeclaration {
  /// Why ``name`` cannot carry the token, or `nil` when it can: a header
  /// name must be an RFC 7230 token and not one explore or the connection
  /// sets (`Host`, `Content-Length`, …); a query item's name may be any
  /// text without control characters, percent-encoded as it is sent
  /// (``ExploreCore/Credential/headerNameProblem(_:)``,
  /// ``ExploreCore/Credential/queryNameProblem(_:)``).
  ///
  /// - Returns: a clause such as "header name 'X:Y' cannot carry the
  ///   token: it holds a colon, …".
  package var nameProblem: String? {
    guard let name else { return nil }
    switch scheme {
    case .bearer:
      return nil
    case .header:
      return Credential.headerNameProblem(name).map { "header name '\(Credential.shown(name))' cannot carry the token: \($0)" }
    case .query:
      return Credential.queryNameProblem(name).map { "query parameter name '\(Credential.shown(name))' cannot carry the token: \($0)" }
    case .cookie:
      return Credential.cookieProblem(name).map { "cookie '\(Credential.shown(name))' cannot carry the token: \($0)" }
    }
  }
}
