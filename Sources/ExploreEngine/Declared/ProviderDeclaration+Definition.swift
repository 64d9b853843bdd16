package import ExploreCore
import ExploreTables
import ExploreNetworking
import ExploreSignIn
import Foundation

extension ProviderDeclaration {
  /// The provider this declaration describes, as the CLI holds every
  /// provider: built-in and declared ones are the same thing to it.
  ///
  /// A declaration with an `auth` also gets `login` (`--with-token`) and
  /// `logout`, and its token from ``tokenVariable`` or the stored login.
  ///
  /// - Throws: ``DeclarationError`` when the declaration breaks a rule
  ///   that reading it could not check (``validate()``).
  package func definition() throws -> ProviderDefinition {
    try validate()
    let metadata = ProviderMetadata(
      name: name, aliases: aliases, summary: summary, defaultBaseURL: baseURL,
      baseURLEnvironmentVariable: Self.environmentVariable(name, "API_URL"), fixturesFolder: name,
      pagingLimits: pagingLimits.map { PagingLimits(concurrency: $0.concurrency, maxPages: $0.maxPages) } ?? .standard,
      environmentVariables: auth == nil ? [] : [(tokenVariable, "The token every request sends; else the one 'login' stored.")]
    )
    let declaration = self
    let advice = AuthAdvice(provider: name, auth: auth, tokenVariable: tokenVariable)
    var resources = self.resources.map { $0.resource(advice: advice) }
    if auth != nil { resources += Self.signInResources }
    return ProviderDefinition(metadata: metadata, resources: resources) { context in
      let signIn = declaration.auth.map { DeclaredSignIn(declaration: declaration, auth: $0, context: context) }
      // NB: a token that cannot be read (a control character, an unreadable
      // store) is not sent; the request then fails as unauthenticated, and
      // `login` or the variable's value says why.
      let credential = (try? signIn?.credential()) ?? nil
      return DeclaredAPI(
        client: RESTClient(context: context, headers: ["Accept": "application/json"], credential: credential), signIn: signIn)
    }
  }

  /// `login` and `logout`, for a declaration with an `auth`.
  static let signInResources: [Resource<DeclaredAPI>] = [
    Resource(
      path: ["login"], summary: "Keep a token for this API, read from standard input (--with-token).", kind: .action,
      options: [.flag("with-token", summary: "Read the token from standard input.")],
      examples: ["login --with-token < token.txt"], itemsHaveWebPages: false
    ) { api, request, _ in
      guard let signIn = api.signIn else { preconditionFailure("login is declared only with an auth") }
      guard request.flag("with-token") else { throw LoginError(.tokenOnly, service: signIn.service) }
      return try signIn.logIn()
    },
    Resource(path: ["logout"], summary: "Remove the token kept for this API.", kind: .action, itemsHaveWebPages: false) { api, _, _ in
      guard let signIn = api.signIn else { preconditionFailure("logout is declared only with an auth") }
      return try signIn.logOut()
    },
  ]

  /// The commands explore adds to this declaration's resources, each with
  /// what it does: `login` and `logout` with an `auth`, none without. A
  /// resource may not take their names.
  package var ownCommands: [(name: String, summary: String)] {
    auth == nil ? [] : Self.signInResources.map { ($0.descriptor.name, $0.descriptor.summary) }
  }
}

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
    }
  }
}
