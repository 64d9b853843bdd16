package import ExploreCore
import ExploreItemMapping
import ExploreNetworking
import Foundation

extension ProviderDeclaration {
  /// The provider this declaration describes, as the CLI holds every
  /// provider: built-in and declared ones are the same thing to it.
  ///
  /// - Throws: ``DeclarationError`` when the declaration breaks a rule
  ///   that reading it could not check (``validate()``).
  package func definition() throws -> ProviderDefinition {
    try validate()
    let metadata = ProviderMetadata(
      name: name, aliases: aliases, summary: summary, defaultBaseURL: baseURL,
      baseURLEnvironmentVariable: Self.environmentVariable(name, "API_URL"), fixturesFolder: name,
      pagingLimits: pagingLimits.map { PagingLimits(concurrency: $0.concurrency, maxPages: $0.maxPages) } ?? .standard
    )
    let auth = self.auth
    let tokenVariable = self.tokenVariable
    return ProviderDefinition(metadata: metadata, resources: resources.map(\.resource)) { context in
      let credential = auth.flatMap { auth in
        context.environment[tokenVariable].flatMap { try? Credential(validating: $0, scheme: auth.credentialScheme, source: tokenVariable) }
      }
      return DeclaredAPI(client: RESTClient(context: context, headers: ["Accept": "application/json"], credential: credential))
    }
  }

  /// The variable that gives the token: `EXPLORE_<NAME>_TOKEN`.
  package var tokenVariable: String { Self.environmentVariable(name, "TOKEN") }

  /// `EXPLORE_POKE_API_API_URL` for `poke-api` and `API_URL`.
  package static func environmentVariable(_ name: String, _ suffix: String) -> String {
    let word = name.uppercased().map { $0.isASCII && ($0.isLetter || $0.isNumber) ? String($0) : "_" }.joined()
    return "EXPLORE_\(word)_\(suffix)"
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
