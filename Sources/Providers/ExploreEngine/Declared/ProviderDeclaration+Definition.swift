package import ExploreCore
import ExploreNetworking
import ExploreSignIn
import ExploreTables
package import ExploreDeclarations
import Foundation

extension ProviderDeclaration {
  /// The provider this declaration describes, as the CLI holds every
  /// provider: built-in and declared ones are the same thing to it. Its
  /// resources are the engine's, run on the declared tables; `hooks` adds
  /// what only Swift says (the functions custom formats, subtitles,
  /// sections and expansions name, resources written in Swift).
  ///
  /// A declaration with an `auth` also gets `login` (`--with-token`) and
  /// `logout`; each load reads its token then, from ``tokenVariable``, else
  /// from the login stored for the base URL's origin.
  ///
  /// - Throws: ``DeclarationError`` when the declaration breaks a rule
  ///   that reading it could not check (``validate()``), or names a custom
  ///   function `hooks` does not register.
  package func definition(hooks: TableHooks<DeclaredAPI> = TableHooks()) throws -> ProviderDefinition {
    try validate()
    try check(hooks)
    let metadata = ProviderMetadata(
      name: name, aliases: aliases, summary: summary, defaultBaseURL: baseURL,
      baseURLEnvironmentVariable: Self.environmentVariable(name, "API_URL"), fixturesFolder: name,
      pagingLimits: pagingLimits.map { PagingLimits(concurrency: $0.concurrency, maxPages: $0.maxPages) } ?? .standard,
      environmentVariables: auth == nil ? [] : [(tokenVariable, "The token every request sends; else the one 'login' stored.")]
    )
    let declaration = self
    let tables = DeclaredTables(declaration: self, hooks: hooks)
    var resources = self.resources.map { hooks.resource(named: $0.path) ?? tables.resource($0) }
    resources += hooks.resources.filter { added in !self.resources.contains { $0.path == added.descriptor.path } }
    if auth != nil { resources += Self.signInResources }
    return ProviderDefinition(metadata: metadata, resources: resources) { context in
      DeclaredAPI(
        client: RESTClient(context: context, headers: ["Accept": "application/json"]),
        signIn: declaration.auth.map { DeclaredSignIn(declaration: declaration, auth: $0, context: context) },
        hooks: hooks.mapping, routes: tables.routes)
    }
  }

  /// Checks that every custom function the tables name is one `hooks`
  /// registers.
  func check(_ hooks: TableHooks<DeclaredAPI>) throws {
    for (index, resource) in resources.enumerated() {
      func fail(_ what: String) -> DeclarationError {
        DeclarationError(
          provider: name, resource: resource.name, jsonPath: "resources[\(index)]",
          problem: "it names \(what), a function only a provider written in Swift registers; use a declarable form instead.")
      }
      let mappings = [resource.mapping].compactMap { $0 } + (resource.detail?.sections ?? []).compactMap {
        if case .embedded(_, let item) = $0.form { item } else { nil }
      }
      for mapping in mappings {
        if let missing = hooks.mapping.missing(in: mapping).first { throw fail(missing) }
      }
      for section in resource.detail?.sections ?? [] {
        if case .custom(let name) = section.form, hooks.sections[name] == nil { throw fail("the custom section '\(name)'") }
      }
      for expansion in resource.expansions {
        if case .custom(let name) = expansion.form, hooks.expansions[name] == nil { throw fail("the custom expansion '\(name)'") }
      }
    }
  }

  /// The commands explore adds to this declaration's resources, each with
  /// what it does: `login` and `logout` with an `auth`, none without. A
  /// resource may not take their names.
  package var ownCommands: [(name: String, summary: String)] {
    auth == nil ? [] : Self.signInResources.map { ($0.descriptor.name, $0.descriptor.summary) }
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
}
