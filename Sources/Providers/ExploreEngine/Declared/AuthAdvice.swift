import ExploreCore
import ExploreNetworking
import ExploreTables
import ExploreDeclarations
import Foundation

/// What a declared provider's 401 and 403 say: only what its API can take.
struct AuthAdvice: Sendable {
  var provider: String
  var auth: AuthDeclaration?
  var tokenVariable: String

  /// Runs `body`, turning an unauthenticated or forbidden answer into
  /// ``DeclaredAuthError``.
  ///
  /// A request to another host than `apiBaseURL`'s (a page a body named
  /// elsewhere) went without the token, as every such request does: the
  /// error says so rather than blaming the token.
  func explaining<Value>(sentToken: Bool, apiBaseURL: URL, _ body: () async throws -> Value) async throws -> Value {
    do {
      return try await body()
    } catch let error as APIError {
      switch error.kind {
      case .unauthorized, .forbidden:
        let elsewhere = error.url.flatMap { $0.origin == apiBaseURL.origin ? nil : $0.host }
        var failure = DeclaredAuthError(
          provider: provider, status: error.status ?? (error.kind == .unauthorized ? 401 : 403),
          request: error.what.map { "The request for \($0)" } ?? "The request", auth: auth, tokenVariable: tokenVariable,
          sentToken: sentToken && elsewhere == nil
        )
        if sentToken { failure.otherHost = elsewhere }
        throw failure
      default:
        throw error
      }
    }
  }
}

extension AuthDeclaration {
  /// How a ``Credential`` sends the token.
  var credentialScheme: Credential.Scheme {
    switch scheme {
    case .bearer: .bearer
    case .header: prefix.map { .prefixed(header: name ?? "Authorization", prefix: $0) } ?? .header(name ?? "Authorization")
    case .query: .query(name ?? "api_key")
    case .cookie: .cookie(name ?? "token")
    }
  }
}
