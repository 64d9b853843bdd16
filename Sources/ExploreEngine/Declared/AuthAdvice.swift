import ExploreCore
import ExploreNetworking
import ExploreTables

/// What a declared provider's 401 and 403 say: only what its API can take.
struct AuthAdvice: Sendable {
  var provider: String
  var auth: AuthDeclaration?
  var tokenVariable: String

  /// Runs `body`, turning an unauthenticated or forbidden answer into
  /// ``DeclaredAuthError``.
  func explaining<Value>(sentToken: Bool, _ body: () async throws -> Value) async throws -> Value {
    do {
      return try await body()
    } catch let error as APIError {
      switch error.kind {
      case .unauthorized, .forbidden:
        throw DeclaredAuthError(
          provider: provider, status: error.status ?? (error.kind == .unauthorized ? 401 : 403),
          request: error.what.map { "The request for \($0)" } ?? "The request", auth: auth, tokenVariable: tokenVariable,
          sentToken: sentToken
        )
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
    case .header: .header(name ?? "Authorization")
    case .query: .query(name ?? "api_key")
    }
  }
}
